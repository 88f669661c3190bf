import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MATCH_ACCEPTANCES, MATCH_STATUSES, STORED_EVENT_TYPES, TEAM_SIDES } from "#shared/constants.ts";
import { EVENT_TYPE_INFO, fromStoredEventType } from "#shared/matches/event-types.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { type PlayerStats, statsFromEvents } from "#shared/players/stats.ts";
import type { DbOrTx } from "../../db/client.ts";
import { matchEvents, matches, playerSeasonStats, players, teams } from "../../db/schema/index.ts";
import { createPlayers, createTeam } from "../../test/match-fixtures.ts";
import { seededRandom } from "../../test/random.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { isCountedMatch } from "../counting/counted-match.ts";
import { rebuildPlayerStatCounters } from "./player-stat-counters.ts";

// The counters (player_season_stats, kept by triggers) must always equal a recount from the
// events by the shared rule (statsFromEvents, seasonOf, isCountedMatch), per player, season and
// the team of the event's side (an event without a side counts for no team), whatever sequence
// of writes came before: this pins the SQL rule of migrations 0009, 0021 and 0030 to the
// TypeScript one.

let t: TestContext;
let homeId: string;
let awayId: string;

beforeAll(async () => {
  t = await createTestApp();
  homeId = await createTeam(t, { clubId: null, name: "FC Zähler" });
  awayId = await createTeam(t, { clubId: null, name: "SC Nachzähler" });
});
afterAll(() => t.close());

type Key = string;
const keyOf = (playerId: string, season: number, teamId: string): Key => `${playerId}@${season}@${teamId}`;
const isZero = (s: PlayerStats) => s.goals + s.assists + s.yellowCards + s.yellowRedCards + s.redCards === 0;

/** What the events say, by the TypeScript rule. */
async function recount(db: DbOrTx): Promise<Map<Key, PlayerStats>> {
  const rows = await db
    .select({
      eventType: matchEvents.eventType,
      playerId: matchEvents.playerId,
      assistPlayerId: matchEvents.assistPlayerId,
      teamSide: matchEvents.teamSide,
      matchDate: matches.matchDate,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
    })
    .from(matchEvents)
    .innerJoin(matches, and(eq(matches.id, matchEvents.matchId), isCountedMatch));
  const byTeamSeason = new Map<string, { season: number; teamId: string; events: typeof rows }>();
  for (const row of rows) {
    const teamId = row.teamSide === "home" ? row.homeTeamId : row.teamSide === "away" ? row.awayTeamId : null;
    if (!teamId) continue;
    const season = seasonOf(row.matchDate);
    const group = byTeamSeason.get(`${season}@${teamId}`) ?? { season, teamId, events: [] };
    group.events.push(row);
    byTeamSeason.set(`${season}@${teamId}`, group);
  }
  const expected = new Map<Key, PlayerStats>();
  for (const { season, teamId, events } of byTeamSeason.values()) {
    const stats = statsFromEvents(events.map((e) => ({ ...e, eventType: fromStoredEventType(e.eventType) })));
    for (const [playerId, s] of stats) if (!isZero(s)) expected.set(keyOf(playerId, season, teamId), s);
  }
  return expected;
}

/** What the counters say (rows that add up to nothing are the same as no row). */
async function counters(db: DbOrTx): Promise<Map<Key, PlayerStats>> {
  const rows = await db.select().from(playerSeasonStats);
  const result = new Map<Key, PlayerStats>();
  for (const r of rows) {
    const s = {
      goals: r.goals,
      assists: r.assists,
      yellowCards: r.yellowCards,
      yellowRedCards: r.yellowRedCards,
      redCards: r.redCards,
    };
    if (!isZero(s)) result.set(keyOf(r.playerId, r.season, r.teamId), s);
  }
  return result;
}

async function expectCountersMatchEvents(step: string) {
  const [actual, expected] = [await counters(t.deps.db), await recount(t.deps.db)];
  expect(Object.fromEntries(actual), step).toEqual(Object.fromEntries(expected));
}

// Instants around the season boundary (1 July, 00:00 in Zurich = 30 June 22:00 UTC in summer).
const DATES = [
  "2024-06-30T21:59:00Z",
  "2024-06-30T22:00:00Z",
  "2025-03-15T14:00:00Z",
  "2025-06-30T21:30:00Z",
  "2025-09-01T18:00:00Z",
  "2026-01-10T12:00:00Z",
].map((d) => new Date(d));

describe("scorer and card counters", () => {
  it("name the same season as seasonOf around the boundary", async () => {
    for (const date of [...DATES, new Date("2023-12-31T23:30:00Z"), new Date("2024-01-01T00:30:00Z")]) {
      const [row] = await t.deps.db.execute<{ season: number }>(
        sql`select tschutti_season_of(${date.toISOString()}::timestamptz) as season`,
      );
      expect(row?.season, date.toISOString()).toBe(seasonOf(date));
    }
  });

  it("count as the player's goal exactly the types event-types.ts calls so", async () => {
    const [p, a] = ["00000000-0000-4000-8000-000000000001", "00000000-0000-4000-8000-000000000002"];
    for (const info of Object.values(EVENT_TYPE_INFO)) {
      const lines = await t.deps.db.execute<{ player_id: string; goals: number; assists: number }>(
        sql`select player_id, goals, assists from player_stat_lines(${info.stored}, ${p}::uuid, ${a}::uuid)`,
      );
      const scorer = lines.find((l) => l.player_id === p);
      expect(scorer?.goals ?? 0, info.stored).toBe(info.isScorerGoal ? 1 : 0);
      expect(lines.find((l) => l.player_id === a)?.assists ?? 0, info.stored).toBe(info.isScorerGoal ? 1 : 0);
    }
  });

  it("equal a recount from the events after a long random sequence of writes", async () => {
    const db = t.deps.db;
    const rnd = seededRandom(20261125);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)] as T;
    const playerIds = [...(await createPlayers(t, homeId, 5)), ...(await createPlayers(t, awayId, 5))];
    const matchIds: string[] = [];
    const eventIds: string[] = [];

    async function newMatch() {
      const [row] = await db
        .insert(matches)
        .values({
          homeTeamId: homeId,
          awayTeamId: awayId,
          matchDate: pick(DATES),
          acceptance: pick(MATCH_ACCEPTANCES),
          status: pick(MATCH_STATUSES),
        })
        .returning({ id: matches.id });
      if (row) matchIds.push(row.id);
    }
    const someone = () => (rnd() < 0.15 ? null : pick(playerIds));
    const event = () => ({
      matchId: pick(matchIds),
      eventType: pick(STORED_EVENT_TYPES),
      minute: Math.floor(rnd() * 90),
      playerId: someone(),
      assistPlayerId: rnd() < 0.5 ? someone() : null,
      // Mostly a side, as every route writes; a row written straight without one counts for nobody.
      teamSide: rnd() < 0.1 ? null : pick(TEAM_SIDES),
    });
    for (let i = 0; i < 4; i++) await newMatch();

    for (let step = 0; step < 400; step++) {
      const roll = rnd();
      if (roll < 0.3 || eventIds.length === 0) {
        const rows = await db
          .insert(matchEvents)
          .values(Array.from({ length: 1 + Math.floor(rnd() * 3) }, event))
          .returning({ id: matchEvents.id });
        eventIds.push(...rows.map((r) => r.id));
      } else if (roll < 0.5) {
        const change = event();
        const fields = pick([
          { eventType: change.eventType },
          { playerId: change.playerId, assistPlayerId: change.assistPlayerId },
          { matchId: change.matchId },
          { teamSide: change.teamSide },
          change,
        ]);
        await db
          .update(matchEvents)
          .set(fields)
          .where(eq(matchEvents.id, pick(eventIds)));
      } else if (roll < 0.62) {
        const id = pick(eventIds);
        await db.delete(matchEvents).where(eq(matchEvents.id, id));
        eventIds.splice(eventIds.indexOf(id), 1);
      } else if (roll < 0.85) {
        // Status, acceptance (requested / accepted / declined) and date flips, also across
        // seasons, and the teams swapped (each side's events then count for the other team).
        const swapped = rnd() < 0.5;
        const change = pick([
          { homeTeamId: swapped ? awayId : homeId, awayTeamId: swapped ? homeId : awayId },
          { status: pick(MATCH_STATUSES) },
          { acceptance: pick(MATCH_ACCEPTANCES) },
          { matchDate: pick(DATES) },
          { acceptance: pick(MATCH_ACCEPTANCES), matchDate: pick(DATES), status: pick(MATCH_STATUSES) },
        ]);
        await db
          .update(matches)
          .set(change)
          .where(eq(matches.id, pick(matchIds)));
      } else if (roll < 0.88) {
        // The league office places a team, or a team waits for it again: its matches' events
        // come into the counts or leave them.
        await db
          .update(teams)
          .set({ awaitingOffice: rnd() < 0.5 })
          .where(eq(teams.id, pick([homeId, awayId])));
      } else if (roll < 0.9) {
        await db.update(matches).set({ homeScore: 1, awayScore: 0 });
      } else if (roll < 0.95) {
        const id = pick(matchIds);
        await db.delete(matches).where(eq(matches.id, id));
        matchIds.splice(matchIds.indexOf(id), 1);
        const left = await db.select({ id: matchEvents.id }).from(matchEvents);
        eventIds.splice(0, eventIds.length, ...left.map((r) => r.id));
        await newMatch();
      } else {
        const id = pick(playerIds);
        await db.delete(players).where(eq(players.id, id));
        playerIds.splice(playerIds.indexOf(id), 1, ...(await createPlayers(t, pick([homeId, awayId]), 1)));
      }
      if (step % 40 === 39) await expectCountersMatchEvents(`step ${step}`);
    }
    await expectCountersMatchEvents("end");

    // Concurrent writers on the same players and matches: inserts racing acceptance flips.
    await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        db.transaction(async (tx) => {
          if (n % 2 === 0) {
            await tx.insert(matchEvents).values(Array.from({ length: 3 }, event));
          } else {
            await tx
              .update(matches)
              .set({ acceptance: pick(MATCH_ACCEPTANCES) })
              .where(eq(matches.id, pick(matchIds)));
          }
        }),
      ),
    );
    await expectCountersMatchEvents("concurrent");

    const before = await counters(db);
    await db.execute(sql`update player_season_stats set goals = goals + 7`);
    await rebuildPlayerStatCounters(db);
    expect(Object.fromEntries(await counters(db))).toEqual(Object.fromEntries(before));
    await rebuildPlayerStatCounters(t.deps.sql);
    await expectCountersMatchEvents("rebuilt");
  });
});
