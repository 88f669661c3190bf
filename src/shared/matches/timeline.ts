import type { EventType, TeamSide } from "../constants.ts";
import { playerFullName } from "../players/full-name.ts";
import { EVENT_TYPE_INFO } from "./event-types.ts";

// The match timeline as read: order, running score and the generated texts ('Tor durch Lena
// Frei zum 2:1') are derived from the stored events every time they are read, never stored,
// so editing or deleting an earlier event renumbers everything after it. The server uses the
// same functions for the stored score and for the rules it enforces.

/** Minutes after which stoppage can be played (45+2, 90+3, and after extra time's halves). */
export const STOPPAGE_BASE_MINUTES = [45, 90, 105, 120] as const;
export const MAX_ADDED_MINUTE = 30;

export interface TimelineEvent {
  id: string;
  type: EventType;
  minute: number;
  /** Stoppage minute on top of `minute` (45+2: minute 45, addedMinute 2), null for none. */
  addedMinute: number | null;
  teamSide: TeamSide | null;
  playerId: string | null;
  playerName: string | null;
  /** The player coming on in a substitution (`playerId` goes off). */
  playerInId: string | null;
  playerInName: string | null;
  assistPlayerId: string | null;
  /** Text the club entered; null means 'generate it'. */
  description: string | null;
  /** Entry order within the same minute (e.g. creation time in ms). */
  sequence: number;
}

export interface Score {
  home: number;
  away: number;
}

export interface DerivedEvent {
  /** The score after this event, for events that change it; null otherwise. */
  score: Score | null;
  /** What the ticker shows: the club's text, or the generated one. */
  text: string;
}

/** 'FC Seeblick 1. Mannschaft'; an opponent without club is just its name ('FC Neuling'). */
export function fullTeamName(team: { name: string; clubName: string | null }): string {
  return team.clubName && team.clubName !== team.name ? `${team.clubName} ${team.name}` : team.name;
}

/** "23'", "45+2'". */
export function formatEventMinute(minute: number, addedMinute: number | null): string {
  return addedMinute ? `${minute}+${addedMinute}'` : `${minute}'`;
}

export function compareEventTime(
  a: Pick<TimelineEvent, "minute" | "addedMinute" | "sequence">,
  b: Pick<TimelineEvent, "minute" | "addedMinute" | "sequence">,
): number {
  return a.minute - b.minute || (a.addedMinute ?? 0) - (b.addedMinute ?? 0) || a.sequence - b.sequence;
}

export function otherSide(side: TeamSide): TeamSide {
  return side === "home" ? "away" : "home";
}

/** The side whose score an event raises: its own side for a goal, the other one for an own goal. */
export function scoringSide(type: EventType, side: TeamSide | null): TeamSide | null {
  const scoresFor = EVENT_TYPE_INFO[type].scoresFor;
  if (!scoresFor || !side) return null;
  return scoresFor === "own" ? side : otherSide(side);
}

/** The score the goal events add up to. */
export function scoreFromEvents(events: readonly Pick<TimelineEvent, "type" | "teamSide">[]): Score {
  const score = { home: 0, away: 0 };
  for (const event of events) {
    const side = scoringSide(event.type, event.teamSide);
    if (side) score[side] += 1;
  }
  return score;
}

/**
 * The stored score after goal events changed, from what they added up to before and after.
 * While a match is played, and whenever its score is what its goal events add up to, the score
 * follows them: a goal adds 1, a deleted goal takes 1 away (club-management, score rules). A
 * completed match's final score entered by hand (Endstand erfassen) with more goals than its
 * events name stands: events entered afterwards name its scorers, and only a goal beyond it
 * raises it. Recounting from the events instead turned an entered 1:0 and an away scorer into
 * 0:1, the entered home goal lost.
 */
export function scoreAfterGoalChange(
  stored: { status: string; homeScore: number | null; awayScore: number | null },
  before: Score,
  after: Score,
): Score {
  if (stored.status !== "completed" || stored.homeScore === null || stored.awayScore === null) return after;
  if (stored.homeScore === before.home && stored.awayScore === before.away) return after;
  return { home: Math.max(stored.homeScore, after.home), away: Math.max(stored.awayScore, after.away) };
}

/** A final score holds at least the goals its events name, on each side (Endstand erfassen). */
export function scoreHoldsEvents(score: Score, fromEvents: Score): boolean {
  return score.home >= fromEvents.home && score.away >= fromEvents.away;
}

export function hasScoringEvents(events: readonly Pick<TimelineEvent, "type">[]): boolean {
  return events.some((e) => EVENT_TYPE_INFO[e.type].scoresFor !== null);
}

/** The generated text of one event (club-management §5 wording, with the new types). */
export function generatedEventText(
  event: Pick<TimelineEvent, "type" | "minute" | "playerName" | "playerInName">,
  teamName: string | null,
  score: Score | null,
): string {
  const { type, playerName, playerInName } = event;
  const who = playerName ?? teamName;
  const at = score ? ` zum ${score.home}:${score.away}` : "";
  switch (type) {
    case "goal":
      return `${playerName ? `Tor durch ${playerName}` : teamName ? `Tor für ${teamName}` : "Tor"}${at}`;
    case "penaltyGoal":
      return `${playerName ? `Elfmetertor durch ${playerName}` : teamName ? `Elfmetertor für ${teamName}` : "Elfmetertor"}${at}`;
    case "ownGoal":
      return `${who ? `Eigentor von ${who}` : "Eigentor"}${at}`;
    case "missedPenalty":
      return who ? `Elfmeter verschossen von ${who}` : "Elfmeter verschossen";
    case "yellowCard":
      return who ? `Gelbe Karte für ${who}` : "Gelbe Karte";
    case "yellowRedCard":
      return who ? `Gelb-Rote Karte für ${who}` : "Gelb-Rote Karte";
    case "redCard":
      return who ? `Rote Karte für ${who}` : "Rote Karte";
    case "substitution": {
      const team = teamName ? ` bei ${teamName}` : "";
      if (playerInName && playerName) return `Wechsel${team}: ${playerInName} kommt für ${playerName}`;
      if (playerInName) return `Wechsel${team}: ${playerInName} kommt`;
      if (playerName) return `Wechsel${team}: ${playerName} geht`;
      return `Wechsel${team}`;
    }
    case "comment":
      return "Kommentar";
    case "kickoff":
      return event.minute > 45 ? "Anpfiff zur zweiten Halbzeit" : "Anpfiff";
    case "halftime":
      return "Halbzeit";
    case "finalWhistle":
      return "Schlusspfiff";
  }
}

/**
 * The running score and text of every event, in timeline order. `teamNames` name the sides
 * for events entered without a player ('Tor für FC Neuling').
 */
export function deriveTimeline<T extends TimelineEvent>(
  events: readonly T[],
  teamNames: Record<TeamSide, string>,
): { event: T; derived: DerivedEvent }[] {
  const ordered = [...events].sort(compareEventTime);
  const score = { home: 0, away: 0 };
  return ordered.map((event) => {
    const side = scoringSide(event.type, event.teamSide);
    if (side) score[side] += 1;
    const after = side ? { ...score } : null;
    const teamName = event.teamSide ? teamNames[event.teamSide] : null;
    return {
      event,
      derived: { score: after, text: event.description ?? generatedEventText(event, teamName, after) },
    };
  });
}

export const TIMELINE_MESSAGES = {
  sentOff: (name: string) => `${name} wurde bereits vom Platz gestellt und kann danach nicht mehr mitspielen`,
  substitutedOff: (name: string) => `${name} wurde bereits ausgewechselt und kann nicht zurückkommen`,
  cameOnTwice: (name: string) => `${name} wurde bereits eingewechselt`,
  sentOffTwice: (name: string) => `${name} wurde bereits vom Platz gestellt`,
  afterFinalWhistle: (whistle: string) =>
    `Der Schlusspfiff war in der ${whistle}. Minute: danach gibt es keine Ereignisse mehr. Wähle eine frühere Minute.`,
  secondFinalWhistle: (whistle: string) =>
    `Der Schlusspfiff ist schon erfasst (${whistle}. Minute). Bearbeite ihn, statt einen zweiten zu erfassen.`,
  whistleWhileLive: "Das Spiel läuft noch: den Schlusspfiff setzt der Live-Ticker mit «Spiel beenden».",
} as const;

export interface TimelineViolation {
  eventId: string;
  field: "playerId" | "playerInId" | "assistPlayerId";
  message: string;
}

/**
 * The rules the server enforces on the whole timeline, so no timeline tells an impossible game: a player sent off (red
 * or yellow-red) takes no further part; a player substituted off does not come back; nobody
 * comes on twice. Returns the first violation in timeline order, or null.
 */
/**
 * The refusal of an event written after the match's final whistle (a later minute: a typing
 * error, which would stand below the whistle in the timeline), or null. Only the event being
 * written is judged: the whistle itself may come at a minute some event was typed ahead of.
 * The whistle's own minute still takes an event (a correction of what happened in it).
 */
export function afterFinalWhistle(
  event: Pick<TimelineEvent, "type" | "minute" | "addedMinute">,
  timeline: readonly Pick<TimelineEvent, "type" | "minute" | "addedMinute">[],
): string | null {
  if (event.type === "finalWhistle") return null;
  const whistle = timeline.find((e) => e.type === "finalWhistle");
  if (!whistle) return null;
  const isLater =
    event.minute > whistle.minute ||
    (event.minute === whistle.minute && (event.addedMinute ?? 0) > (whistle.addedMinute ?? 0));
  if (!isLater) return null;
  return TIMELINE_MESSAGES.afterFinalWhistle(
    formatEventMinute(whistle.minute, whistle.addedMinute).replace(/'$/, ""),
  );
}

/**
 * The refusal of a second final whistle, or null: a match ends once, and a whistle typed by hand
 * to correct the ticker's stood beside it (the match page showed «Schlusspfiff» twice, and the
 * rule above went by whichever came first). `timeline` leaves out the event being edited, so the
 * whistle itself can still be moved.
 */
export function secondFinalWhistle(
  event: Pick<TimelineEvent, "type">,
  timeline: readonly Pick<TimelineEvent, "type" | "minute" | "addedMinute">[],
): string | null {
  if (event.type !== "finalWhistle") return null;
  const whistle = timeline.find((e) => e.type === "finalWhistle");
  if (!whistle) return null;
  return TIMELINE_MESSAGES.secondFinalWhistle(
    formatEventMinute(whistle.minute, whistle.addedMinute).replace(/'$/, ""),
  );
}

export function findTimelineViolation(events: readonly TimelineEvent[]): TimelineViolation | null {
  const gone = new Map<string, "sentOff" | "substitutedOff">();
  const cameOn = new Set<string>();
  const nameOf = new Map<string, string>();
  for (const event of [...events].sort(compareEventTime)) {
    if (event.playerId && event.playerName) nameOf.set(event.playerId, event.playerName);
    if (event.playerInId && event.playerInName) nameOf.set(event.playerInId, event.playerInName);
    const name = (id: string) => nameOf.get(id) ?? "Der Spieler";
    const involved: [TimelineViolation["field"], string | null][] = [
      ["playerId", event.playerId],
      ["assistPlayerId", event.assistPlayerId],
      ["playerInId", event.playerInId],
    ];
    for (const [field, id] of involved) {
      if (!id) continue;
      const reason = gone.get(id);
      if (reason === "sentOff") {
        const message = EVENT_TYPE_INFO[event.type].isSendingOff
          ? TIMELINE_MESSAGES.sentOffTwice(name(id))
          : TIMELINE_MESSAGES.sentOff(name(id));
        return { eventId: event.id, field, message };
      }
      if (reason === "substitutedOff") {
        return { eventId: event.id, field, message: TIMELINE_MESSAGES.substitutedOff(name(id)) };
      }
    }
    if (event.type === "substitution" && event.playerInId) {
      if (cameOn.has(event.playerInId)) {
        return {
          eventId: event.id,
          field: "playerInId",
          message: TIMELINE_MESSAGES.cameOnTwice(name(event.playerInId)),
        };
      }
      cameOn.add(event.playerInId);
    }
    if (event.playerId && EVENT_TYPE_INFO[event.type].isSendingOff) gone.set(event.playerId, "sentOff");
    if (event.playerId && event.type === "substitution") gone.set(event.playerId, "substitutedOff");
  }
  return null;
}

/** The fields of a public timeline entry that the derivation reads (MatchEventView has them). */
export interface TimelineEntry {
  id: string;
  type: EventType;
  minute: number;
  addedMinute: number | null;
  teamSide: TeamSide | null;
  customDescription: string | null;
  player: { id: string; firstName: string; lastName: string } | null;
  playerIn: { id: string; firstName: string; lastName: string } | null;
  assist: { id: string } | null;
  createdAt: string;
}

function entryName(p: { firstName: string; lastName: string } | null): string | null {
  return p ? playerFullName(p) : null;
}

/**
 * A public timeline with every running score and generated text derived again, in timeline
 * order. A client that applies a live event frame to the timeline it holds uses this, so an
 * event inserted or deleted early in the match renumbers every later 'zum 2:1' without asking
 * the server: the same rule (deriveTimeline) and the same order as the server's answer (minute,
 * entry time, id; then stoppage minute).
 */
export function rederiveTimeline<T extends TimelineEntry & { description: string; score: Score | null }>(
  entries: readonly T[],
  teamNames: Record<TeamSide, string>,
): T[] {
  const entryOrder = [...entries].sort(
    (a, b) =>
      a.minute - b.minute ||
      (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const timeline = entryOrder.map((entry, sequence) => ({
    id: entry.id,
    type: entry.type,
    minute: entry.minute,
    addedMinute: entry.addedMinute,
    teamSide: entry.teamSide,
    playerId: entry.player?.id ?? null,
    playerName: entryName(entry.player),
    playerInId: entry.playerIn?.id ?? null,
    playerInName: entryName(entry.playerIn),
    assistPlayerId: entry.assist?.id ?? null,
    description: entry.customDescription,
    sequence,
    entry,
  }));
  return deriveTimeline(timeline, teamNames).map(({ event, derived }) => ({
    ...event.entry,
    description: derived.text,
    score: derived.score,
  }));
}
