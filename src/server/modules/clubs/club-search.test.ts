import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import type { Canton } from "#shared/constants.ts";
import { clubs, teams } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The club search finds a club by its name, its town or locality (ground and address) and the
// canton its teams play in, forgives a typo, and lists the best matches first.
let t: TestContext;

const CLUBS: { clubName: string; stadiumName?: string; contactAddress?: string; canton: Canton }[] = [
  {
    clubName: "FC Seeblick",
    stadiumName: "Sportanlage Seeblick",
    contactAddress: "Seestrasse 212\n8800 Thalwil",
    canton: "Zürich",
  },
  { clubName: "SV Limmatau", contactAddress: "Auwiesenstrasse 8\n8953 Dietikon", canton: "Zürich" },
  { clubName: "FC Zürich Nord", contactAddress: "Seebacherstrasse 1\n8052 Zürich", canton: "Zürich" },
  {
    clubName: "FC Thalwil",
    stadiumName: "Sportplatz Brand",
    contactAddress: "8800 Thalwil",
    canton: "Zürich",
  },
  { clubName: "SC Aarewald", contactAddress: "Aarewaldweg 3\n3110 Münsingen", canton: "Bern" },
  { clubName: "FC Bergli", stadiumName: "Bergliwiese", contactAddress: "6300 Zug", canton: "Zug" },
  { clubName: "AS Valmaggina", stadiumName: "Campo sportivo Ronchetto", canton: "Tessin" },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  for (const { canton, ...club } of CLUBS) {
    const row = await insertClub(db, club);
    await insertTeam(db, { clubId: row.id, canton });
  }
  // A club whose only team in Schaffhausen is archived is not found by that canton.
  const archived = await insertClub(db, { clubName: "FC Randen" });
  await insertTeam(db, { clubId: archived.id, canton: "Jura" });
  await insertTeam(db, { clubId: archived.id, canton: "Schaffhausen", archivedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

async function search(term: string, page = 1, pageSize = 24) {
  const res = await call(t.app, "GET", clubPaths.list({ search: term, page, pageSize }));
  expect(res.status).toBe(200);
  return { names: res.body.clubs.map((c) => c.clubName), total: res.body.total };
}

describe("club search by place", () => {
  it("finds the clubs of a town, the one named for it first", async () => {
    expect((await search("Thalwil")).names).toEqual(["FC Thalwil", "FC Seeblick"]);
  });

  it("finds the clubs in Zürich (town and canton), the one named for it first", async () => {
    const { names } = await search("Zürich");
    expect(names).toEqual(["FC Zürich Nord", "FC Seeblick", "FC Thalwil", "SV Limmatau"]);
    expect((await search("zurich")).names).toEqual(names);
    expect((await search("zuerich")).names).toEqual(names);
  });

  it("finds a postcode, a ground and a canton by its name", async () => {
    expect((await search("8953")).names).toEqual(["SV Limmatau"]);
    expect((await search("ronchetto")).names).toEqual(["AS Valmaggina"]);
    expect((await search("tessin")).names).toEqual(["AS Valmaggina"]);
  });

  it("combines a name and a place in any order", async () => {
    expect((await search("thalwil seeblick")).names).toEqual(["FC Seeblick"]);
  });

  it("counts only the teams that are not archived", async () => {
    expect((await search("Schaffhausen")).names).toEqual([]);
  });

  it("follows a team that changes canton, moves or is archived", async () => {
    const db = t.deps.db;
    const club = await insertClub(db, { clubName: "FC Wanderer" });
    const team = await insertTeam(db, { clubId: club.id, canton: "Glarus" });
    expect((await search("Glarus")).names).toEqual(["FC Wanderer"]);
    await db.update(teams).set({ canton: "Wallis" }).where(eq(teams.id, team.id));
    expect((await search("Glarus")).names).toEqual([]);
    expect((await search("Wallis")).names).toEqual(["FC Wanderer"]);
    const other = await insertClub(db, { clubName: "FC Neuzuzug" });
    await insertTeam(db, { clubId: other.id, canton: "Jura" });
    await db.update(teams).set({ clubId: other.id }).where(eq(teams.id, team.id));
    expect((await search("Wallis")).names).toEqual(["FC Neuzuzug"]);
    await db.update(teams).set({ archivedAt: new Date() }).where(eq(teams.id, team.id));
    expect((await search("Wallis")).names).toEqual([]);
    const [row] = await db.select({ cantons: clubs.teamCantons }).from(clubs).where(eq(clubs.id, other.id));
    expect(row?.cantons).toBe("Jura");
  });
});

describe("club search with typos", () => {
  it("finds FC Seeblick with 'seeblik'", async () => {
    expect((await search("seeblik")).names).toEqual(["FC Seeblick"]);
  });

  it("forgives a typo in a town", async () => {
    expect((await search("Thalwill")).names).toEqual(["FC Thalwil", "FC Seeblick"]);
    expect((await search("Münsigen")).names).toEqual(["SC Aarewald"]);
  });

  it("finds nothing for a nonsense term", async () => {
    expect(await search("xqzvw")).toEqual({ names: [], total: 0 });
    expect(await search("Blorptastik")).toEqual({ names: [], total: 0 });
  });

  it("does not take a similar word for the one searched", async () => {
    // Bern is SC Aarewald's canton; FC Bergli only shares three letters with it.
    expect((await search("Bern")).names).toEqual(["SC Aarewald"]);
    expect((await search("Basel")).names).toEqual([]);
  });
});

describe("club search ranking and pages", () => {
  it("puts the exact name first, then names starting with the word", async () => {
    expect((await search("fc thalwil")).names[0]).toBe("FC Thalwil");
    expect((await search("seeblick")).names).toEqual(["FC Seeblick"]);
  });

  it("pages the ranked results with their total", async () => {
    const first = await search("Zürich", 1, 2);
    const second = await search("Zürich", 2, 2);
    expect(first).toEqual({ names: ["FC Zürich Nord", "FC Seeblick"], total: 4 });
    expect(second).toEqual({ names: ["FC Thalwil", "SV Limmatau"], total: 4 });
  });
});
