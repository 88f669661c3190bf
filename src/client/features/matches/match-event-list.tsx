import {
  ArrowLeftRight,
  CirclePlay,
  CircleX,
  Flag,
  Goal,
  type LucideIcon,
  MessageSquare,
  Pause,
  RectangleVertical,
  Target,
} from "lucide-react";
import type { ReactNode } from "react";
import type { EventType } from "#shared/constants.ts";
import { eventLine } from "#shared/matches/event-line.ts";
import { formatEventMinute } from "#shared/matches/timeline.ts";
import type { MatchEventView, MatchPlayerRef, MatchSummary } from "#shared/matches/types.ts";
import { Avatar } from "../../ui/avatar.tsx";
import { cn } from "../../ui/cn.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { sideNames } from "./match-teams.tsx";

// How events look everywhere (public-and-accounts: live list): an icon by type (goal green,
// yellow card yellow, red card red, substitution blue, kickoff grey, halftime orange, final
// whistle purple), a player photo or a circle (green goal, yellow, red, blue otherwise).

interface EventVisual {
  icon: LucideIcon;
  /** Colour of the icon. */
  iconClass: string;
  /** Circle shown in place of a missing player photo. */
  circleClass: string;
}

export const EVENT_VISUALS: Record<EventType, EventVisual> = {
  goal: {
    icon: Goal,
    iconClass: "text-brand-600",
    circleClass: "bg-brand-600 text-white",
  },
  penaltyGoal: {
    icon: Target,
    iconClass: "text-brand-600",
    circleClass: "bg-brand-600 text-white",
  },
  ownGoal: {
    icon: Goal,
    iconClass: "text-red-700",
    circleClass: "bg-red-700 text-white",
  },
  missedPenalty: {
    icon: CircleX,
    iconClass: "text-gray-600",
    circleClass: "bg-gray-600 text-white",
  },
  yellowRedCard: {
    icon: RectangleVertical,
    iconClass: "fill-orange-500 text-red-600",
    circleClass: "bg-orange-500 text-white",
  },
  comment: {
    icon: MessageSquare,
    iconClass: "text-gray-500",
    circleClass: "bg-gray-500 text-white",
  },
  yellowCard: {
    icon: RectangleVertical,
    iconClass: "fill-yellow-400 text-yellow-500",
    circleClass: "bg-yellow-400 text-gray-900",
  },
  redCard: {
    icon: RectangleVertical,
    iconClass: "fill-red-600 text-red-600",
    circleClass: "bg-red-600 text-white",
  },
  substitution: {
    icon: ArrowLeftRight,
    iconClass: "text-blue-600",
    circleClass: "bg-blue-600 text-white",
  },
  kickoff: {
    icon: CirclePlay,
    iconClass: "text-gray-500",
    circleClass: "bg-blue-600 text-white",
  },
  halftime: {
    icon: Pause,
    iconClass: "text-orange-500",
    circleClass: "bg-blue-600 text-white",
  },
  finalWhistle: {
    icon: Flag,
    iconClass: "text-purple-600",
    circleClass: "bg-blue-600 text-white",
  },
};

export function EventIcon({ type, className }: { type: EventType; className?: string }) {
  const { icon: Icon, iconClass } = EVENT_VISUALS[type];
  return <Icon aria-hidden="true" className={cn("size-4 shrink-0", iconClass, className)} />;
}

/** The line's parts, each said once (the ticker widget reads alike). */
function lineOf(event: MatchEventView, match: Pick<MatchSummary, "homeTeam" | "awayTeam">) {
  const [homeName, awayName] = sideNames(match);
  return eventLine(event, (side) => (side === "home" ? homeName : awayName));
}

/** "23'" or "45+2'". */
export function eventMinuteLabel(event: Pick<MatchEventView, "minute" | "addedMinute">): string {
  return formatEventMinute(event.minute, event.addedMinute);
}

export function playerName(player: Pick<MatchPlayerRef, "firstName" | "lastName">): string {
  return `${player.firstName} ${player.lastName}`.trim();
}

/** Photo of the player, or a circle in the type's colour with its icon. */
function EventAvatar({ event }: { event: MatchEventView }) {
  const visual = EVENT_VISUALS[event.type];
  if (event.player?.playerImageUrl) {
    return <Avatar name={playerName(event.player)} src={event.player.playerImageUrl} size="md" decorative />;
  }
  const Icon = visual.icon;
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", visual.circleClass)}
    >
      <Icon className="size-5" />
    </span>
  );
}

const playerLinkStyle =
  "rounded font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

export type MatchEventListProps = {
  events: readonly MatchEventView[];
  match: Pick<MatchSummary, "homeTeam" | "awayTeam">;
  /** Makes player names buttons that open the player's details. */
  onPlayerClick?: (playerId: string) => void;
  /** Extra buttons per event (edit / delete in the club's dialogs). */
  actions?: (event: MatchEventView) => ReactNode;
  emptyText?: string;
  /** Newest first (the control dialog) instead of by minute. */
  isNewestFirst?: boolean;
  className?: string;
};

/** The match course: one row per event, by minute. */
export function MatchEventList({
  events,
  match,
  onPlayerClick,
  actions,
  emptyText = "Noch keine Ereignisse vorhanden.",
  isNewestFirst = false,
  className,
}: MatchEventListProps) {
  if (events.length === 0) return <p className="py-4 text-center text-sm text-gray-600">{emptyText}</p>;
  const ordered = isNewestFirst ? [...events].reverse() : events;
  const [homeName, awayName] = sideNames(match);
  return (
    <ol className={cn("flex flex-col divide-y divide-gray-100", className)}>
      {ordered.map((event) => {
        const team = event.teamSide === "home" ? homeName : event.teamSide === "away" ? awayName : null;
        const line = lineOf(event, match);
        return (
          <li key={event.id} className="flex items-start gap-3 py-3">
            <span className="w-12 shrink-0 pt-2 text-right text-sm font-bold tabular-nums text-gray-900">
              {eventMinuteLabel(event)}
            </span>
            <EventAvatar event={event} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                {/* The icon goes with its type's words: apart, a long type («Gelb-Rote Karte»)
                    wrapped to the next line on a phone and left the icon alone above it. */}
                <span className="inline-flex min-w-0 items-center gap-2">
                  <EventIcon type={event.type} />
                  <span className="font-semibold text-gray-900">{line.label}</span>
                </span>
                {line.score ? (
                  <span className="font-bold tabular-nums text-gray-900">{line.score}</span>
                ) : null}
                {/* A substitution names its players once, below («Rein: … · Raus: …»). */}
                {event.player && event.type !== "substitution" ? (
                  onPlayerClick ? (
                    <>
                      <button
                        type="button"
                        data-print-content
                        onClick={() => event.player && onPlayerClick(event.player.id)}
                        className={cn(playerLinkStyle, "unscripted:hidden")}
                      >
                        {playerName(event.player)}
                      </button>
                      {/* Without scripts the figures cannot open in place: the player's page has them. */}
                      <a
                        href={`/players/${event.player.id}`}
                        className={cn(playerLinkStyle, "hidden unscripted:inline")}
                      >
                        {playerName(event.player)}
                      </a>
                    </>
                  ) : (
                    <span className="font-medium text-gray-800">{playerName(event.player)}</span>
                  )
                ) : null}
                {team ? (
                  <span
                    className={cn(
                      "rounded-full px-2 py-0.5 text-xs font-semibold",
                      event.teamSide === "home" ? "bg-brand-100 text-brand-900" : "bg-gray-200 text-gray-800",
                    )}
                  >
                    {event.teamSide === "home" ? "Heim" : "Auswärts"} · {team}
                  </span>
                ) : null}
              </p>
              {line.text ? (
                <p className="mt-0.5 text-sm text-gray-700">
                  <KeptTogether text={line.text} />
                </p>
              ) : null}
              {event.assist ? (
                <p className="mt-0.5 text-xs text-gray-600">Assist: {playerName(event.assist)}</p>
              ) : null}
              {event.type === "substitution" && (event.playerIn || event.player) ? (
                <p className="mt-0.5 text-sm text-gray-800">{line.who}</p>
              ) : null}
            </div>
            {actions ? <div className="flex shrink-0 items-center gap-1">{actions(event)}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}
