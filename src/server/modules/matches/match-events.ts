import { eq, inArray, sql } from "drizzle-orm";
import type { MatchEventView } from "#shared/api/matches.ts";
import type { EventType, TeamSide } from "#shared/constants.ts";
import { toStoredEventType } from "#shared/event-types.ts";
import {
  defaultEventDescription,
  EVENT_MESSAGES,
  type MatchEventInput,
  resolveEventSide,
  scoreDelta,
} from "#shared/validation/match-event.ts";
import type { Tx } from "../../db/client.ts";
import { matchEvents, matches, players, teams } from "../../db/schema/index.ts";
import { badRequest } from "../../http/errors.ts";
import { publishChange } from "../../realtime/publish.ts";
import type { MatchRow } from "./match-access.ts";
import { findMatchEvent, findMatchSummary } from "./match-queries.ts";

// Writing match events. Each function runs inside the caller's transaction with the match row
// already locked (loadManagedMatch with lock), so the score moves in the same transaction as the
// goal that causes it, and concurrent goals are counted one after the other.

interface ResolvedEvent {
  type: EventType;
  minute: number;
  playerId: string | null;
  assistPlayerId: string | null;
  side: TeamSide | null;
  description: string | null;
  playerName: string | null;
  teamName: string | null;
}

/** Checks the players against the match's teams and works out the side (see match-event.ts). */
async function resolveEvent(tx: Tx, match: MatchRow, input: MatchEventInput): Promise<ResolvedEvent> {
  const ids = [input.playerId, input.assistPlayerId].filter((id): id is string => id !== null);
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
  const sideOf = (playerId: string | null): TeamSide | null => {
    if (!playerId) return null;
    const player = rows.find((p) => p.id === playerId);
    if (player?.teamId === match.homeTeamId) return "home";
    if (player?.teamId === match.awayTeamId) return "away";
    throw badRequest(EVENT_MESSAGES.playerNotInMatch, {
      [playerId === input.playerId ? "playerId" : "assistPlayerId"]: EVENT_MESSAGES.playerNotInMatch,
    });
  };
  const playerSide = sideOf(input.playerId);
  const assistSide = sideOf(input.assistPlayerId);
  // Only goals, cards and substitutions belong to a side; a kickoff stays neutral.
  const isSided = ["goal", "yellowCard", "redCard", "substitution"].includes(input.type);
  const { side, error } = resolveEventSide({ playerSide, requestedSide: isSided ? input.teamSide : null });
  if (error) throw badRequest(error, { teamSide: error });
  if (assistSide && assistSide !== side) {
    throw badRequest(EVENT_MESSAGES.assistOtherSide, { assistPlayerId: EVENT_MESSAGES.assistOtherSide });
  }
  if (input.type === "goal" && !side) {
    // Unreachable through the schema (every goal names a player), kept so a score is never lost.
    throw badRequest(EVENT_MESSAGES.playerRequiredReport, { playerId: EVENT_MESSAGES.playerRequiredReport });
  }
  const player = rows.find((p) => p.id === input.playerId);
  let teamName: string | null = null;
  if (side) {
    const [team] = await tx
      .select({ name: teams.name })
      .from(teams)
      .where(eq(teams.id, side === "home" ? match.homeTeamId : match.awayTeamId));
    teamName = team?.name ?? null;
  }
  return {
    type: input.type,
    minute: input.minute,
    playerId: input.playerId,
    assistPlayerId: input.assistPlayerId,
    side,
    description: input.description,
    playerName: player ? `${player.firstName} ${player.lastName}`.trim() : null,
    teamName,
  };
}

/**
 * Adds a score change to the locked match: never below 0 (greatest), a missing score counts as 0.
 * Returns the new score, or null when nothing changed.
 */
async function applyScore(
  tx: Tx,
  matchId: string,
  delta: { home: number; away: number },
): Promise<{ home: number; away: number } | null> {
  if (delta.home === 0 && delta.away === 0) return null;
  const [row] = await tx
    .update(matches)
    .set({
      homeScore: sql`greatest(0, coalesce(${matches.homeScore}, 0) + ${delta.home})`,
      awayScore: sql`greatest(0, coalesce(${matches.awayScore}, 0) + ${delta.away})`,
      updatedAt: new Date(),
    })
    .where(eq(matches.id, matchId))
    .returning({ home: matches.homeScore, away: matches.awayScore });
  return row ? { home: row.home ?? 0, away: row.away ?? 0 } : null;
}

function descriptionFor(event: ResolvedEvent, score: { home: number; away: number } | null): string {
  return (
    event.description ??
    defaultEventDescription({
      type: event.type,
      minute: event.minute,
      playerName: event.playerName,
      teamName: event.teamName,
      score,
    })
  );
}

/** Realtime: the event change, then (when the score moved) the match with its new score. */
async function publishEventChange(
  tx: Tx,
  matchId: string,
  kind: "event.created" | "event.updated" | "event.deleted",
  payload: unknown,
  hasScoreChanged: boolean,
): Promise<void> {
  const summary = hasScoreChanged ? await findMatchSummary(tx, matchId) : null;
  await publishChange(tx, { matchId, kind, payload });
  if (summary) await publishChange(tx, { matchId, kind: "match", payload: summary });
}

export async function createMatchEvent(
  tx: Tx,
  match: MatchRow,
  input: MatchEventInput,
): Promise<MatchEventView> {
  const event = await resolveEvent(tx, match, input);
  const score = await applyScore(tx, match.id, scoreDelta({ type: event.type, side: event.side }, 1));
  const [row] = await tx
    .insert(matchEvents)
    .values({
      matchId: match.id,
      eventType: toStoredEventType(event.type),
      minute: event.minute,
      playerId: event.playerId,
      assistPlayerId: event.assistPlayerId,
      teamSide: event.side,
      description: descriptionFor(event, score),
    })
    .returning({ id: matchEvents.id });
  if (!row) throw new Error("match event insert returned no row");
  const view = await findMatchEvent(tx, match.id, row.id);
  await publishEventChange(tx, match.id, "event.created", view, score !== null);
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
  const event = await resolveEvent(tx, match, input);
  const before = scoreDelta({ type: existingType, side: existing.teamSide }, -1);
  const after = scoreDelta({ type: event.type, side: event.side }, 1);
  const score = await applyScore(tx, match.id, {
    home: before.home + after.home,
    away: before.away + after.away,
  });
  const currentScore =
    score ?? (event.type === "goal" ? { home: match.homeScore ?? 0, away: match.awayScore ?? 0 } : null);
  await tx
    .update(matchEvents)
    .set({
      eventType: toStoredEventType(event.type),
      minute: event.minute,
      playerId: event.playerId,
      assistPlayerId: event.assistPlayerId,
      teamSide: event.side,
      description: descriptionFor(event, currentScore),
    })
    .where(eq(matchEvents.id, existing.id));
  const view = await findMatchEvent(tx, match.id, existing.id);
  await publishEventChange(tx, match.id, "event.updated", view, score !== null);
  return view;
}

export async function deleteMatchEvent(
  tx: Tx,
  match: MatchRow,
  existing: StoredEventRow,
  existingType: EventType,
): Promise<void> {
  await tx.delete(matchEvents).where(eq(matchEvents.id, existing.id));
  const score = await applyScore(
    tx,
    match.id,
    scoreDelta({ type: existingType, side: existing.teamSide }, -1),
  );
  await publishEventChange(
    tx,
    match.id,
    "event.deleted",
    { id: existing.id, matchId: match.id },
    score !== null,
  );
}
