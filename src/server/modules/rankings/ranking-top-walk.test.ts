import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Canton, League } from "#shared/constants.ts";
import type { PlayerRankingKind, RankedPlayer } from "#shared/rankings/types.ts";
import { compareNames } from "#shared/text/compare-names.ts";
import { playerSeasonStats } from "../../db/schema/index.ts";
import { seededRandom } from "../../test/random.ts";
import { insertPlayer, insertTeam } from "../../test/ranking-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { listPlayerRanking, type PlayerRankingFilter } from "./ranking-queries.ts";

// The rankings read only the top of the season's counters (an index walk that stops after the
// 10th player and his ties). On random counters full of ties they must equal the old rule:
// rank every player of the season (and scope) by the keys, keep rank <= 10, order ties by name
// (de-CH). The list keeps every player tied with the 10th; where it ends is cutRanking's rule.
// The counters serve the country, a canton or a league; one canton's league is a group's list,
// summed from its league matches (ranking-group-players.test.ts).

const SEASON = 2041; // no other test writes counters for it
const TOP = 10;

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Row {
  playerId: string;
  teamId: string;
  firstName: string;
  lastName: string;
  canton: Canton;
  league: League;
  goals: number;
  yellowCards: number;
  yellowRedCards: number;
  redCards: number;
}

/** The old rule, on all rows, in TypeScript. */
function expectedRanking(rows: Row[], kind: PlayerRankingKind, filter: PlayerRankingFilter) {
  const keys = (r: Row): [number, number] =>
    kind === "scorers" ? [r.goals, 0] : [r.redCards + r.yellowRedCards, r.yellowCards];
  const pool = rows.filter(
    (r) =>
      (!filter.canton || r.canton === filter.canton) &&
      (!filter.league || r.league === filter.league) &&
      (keys(r)[0] > 0 || keys(r)[1] > 0),
  );
  const ranked = pool.map((r) => {
    const [a, b] = keys(r);
    const better = pool.filter((o) => keys(o)[0] > a || (keys(o)[0] === a && keys(o)[1] > b)).length;
    return { row: r, rank: better + 1 };
  });
  return ranked
    .filter((r) => r.rank <= TOP)
    .sort(
      (x, y) =>
        x.rank - y.rank ||
        compareNames(x.row.lastName, y.row.lastName) ||
        compareNames(x.row.firstName, y.row.firstName) ||
        (x.row.playerId < y.row.playerId ? -1 : x.row.playerId > y.row.playerId ? 1 : 0),
    )
    .map((r) => [
      r.rank,
      r.row.playerId,
      r.row.goals,
      r.row.yellowCards,
      r.row.yellowRedCards,
      r.row.redCards,
    ]);
}

const shape = (players: RankedPlayer[]) =>
  players.map((p) => [p.rank, p.playerId, p.goals, p.yellowCards, p.yellowRedCards, p.redCards]);

describe("the top-N walk over the season's counters", () => {
  const rows: Row[] = [];

  beforeAll(async () => {
    const next = seededRandom(1414);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const groups: Array<[Canton, League]> = [
      ["Bern", "2. Liga"],
      ["Bern", "Junioren B"],
      ["Luzern", "2. Liga"],
      ["Luzern", "4. Liga"],
    ];
    const firstNames = ["Lea", "Jan", "Mia", "Noé", "Élodie", "Urs"];
    const lastNames = ["Ämmer", "Aebi", "Brunner", "Bär", "Zürcher", "Zwahlen", "Öztürk", "Oswald"];
    for (const [canton, league] of groups) {
      for (let team = 0; team < 3; team++) {
        const { id: teamId } = await insertTeam(t.deps.db, `Walk ${canton} ${league} ${team}`, {
          canton,
          league,
        });
        for (let n = 0; n < 15; n++) {
          const firstName = pick(firstNames);
          const lastName = pick(lastNames);
          const { id: playerId } = await insertPlayer(t.deps.db, teamId, firstName, lastName);
          // Small numbers, many zeros: ties at every rank, players with nothing at all.
          const count = () => (next() < 0.5 ? 0 : Math.floor(next() * 4));
          const row: Row = {
            playerId,
            teamId,
            firstName,
            lastName,
            canton,
            league,
            goals: count(),
            yellowCards: count(),
            yellowRedCards: next() < 0.9 ? 0 : 1,
            redCards: next() < 0.9 ? 0 : 1,
          };
          rows.push(row);
        }
      }
    }
    await t.deps.db.insert(playerSeasonStats).values(
      rows.map((r) => ({
        playerId: r.playerId,
        season: SEASON,
        teamId: r.teamId,
        goals: r.goals,
        assists: 0,
        yellowCards: r.yellowCards,
        yellowRedCards: r.yellowRedCards,
        redCards: r.redCards,
      })),
    );
  });

  const filters: PlayerRankingFilter[] = [
    {},
    { canton: "Bern" },
    { league: "2. Liga" },
    { canton: "Luzern" },
    { league: "Junioren B" },
    { canton: "Uri" },
  ];
  it.each(
    filters.flatMap((f) =>
      (["scorers", "cards"] as const).map((kind) => [kind, JSON.stringify(f), f] as const),
    ),
  )("%s %s equals the ranking of every counter", async (kind, _label, filter) => {
    const listed = await listPlayerRanking(t.deps.db, kind, { ...filter, season: SEASON });
    expect(shape(listed)).toEqual(expectedRanking(rows, kind, filter));
    if (filter.canton !== "Uri") expect(listed.length).toBeGreaterThan(0);
  });
});
