import { and, eq, inArray } from "drizzle-orm";
import { type EventType, TEAM_SIDES, type TeamSide } from "#shared/constants.ts";
import type { MatchStartingLineups } from "#shared/lineups/types.ts";
import type { LiveChange, LiveEventStats } from "#shared/live/stream-frames.ts";
import { agreedEventRefusal } from "#shared/matches/agreed-events.ts";
import type { MatchEventInput } from "#shared/matches/event-schema.ts";
import { EVENT_TYPE_INFO, toStoredEventType } from "#shared/matches/event-types.ts";
import {
  findBenchViolation,
  PLAYER_RULE_MESSAGES,
  recordedEventType,
  standingsAfter,
} from "#shared/matches/player-rules.ts";
import { isAgreedMatch } from "#shared/matches/proposals.ts";
import { isScoredAfterAbort } from "#shared/matches/result-mark.ts";
import {
  afterFinalWhistle,
  compareEventTime,
  findTimelineViolation,
  scoreAfterGoalChange,
  scoreFromEvents,
  secondFinalWhistle,
  TIMELINE_MESSAGES,
  type TimelineEvent,
} from "#shared/matches/timeline.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import type { PlayerStats } from "#shared/players/stats.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { matchEvents, matches, players, teams } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../http/errors.ts";
import { publishChange } from "../../realtime/publish.ts";
import { statsForPlayers } from "../players/player-stats.ts";
import type { MatchRow } from "./match-access.ts";
import {
  findMatchEvent,
  findPlayerRefs,
  loadTimeline,
  type StoredTimelineEvent,
} from "./match-event-queries.ts";
import { findStartingLineups } from "./match-lineup-queries.ts";
import { findMatchSummary } from "./match-queries.ts";
import { inputPlayerIds, type ResolvedEvent, resolveEventWith } from "./resolve-event.ts";

// Writing match events. Each function runs inside the caller's transaction with the match row
// already locked (loadManagedMatch with lock), so the rules see every earlier write and the
// stored score is recomputed from the goal events in the same transaction as the change.

async function resolveEvent(tx: Tx, match: MatchRow, input: MatchEventInput): Promise<ResolvedEvent> {
  return resolveEventWith(await findPlayerRefs(tx, inputPlayerIds(input)), match, input);
}

/**
 * The event as it is recorded (a second yellow becomes yellow-red), or 400 with the rule's
 * German message: nobody plays on after a sending-off or after being substituted off, nobody
 * comes on twice, and with a line-up only a player on the pitch scores or assists
 * (`shared/matches/player-rules.ts`, the same rule the event form's pickers follow).
 */
async function applyTimelineRules(
  tx: Tx,
  match: MatchRow,
  event: ResolvedEvent,
  replacesId: string | null,
): Promise<ResolvedEvent> {
  const [stored, lineups] = await Promise.all([
    loadTimeline(tx, match.id),
    findStartingLineups(tx, match.id),
  ]);
  return checkTimelineRules(tx, event, replacesId, stored, lineups);
}

/**
 * What a final whistle entered by hand (the report dialog, the ticker's form, an edit) is refused,
 * and the live control's «Spiel beenden» is not: while the match is live the ticker sets the
 * whistle (one typed by hand stopped every later tap as after the whistle, and the end wrote a
 * second one), and a match has one whistle, which is edited rather than entered again.
 * `timeline` leaves out the event being edited.
 */
export function requireHandWhistleAllowed(
  match: Pick<MatchRow, "status">,
  type: EventType,
  timeline: readonly TimelineEvent[],
): void {
  if (type !== "finalWhistle") return;
  if (match.status === "live") throw conflict(TIMELINE_MESSAGES.whistleWhileLive);
  const twice = secondFinalWhistle({ type }, timeline);
  if (twice) throw badRequest(twice, { type: twice });
}

/** applyTimelineRules on a timeline and line-ups read before (`db` only names a refused player). */
export async function checkTimelineRules(
  db: DbOrTx,
  event: ResolvedEvent,
  replacesId: string | null,
  stored: readonly StoredTimelineEvent[],
  lineups: MatchStartingLineups,
): Promise<ResolvedEvent> {
  const timeline: TimelineEvent[] = stored.filter((e) => e.id !== replacesId);
  const late = afterFinalWhistle(event, timeline);
  if (late) throw badRequest(late, { minute: late });
  const toCandidate = (type: EventType): TimelineEvent => ({
    id: replacesId ?? "new",
    type,
    minute: event.minute,
    addedMinute: event.addedMinute,
    teamSide: event.side,
    playerId: event.playerId,
    playerName: event.playerName,
    playerInId: event.playerInId,
    playerInName: event.playerInName,
    assistPlayerId: event.assistPlayerId,
    description: event.description,
    // An edited event keeps its place among events of the same minute; a new one goes last.
    sequence: stored.find((e) => e.id === replacesId)?.sequence ?? stored.length,
  });
  const before = timeline
    .filter((e) => compareEventTime(e, toCandidate(event.type)) < 0)
    .sort(compareEventTime);
  const standings = standingsAfter(before, lineups);
  const recorded: ResolvedEvent = {
    ...event,
    type: recordedEventType(event.type, event.playerId, standings),
  };
  const candidate = toCandidate(recorded.type);
  const violation = findTimelineViolation([...timeline, candidate]);
  if (violation) throw badRequest(violation.message, { [violation.field]: violation.message });
  const bench = findBenchViolation({ ...candidate, playerInId: candidate.playerInId }, standings);
  if (bench) {
    const name = bench.field === "playerId" ? event.playerName : await playerNameOf(db, bench.playerId);
    const message =
      bench.reason === "pitch"
        ? PLAYER_RULE_MESSAGES.alreadyOnPitch(name ?? "Der Spieler")
        : PLAYER_RULE_MESSAGES.notOnPitch(name ?? "Der Spieler");
    throw badRequest(message, { [bench.field]: message });
  }
  return recorded;
}

async function playerNameOf(db: DbOrTx, playerId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.id, playerId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

type ChangedEvent = { type: EventType; side: TeamSide | null };

/**
 * Moves the stored score with a change that touched a goal (`scoreAfterGoalChange`: the goal
 * events' score, or an entered final score that stands while its scorers are named). `removed`
 * and `added`: the event before and after the change. Returns whether the score was rewritten.
 */
async function syncScore(
  tx: Tx,
  match: MatchRow,
  change: { removed: ChangedEvent | null; added: ChangedEvent | null },
): Promise<boolean> {
  const changed = [change.removed, change.added].filter((e) => e !== null);
  if (!changed.some((e) => EVENT_TYPE_INFO[e.type].scoresFor !== null)) return false;
  // The final score both clubs agreed on changes only by a proposal: goal events
  // entered afterwards add the scorers, not a new result.
  if (match.status === "completed" && (await isAgreedMatchRow(tx, match))) return false;
  const matchId = match.id;
  const after = scoreFromEvents(await loadTimeline(tx, matchId));
  const goalsOf = (event: ChangedEvent | null) =>
    scoreFromEvents(event ? [{ type: event.type, teamSide: event.side }] : []);
  const [removed, added] = [goalsOf(change.removed), goalsOf(change.added)];
  const before = {
    home: after.home - added.home + removed.home,
    away: after.away - added.away + removed.away,
  };
  const score = scoreAfterGoalChange(match, before, after);
  await tx
    .update(matches)
    .set({ homeScore: score.home, awayScore: score.away, updatedAt: new Date() })
    .where(eq(matches.id, matchId));
  return true;
}

type EventPlayers = Pick<StoredEventRow, "playerId" | "assistPlayerId" | "playerInId">;

/**
 * The new statistics of the players an event change touched (before and after an edit), read
 * after the counters' triggers ran in this transaction: the frame carries them, so fans' pages
 * patch their line-ups instead of loading them again.
 */
async function touchedPlayerStats(tx: Tx, touched: readonly EventPlayers[]): Promise<LiveEventStats> {
  const playerIds = [
    ...new Set(
      touched.flatMap((e) => [e.playerId, e.assistPlayerId, e.playerInId]).filter((id) => id !== null),
    ),
  ];
  const stats = playerIds.length ? await statsForPlayers(tx, playerIds) : new Map<string, PlayerStats>();
  return { playerStats: Object.fromEntries(stats) };
}

async function isAgreedMatchRow(tx: Tx, match: MatchRow): Promise<boolean> {
  const rows = await tx
    .select({ id: teams.id, clubId: teams.clubId })
    .from(teams)
    .where(inArray(teams.id, [match.homeTeamId, match.awayTeamId]));
  const clubOf = (id: string) => rows.find((r) => r.id === id)?.clubId ?? null;
  return isAgreedMatch({
    acceptance: match.acceptance,
    homeClubId: clubOf(match.homeTeamId),
    awayClubId: clubOf(match.awayTeamId),
  });
}

/** Realtime: the event change, then (when the score moved) the match with its new score. */
async function publishEventChange(
  tx: Tx,
  matchId: string,
  change: Extract<LiveChange, { kind: "event.created" | "event.updated" | "event.deleted" }>,
  hasScoreChanged: boolean,
): Promise<void> {
  const summary = hasScoreChanged ? await findMatchSummary(tx, matchId) : null;
  await publishChange(tx, matchId, change);
  if (summary) await publishChange(tx, matchId, { kind: "match", data: summary });
}

export function storedValues(event: ResolvedEvent) {
  return {
    eventType: toStoredEventType(event.type),
    minute: event.minute,
    addedMinute: event.addedMinute,
    playerId: event.playerId,
    assistPlayerId: event.assistPlayerId,
    playerInId: event.playerInId,
    teamSide: event.side,
    description: event.description,
  };
}

export async function createMatchEvent(
  tx: Tx,
  match: MatchRow,
  input: MatchEventInput,
): Promise<MatchEventView> {
  const event = await applyTimelineRules(tx, match, await resolveEvent(tx, match, input), null);
  const [row] = await tx
    .insert(matchEvents)
    .values({ matchId: match.id, ...storedValues(event) })
    .returning({ id: matchEvents.id });
  if (!row) throw new Error("match event insert returned no row");
  const hasScoreChanged = await syncScore(tx, match, { removed: null, added: event });
  const view = await findMatchEvent(tx, match.id, row.id);
  const stats = await touchedPlayerStats(tx, [event]);
  await publishEventChange(
    tx,
    match.id,
    { kind: "event.created", data: { ...view, ...stats } },
    hasScoreChanged,
  );
  return view;
}

export type StoredEventRow = typeof matchEvents.$inferSelect;

/**
 * The sides of the acting club's teams when the match is a completed record both clubs agreed
 * on (its events are then limited: agreed-events.ts), else null.
 */
export function agreedRecordSides(
  managed: { match: MatchRow; homeClubId: string | null; awayClubId: string | null },
  actingClubId: string | null,
): TeamSide[] | null {
  const { match, homeClubId, awayClubId } = managed;
  if (
    match.status !== "completed" ||
    !isAgreedMatch({ acceptance: match.acceptance, homeClubId, awayClubId })
  ) {
    return null;
  }
  return TEAM_SIDES.filter((side) => (side === "home" ? homeClubId : awayClubId) === actingClubId);
}

/**
 * 409 when one club may not make this change to an agreed record's events. `timeline`: the
 * match's stored events, whose goals the agreed result (the match's stored score) must hold.
 */
export function requireAgreedEventChange(
  ownSides: readonly TeamSide[] | null,
  record: { match: MatchRow; timeline: readonly Pick<TimelineEvent, "type" | "teamSide">[] },
  before: { type: EventType; side: TeamSide | null } | null,
  after: { type: EventType; side: TeamSide | null } | null,
): void {
  if (ownSides === null) return;
  const { match, timeline } = record;
  const score = { home: match.homeScore ?? 0, away: match.awayScore ?? 0 };
  const refusal = agreedEventRefusal({
    before,
    after,
    ownSides,
    score,
    goals: scoreFromEvents(timeline),
    settledBy: isScoredAfterAbort(match) ? "office" : "clubs",
  });
  if (refusal) throw conflict(refusal);
}

export async function updateMatchEvent(
  tx: Tx,
  match: MatchRow,
  existing: StoredEventRow,
  existingType: EventType,
  input: MatchEventInput,
  ownSides: readonly TeamSide[] | null,
): Promise<MatchEventView> {
  const [resolved, timeline, lineups] = await Promise.all([
    resolveEvent(tx, match, input),
    loadTimeline(tx, match.id),
    findStartingLineups(tx, match.id),
  ]);
  requireAgreedEventChange(
    ownSides,
    { match, timeline },
    { type: existingType, side: existing.teamSide },
    { type: resolved.type, side: resolved.side },
  );
  requireHandWhistleAllowed(
    match,
    resolved.type,
    timeline.filter((e) => e.id !== existing.id),
  );
  const event = await checkTimelineRules(tx, resolved, existing.id, timeline, lineups);
  await tx
    .update(matchEvents)
    .set(storedValues(event))
    .where(and(eq(matchEvents.id, existing.id), eq(matchEvents.matchId, match.id)));
  const hasScoreChanged = await syncScore(tx, match, {
    removed: { type: existingType, side: existing.teamSide },
    added: event,
  });
  const view = await findMatchEvent(tx, match.id, existing.id);
  const stats = await touchedPlayerStats(tx, [existing, event]);
  await publishEventChange(
    tx,
    match.id,
    { kind: "event.updated", data: { ...view, ...stats } },
    hasScoreChanged,
  );
  return view;
}

export async function deleteMatchEvent(
  tx: Tx,
  match: MatchRow,
  existing: StoredEventRow,
  existingType: EventType,
  ownSides: readonly TeamSide[] | null,
): Promise<void> {
  // A deletion raises no goal: the agreed result holds what is left.
  requireAgreedEventChange(
    ownSides,
    { match, timeline: [] },
    { type: existingType, side: existing.teamSide },
    null,
  );
  await tx.delete(matchEvents).where(eq(matchEvents.id, existing.id));
  const hasScoreChanged = await syncScore(tx, match, {
    removed: { type: existingType, side: existing.teamSide },
    added: null,
  });
  const stats = await touchedPlayerStats(tx, [existing]);
  await publishEventChange(
    tx,
    match.id,
    { kind: "event.deleted", data: { id: existing.id, matchId: match.id, ...stats } },
    hasScoreChanged,
  );
}

/**
 * A replay starts from nothing: the events of the aborted match go (its goals and cards were
 * of a match that did not count), each announced to the open pages as a deletion.
 */
export async function clearMatchEvents(tx: Tx, matchId: string): Promise<void> {
  const removed = await tx.delete(matchEvents).where(eq(matchEvents.matchId, matchId)).returning();
  if (removed.length === 0) return;
  const stats = await touchedPlayerStats(tx, removed);
  for (const event of removed) {
    await publishEventChange(
      tx,
      matchId,
      { kind: "event.deleted", data: { id: event.id, matchId, ...stats } },
      false,
    );
  }
}
