import type { MatchEventView, MatchSummary } from "#shared/api/matches.ts";
import { EVENT_TYPE_LABELS } from "#shared/event-types.ts";
import { matchTitle } from "#shared/match-title.ts";
import type { PushTopic } from "#shared/validation/push.ts";

export interface PushMessage {
  title: string;
  body: string;
  /** Path on Tschutti the notification opens. */
  path: string;
}

/** Which switch an event type belongs to; other events (substitutions, comments) send nothing. */
export function topicForEvent(type: string): PushTopic | null {
  const normalized = type.toLowerCase();
  if (normalized === "kickoff") return "kickoff";
  if (normalized === "halftime") return "halfTime";
  if (normalized === "finalwhistle") return "fullTime";
  if (normalized.includes("card")) return "cards";
  // goal, ownGoal, penalty (scored); a missed penalty is no goal.
  if (normalized === "goal" || normalized === "owngoal" || normalized === "penalty") return "goals";
  return null;
}

function label(type: string): string {
  return (EVENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** The text of a notification: the match with its score as title, the event as body. */
export function pushMessageFor(event: MatchEventView, match: MatchSummary): PushMessage {
  const score = `${match.homeScore ?? 0}:${match.awayScore ?? 0}`;
  const player = event.player ? `${event.player.firstName} ${event.player.lastName}` : null;
  let body: string;
  switch (topicForEvent(event.type)) {
    case "kickoff":
      body = event.minute > 45 ? "Die 2. Halbzeit läuft." : "Anpfiff! Das Spiel läuft.";
      break;
    case "halfTime":
      body = `Halbzeit beim Stand von ${score}.`;
      break;
    case "fullTime":
      body = `Schlusspfiff! Endstand ${score}.`;
      break;
    default:
      body = `${event.minute}' ${label(event.type)}${player ? `: ${player}` : ""}${event.description && !player ? `: ${event.description}` : ""}`;
  }
  return { title: matchTitle(match), body, path: `/live-ticker/${match.id}` };
}
