import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Canton, League } from "#shared/constants.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import type { LeagueTableEntry, LeagueTableResponse } from "#shared/rankings/types.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertMatch, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function tableUrl(canton: Canton, league: League) {
  return rankingPaths.table({ canton, league });
}

type Ids = Record<string, string>;

/** The columns the page shows, in one comparable tuple. */
function summary(row: LeagueTableEntry) {
  return [
    row.position,
    row.name,
    row.played,
    row.won,
    row.drawn,
    row.lost,
    row.goalsFor,
    row.goalsAgainst,
    row.goalDifference,
    row.points,
    row.zone,
  ];
}

describe("GET /api/rankings/table", () => {
  const team: Ids = {};
  const club: Ids = {};

  beforeAll(async () => {
    const db = t.deps.db;
    const adlerClub = await insertClub(db, "FC Adler", "/uploads/logo/adler.webp");
    const birkeClub = await insertClub(db, "FC Birke", null);
    const dorfClub = await insertClub(db, "FC Dorf", null);
    club.adler = adlerClub.id;
    club.dorf = dorfClub.id;
    // A club team called '1. Mannschaft' is shown with its club's name in front.
    team.adler = (
      await insertTeam(db, "1. Mannschaft", {
        clubId: adlerClub.id,
        teamImageUrl: "/uploads/team/adler.webp",
      })
    ).id;
    team.birke = (await insertTeam(db, "FC Birke", { clubId: birkeClub.id })).id;
    team.chruz = (await insertTeam(db, "SC Chrüz")).id; // an opponent without a club
    team.dorf = (await insertTeam(db, "FC Dorf", { clubId: dorfClub.id })).id;
    team.eiche = (await insertTeam(db, "FC Eiche")).id; // plays no match at all
    // Noise: the same canton in another league, another canton in the same league.
    team.fremd = (await insertTeam(db, "FC Fremd", { league: "2. Liga" })).id;
    team.bern = (await insertTeam(db, "FC Bern Ost", { canton: "Bern" })).id;

    const m = (
      h: string,
      a: string,
      s: [number, number] | null,
      status?: "scheduled" | "live" | "cancelled",
    ) => insertMatch(db, team[h] as string, team[a] as string, s, status);
    await m("adler", "birke", [2, 1]);
    await m("birke", "chruz", [3, 3]);
    await m("chruz", "adler", [0, 2]);
    await m("dorf", "birke", [1, 0]);
    await m("adler", "dorf", [0, 0]);
    // None of these count: cancelled (even with a score), not yet played, running, no result,
    // and matches against teams of another league or canton.
    await m("chruz", "dorf", [4, 0], "cancelled");
    await m("dorf", "adler", null, "scheduled");
    await m("birke", "chruz", [1, 0], "live");
    await m("birke", "dorf", null);
    await m("adler", "fremd", [5, 0]);
    await m("bern", "eiche", [3, 1]);
  });

  it("lists every team of the canton and league with its row, in table order", async () => {
    const res = await call(t.app, "GET", tableUrl("Zürich", "3. Liga"));
    expect(res.status).toBe(200);
    expect(res.body.canton).toBe("Zürich");
    expect(res.body.league).toBe("3. Liga");
    // pos, name, Sp, S, U, N, goals for, against, +/-, Pkt, zone — computed by hand.
    expect(res.body.rows.map(summary)).toEqual([
      [1, "FC Adler 1. Mannschaft", 3, 2, 1, 0, 4, 1, 3, 7, "promotion"],
      [2, "FC Dorf", 2, 1, 1, 0, 1, 0, 1, 4, "promotion"],
      // Birke and Chrüz: 1 point and -2 each; Birke scored more.
      [3, "FC Birke", 3, 0, 1, 2, 4, 6, -2, 1, null],
      [4, "SC Chrüz", 2, 0, 1, 1, 3, 5, -2, 1, "relegation"],
      // No games yet: never tinted (a zone says nothing before a match).
      [5, "FC Eiche", 0, 0, 0, 0, 0, 0, 0, 0, null],
    ]);
  });

  it("carries team image, club id, name and logo for the links", async () => {
    const res = await call(t.app, "GET", tableUrl("Zürich", "3. Liga"));
    const adler = res.body.rows.find((r) => r.teamId === team.adler);
    expect(adler).toMatchObject({
      imageUrl: "http://localhost:3000/uploads/team/adler.webp",
      name: "FC Adler 1. Mannschaft",
      teamName: "1. Mannschaft",
      clubId: club.adler,
      clubName: "FC Adler",
      clubLogoUrl: "http://localhost:3000/uploads/logo/adler.webp",
    });
    const chruz = res.body.rows.find((r) => r.teamId === team.chruz);
    expect(chruz).toMatchObject({
      name: "SC Chrüz",
      teamName: "SC Chrüz",
      imageUrl: null,
      clubId: null,
      clubName: null,
      clubLogoUrl: null,
    });
    // The team's own name already says the club: no doubling.
    expect(res.body.rows.find((r) => r.teamId === team.birke)?.name).toBe("FC Birke");
  });

  it("counts a result entered without any events", async () => {
    // None of the matches above has an event; the table still counts them (issue point 4).
    const res = await call(t.app, "GET", tableUrl("Zürich", "3. Liga"));
    expect(res.body.rows.reduce((sum, r) => sum + r.played, 0)).toBe(10);
  });

  it("answers an empty table for a league without teams", async () => {
    const res = await call(t.app, "GET", tableUrl("Uri", "1. Liga"));
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
  });

  it("shows a full tie between two clubs' '1. Mannschaft' as a tie (lot), ordered by the club's name", async () => {
    const zeta = await insertClub(t.deps.db, "FC Zeta");
    const alpha = await insertClub(t.deps.db, "AC Alpha");
    await insertTeam(t.deps.db, "1. Mannschaft", { clubId: zeta.id, league: "1. Liga" });
    await insertTeam(t.deps.db, "1. Mannschaft", { clubId: alpha.id, league: "1. Liga" });
    const res = await call(t.app, "GET", tableUrl("Zürich", "1. Liga"));
    expect(res.body.rows.map((r) => [r.position, r.name, r.teamName, r.clubName])).toEqual([
      [1, "AC Alpha 1. Mannschaft", "1. Mannschaft", "AC Alpha"],
      [1, "FC Zeta 1. Mannschaft", "1. Mannschaft", "FC Zeta"],
    ]);
    expect(res.body.rows.map((r) => r.tieBreak)).toEqual(["lot", "lot"]);
  });

  it("a team of another league shows in its own table only", async () => {
    const res = await call(t.app, "GET", tableUrl("Zürich", "2. Liga"));
    expect(res.body.rows.map(summary)).toEqual([[1, "FC Fremd", 0, 0, 0, 0, 0, 0, 0, 0, null]]);
  });

  it.each([
    ["", "Bitte wähle einen Kanton", { canton: "Bitte wähle einen Kanton", league: "Bitte wähle eine Liga" }],
    ["?canton=Z%C3%BCrich", "Bitte wähle eine Liga", { league: "Bitte wähle eine Liga" }],
    ["?canton=&league=3.%20Liga", "Bitte wähle einen Kanton", { canton: "Bitte wähle einen Kanton" }],
    [
      "?canton=Zurich&league=3.%20Liga",
      "Bitte wähle einen Kanton aus der Liste",
      { canton: "Bitte wähle einen Kanton aus der Liste" },
    ],
    [
      "?canton=Z%C3%BCrich&league=6.%20Liga",
      "Bitte wähle eine Liga aus der Liste",
      { league: "Bitte wähle eine Liga aus der Liste" },
    ],
    [
      // z.coerce read it as 2026.
      "?canton=Z%C3%BCrich&league=3.%20Liga&season=0x7EA",
      "Bitte wähle eine Saison aus der Liste",
      { season: "Bitte wähle eine Saison aus der Liste" },
    ],
  ])("refuses %j with 400 and a German message", async (query, message, fields) => {
    // Raw on purpose: missing, empty and unknown selectors the typed builder cannot express.
    const res = await call(t.app, "GET", `/api/rankings/table${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "validation", message, fields } });
  });

  it("trims the selectors' values", async () => {
    // Raw on purpose: padded values are no Canton or League, the server must trim them.
    const res = await call<LeagueTableResponse>(
      t.app,
      "GET",
      `/api/rankings/table?canton=${encodeURIComponent(" Zürich ")}&league=${encodeURIComponent("3. Liga ")}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.rows).toHaveLength(5);
  });
});

describe("GET /api/rankings/leagues", () => {
  it("lists the canton and league combinations with teams and played matches, in list order", async () => {
    const res = await call(t.app, "GET", rankingPaths.leagues());
    expect(res.status).toBe(200);
    const find = (canton: string, league: string) =>
      res.body.leagues.find((l) => l.canton === canton && l.league === league);
    expect(find("Zürich", "3. Liga")).toEqual({
      canton: "Zürich",
      league: "3. Liga",
      teamCount: 5,
      completedMatches: 5,
      groups: [{ name: "Gruppe 1", teamCount: 5 }],
    });
    expect(find("Zürich", "2. Liga")).toEqual({
      canton: "Zürich",
      league: "2. Liga",
      teamCount: 1,
      completedMatches: 0,
      groups: [{ name: "Gruppe 1", teamCount: 1 }],
    });
    expect(find("Bern", "3. Liga")).toMatchObject({ teamCount: 1, completedMatches: 0 });
    expect(find("Uri", "1. Liga")).toBeUndefined();
    const cantons = res.body.leagues.map((l) => l.canton);
    // Bern comes before Zürich as in the canton list.
    expect(cantons.indexOf("Bern")).toBeLessThan(cantons.indexOf("Zürich"));
  });
});
