import { useQuery } from "@tanstack/react-query";
import { EVENT_TYPE_INFO, type EventTypeInfo } from "#shared/matches/event-types.ts";
import {
  NO_LINEUPS,
  offeredPlayers,
  pickRoleOf,
  playersFor,
  recordedEventType,
  standingsAtMoment,
} from "#shared/matches/player-rules.ts";
import type { LineupPlayer, MatchEventView } from "#shared/matches/types.ts";
import { startingLineupsQueryOptions } from "../live/api.ts";
import { matchEventsQueryOptions, matchLineupsQueryOptions } from "./api.ts";
import type { FormState } from "./event-form-state.ts";
import { WITHOUT_PLAYER } from "./event-player-select.tsx";

// Whom the event form's pickers offer, and which of the form's choices still stand: the players
// the server would take at the form's minute (one rule, shared/matches/player-rules.ts).

export interface EventChoices {
  /** What the chosen event type means for the form; null before a type is chosen. */
  info: EventTypeInfo | null;
  isSided: boolean;
  /** The chosen side's players still in the match at the form's minute. */
  sidePlayers: readonly LineupPlayer[];
  playerChoices: readonly LineupPlayer[];
  playerInChoices: readonly LineupPlayer[];
  assistCandidates: readonly LineupPlayer[];
  /** The choices as the pickers show them: a player id, WITHOUT_PLAYER, or '' (none that stands). */
  playerValue: string;
  playerInValue: string;
  assistValue: string;
  /** A yellow card for a player already booked: recorded as yellow-red. */
  isSecondYellow: boolean;
}

export function useEventChoices(
  matchId: string,
  state: FormState,
  editing: MatchEventView | null,
): EventChoices {
  const lineups = useQuery(matchLineupsQueryOptions(matchId));
  const startingLineups = useQuery(startingLineupsQueryOptions(matchId));
  const events = useQuery(matchEventsQueryOptions(matchId));

  const home = lineups.data?.home.players ?? [];
  const away = lineups.data?.away.players ?? [];
  const type = state.type || null;
  const info = type ? EVENT_TYPE_INFO[type] : null;
  const isSided = info?.isSided ?? false;
  // The pickers offer whom the server would take at the form's minute: nobody sent off or
  // substituted off before it, and with a line-up only players on the pitch score, assist or go
  // off, only others come on. The players of the event being edited stay offered.
  const moment = {
    minute: wholeNumberOr(state.minute, Number.POSITIVE_INFINITY),
    addedMinute: wholeNumberOr(state.addedMinute, null),
  };
  const standings = standingsAtMoment(events.data ?? [], startingLineups.data ?? NO_LINEUPS, moment, editing);
  const side = state.teamSide;
  const sidePlayers = offeredPlayers(side === "home" ? home : away, standings, editing?.player?.id);
  const withKept = (offered: readonly LineupPlayer[], id: string | undefined) =>
    sidePlayers.filter((p) => offered.includes(p) || p.id === id);
  const playerChoices = withKept(
    playersFor(sidePlayers, standings, side, type ? pickRoleOf(type) : "any"),
    editing?.player?.id,
  );
  const playerInChoices = withKept(playersFor(sidePlayers, standings, side, "bench"), editing?.playerIn?.id);
  // A second yellow for the same player is recorded as yellow-red; the form says so beforehand.
  const isSecondYellow =
    state.type === "yellowCard" &&
    recordedEventType("yellowCard", state.playerId, standings) !== "yellowCard";
  // A side without players can only take events 'ohne Spieler': preselect it.
  const hasNoPlayers = lineups.isSuccess && sidePlayers.length === 0;
  // A choice the pickers no longer offer (another minute or event type) is no choice.
  const offeredOrNone = (value: string, choices: readonly { id: string }[]) =>
    value === WITHOUT_PLAYER || choices.some((p) => p.id === value) ? value : "";
  const playerValue = hasNoPlayers ? WITHOUT_PLAYER : offeredOrNone(state.playerId, playerChoices);
  const playerInValue = hasNoPlayers ? WITHOUT_PLAYER : offeredOrNone(state.playerInId, playerInChoices);
  const assistCandidates = withKept(
    playersFor(sidePlayers, standings, side, "pitch"),
    editing?.assist?.id,
  ).filter((p) => p.id !== playerValue);
  const assistValue = offeredOrNone(state.assistPlayerId, assistCandidates);

  return {
    info,
    isSided,
    sidePlayers,
    playerChoices,
    playerInChoices,
    assistCandidates,
    playerValue,
    playerInValue,
    assistValue,
    isSecondYellow,
  };
}

/** The whole number a form field holds, or `fallback` while it holds none. */
function wholeNumberOr<F>(value: string, fallback: F): number | F {
  const n = Number(value);
  return value.trim() !== "" && Number.isInteger(n) ? n : fallback;
}
