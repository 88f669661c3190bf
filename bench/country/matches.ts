import type { Sql } from "postgres";
import type { Competition, MatchStatus } from "#shared/constants.ts";
import { seasonRange } from "#shared/matches/season.ts";
import type { TeamRef } from "./clubs.ts";
import { openCopy } from "./copy.ts";
import { eventsForMatch, scoreOf } from "./events.ts";
import type { Random } from "./prng.ts";

// Three seasons of championship rounds: in every canton and league the teams meet in a
// round-robin (circle method), so each league table is a real one. Matches before `today` are
// played (a few cancelled or postponed), later ones scheduled, a handful live today. Rows are
// written in date order, as a platform that grows by the week stores them.

const DAY = 86_400_000;

interface Planned {
  home: TeamRef;
  away: TeamRef;
  date: Date;
  competition: Competition;
}

function roundRobin(rnd: Random, group: TeamRef[], rounds: number): [TeamRef, TeamRef][][] {
  const slots: (TeamRef | null)[] = rnd.shuffle([...group]);
  if (slots.length % 2) slots.push(null);
  const m = slots.length;
  const result: [TeamRef, TeamRef][][] = [];
  for (let r = 0; r < rounds; r++) {
    const turn = r % (m - 1);
    const rest = slots.slice(1);
    const order = [slots[0] ?? null, ...rest.slice(turn), ...rest.slice(0, turn)];
    const pairs: [TeamRef, TeamRef][] = [];
    for (let i = 0; i < m / 2; i++) {
      const a = order[i];
      const b = order[m - 1 - i];
      if (!a || !b) continue;
      // Alternate home rights, and swap them on the return leg.
      const swap = ((r + i) % 2 === 0) !== Math.floor(r / (m - 1)) % 2 > 0;
      pairs.push(swap ? [b, a] : [a, b]);
    }
    result.push(pairs);
  }
  return result;
}

function plan(
  rnd: Random,
  placed: Map<string, { group: string; teams: TeamRef[] }>,
  seasons: number[],
  targetMatches: number,
): Planned[] {
  // A round-robin within each group (groups.ts), so each group's table is a real one.
  const groups = new Map([...placed].map(([key, g]) => [key, g.teams]));
  const pairsPerRound = [...groups.values()].reduce((sum, g) => sum + Math.floor(g.length / 2), 0);
  const rounds = Math.max(1, Math.round(targetMatches / (seasons.length * Math.max(1, pairsPerRound))));
  const planned: Planned[] = [];
  for (const season of seasons) {
    const { from } = seasonRange(season);
    for (const group of groups.values()) {
      if (group.length < 2) continue;
      for (const [r, pairs] of roundRobin(rnd, group, rounds).entries()) {
        const day = from.getTime() + 45 * DAY + Math.floor((r * 295) / Math.max(1, rounds - 1)) * DAY;
        for (const [home, away] of pairs) {
          const competition: Competition = rnd.chance(0.04)
            ? "cup"
            : rnd.chance(0.02)
              ? "friendly"
              : "league";
          const date = new Date(day + rnd.int(0, 1) * DAY + rnd.int(26, 38) * 30 * 60_000);
          planned.push({ home, away, date, competition });
        }
      }
    }
  }
  return planned.sort((a, b) => a.date.getTime() - b.date.getTime());
}

export async function writeMatches(
  sql: Sql,
  rnd: Random,
  groups: Map<string, { group: string; teams: TeamRef[] }>,
  {
    seasons,
    today,
    targetMatches,
    liveCount,
  }: { seasons: number[]; today: Date; targetMatches: number; liveCount: number },
): Promise<Record<string, number>> {
  const planned = plan(rnd, groups, seasons, targetMatches);
  // The first matches after today are played now instead: the live list and its tickers.
  const firstFuture = planned.findIndex((p) => p.date >= today);
  const live = new Set(firstFuture < 0 ? [] : planned.slice(firstFuture, firstFuture + liveCount));
  const matchCopy = await openCopy(sql, "matches", [
    "id",
    "home_team_id",
    "away_team_id",
    "match_date",
    "stadium",
    "status",
    "home_score",
    "away_score",
    "cancellation_reason",
    "started_at",
    "period",
    "period_started_at",
    "closed_at",
    "created_by_club_id",
    "acceptance",
    "competition",
    "created_at",
    "updated_at",
  ]);
  const eventCopy = await openCopy(sql, "match_events", [
    "id",
    "match_id",
    "event_type",
    "minute",
    "added_minute",
    "player_id",
    "assist_player_id",
    "player_in_id",
    "team_side",
    "description",
    "created_at",
  ]);
  for (const p of planned) {
    const id = rnd.uuid();
    const isLive = live.has(p);
    const date = isLive ? new Date(today.getTime() - 50 * 60_000) : p.date;
    const created = new Date(Math.min(date.getTime(), today.getTime()) - 30 * DAY);
    let status: MatchStatus = "scheduled";
    if (isLive) status = "live";
    else if (date < today)
      status = rnd.chance(0.01) ? "cancelled" : rnd.chance(0.005) ? "postponed" : "completed";
    const requested = status === "scheduled" && p.competition === "friendly" && rnd.chance(0.3);
    const upTo = isLive ? rnd.int(5, 85) : 90;
    const events =
      status === "completed" || status === "live"
        ? eventsForMatch(
            rnd,
            { home: rnd.poisson((1.6 * upTo) / 90), away: rnd.poisson((1.3 * upTo) / 90) },
            { home: p.home.players, away: p.away.players },
            upTo,
          )
        : [];
    const score = scoreOf(events);
    const played = status === "completed" || status === "live";
    const period =
      status === "completed"
        ? "finished"
        : isLive
          ? upTo > 45
            ? "second_half"
            : "first_half"
          : "not_started";
    const periodStarted = isLive ? new Date(date.getTime() + (upTo > 45 ? 60 : 0) * 60_000) : null;
    await matchCopy.write([
      id,
      p.home.id,
      p.away.id,
      date,
      p.home.stadium,
      status,
      played ? score.home : null,
      played ? score.away : null,
      status === "cancelled" ? "Unbespielbarer Platz" : null,
      played ? date : null,
      period,
      periodStarted,
      status === "completed" ? new Date(date.getTime() + 110 * 60_000) : null,
      p.home.clubId,
      requested ? "requested" : "accepted",
      p.competition,
      created,
      created,
    ]);
    for (const e of events) {
      const at = new Date(
        date.getTime() + (e.minute + (e.addedMinute ?? 0) + (e.minute > 45 ? 15 : 0)) * 60_000,
      );
      await eventCopy.write([
        rnd.uuid(),
        id,
        e.type,
        e.minute,
        e.addedMinute,
        e.playerId,
        e.assistId,
        e.playerInId,
        e.side,
        e.description,
        at,
      ]);
    }
  }
  return { matches: await matchCopy.end(), match_events: await eventCopy.end() };
}
