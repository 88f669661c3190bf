import type { EventType, TeamSide } from "#shared/constants.ts";
import { eventAheadOfClock } from "#shared/matches/clock.ts";
import { EVENT_MESSAGES, type MatchEventInput, resolveEventSide } from "#shared/matches/event-schema.ts";
import { EVENT_TYPE_INFO } from "#shared/matches/event-types.ts";
import type { MatchPlayerRef } from "#shared/matches/types.ts";
import { badRequest } from "../../http/errors.ts";
import type { MatchRow } from "./match-access.ts";

// An event input resolved against its match: which side it belongs to, its players' names.

export interface ResolvedEvent {
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

/** The players an event input names. */
export function inputPlayerIds(input: MatchEventInput): string[] {
  const ids = [input.playerId, input.assistPlayerId, input.playerInId];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** Checks the players (read before) against the match's teams and works out the side (see shared/matches/event-schema.ts). */
export function resolveEventWith(
  rows: readonly MatchPlayerRef[],
  match: MatchRow,
  input: MatchEventInput,
): ResolvedEvent {
  // A phase (the second half's kickoff at 46 written at half-time) comes at the control's minute.
  if (match.status === "live" && !EVENT_TYPE_INFO[input.type].isPhase) {
    const ahead = eventAheadOfClock(match, input);
    if (ahead) throw badRequest(ahead, { minute: ahead });
  }
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
