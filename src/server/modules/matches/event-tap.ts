import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { MatchStartingLineups } from "#shared/lineups/types.ts";
import { EVENT_MESSAGES, type MatchEventInput } from "#shared/matches/event-schema.ts";
import { EVENT_TYPE_INFO } from "#shared/matches/event-types.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { scoreAfterGoalChange, scoreFromEvents } from "#shared/matches/timeline.ts";
import type { MatchEventView, MatchPlayerRef, MatchSummary } from "#shared/matches/types.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { conflict } from "../../http/errors.ts";
import { appendChangesSql } from "../../realtime/publish.ts";
import {
  loadManagedMatch,
  type ManagedMatch,
  requireAccepted,
  requireEventsOpen,
  requireKickedOff,
} from "./match-access.ts";
import { findPlayerRefs, loadTimeline, type StoredTimelineEvent, viewsOf } from "./match-event-queries.ts";
import {
  agreedRecordSides,
  checkTimelineRules,
  requireAgreedEventChange,
  requireHandWhistleAllowed,
  storedValues,
} from "./match-events.ts";
import { actorOf, describeEvent, historyFrameSql, type MatchActor } from "./match-history.ts";
import { findStartingLineups } from "./match-lineup-queries.ts";
import { findMatchSummary } from "./match-queries.ts";
import { inputPlayerIds, resolveEventWith } from "./resolve-event.ts";

// A tap (a new ticker event) is read and checked before its transaction and written in it by
// two statements: one that locks the match row, one that writes the event, the score, the
// history line and the realtime rows. The lock is held for those two round trips (and the
// commit) instead of for every read the rules need. The write is guarded by a version of what
// the check read: when another writer changed any of it in between, the statement writes
// nothing, and the tap is read and checked again, now under the lock.

export const TAP_MESSAGES = {
  busy: "Das Spiel wurde gerade mehrfach gleichzeitig geändert. Bitte erfasse das Ereignis noch einmal.",
} as const;

/** Re-reads under the lock; only a player changed by another write can make a second one fail. */
const MAX_ATTEMPTS = 3;

/**
 * A version of everything a tap's check reads, as one value: the match row, its events and
 * line-up, its two teams (their clubs decide access and agreement) and the players the input
 * names (their team decides the side). xmin is the writing transaction of a row's version, so
 * any change, even one undone, gives another value.
 */
function tapStateVersion(matchId: string, playerIds: readonly string[]): SQL {
  const ids = playerIds.join(",");
  return sql`md5(concat_ws('|',
    (select xmin::text from matches where id = ${matchId}::uuid),
    (select string_agg(id::text || ':' || xmin::text, ',' order by id) from match_events where match_id = ${matchId}::uuid),
    (select string_agg(id::text || ':' || xmin::text, ',' order by id) from match_lineup_entries where match_id = ${matchId}::uuid),
    (select string_agg(t.id::text || ':' || t.xmin::text, ',' order by t.id) from teams t
      join matches m on t.id in (m.home_team_id, m.away_team_id) where m.id = ${matchId}::uuid),
    (select string_agg(id::text || ':' || xmin::text, ',' order by id) from players
      where id = any (string_to_array(${ids}, ',')::uuid[]))))`;
}

interface TapState {
  version: string;
  managed: ManagedMatch & { access: { user: { id: string }; apiKeyId?: string | undefined } };
  playerRefs: MatchPlayerRef[];
  timeline: StoredTimelineEvent[];
  lineups: MatchStartingLineups;
  summary: MatchSummary | null;
}

/**
 * Everything the check needs. The version is read first: a read after it sees the same rows or
 * newer ones, so a version that still holds at the write means the reads saw what is written.
 */
async function readTapState(
  c: Context<AppEnv>,
  db: DbOrTx,
  matchId: string,
  input: MatchEventInput,
): Promise<TapState> {
  const playerIds = inputPlayerIds(input);
  const [versionRow] = await db.execute<{ version: string }>(
    sql`select ${tapStateVersion(matchId, playerIds)} as version`,
  );
  const [managed, playerRefs, timeline, lineups, summary] = await Promise.all([
    loadManagedMatch(c, db, matchId, { permission: "ticker" }),
    findPlayerRefs(db, playerIds),
    loadTimeline(db, matchId),
    findStartingLineups(db, matchId),
    findMatchSummary(db, matchId),
  ]);
  return { version: versionRow?.version ?? "", managed, playerRefs, timeline, lineups, summary };
}

/** What the write statement writes, all worked out before it. */
export interface TapPlan {
  version: string;
  matchId: string;
  playerIds: string[];
  acceptance: string;
  view: MatchEventView;
  stored: ReturnType<typeof storedValues>;
  /** The new score, when the event changes it. */
  score: { home: number; away: number } | null;
  summary: MatchSummary | null;
  actor: MatchActor;
}

/** The tap checked by the match's rules: the plan to write, or the refusal (AppError). */
async function planTap(db: DbOrTx, state: TapState, input: MatchEventInput): Promise<TapPlan> {
  const { match } = state.managed;
  requireAccepted(match);
  requireEventsOpen(match);
  requireKickedOff(match, EVENT_MESSAGES.notKickedOff);
  // A forfeit counts for no player.
  if (match.forfeit) throw conflict(MATCH_MESSAGES.forfeitNoEvents);
  const resolved = resolveEventWith(state.playerRefs, match, input);
  requireHandWhistleAllowed(match, resolved.type, state.timeline);
  const event = await checkTimelineRules(db, resolved, null, state.timeline, state.lineups);
  const refOf = (id: string | null) => state.playerRefs.find((p) => p.id === id) ?? null;
  // Entered after every stored event: its place among events of the same minute is last.
  const lastEntry = Math.max(0, ...state.timeline.map((e) => Date.parse(e.view.createdAt) + 1));
  const added: StoredTimelineEvent["view"] = {
    id: randomUUID(),
    matchId: match.id,
    type: event.type,
    minute: event.minute,
    addedMinute: event.addedMinute,
    customDescription: event.description,
    teamSide: event.side,
    player: refOf(event.playerId),
    assist: refOf(event.assistPlayerId),
    playerIn: refOf(event.playerInId),
    createdAt: new Date(Math.max(Date.now(), lastEntry)).toISOString(),
  };
  const [view] = viewsOf(state.timeline, state.summary, [added.id], [added]);
  if (!view) throw new Error("a planned event vanished from its own timeline");
  // As syncScore: a goal moves the score by `scoreAfterGoalChange`, except on a completed
  // match whose final score both clubs agreed on (that changes only by a proposal).
  const scores = EVENT_TYPE_INFO[event.type].scoresFor !== null;
  const ownSides = agreedRecordSides(state.managed, state.managed.actingClubId);
  requireAgreedEventChange(ownSides, { match, timeline: state.timeline }, null, {
    type: event.type,
    side: event.side,
  });
  const agreed = ownSides !== null;
  const before = scoreFromEvents(state.timeline);
  const score =
    scores && !agreed
      ? scoreAfterGoalChange(
          match,
          before,
          scoreFromEvents([...state.timeline, { type: event.type, teamSide: event.side }]),
        )
      : null;
  return {
    version: state.version,
    matchId: match.id,
    playerIds: inputPlayerIds(input),
    acceptance: match.acceptance,
    view,
    stored: storedValues(event),
    score,
    summary:
      state.summary && score ? { ...state.summary, homeScore: score.home, awayScore: score.away } : null,
    actor: actorOf(state.managed.access.user.id, state.managed),
  };
}

/** Reads and checks a tap before its transaction; null when the check refuses it (the route says why). */
export async function prepareTap(
  c: Context<AppEnv>,
  db: DbOrTx,
  matchId: string,
  input: MatchEventInput,
): Promise<TapPlan | null> {
  try {
    return await planTap(db, await readTapState(c, db, matchId, input), input);
  } catch {
    // A refusal or an outage is found again in the transaction and answered there.
    return null;
  }
}

/**
 * The one write statement: nothing unless the version still holds, else the event, the score,
 * the history line and the realtime rows (event.created with the touched players' statistics,
 * then the match with its new score, then a public match's history line). The statistics are
 * the counters for the team each player plays for (what the line-ups show, player-stats.ts) as
 * this statement sees them (before its own insert's trigger) plus what the event adds by the
 * counters' own SQL rule (player_stat_lines, tschutti_side_team), so the frame carries what the
 * trigger writes.
 */
async function writeTap(tx: Tx, plan: TapPlan): Promise<boolean> {
  const { matchId, stored, view, actor } = plan;
  const history = [{ field: "Ereignis", from: null, to: describeEvent(view) }];
  const payloadKeys = ["goals", "assists", "yellow_cards", "yellow_red_cards", "red_cards"] as const;
  const statsKeys = ["goals", "assists", "yellowCards", "yellowRedCards", "redCards"] as const;
  const statsJson = sql.join(
    payloadKeys.map(
      (column, i) =>
        sql`${statsKeys[i]}::text, (coalesce(s.${sql.identifier(column)}, 0) + coalesce(d.${sql.identifier(column)}, 0))::int`,
    ),
    sql`, `,
  );
  const sums = sql.join(
    payloadKeys.map((column) => sql`sum(${sql.identifier(column)}) as ${sql.identifier(column)}`),
    sql`, `,
  );
  const changes = sql`select 1 as ord, 'event.created'::text as kind,
      ${JSON.stringify(view)}::jsonb || jsonb_build_object('playerStats', (select player_stats from tap_stats)) as payload
    from tap_guard
    ${plan.summary ? sql`union all select 2, 'match', ${JSON.stringify(plan.summary)}::jsonb from tap_guard` : sql``}
    ${plan.acceptance === "accepted" ? sql`union all ${historyFrameSql("tap_history", 3)}` : sql``}`;
  const [row] = await tx.execute<{ written: number; published: number }>(sql`
    with tap_guard as materialized (
      select 1 where ${tapStateVersion(matchId, plan.playerIds)} = ${plan.version}
    ),
    tap_event as (
      insert into match_events (id, match_id, event_type, minute, added_minute, player_id,
        assist_player_id, player_in_id, team_side, description, created_at)
      select ${view.id}::uuid, ${matchId}::uuid, ${stored.eventType}, ${stored.minute}, ${stored.addedMinute}::int,
        ${stored.playerId}::uuid, ${stored.assistPlayerId}::uuid, ${stored.playerInId}::uuid, ${stored.teamSide}::text,
        ${stored.description}::text, ${view.createdAt}::timestamptz
      from tap_guard
    ),
    ${
      plan.score
        ? sql`tap_score as (
      update matches set home_score = ${plan.score.home}, away_score = ${plan.score.away}, updated_at = now()
      where id = ${matchId}::uuid and exists (select 1 from tap_guard)
    ),`
        : sql``
    }
    tap_history as (
      insert into match_history (match_id, user_id, club_id, api_key_id, action, changes)
      select ${matchId}::uuid, ${actor.userId}::uuid, ${actor.clubId}::uuid, ${actor.apiKeyId ?? null}::uuid,
        'Ereignis erfasst', ${JSON.stringify(history)}::jsonb
      from tap_guard
      returning *
    ),
    tap_stats as (
      select coalesce(jsonb_object_agg(t.id, jsonb_build_object(${statsJson})), '{}'::jsonb) as player_stats
      from unnest(string_to_array(${plan.playerIds.join(",")}, ',')::uuid[]) as t (id)
      left join players tp on tp.id = t.id
      left join lateral (
        select ${sums} from player_season_stats where player_id = t.id and team_id = tp.team_id
      ) s on true
      left join lateral (
        select ${sums} from player_stat_lines(${stored.eventType}, ${stored.playerId}::uuid, ${stored.assistPlayerId}::uuid)
        where player_id = t.id
          and (select tschutti_match_counted(m.acceptance, m.home_team_id, m.away_team_id)
                 and tschutti_side_team(${stored.teamSide}::text, m.home_team_id, m.away_team_id) = tp.team_id
               from matches m where m.id = ${matchId}::uuid)
      ) d on true
    ),
    ${appendChangesSql(matchId, changes, "tap_guard")}
    select (select count(*) from tap_guard)::int as written, (select count(*) from log_notified)::int as published`);
  return (row?.written ?? 0) > 0;
}

/**
 * Writes a tap inside the caller's transaction: locks the match row, then writes the plan made
 * before the transaction; when the version no longer holds (or there was no plan), reads and
 * checks again under the lock (the refusals are thrown from there) and writes that.
 */
export async function writeTapEvent(
  c: Context<AppEnv>,
  tx: Tx,
  matchId: string,
  input: MatchEventInput,
  prepared: TapPlan | null,
): Promise<MatchEventView> {
  // A statement of its own: the write's snapshot is taken when the write starts, after the lock
  // is granted, so its version check sees every change committed before. The plan made before
  // the transaction goes out right behind the lock, without waiting for its answer: PostgreSQL
  // runs a connection's statements in the order sent, so the write still starts only under the
  // lock, and the lock is held one round trip less.
  // Drizzle sends a statement once it is awaited: `then` sends the lock before the write.
  const locked = tx
    .execute(sql`select 1 from matches where id = ${matchId}::uuid for update`)
    .then(() => true);
  let attempt = 0;
  if (prepared?.matchId === matchId) {
    attempt++;
    const [, written] = await Promise.all([locked, writeTap(tx, prepared)]);
    if (written) return prepared.view;
  } else {
    await locked;
  }
  for (; attempt < MAX_ATTEMPTS; attempt++) {
    const plan = await planTap(tx, await readTapState(c, tx, matchId, input), input);
    if (await writeTap(tx, plan)) return plan.view;
  }
  throw conflict(TAP_MESSAGES.busy);
}
