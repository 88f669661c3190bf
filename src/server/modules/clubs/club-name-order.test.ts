import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubPaths } from "#shared/clubs/paths.ts";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import { call } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { insertClub, insertPlayer, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Names read by people come from the server in the order the client sorts them
// (compareNames, de-CH): Ä with A, Đ with D, case second, numbers by value; not in the
// database's byte order, which put «Äschi» and «Đakovo» after «Z» and lower case after all.
const CLUB_NAMES = [
  "Zürich Nord",
  "Đakovo Zürich",
  "aarau lowercase",
  "Äschi United",
  "AS Valmaggina",
  "FC Seeblick",
  "Dietikon SC",
  "SC Team 10",
  "SC Team 2",
];
const LAST_NAMES = ["Zürcher", "Đukić", "avdic", "Çelik", "Dietrich", "Özil", "Meier", "Oberholzer"];

const sortedNames = (names: readonly string[]) => [...names].sort(compareNames);

let t: TestContext;
const clubIds = new Map<string, string>();
let squadId = "";

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  for (const clubName of CLUB_NAMES) {
    const club = await insertClub(db, { clubName });
    clubIds.set(clubName, club.id);
    // Only clubs with a team are listed.
    await insertTeam(db, { clubId: club.id, name: "1. Mannschaft" });
  }
  const squad = await insertTeam(db, { clubId: clubIds.get("FC Seeblick") ?? null, name: "Senioren" });
  squadId = squad.id;
  for (const lastName of LAST_NAMES)
    await insertPlayer(db, { teamId: squad.id, lastName, playerNumber: null });
});
afterAll(async () => {
  await t.close();
});

async function clubPage(page: number, pageSize: number, search?: string) {
  const res = await call(t.app, "GET", clubPaths.list({ page, pageSize, search }));
  expect(res.status).toBe(200);
  return res.body.clubs.map((c) => c.clubName);
}

describe("club list", () => {
  it("orders the clubs as the client sorts names", async () => {
    expect(await clubPage(1, 50)).toEqual(sortedNames(CLUB_NAMES));
  });

  it("keeps that order across pages, without a club twice or missing", async () => {
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(...(await clubPage(page, 2)));
    expect(pages).toEqual(sortedNames(CLUB_NAMES));
  });

  it("orders search results that match alike by name in the same order", async () => {
    // Both names hold the word «Zürich» as a whole word: they rank alike, then go by name (the
    // other clubs follow, found by their teams' canton Zürich).
    expect((await clubPage(1, 50, "zurich")).slice(0, 2)).toEqual(["Đakovo Zürich", "Zürich Nord"]);
  });

  it("lists every club in the sitemap, by id: its parts are cut along the ids, not the names", async () => {
    const xml = await (await t.app.request("/sitemap/clubs-1.xml")).text();
    const ids = [...xml.matchAll(/<loc>http:\/\/localhost:3000\/vereine\/([0-9a-f-]{36})<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(ids).toEqual(CLUB_NAMES.map((name) => clubIds.get(name)).sort());
  });
});

describe("other lists of names", () => {
  it("orders a squad's players without a shirt number by last name", async () => {
    const res = await call(t.app, "GET", teamPaths.players(squadId));
    expect(res.status).toBe(200);
    expect(res.body.players.map((p) => p.lastName)).toEqual(sortedNames(LAST_NAMES));
  });

  it("orders the league office's club list and team search by club name", async () => {
    const office = await signUpLeagueOffice(t.app, t.deps.db);
    const clubsRes = await call(t.app, "GET", officePaths.clubs(""), { cookie: office.cookie });
    expect(clubsRes.status).toBe(200);
    expect(clubsRes.body.clubs.map((c) => c.clubName)).toEqual(sortedNames(CLUB_NAMES));

    const teamsRes = await call(
      t.app,
      "GET",
      leagueOfficePaths.teams({ q: "mannschaft", season: seasonOf(new Date()) }),
      {
        cookie: office.cookie,
      },
    );
    expect(teamsRes.status).toBe(200);
    expect(teamsRes.body.teams.map((team) => team.name)).toEqual(
      sortedNames(CLUB_NAMES).map((name) => `${name} 1. Mannschaft`),
    );
  });

  it("finds names in the league office's searches typed without their marks, as the public search", async () => {
    const office = await signUpLeagueOffice(t.app, t.deps.db);
    const clubsRes = await call(t.app, "GET", officePaths.clubs("dakovo"), { cookie: office.cookie });
    expect(clubsRes.body.clubs.map((c) => c.clubName)).toEqual(["Đakovo Zürich"]);
    const teamsRes = await call(
      t.app,
      "GET",
      leagueOfficePaths.teams({ q: "aschi", season: seasonOf(new Date()) }),
      { cookie: office.cookie },
    );
    expect(teamsRes.body.teams.map((team) => team.name)).toEqual(["Äschi United 1. Mannschaft"]);
  });
});
