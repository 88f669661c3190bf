import { ArrowLeftRight, ChevronLeft, Goal, MessageSquareText, RectangleVertical } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { MatchPlayerRef, MatchSummary } from "#shared/api/matches.ts";
import type { EventType, TeamSide } from "#shared/constants.ts";
import { EVENT_TYPE_LABELS, isEventType } from "#shared/event-types.ts";
import { eventMinuteNow } from "#shared/match-clock.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { Button } from "../../ui/button.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { toast } from "../../ui/toast.tsx";
import { fullTeamName } from "../matches/match-teams.tsx";
import { clockStateOf } from "./live-clock.ts";
import { PlayerGrid, playerFullName } from "./player-grid.tsx";
import type { NewAction, UndoHandle } from "./use-live-outbox.ts";

// The phone panel of the live control (issue 13 item 1): a large button per event, then the
// player's shirt number, so a goal takes two taps. Every tap is queued (use-live-outbox), so it
// works offline too.

type Step =
  | { type: "goal"; side: TeamSide }
  | { type: "yellowCard" | "redCard" | "substitution"; side: null }
  | null;

export interface SidePlayers {
  home: readonly MatchPlayerRef[];
  away: readonly MatchPlayerRef[];
}

/** The comment type arrives with the richer event types; until then 'Kommentar' opens the form. */
const COMMENT_TYPE = "comment";

const STEP_TITLES: Record<Exclude<Step, null>["type"], string> = {
  goal: "Tor",
  yellowCard: "Gelbe Karte",
  redCard: "Rote Karte",
  substitution: "Wechsel – wer kommt?",
};

export function OneTapPanel({
  match,
  players,
  onAction,
  onComment,
  onOpenForm,
  disabled = false,
}: {
  match: MatchSummary;
  players: SidePlayers;
  /** Queues the event; resolves with what 'Rückgängig' needs. */
  onAction: (action: NewAction) => Promise<UndoHandle>;
  /** 'Kommentar': asks for the text (null when cancelled). */
  onComment: () => Promise<string | null>;
  /** The detailed event form, for what the panel cannot record. */
  onOpenForm: () => void;
  disabled?: boolean;
}) {
  const [step, setStep] = useState<Step>(null);
  const teams = { home: match.homeTeam, away: match.awayTeam };

  async function record(
    type: EventType | typeof COMMENT_TYPE,
    side: TeamSide | null,
    player: MatchPlayerRef | null,
    description: string | null = null,
  ) {
    const minute = eventMinuteNow(clockStateOf(match), serverNow());
    const who = player ? `#${player.playerNumber ?? "–"} ${playerFullName(player)}` : "ohne Spieler";
    const typeLabel = isEventType(type) ? EVENT_TYPE_LABELS[type] : "Kommentar";
    const teamLabel = side ? (teams[side].clubName ?? teams[side].name) : "";
    const label =
      type === COMMENT_TYPE
        ? `Kommentar (${minute}')`
        : `${typeLabel}${teamLabel ? ` ${teamLabel}` : ""}, ${who} (${minute}')`;
    setStep(null);
    try {
      await onAction({
        matchId: match.id,
        method: "POST",
        path: `/api/manage/matches/${encodeURIComponent(match.id)}/events`,
        body: { type, minute, playerId: player?.id ?? null, teamSide: side, description, source: "live" },
        label,
        kind: "event",
      });
    } catch {
      toast.error("Die Aktion konnte auf diesem Gerät nicht gespeichert werden.");
    }
  }

  async function comment() {
    if (!isEventType(COMMENT_TYPE)) {
      onOpenForm();
      return;
    }
    const text = await onComment();
    if (text) await record(COMMENT_TYPE, null, null, text);
  }

  if (step) {
    const sides: TeamSide[] = step.side ? [step.side] : ["home", "away"];
    const title = step.side
      ? `${STEP_TITLES[step.type]} ${fullTeamName(teams[step.side])}`
      : STEP_TITLES[step.type];
    return (
      <section aria-labelledby="one-tap-step" className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label="Zurück zu den Ereignissen"
            onClick={() => setStep(null)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <h3 id="one-tap-step" className="text-base font-bold text-gray-900">
            {title}: Spieler wählen
          </h3>
        </div>
        {sides.map((side) => (
          <div key={side} className="flex flex-col gap-1.5">
            {sides.length > 1 ? (
              <p className="text-sm font-semibold text-gray-700">{fullTeamName(teams[side])}</p>
            ) : null}
            <PlayerGrid
              players={players[side]}
              label={`Spieler ${fullTeamName(teams[side])}`}
              disabled={disabled}
              onPick={(player) => void record(step.type, side, player)}
            />
          </div>
        ))}
      </section>
    );
  }

  return (
    <section aria-label="Ereignis erfassen" className="grid grid-cols-2 gap-2">
      <BigButton
        tone="goal"
        icon={<Goal aria-hidden="true" />}
        disabled={disabled}
        onClick={() => setStep({ type: "goal", side: "home" })}
      >
        Tor Heim
      </BigButton>
      <BigButton
        tone="goal"
        icon={<Goal aria-hidden="true" />}
        disabled={disabled}
        onClick={() => setStep({ type: "goal", side: "away" })}
      >
        Tor Gast
      </BigButton>
      <BigButton
        tone="yellow"
        icon={<RectangleVertical aria-hidden="true" className="fill-yellow-400 text-yellow-600" />}
        disabled={disabled}
        onClick={() => setStep({ type: "yellowCard", side: null })}
      >
        Gelb
      </BigButton>
      <BigButton
        tone="red"
        icon={<RectangleVertical aria-hidden="true" className="fill-red-600 text-red-700" />}
        disabled={disabled}
        onClick={() => setStep({ type: "redCard", side: null })}
      >
        Rot
      </BigButton>
      <BigButton
        tone="plain"
        icon={<ArrowLeftRight aria-hidden="true" className="text-blue-700" />}
        disabled={disabled}
        onClick={() => setStep({ type: "substitution", side: null })}
      >
        Wechsel
      </BigButton>
      <BigButton
        tone="plain"
        icon={<MessageSquareText aria-hidden="true" />}
        disabled={disabled}
        onClick={() => void comment()}
      >
        Kommentar
      </BigButton>
    </section>
  );
}

const TONES = {
  goal: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
  yellow: "border border-yellow-300 bg-yellow-50 text-gray-900 hover:bg-yellow-100",
  red: "border border-red-200 bg-red-50 text-red-900 hover:bg-red-100",
  plain: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
} as const;

function BigButton({
  tone,
  icon,
  children,
  onClick,
  disabled,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "flex h-16 items-center justify-center gap-2 rounded-xl px-3 text-base font-bold shadow-sm disabled:opacity-50 [&_svg]:size-6 [&_svg]:shrink-0",
        focusRing,
        TONES[tone],
      )}
    >
      {icon}
      {children}
    </button>
  );
}
