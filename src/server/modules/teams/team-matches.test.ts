import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { zurichDateFromParts } from "#shared/format.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { matches, teamPlacements } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { insertClub, insertTeam } from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A team's page lists its season: every accepted match (also against an opponent the league
// office has not placed), oldest first, with the group the team stands in.

let t: TestContext;
let teamId: string;
const season = seasonOf(new Date());
const ids: Record<string, string> = {};

function day(offsetDays: number): Date {
  return new Date(Date.now() + offsetDays * 86_400_000);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const club = await insertClub(db, { clubName: "FC Saisonplan" });
  const team = await insertTeam(db, {
    clubId: club.id,
    name: "1. Mannschaft",
    league: "3. Liga",
    canton: "Bern",
  });
  teamId = team.id;
  const rival = await insertTeam(db, {
    clubId: null,
    name: "SC Gegenüber",
    league: "3. Liga",
    canton: "Bern",
  });
  // Creating a team places it in the running season; the league office moved it to group 2.
  await db.update(teamPlacements).set({ groupName: "Gruppe 2" }).where(eq(teamPlacements.teamId, teamId));
  // An opponent nobody placed: its match shows on the team's page all the same.
  const unplaced = await insertTeam(db, {
    clubId: null,
    name: "FC Ungesetzt",
    league: "3. Liga",
    canton: "Bern",
  });
  const firstOfSeason = zurichDateFromParts(season, 7, 1);
  const lastSeason = zurichDateFromParts(season, 6, 30);
  if (!firstOfSeason || !lastSeason) throw new Error("no season dates");
  const rows = await db
    .insert(matches)
    .values([
      {
        homeTeamId: teamId,
        awayTeamId: rival.id,
        matchDate: day(-1),
        status: "completed",
        homeScore: 2,
        awayScore: 1,
      },
      {
        homeTeamId: rival.id,
        awayTeamId: teamId,
        matchDate: day(0),
        status: "live",
        homeScore: 0,
        awayScore: 0,
      },
      { homeTeamId: teamId, awayTeamId: unplaced.id, matchDate: day(7) },
      { homeTeamId: teamId, awayTeamId: rival.id, matchDate: day(14), acceptance: "requested" },
      { homeTeamId: teamId, awayTeamId: rival.id, matchDate: firstOfSeason },
      // 30 June of the season before: not this season.
      { homeTeamId: teamId, awayTeamId: rival.id, matchDate: lastSeason },
    ])
    .returning({ id: matches.id });
  ["won", "live", "unplaced", "request", "opening", "previous"].forEach((name, i) => {
    const row = rows[i];
    if (row) ids[name] = row.id;
  });
});
afterAll(async () => {
  await t.close();
});

describe("GET /api/teams/{id}/matches", () => {
  it("lists the season's accepted matches oldest first, with the team's group", async () => {
    const res = await call(t.app, "GET", teamPaths.matches(teamId));
    expect(res.status).toBe(200);
    expect(res.body.season).toBe(season);
    expect(res.body.placement).toEqual({ canton: "Bern", league: "3. Liga", group: "Gruppe 2" });
    const listed = res.body.matches.map((m) => m.id);
    const expected = [ids.opening, ids.won, ids.live, ids.unplaced];
    // The opening day may fall on a day already listed in order; the set and the order by date are what count.
    expect(new Set(listed)).toEqual(new Set(expected));
    const dates = res.body.matches.map((m) => m.matchDate);
    expect([...dates].sort()).toEqual(dates);
    expect(res.body.matches.find((m) => m.id === ids.live)?.status).toBe("live");
    expect(res.body.matches.find((m) => m.id === ids.won)).toMatchObject({ homeScore: 2, awayScore: 1 });
  });

  it("answers another season: its matches, and a group only where the team played in it", async () => {
    const res = await call(t.app, "GET", teamPaths.matches(teamId, { season: season - 1 }));
    expect(res.status).toBe(200);
    expect(res.body.season).toBe(season - 1);
    expect(res.body.matches.map((m) => m.id)).toEqual([ids.previous]);
    // A league match that season puts the team in its first group (placement-queries.ts).
    expect(res.body.placement).toEqual({ canton: "Bern", league: "3. Liga", group: "Gruppe 2" });
    const empty = await call(t.app, "GET", teamPaths.matches(teamId, { season: season - 2 }));
    expect(empty.body).toEqual({ season: season - 2, placement: null, matches: [] });
  });

  it("refuses a bad season in German and answers 404 for an unknown team", async () => {
    const bad = await call(t.app, "GET", `${teamPaths.matches(teamId)}?season=neunzehn`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Bitte wähle eine Saison aus der Liste");
    const early = await call(t.app, "GET", teamPaths.matches(teamId, { season: 1990 }));
    expect(early.status).toBe(400);
    // 0x7EA is 2026 to z.coerce: an address that looks wrong must not answer as a season.
    const hex = await call(t.app, "GET", `${teamPaths.matches(teamId)}?season=0x7EA`);
    expect(hex.status).toBe(400);
    const unknown = await call(t.app, "GET", teamPaths.matches("00000000-0000-4000-8000-000000000000"));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { message: "Team wurde nicht gefunden." } });
    expect((await call(t.app, "GET", teamPaths.matches("kein-team"))).status).toBe(404);
  });
});
