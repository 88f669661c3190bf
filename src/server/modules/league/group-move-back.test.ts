import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { matches } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { placeTeam, signUpLeagueOffice } from "../../test/league-office.ts";
import { insertMatch, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A team the league office moves to another group and back before it played there leaves no
// row behind in that group's table; one that played there keeps its row with its matches.

let t: TestContext;
let office: SignedUp;
const SEASON = 2026;
const where = { canton: "Schwyz", league: "4. Liga" } as const;
const ids: Record<string, string> = {};

async function place(team: string, group: string) {
  return (await placeTeam(t.app, office, { teamId: ids[team] as string, season: SEASON, ...where, group }))
    .result;
}

async function rows(group: string) {
  const res = await call(t.app, "GET", rankingPaths.table({ season: SEASON, ...where, group }));
  expect(res.status).toBe(200);
  return res.body.rows.map((r) => [r.teamName, r.played, r.movedTo?.group ?? null]);
}

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  for (const [key, name, group] of [
    ["arth", "FC Arth", "Gruppe 1"],
    ["brunnen", "FC Brunnen", "Gruppe 1"],
    ["ibach", "FC Ibach", "Gruppe 1"],
    ["lachen", "FC Lachen", "Gruppe 2"],
  ] as const) {
    ids[key] = (await insertTeam(t.deps.db, name, where)).id;
    await place(key, group);
  }
  await insertMatch(t.deps.db, ids.arth as string, ids.brunnen as string, [2, 1]);
  await insertMatch(t.deps.db, ids.ibach as string, ids.brunnen as string, [0, 0]);
});
afterAll(async () => {
  await t.close();
});

describe("a team moved to another group and back", () => {
  it("leaves no row in the group it played nothing in", async () => {
    expect(await place("arth", "Gruppe 2")).toBe("moved");
    expect(await rows("Gruppe 2")).toEqual(
      expect.arrayContaining([
        ["FC Arth", 0, null],
        ["FC Lachen", 0, null],
      ]),
    );
    await place("arth", "Gruppe 1");
    expect(await rows("Gruppe 2")).toEqual([["FC Lachen", 0, null]]);
    const first = await rows("Gruppe 1");
    expect(first.filter(([name]) => name === "FC Arth")).toEqual([["FC Arth", 1, null]]);
  });

  it("keeps its row where it played since the move", async () => {
    expect(await place("ibach", "Gruppe 2")).toBe("moved");
    // Played in Gruppe 2 after the move (now, after the move's time).
    await t.deps.db.insert(matches).values({
      homeTeamId: ids.ibach as string,
      awayTeamId: ids.lachen as string,
      matchDate: new Date(),
      status: "completed",
      homeScore: 1,
      awayScore: 0,
    });
    expect(await place("ibach", "Gruppe 1")).toBe("moved");
    expect(await rows("Gruppe 2")).toEqual(
      expect.arrayContaining([
        ["FC Lachen", 1, null],
        ["FC Ibach", 1, "Gruppe 1"],
      ]),
    );
    const first = await rows("Gruppe 1");
    expect(first.filter(([name]) => name === "FC Ibach")).toEqual([["FC Ibach", 1, null]]);
  });
});
