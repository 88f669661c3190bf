import type { EventType } from "#shared/constants.ts";
import { EVENT_TYPE_INFO, EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { formatEventMinute } from "#shared/matches/timeline.ts";
import { matchTitle } from "#shared/matches/title.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import type { PushTopic } from "#shared/push/schema.ts";

export interface PushMessage {
  title: string;
  body: string;
  /** Path on Tschutti the notification opens. */
  path: string;
  /**
   * The phone shows one notification per tag: a correction carries its event's tag and
   * replaces the stale one where the browser still shows it.
   */
  tag: string;
}

export const pushTagOf = (eventId: string) => `tschutti-event-${eventId}`;

/** The topics a match event is told under («Spieländerungen» is the schedule's). */
export type EventTopic = Exclude<PushTopic, "changes">;

/** Which switch an event type belongs to; other events (substitutions, comments) send nothing. */
export function topicForEvent(type: EventType): EventTopic | null {
  if (type === "kickoff") return "kickoff";
  if (type === "halftime") return "halfTime";
  if (type === "finalWhistle") return "fullTime";
  if (type === "yellowCard" || EVENT_TYPE_INFO[type].isSendingOff) return "cards";
  // Goal, penalty goal and own goal; a missed penalty is no goal.
  if (EVENT_TYPE_INFO[type].scoresFor !== null) return "goals";
  return null;
}

const score = (match: MatchSummary) => `${match.homeScore ?? 0}:${match.awayScore ?? 0}`;

/** The text of a notification: the match with its score as title, the event as body. */
export function pushMessageFor(event: MatchEventView, match: MatchSummary): PushMessage {
  const player = event.player ? `${event.player.firstName} ${event.player.lastName}` : null;
  let body: string;
  switch (topicForEvent(event.type)) {
    case "kickoff":
      body = event.minute > 45 ? "Die 2. Halbzeit läuft." : "Anpfiff! Das Spiel läuft.";
      break;
    case "halfTime":
      body = `Halbzeit beim Stand von ${score(match)}.`;
      break;
    case "fullTime":
      body = `Schlusspfiff! Endstand ${score(match)}.`;
      break;
    default:
      body = `${formatEventMinute(event.minute, event.addedMinute)} ${EVENT_TYPE_LABELS[event.type]}${player ? `: ${player}` : ""}${event.description && !player ? `: ${event.description}` : ""}`;
  }
  return { title: matchTitle(match), body, path: matchPath(match.id), tag: pushTagOf(event.id) };
}

const WITHDRAWN: Record<EventTopic, (match: MatchSummary) => string> = {
  kickoff: () => "Anpfiff zurückgenommen – das Spiel läuft noch nicht",
  goals: (match) => `Tor aberkannt – neuer Stand ${score(match)}`,
  cards: () => "Karte zurückgenommen",
  halfTime: () => "Spiel läuft weiter – Halbzeitpfiff zurückgenommen",
  fullTime: () => "Spiel läuft weiter – Schlusspfiff zurückgenommen",
};

/** The correction for an event that was notified and then taken back (deleted). */
export function pushWithdrawalFor(eventId: string, topic: EventTopic, match: MatchSummary): PushMessage {
  return {
    title: matchTitle(match),
    body: WITHDRAWN[topic](match),
    path: matchPath(match.id),
    tag: pushTagOf(eventId),
  };
}

/** How a notification of an aborted match begins (its stored rows are found by it on an undo). */
export const ABORTED_TEXT = "Spiel abgebrochen";
const abortTag = (match: MatchSummary) => `tschutti-abort-${match.id}`;

/** A live match aborted (the live control's «Spiel abbrechen»), under the topic «Schlusspfiff». */
export function pushAbortFor(match: MatchSummary): PushMessage {
  return {
    title: matchTitle(match),
    body: `${ABORTED_TEXT} beim Stand von ${score(match)}.`,
    path: matchPath(match.id),
    tag: abortTag(match),
  };
}

export function pushAbortWithdrawalFor(match: MatchSummary): PushMessage {
  return {
    title: matchTitle(match),
    body: "Spiel läuft weiter – Abbruch zurückgenommen",
    path: matchPath(match.id),
    tag: abortTag(match),
  };
}
