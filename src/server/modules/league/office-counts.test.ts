import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import type { OfficeCorrection } from "#shared/league/types.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { matchEvents } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { insertMatch, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The console's «n gewertete Spiele» of a team in a group is its table's Sp there: the same
// matches, after a withdrawal and after a move as before. And a fair-play correction is marked
// counting exactly while it adds to the table.

let t: TestContext;
let office: SignedUp;
const SEASON = 2026;
const league = { canton: "Luzern" as const, league: "4. Liga" as const, season: SEASON };
const id: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  for (const name of ["Adler", "Zebra", "Biber", "Dachs", "Elch"]) {
    id[name] = (await insertTeam(t.deps.db, `FC ${name}`, { canton: "Luzern", league: "4. Liga" })).id;
  }
  const results: [string, string, number, number][] = [
    ["Adler", "Zebra", 3, 0],
    ["Adler", "Biber", 1, 0],
    ["Zebra", "Biber", 1, 0],
    ["Adler", "Dachs", 1, 2],
    ["Elch", "Adler", 2, 0],
    ["Zebra", "Dachs", 4, 0],
    ["Elch", "Zebra", 1, 0],
    ["Biber", "Dachs", 3, 1],
    ["Biber", "Elch", 2, 1],
  ];
  for (const [home, away, homeScore, awayScore] of results) {
    await insertMatch(t.deps.db, id[home] as string, id[away] as string, [homeScore, awayScore]);
  }
});
afterAll(async () => {
  await t.close();
});

/** Per group: each team's counted matches in the console, and its Sp in that group's table. */
async function countsBesideTables() {
  const console = await call(t.app, "GET", leagueOfficePaths.league(league), { cookie: office.cookie });
  expect(console.status).toBe(200);
  const groups = [];
  for (const group of console.body.groups) {
    const table = await call(t.app, "GET", rankingPaths.table({ ...league, group: group.name }));
    expect(table.status).toBe(200);
    const name = (teamId: string) => Object.keys(id).find((n) => id[n] === teamId);
    groups.push({
      group: group.name,
      console: Object.fromEntries(group.teams.map((team) => [name(team.teamId), team.countedMatches])),
      table: Object.fromEntries(table.body.rows.map((row) => [name(row.teamId), row.played])),
    });
  }
  return groups;
}

describe("the console's counted matches", () => {
  it("are the table's Sp before, after a withdrawal and after moves", async () => {
    const before = await countsBesideTables();
    expect(before[0]?.table).toEqual({ Adler: 4, Zebra: 4, Biber: 4, Dachs: 3, Elch: 3 });
    expect(before[0]?.console).toEqual(before[0]?.table);

    // Dachs withdraws: its three matches stop counting for everyone, its own Sp is 0.
    const withdrawn = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: id.Dachs, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(withdrawn.status).toBe(200);
    const afterWithdrawal = await countsBesideTables();
    expect(afterWithdrawal[0]?.table).toEqual({ Adler: 3, Zebra: 3, Biber: 3, Dachs: 0, Elch: 3 });
    expect(afterWithdrawal[0]?.console).toEqual(afterWithdrawal[0]?.table);

    // Zebra moves to Gruppe 2 keeping its matches in Gruppe 1, Biber with its matches annulled:
    // in Gruppe 2 both start with 0 games.
    for (const [team, movedMatches] of [
      ["Zebra", "keep"],
      ["Biber", "annul"],
    ] as const) {
      const moved = await call(t.app, "PUT", leagueOfficePaths.placements(), {
        cookie: office.cookie,
        body: { teamId: id[team], ...league, group: "Gruppe 2", movedMatches },
      });
      expect(moved.body.result).toBe("moved");
    }
    const afterMoves = await countsBesideTables();
    expect(afterMoves.map((g) => g.group)).toEqual(["Gruppe 1", "Gruppe 2"]);
    expect(afterMoves[0]?.table).toEqual({ Adler: 2, Zebra: 2, Biber: 0, Dachs: 0, Elch: 2 });
    expect(afterMoves[1]?.table).toEqual({ Zebra: 0, Biber: 0 });
    for (const group of afterMoves) expect(group.console).toEqual(group.table);
  });
});

describe("the console's fair-play corrections", () => {
  it("say which ones add to the table: a raised red card only while its card counts", async () => {
    const third = { canton: "Luzern" as const, league: "3. Liga" as const, season: SEASON };
    const [rot, gelb] = await Promise.all(
      ["FC Rot", "FC Gelb"].map(async (name) => (await insertTeam(t.deps.db, name, third)).id),
    );
    const match = await insertMatch(t.deps.db, rot as string, gelb as string, [1, 1]);
    const [card] = await t.deps.db
      .insert(matchEvents)
      .values({ matchId: match.id, eventType: "red_card", minute: 30, teamSide: "home" })
      .returning({ id: matchEvents.id });
    for (const [kind, points, reason, named] of [
      ["red_card", 9, "Tätlichkeit", { matchId: match.id, eventId: card?.id }],
      ["officials", 2, "Trainer auf die Tribüne verwiesen", {}],
    ] as const) {
      const res = await call(t.app, "POST", leagueOfficePaths.corrections(), {
        cookie: office.cookie,
        body: { teamId: rot, season: SEASON, kind, points, reason, ...named },
      });
      expect(res.status).toBe(201);
    }
    const consoleAndTable = async () => {
      const console = await call(t.app, "GET", leagueOfficePaths.league(third), { cookie: office.cookie });
      expect(console.status).toBe(200);
      const table = await call(t.app, "GET", rankingPaths.table(third));
      const fair = table.body.fairPlay.find((e) => e.teamId === rot);
      const byKind = (kind: OfficeCorrection["kind"]) =>
        console.body.corrections.find((f) => f.kind === kind);
      return {
        red: byKind("red_card")?.counts,
        officials: byKind("officials")?.counts,
        table: fair?.corrections,
      };
    };
    expect(await consoleAndTable()).toEqual({ red: true, officials: true, table: 11 });

    // Gelb withdraws: the match and its red card stop counting, and so do the 9 points raising it.
    const withdrawn = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
      cookie: office.cookie,
      body: { teamId: gelb, season: SEASON, reason: "Mannschaft aufgelöst" },
    });
    expect(withdrawn.status).toBe(200);
    expect(await consoleAndTable()).toEqual({ red: false, officials: true, table: 2 });

    const undone = await call(t.app, "DELETE", leagueOfficePaths.withdrawal(gelb as string, SEASON), {
      cookie: office.cookie,
    });
    expect(undone.status).toBe(200);
    expect(await consoleAndTable()).toEqual({ red: true, officials: true, table: 11 });
  });
});
