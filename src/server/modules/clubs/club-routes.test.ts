import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import type { ClubListResponse } from "#shared/clubs/types.ts";
import { call } from "../../test/http.ts";
import {
  insertBoardMember,
  insertClub,
  insertNews,
  insertPlayer,
  insertTeam,
} from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let seeblick: { id: string };
let limmatau: { id: string };
const UNKNOWN = "8d1f5b1e-6b0a-4a47-9a39-5d3b0f6c2a11";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  seeblick = await insertClub(db, {
    clubName: "FC Seeblick",
    clubLogoUrl: "/uploads/logos/seeblick.webp",
    contactAddress: "Seestrasse 212\n8800 Thalwil",
    contactEmail: "info@fc-seeblick.ch",
    contactPhone: "+41 44 720 31 45",
    foundingYear: 1921,
  });
  limmatau = await insertClub(db, { clubName: "SV Limmatau" });
  const valmaggina = await insertClub(db, { clubName: "AS Valmaggina" });
  const percentClub = await insertClub(db, { clubName: "100%_Club" });
  await insertTeam(db, { clubId: valmaggina.id, name: "1. Mannschaft" });
  await insertTeam(db, { clubId: percentClub.id, name: "Erste" });
  // Not listed (the public list shows clubs a fan can follow): a club account that has not entered its name yet (even with a
  // team), a named club without any team, and one whose only team is archived.
  const nameless = await insertClub(db, { clubName: "" });
  await insertTeam(db, { clubId: nameless.id, name: "Namenlos" });
  await insertClub(db, { clubName: "FC Ohneteam" });
  const archivedOnly = await insertClub(db, { clubName: "FC Archiv" });
  await insertTeam(db, { clubId: archivedOnly.id, name: "Alte Herren", archivedAt: new Date() });
  const first = await insertTeam(db, { clubId: seeblick.id, name: "1. Mannschaft" });
  await insertTeam(db, { clubId: seeblick.id, name: "Senioren 30+", league: "5. Liga" });
  await insertTeam(db, { clubId: limmatau.id, name: "1. Mannschaft", league: "2. Liga" });
  await insertPlayer(db, { teamId: first.id });
  await insertPlayer(db, { teamId: first.id, firstName: "Noah" });
  await insertBoardMember(db, {
    clubId: seeblick.id,
    firstName: "Claudia",
    lastName: "Hess",
    role: "Kassierin",
  });
  await insertBoardMember(db, { clubId: seeblick.id, firstName: "Thomas", role: "Präsident" });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/clubs", () => {
  it("lists clubs ordered by name with their team count", async () => {
    const res = await call<ClubListResponse>(t.app, "GET", "/api/clubs");
    expect(res.status).toBe(200);
    // Ordered by name; only clubs with a name and a team that is not archived.
    expect(res.body.clubs.map((c) => c.clubName)).toEqual([
      "100%_Club",
      "AS Valmaggina",
      "FC Seeblick",
      "SV Limmatau",
    ]);
    expect(res.body.total).toBe(4);
    expect(res.body.clubs.find((c) => c.id === seeblick.id)).toMatchObject({
      clubLogoUrl: "http://localhost:3000/uploads/logos/seeblick.webp",
      teamCount: 2,
    });
    expect(res.body.clubs.find((c) => c.id === limmatau.id)?.teamCount).toBe(1);
    expect(res.body.clubs.find((c) => c.clubName === "AS Valmaggina")?.teamCount).toBe(1);
  });

  it("searches a case-insensitive substring of the name", async () => {
    const res = await call<ClubListResponse>(t.app, "GET", "/api/clubs?search=eEBl");
    expect(res.body.clubs.map((c) => c.clubName)).toEqual(["FC Seeblick"]);
    expect(res.body.total).toBe(1);
    const unlisted = await call<ClubListResponse>(t.app, "GET", "/api/clubs?search=FC%20Archiv");
    expect(unlisted.body).toMatchObject({ clubs: [], total: 0 });
    const none = await call<ClubListResponse>(t.app, "GET", "/api/clubs?search=Grasshopper");
    expect(none.body).toMatchObject({ clubs: [], total: 0 });
  });

  it("takes % and _ in the search literally", async () => {
    const percent = await call<ClubListResponse>(
      t.app,
      "GET",
      `/api/clubs?search=${encodeURIComponent("%")}`,
    );
    expect(percent.body.clubs.map((c) => c.clubName)).toEqual(["100%_Club"]);
    const underscore = await call<ClubListResponse>(t.app, "GET", "/api/clubs?search=_");
    expect(underscore.body.clubs.map((c) => c.clubName)).toEqual(["100%_Club"]);
  });

  it("pages through the list and reports the total on every page", async () => {
    const first = await call(t.app, "GET", clubPaths.list({ page: 1, pageSize: 3 }));
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.body.clubs).toHaveLength(3);
    const second = await call(t.app, "GET", clubPaths.list({ page: 2, pageSize: 3 }));
    expect(second.body.clubs.map((c) => c.clubName)).toEqual(["SV Limmatau"]);
    expect(second.body.total).toBe(4);
    const beyond = await call(t.app, "GET", clubPaths.list({ page: 9, pageSize: 3 }));
    expect(beyond.body).toMatchObject({ clubs: [], total: 4 });
  });

  it.each([
    ["page=0", "Ungültige Seitenzahl"],
    ["page=abc", "Ungültige Seitenzahl"],
    // z.coerce read these as 2 and 10: two addresses for one page.
    ["page=0x2", "Ungültige Seitenzahl"],
    ["pageSize=1e1", "Ungültige Seitengrösse"],
    ["page=", "Ungültige Seitenzahl"],
    ["pageSize=101", "Höchstens 100 Vereine pro Seite"],
    [`search=${"x".repeat(101)}`, "Der Suchbegriff darf höchstens 100 Zeichen lang sein"],
  ])("refuses %s with a German 400", async (query, message) => {
    // Raw on purpose: these queries are ones the builder cannot make.
    const res = await call(t.app, "GET", `/api/clubs?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: "validation", message } });
  });
});

describe("GET /api/clubs/:id", () => {
  it("returns the club with its contact data", async () => {
    const res = await call(t.app, "GET", clubPaths.detail(seeblick.id));
    expect(res.status).toBe(200);
    expect(res.body.club).toMatchObject({
      id: seeblick.id,
      clubName: "FC Seeblick",
      contactAddress: "Seestrasse 212\n8800 Thalwil",
      contactEmail: "info@fc-seeblick.ch",
      contactPhone: "+41 44 720 31 45",
      foundingYear: 1921,
      teamCount: 2,
    });
  });

  it.each(["teams", "board", "news", ""])(
    "answers 404 'Verein nicht gefunden' for /%s of an unknown or malformed id",
    async (sub) => {
      for (const id of [UNKNOWN, "abc", "12345", "' or 1=1 --"]) {
        // Raw on purpose: "" probes the detail path itself, and the ids are malformed ones.
        const res = await call(t.app, "GET", `/api/clubs/${encodeURIComponent(id)}${sub ? `/${sub}` : ""}`);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ error: { code: "not_found", message: "Verein nicht gefunden" } });
      }
    },
  );
});

describe("GET /api/clubs/:id/teams, /board, /news", () => {
  it("lists the club's teams with their squad size", async () => {
    const res = await call(t.app, "GET", clubPaths.teams(seeblick.id));
    expect(res.status).toBe(200);
    expect(res.body.teams.map((team) => [team.name, team.league, team.playerCount])).toEqual([
      ["1. Mannschaft", "3. Liga", 2],
      ["Senioren 30+", "5. Liga", 0],
    ]);
    const empty = await call(
      t.app,
      "GET",
      clubPaths.teams((await insertClub(t.deps.db, { clubName: "Leer" })).id),
    );
    expect(empty.body.teams).toEqual([]);
  });

  it("lists the board, presidency first", async () => {
    const res = await call(t.app, "GET", clubPaths.board(seeblick.id));
    expect(res.status).toBe(200);
    expect(res.body.boardMembers.map((m) => m.role)).toEqual(["Präsident", "Kassierin"]);
    const other = await call(t.app, "GET", clubPaths.board(limmatau.id));
    expect(other.body.boardMembers).toEqual([]);
  });

  it("lists only the club's published news, newest first, with the first image", async () => {
    const club = await insertClub(t.deps.db, { clubName: "FC Newsdorf" });
    const day = 86_400_000;
    await insertNews(t.deps.db, {
      clubId: club.id,
      title: "Alt",
      publishedAt: new Date(Date.now() - 3 * day),
    });
    await insertNews(t.deps.db, {
      clubId: club.id,
      title: "Neu",
      publishedAt: new Date(Date.now() - day),
      images: [
        { imageUrl: "/uploads/news/b.jpg", caption: "Zweites", sortOrder: 1 },
        { imageUrl: "/uploads/news/a.jpg", caption: "Erstes", sortOrder: 0 },
      ],
    });
    await insertNews(t.deps.db, { clubId: club.id, title: "Entwurf", isPublished: false, publishedAt: null });
    await insertNews(t.deps.db, { clubId: seeblick.id, title: "Anderer Verein" });
    const res = await call(t.app, "GET", clubPaths.news(club.id));
    expect(res.status).toBe(200);
    expect(res.body.news.map((n) => n.title)).toEqual(["Neu", "Alt"]);
    expect(res.body.news[0]).toMatchObject({
      clubName: "FC Newsdorf",
      imageUrl: "http://localhost:3000/uploads/news/a.jpg",
      imageCaption: "Erstes",
    });
    expect(res.body.news[1]?.imageUrl).toBeNull();
  });
});
