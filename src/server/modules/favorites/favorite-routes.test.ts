import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favoritePaths } from "#shared/favorites/paths.ts";
import type { FavoritesMergeResponse, FavoritesResponse, FavoriteTeam } from "#shared/favorites/types.ts";
import { favorites } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let seeblick: { id: string };
let first: { id: string };
let seniors: { id: string };
let opponent: { id: string };
let noLogoTeam: { id: string };
const UNKNOWN = "3e9a7c55-0f6b-4a8e-b1d2-7c4f5e6a8b90";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  seeblick = await insertClub(db, { clubName: "FC Seeblick", clubLogoUrl: "/uploads/logos/seeblick.webp" });
  first = await insertTeam(db, {
    clubId: seeblick.id,
    name: "1. Mannschaft",
    teamImageUrl: "/uploads/teams/1.webp",
  });
  seniors = await insertTeam(db, { clubId: seeblick.id, name: "Senioren 30+", league: "5. Liga" });
  opponent = await insertTeam(db, { clubId: null, name: "FC Gegner" });
  const noLogoClub = await insertClub(db, { clubName: "SV Ohnelogo" });
  noLogoTeam = await insertTeam(db, {
    clubId: noLogoClub.id,
    name: "Erste",
    teamImageUrl: "/uploads/teams/2.webp",
  });
});
afterAll(async () => {
  await t.close();
});

const list = async (cookie: string) =>
  (await call<FavoritesResponse>(t.app, "GET", favoritePaths.list(), { cookie })).body.favorites;

describe("favourites need a signed-in user", () => {
  it.each([
    ["GET", favoritePaths.list(), undefined],
    ["POST", favoritePaths.add(), { teamId: "" }],
    ["POST", favoritePaths.merge(), { teamIds: [] }],
    ["DELETE", "/api/favorites/00000000-0000-4000-8000-000000000000", undefined],
  ])("%s %s answers 401 in German for a visitor", async (method, path, body) => {
    const res = await call(t.app, method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      error: { code: "unauthorized", message: "Bitte melde dich an, um Favoriten zu speichern." },
    });
  });
});

describe("adding and removing", () => {
  it("adds a team once (idempotent) and lists it with logo and club", async () => {
    const { cookie } = await signUp(t.app);
    expect(await list(cookie)).toEqual([]);
    const added = await call<{ favorite: FavoriteTeam }>(t.app, "POST", favoritePaths.add(), {
      cookie,
      body: { teamId: first.id },
    });
    expect(added.status).toBe(201);
    expect(added.body.favorite).toMatchObject({
      id: first.id,
      clubId: seeblick.id,
      name: "1. Mannschaft",
      // The club crest is what fans recognise in a small logo.
      logo: "/uploads/logos/seeblick.webp",
      clubName: "FC Seeblick",
    });
    const again = await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: first.id } });
    expect(again.status).toBe(200);
    await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: seniors.id } });
    await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: noLogoTeam.id } });
    const favs = await list(cookie);
    expect(favs.map((f) => f.name)).toEqual(["1. Mannschaft", "Senioren 30+", "Erste"]);
    // Without a club logo the team picture stands in.
    expect(favs[2]?.logo).toBe("/uploads/teams/2.webp");
  });

  it("accepts a team without a club, with no logo", async () => {
    const { cookie } = await signUp(t.app);
    const res = await call<{ favorite: FavoriteTeam }>(t.app, "POST", favoritePaths.add(), {
      cookie,
      body: { teamId: opponent.id },
    });
    expect(res.status).toBe(201);
    expect(res.body.favorite).toMatchObject({ clubId: null, logo: null, clubName: null });
  });

  it("refuses a malformed id (400) and an unknown team (404) and stores nothing", async () => {
    const { cookie, userId } = await signUp(t.app);
    const malformed = await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: "team-1" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: { code: "validation", message: "Ungültige Team-ID" } });
    const missing = await call(t.app, "POST", favoritePaths.add(), { cookie, body: {} });
    expect(missing.status).toBe(400);
    const unknown = await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: UNKNOWN } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: "Team wurde nicht gefunden." } });
    const rows = await t.deps.db.select().from(favorites).where(eq(favorites.userId, userId));
    expect(rows).toEqual([]);
  });

  it("removes a favourite; removing again or a non-favourite is fine; a malformed id is 404", async () => {
    const { cookie } = await signUp(t.app);
    await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: first.id } });
    await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: seniors.id } });
    const removed = await call(t.app, "DELETE", favoritePaths.remove(first.id), { cookie });
    expect(removed.status).toBe(204);
    expect((await list(cookie)).map((f) => f.id)).toEqual([seniors.id]);
    expect((await call(t.app, "DELETE", favoritePaths.remove(first.id), { cookie })).status).toBe(204);
    const malformed = await call(t.app, "DELETE", "/api/favorites/abc", { cookie });
    expect(malformed.status).toBe(404);
  });

  it("keeps each user's favourites apart", async () => {
    const anna = await signUp(t.app);
    const ben = await signUp(t.app);
    await call(t.app, "POST", favoritePaths.add(), { cookie: anna.cookie, body: { teamId: first.id } });
    expect(await list(ben.cookie)).toEqual([]);
    // Ben removing Anna's team changes nothing for Anna.
    await call(t.app, "DELETE", favoritePaths.remove(first.id), { cookie: ben.cookie });
    expect((await list(anna.cookie)).map((f) => f.id)).toEqual([first.id]);
  });
});

describe("POST /api/favorites/merge", () => {
  it("adds the local favourites, skips unknown, malformed and duplicate ids, keeps existing ones", async () => {
    const { cookie } = await signUp(t.app);
    await call(t.app, "POST", favoritePaths.add(), { cookie, body: { teamId: first.id } });
    const res = await call<FavoritesMergeResponse>(t.app, "POST", favoritePaths.merge(), {
      cookie,
      body: {
        teamIds: [first.id, seniors.id, seniors.id.toUpperCase(), UNKNOWN, "demo-team-1", opponent.id],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(2);
    expect(res.body.favorites.map((f) => f.id).sort()).toEqual([first.id, seniors.id, opponent.id].sort());
    const again = await call<FavoritesMergeResponse>(t.app, "POST", favoritePaths.merge(), {
      cookie,
      body: { teamIds: [seniors.id] },
    });
    expect(again.body.added).toBe(0);
    expect(again.body.favorites).toHaveLength(3);
  });

  it("accepts an empty list and refuses more than 200 ids or a wrong shape", async () => {
    const { cookie } = await signUp(t.app);
    const empty = await call<FavoritesMergeResponse>(t.app, "POST", favoritePaths.merge(), {
      cookie,
      body: { teamIds: [] },
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ favorites: [], added: 0 });
    const tooMany = await call(t.app, "POST", favoritePaths.merge(), {
      cookie,
      body: { teamIds: Array.from({ length: 201 }, () => first.id) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ error: { message: "Höchstens 200 Favoriten auf einmal" } });
    const wrong = await call(t.app, "POST", favoritePaths.merge(), { cookie, body: { teamIds: "x" } });
    expect(wrong.status).toBe(400);
    expect(await list(cookie)).toEqual([]);
  });
});
