import { and, eq, inArray } from "drizzle-orm";
import type { EventType, TeamSide } from "#shared/constants.ts";
import type { LiveChange, LiveEventStats } from "#shared/live/stream-frames.ts";
import { EVENT_MESSAGES, type MatchEventInput, resolveEventSide } from "#shared/matches/event-schema.ts";
import { EVENT_TYPE_INFO, toStoredEventType } from "#shared/matches/event-types.ts";
import {
  findBenchViolation,
  PLAYER_RULE_MESSAGES,
  recordedEventType,
  standingsAfter,
} from "#shared/matches/player-rules.ts";
import { isAgreedMatch } from "#shared/matches/proposals.ts";
import {
  compareEventTime,
  findTimelineViolation,
  scoreFromEvents,
  type TimelineEvent,
} from "#shared/matches/timeline.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import type { PlayerStats } from "#shared/players/stats.ts";
import type { Tx } from "../../db/client.ts";
import { matchEvents, matches, players, teams } from "../../db/schema/index.ts";
import { badRequest } from "../../http/errors.ts";
import { publishChange } from "../../realtime/publish.ts";
import { statsForPlayers } from "../players/player-stats.ts";
import type { MatchRow } from "./match-access.ts";
import { findMatchEvent, loadTimeline } from "./match-event-queries.ts";
import { findStartingLineups } from "./match-lineup-queries.ts";
import { findMatchSummary } from "./match-queries.ts";

// Writing match events. Each function runs inside the caller's transaction with the match row
// already locked (loadManagedMatch with lock), so the rules see every earlier write and the
// stored score is recomputed from the goal events in the same transaction as the change.

interface ResolvedEvent {
  type: EventType;
  minute: number;
  addedMinute: number | null;
  playerId: string | null;
  assistPlayerId: string | null;
  playerInId: string | null;
  side: TeamSide | null;
  description: string | null;
  playerName: string | null;
  playerInName: string | null;
}

/** Checks the players against the match's teams and works out the side (see shared/matches/event-schema.ts). */
async function resolveEvent(tx: Tx, match: MatchRow, input: MatchEventInput): Promise<ResolvedEvent> {
  const ids = [input.playerId, input.assistPlayerId, input.playerInId].filter(
    (id): id is string => id !== null,
  );
  const rows = ids.length
    ? await tx
        .select({
          id: players.id,
          teamId: players.teamId,
          firstName: players.firstName,
          lastName: players.lastName,
        })
        .from(players)
        .where(inArray(players.id, ids))
    : [];
  const sideOf = (playerId: string | null, field: string): TeamSide | null => {
    if (!playerId) return null;
    const player = rows.find((p) => p.id === playerId);
    if (player?.teamId === match.homeTeamId) return "home";
    if (player?.teamId === match.awayTeamId) return "away";
    throw badRequest(EVENT_MESSAGES.playerNotInMatch, { [field]: EVENT_MESSAGES.playerNotInMatch });
  };
  const playerSide = sideOf(input.playerId, "playerId");
  const assistSide = sideOf(input.assistPlayerId, "assistPlayerId");
  const playerInSide = sideOf(input.playerInId, "playerInId");
  const { isSided } = EVENT_TYPE_INFO[input.type];
  const { side, error } = resolveEventSide({
    playerSide: playerSide ?? playerInSide,
    requestedSide: isSided ? input.teamSide : null,
  });
  if (error) throw badRequest(error, { teamSide: error });
  if (assistSide && assistSide !== side) {
    throw badRequest(EVENT_MESSAGES.assistOtherSide, { assistPlayerId: EVENT_MESSAGES.assistOtherSide });
  }
  if (playerInSide && playerInSide !== side) {
    throw badRequest(EVENT_MESSAGES.playerInOtherSide, { playerInId: EVENT_MESSAGES.playerInOtherSide });
  }
  if (isSided && !side) {
    // The schema refuses this already; kept so a goal never lands without a side to count for.
    throw badRequest(EVENT_MESSAGES.sideRequired, { teamSide: EVENT_MESSAGES.sideRequired });
  }
  const nameOf = (id: string | null) => {
    const p = rows.find((r) => r.id === id);
    return p ? `${p.firstName} ${p.lastName}`.trim() : null;
  };
  return {
    type: input.type,
    minute: input.minute,
    addedMinute: input.addedMinute,
    playerId: input.playerId,
    assistPlayerId: input.assistPlayerId,
    playerInId: input.playerInId,
    side: isSided ? side : null,
    description: input.description,
    playerName: nameOf(input.playerId),
    playerInName: nameOf(input.playerInId),
  };
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
  const stored = await loadTimeline(tx, match.id);
  const timeline: TimelineEvent[] = stored.filter((e) => e.id !== replacesId);
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
  const standings = standingsAfter(before, await findStartingLineups(tx, match.id));
  const recorded: ResolvedEvent = {
    ...event,
    type: recordedEventType(event.type, event.playerId, standings),
  };
  const candidate = toCandidate(recorded.type);
  const violation = findTimelineViolation([...timeline, candidate]);
  if (violation) throw badRequest(violation.message, { [violation.field]: violation.message });
  const bench = findBenchViolation({ ...candidate, playerInId: candidate.playerInId }, standings);
  if (bench) {
    const name = bench.field === "playerId" ? event.playerName : await playerNameOf(tx, bench.playerId);
    const message = PLAYER_RULE_MESSAGES.notOnPitch(name ?? "Der Spieler");
    throw badRequest(message, { [bench.field]: message });
  }
  return recorded;
}

async function playerNameOf(tx: Tx, playerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ firstName: players.firstName, lastName: players.lastName })
    .from(players)
    .where(eq(players.id, playerId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

/**
 * Sets the stored score to what the goal events add up to, when the change touched a goal.
 * A score entered without goal events (Endstand erfassen) stays until a goal is entered.
 * Returns whether the score was rewritten.
 */
async function syncScore(tx: Tx, match: MatchRow, touchedTypes: readonly EventType[]): Promise<boolean> {
  if (!touchedTypes.some((type) => EVENT_TYPE_INFO[type].scoresFor !== null)) return false;
  // The final score both clubs agreed on changes only by a proposal: goal events
  // entered afterwards add the scorers, not a new result.
  if (match.status === "completed" && (await isAgreedMatchRow(tx, match))) return false;
  const matchId = match.id;
  const score = scoreFromEvents(await loadTimeline(tx, matchId));
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

function storedValues(event: ResolvedEvent) {
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
  const hasScoreChanged = await syncScore(tx, match, [event.type]);
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

export async function updateMatchEvent(
  tx: Tx,
  match: MatchRow,
  existing: StoredEventRow,
  existingType: EventType,
  input: MatchEventInput,
): Promise<MatchEventView> {
  const event = await applyTimelineRules(tx, match, await resolveEvent(tx, match, input), existing.id);
  await tx
    .update(matchEvents)
    .set(storedValues(event))
    .where(and(eq(matchEvents.id, existing.id), eq(matchEvents.matchId, match.id)));
  const hasScoreChanged = await syncScore(tx, match, [existingType, event.type]);
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
): Promise<void> {
  await tx.delete(matchEvents).where(eq(matchEvents.id, existing.id));
  const hasScoreChanged = await syncScore(tx, match, [existingType]);
  const stats = await touchedPlayerStats(tx, [existing]);
  await publishEventChange(
    tx,
    match.id,
    { kind: "event.deleted", data: { id: existing.id, matchId: match.id, ...stats } },
    hasScoreChanged,
  );
}
