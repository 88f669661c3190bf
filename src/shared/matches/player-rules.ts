import type { EventType, TeamSide } from "../constants.ts";
import { playersOnPitch } from "../lineups/pitch.ts";
import type { SideLineup } from "../lineups/types.ts";
import { EVENT_TYPE_INFO } from "./event-types.ts";
import type { MatchEventView } from "./types.ts";

// Who may do what at a moment of the match, one rule for the server's check
// and the event form's pickers: a second yellow is a yellow-red card; a player sent off or
// substituted off is offered no more; with a line-up, only a player on the pitch scores, assists
// or misses a penalty (a bench player first comes on by a substitution).

export const PLAYER_RULE_MESSAGES = {
  notOnPitch: (name: string) =>
    `${name} ist nicht auf dem Platz (Ersatzbank). Erfasse zuerst die Einwechslung.`,
  alreadyOnPitch: (name: string) =>
    `${name} ist schon auf dem Platz: eingewechselt wird ein Spieler der Ersatzbank.`,
  secondYellow: "Zweite Gelbe Karte: wird als Gelb-Rote Karte erfasst.",
} as const;

/** An event as the rules need it, in timeline order (minute, stoppage, entry order). */
export interface RuleEvent {
  type: EventType;
  minute: number;
  addedMinute: number | null;
  teamSide: TeamSide | null;
  playerId: string | null;
  playerInId: string | null;
}

export interface PlayerStandings {
  /** Players shown a yellow card (and not yet sent off). */
  booked: Set<string>;
  /** Players sent off or substituted off: they take no further part. */
  out: Set<string>;
  /** Per side, who is on the pitch; null where that side has no line-up (nothing to check). */
  onPitch: Record<TeamSide, Set<string> | null>;
}

/** The standings after `events` (the events before the moment in question). */
export function standingsAfter(
  events: readonly RuleEvent[],
  lineups: Record<TeamSide, SideLineup | null>,
): PlayerStandings {
  const booked = new Set<string>();
  const out = new Set<string>();
  for (const event of events) {
    if (!event.playerId) continue;
    if (event.type === "yellowCard") booked.add(event.playerId);
    if (EVENT_TYPE_INFO[event.type].isSendingOff || event.type === "substitution") {
      booked.delete(event.playerId);
      out.add(event.playerId);
    }
  }
  const pitchOf = (side: TeamSide) => {
    const lineup = lineups[side];
    if (!lineup || lineup.starters.length === 0) return null;
    const sideEvents = events.filter((e) => e.teamSide === side);
    return playersOnPitch(lineup, sideEvents).onPitch;
  };
  return { booked, out, onPitch: { home: pitchOf("home"), away: pitchOf("away") } };
}

/** The card to record: a second yellow for the same player is a yellow-red card. */
export function recordedEventType(
  type: EventType,
  playerId: string | null,
  standings: PlayerStandings,
): EventType {
  return type === "yellowCard" && playerId && standings.booked.has(playerId) ? "yellowRedCard" : type;
}

/**
 * Where the player an event names must be, with a line-up: on the pitch to score, assist, miss a
 * penalty or be substituted off; anywhere for a card (a card may go to the bench). The player
 * coming on is one who is not on the pitch ("bench").
 */
export type PickRole = "pitch" | "bench" | "any";

export function pickRoleOf(type: EventType): PickRole {
  return EVENT_TYPE_INFO[type].scoresFor !== null || type === "missedPenalty" || type === "substitution"
    ? "pitch"
    : "any";
}

/**
 * The field and player refused because he is not where the event needs him (line-up recorded),
 * or null: "bench" for a player not on the pitch (the scorer, the assist, the one going off),
 * "pitch" for one coming on who is on it already.
 */
export function findBenchViolation(
  event: RuleEvent & { assistPlayerId: string | null },
  standings: PlayerStandings,
): {
  field: "playerId" | "assistPlayerId" | "playerInId";
  playerId: string;
  reason: "bench" | "pitch";
} | null {
  if (!event.teamSide) return null;
  const onPitch = standings.onPitch[event.teamSide];
  if (!onPitch) return null;
  if (pickRoleOf(event.type) === "pitch") {
    if (event.playerId && !onPitch.has(event.playerId)) {
      return { field: "playerId", playerId: event.playerId, reason: "bench" };
    }
    if (event.assistPlayerId && !onPitch.has(event.assistPlayerId)) {
      return { field: "assistPlayerId", playerId: event.assistPlayerId, reason: "bench" };
    }
  }
  if (event.type === "substitution" && event.playerInId && onPitch.has(event.playerInId)) {
    return { field: "playerInId", playerId: event.playerInId, reason: "pitch" };
  }
  return null;
}

/** The players of a side a picker offers for `role` (everybody where the side has no line-up). */
export function playersFor<P extends { id: string }>(
  players: readonly P[],
  standings: PlayerStandings,
  side: TeamSide,
  role: PickRole,
): P[] {
  const onPitch = standings.onPitch[side];
  if (!onPitch || role === "any") return [...players];
  return players.filter((p) => onPitch.has(p.id) === (role === "pitch"));
}

/** The players a picker offers: nobody sent off or substituted off (the current choice stays). */
export function offeredPlayers<P extends { id: string }>(
  players: readonly P[],
  standings: PlayerStandings,
  keep?: string | null,
): P[] {
  return players.filter((p) => p.id === keep || !standings.out.has(p.id));
}

/** The standings after every event the ticker shows (but `exceptId`, the one being edited). */
export function standingsFromViews(
  events: readonly MatchEventView[],
  lineups: Record<TeamSide, SideLineup | null>,
  exceptId?: string | null,
): PlayerStandings {
  const ordered = events
    .filter((e) => e.id !== exceptId)
    .sort(
      (a, b) =>
        a.minute - b.minute ||
        (a.addedMinute ?? 0) - (b.addedMinute ?? 0) ||
        a.createdAt.localeCompare(b.createdAt),
    );
  return standingsAfter(
    ordered.map((e) => ({
      type: e.type,
      minute: e.minute,
      addedMinute: e.addedMinute,
      teamSide: e.teamSide,
      playerId: e.player?.id ?? null,
      playerInId: e.playerIn?.id ?? null,
    })),
    lineups,
  );
}

/** An event's moment as a form holds it: minute and stoppage minute. */
export interface EventMoment {
  minute: number;
  addedMinute: number | null;
}

/**
 * The standings an event at `moment` meets, as the server judges it: the events before it (the
 * edited one left out). Events of the same minute count as before a new event (it goes last) and,
 * for an edited one, those entered before it (it keeps its place).
 */
export function standingsAtMoment(
  events: readonly MatchEventView[],
  lineups: Record<TeamSide, SideLineup | null>,
  moment: EventMoment,
  editing?: Pick<MatchEventView, "id" | "createdAt"> | null,
): PlayerStandings {
  const before = events.filter((e) => {
    if (e.id === editing?.id) return false;
    const order = e.minute - moment.minute || (e.addedMinute ?? 0) - (moment.addedMinute ?? 0);
    if (order !== 0) return order < 0;
    return editing ? e.createdAt < editing.createdAt : true;
  });
  return standingsFromViews(before, lineups);
}

export const NO_LINEUPS: Record<TeamSide, SideLineup | null> = { home: null, away: null };
