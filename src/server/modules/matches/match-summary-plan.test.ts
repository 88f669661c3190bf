import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMatch, createMatchCast } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { findMatchSummary, listMatches } from "./match-queries.ts";

// Every schedule row asks whether a withdrawal keeps its match off (keptOffByTeamId, and
// keptOffByWithdrawal beside it): the placements are looked up once per row, not once per field.

let t: TestContext;
let matchId: string;
/** The statements Drizzle sent, with their parameters, since the last `sent.length = 0`. */
const sent: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { dbLogger: { logQuery: (query, params) => sent.push({ query, params }) } });
  const { owner, opponentId } = await createMatchCast(t, { opponentName: "FC Plan", opponentPlayers: 0 });
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
});
afterAll(() => t.close());

interface PlanNode {
  "Relation Name"?: string;
  Plans?: PlanNode[];
}

function relationsIn(node: PlanNode): string[] {
  return [
    ...(node["Relation Name"] ? [node["Relation Name"]] : []),
    ...(node.Plans ?? []).flatMap(relationsIn),
  ];
}

/** The tables the plan of the one statement `read` sends scans, one entry per scan. */
async function scansOf(read: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await read();
  expect(sent).toHaveLength(1);
  const [{ query, params }] = sent as [{ query: string; params: unknown[] }];
  const rows = await t.deps.sql.unsafe<{ "QUERY PLAN": [{ Plan: PlanNode }] }[]>(
    `explain (format json) ${query}`,
    params as never[],
  );
  return relationsIn((rows[0] as { "QUERY PLAN": [{ Plan: PlanNode }] })["QUERY PLAN"][0].Plan);
}

describe("the match summary's read", () => {
  it("looks up the placements for the kept-off team once per match, in a list and alone", async () => {
    for (const read of [
      () => listMatches(t.deps.db, { matchIds: [matchId] }),
      () => findMatchSummary(t.deps.db, matchId),
    ]) {
      const scans = await scansOf(read);
      expect(scans.filter((table) => table === "team_placements")).toHaveLength(1);
    }
  });
});
