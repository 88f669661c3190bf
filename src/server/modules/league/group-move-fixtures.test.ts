import { like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import type { PlacementCheckResponse } from "#shared/league/types.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { matches, officeDecisions } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { placeTeam, signUpLeagueOffice } from "../../test/league-office.ts";
import { insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A team the league office moves to another group mid-season: a group's schedule (the office's
// «Spiele ohne Verein», the fans' schedule filtered by group) lists a match where it is played.
// The team's coming matches in its new group are the new group's; its old group's fixtures
// still ahead stay in the old group's list, where their other team plays, and are not the new
// group's: one match under «Kommend» in two groups would have the office score it twice.

let t: TestContext;
let office: SignedUp;
const SEASON = seasonOf(new Date());
const where = { canton: "Uri", league: "5. Liga" } as const;
const ids: Record<string, string> = {};
const match: Record<string, string> = {};
let dryRun: PlacementCheckResponse;

async function place(team: string, group: string) {
  return (await placeTeam(t.app, office, { teamId: ids[team] as string, season: SEASON, ...where, group }))
    .result;
}

async function insertMatch(home: string, away: string, days: number) {
  const [row] = await t.deps.db
    .insert(matches)
    .values({
      homeTeamId: ids[home] as string,
      awayTeamId: ids[away] as string,
      matchDate: new Date(Date.now() + days * 86_400_000),
      status: days < 0 ? "completed" : "scheduled",
      ...(days < 0 ? { homeScore: 2, awayScore: 1 } : {}),
    })
    .returning({ id: matches.id });
  if (!row) throw new Error("match not inserted");
  return row.id;
}

/** The group's matches of the season as the office's list reads them, by their keys. */
async function listed(group: string): Promise<string[]> {
  const res = await call(
    t.app,
    "GET",
    matchPaths.list({
      scope: "all",
      limit: 500,
      ...where,
      group,
      from: `${SEASON}-07-01`,
      to: `${SEASON + 1}-06-30`,
    }),
  );
  expect(res.status).toBe(200);
  const keys = Object.fromEntries(Object.entries(match).map(([key, id]) => [id, key]));
  return res.body.matches.map((m) => keys[m.id] ?? m.id).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  for (const [key, group] of [
    ["altdorf", "Gruppe 1"],
    ["buerglen", "Gruppe 1"],
    ["erstfeld", "Gruppe 1"],
    ["fluelen", "Gruppe 2"],
    ["gurtnellen", "Gruppe 2"],
  ] as const) {
    ids[key] = (await insertTeam(t.deps.db, `FC ${key}`, where)).id;
    await place(key, group);
  }
  match.played = await insertMatch("altdorf", "buerglen", -3);
  match.oldAhead = await insertMatch("erstfeld", "altdorf", 10);
  match.oldOthers = await insertMatch("buerglen", "erstfeld", 11);
  match.newAhead = await insertMatch("altdorf", "fluelen", 12);
  match.newOthers = await insertMatch("fluelen", "gurtnellen", 13);
  const check = await call(t.app, "PUT", leagueOfficePaths.checkPlacement(), {
    cookie: office.cookie,
    body: { teamId: ids.altdorf, season: SEASON, ...where, group: "Gruppe 2" },
  });
  expect(check.status).toBe(200);
  dryRun = check.body;
  expect(await place("altdorf", "Gruppe 2")).toBe("moved");
});
afterAll(async () => {
  await t.close();
});

describe("a team moved to another group", () => {
  it("has its new group's coming matches in the new group's list only", async () => {
    expect(await listed("Gruppe 2")).toEqual(["newAhead", "newOthers"]);
  });

  it("leaves its old group's matches, played or ahead, in the old group's list", async () => {
    expect(await listed("Gruppe 1")).toEqual(["oldAhead", "oldOthers", "played"]);
  });

  // Its fixtures still ahead against the old group stay set, and count in neither group's table
  // once it has left: the office is told before and in the history, not left to find them.
  it("tells the office before the move, and in the history, what stays set against the old group", async () => {
    expect(dryRun).toEqual({
      result: "moved",
      from: { ...where, group: "Gruppe 1" },
      comingInOldGroup: 1,
    });
    const [line] = await t.deps.db
      .select({ action: officeDecisions.action })
      .from(officeDecisions)
      .where(like(officeDecisions.action, "Verschoben%"));
    expect(line?.action).toContain(
      "1 kommendes Spiel gegen Gruppe 1 bleibt angesetzt und zählt in keiner Tabelle",
    );
  });
});
