import { ArrowLeftRight, Goal, MessageSquareText, RectangleVertical } from "lucide-react";
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import type { EventType, TeamSide } from "#shared/constants.ts";
import { clockStateOf, eventTimeNow } from "#shared/matches/clock.ts";
import { EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { type PlayerStandings, recordedEventType } from "#shared/matches/player-rules.ts";
import { formatEventMinute } from "#shared/matches/timeline.ts";
import type { MatchPlayerRef, MatchSummary } from "#shared/matches/types.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { cn, focusRing } from "../../ui/cn.ts";
import { toast } from "../../ui/toast.tsx";
import { sideNames } from "../matches/match-teams.tsx";
import { OneTapStep, playerShortLabel, type SidePlayers, type Step } from "./one-tap-step.tsx";
import type { NewAction, UndoHandle } from "./use-live-outbox.ts";

export type { SidePlayers } from "./one-tap-step.tsx";

// The phone panel of the live control: a large button per event, then the
// player's shirt number, so a goal takes two taps (a substitution three: off, then on). Every
// tap is queued (use-live-outbox), so it works offline too.

interface EventDraft {
  type: EventType;
  side: TeamSide | null;
  player: MatchPlayerRef | null;
  /** The player coming on in a substitution (`player` goes off). */
  playerIn?: MatchPlayerRef | null;
  description?: string | null;
}

export interface OneTapPanelHandle {
  /**
   * Focuses the button the last recorded tap started from («Tor Heim»), or the open step's
   * question while a step replaces the buttons: for a control that took that tap back.
   */
  focusLastTap(): void;
}

export function OneTapPanel({
  match,
  players,
  standings,
  onAction,
  onComment,
  disabled = false,
  ref,
}: {
  match: MatchSummary;
  players: SidePlayers;
  /** Who is booked or out: a second yellow is recorded as yellow-red. */
  standings: PlayerStandings;
  /** Queues the event; resolves with what 'Rückgängig' needs. */
  onAction: (action: NewAction) => Promise<UndoHandle>;
  /** 'Kommentar': asks for the text (null when cancelled). */
  onComment: () => Promise<string | null>;
  disabled?: boolean;
  ref?: Ref<OneTapPanelHandle>;
}) {
  const [step, setStep] = useState<Step | null>(null);
  // The step replaces the buttons; when it closes (a pick, «Zurück», Escape) focus goes back to
  // the button that opened it, not to the dialog's top, so a keyboard can tap the next event.
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const opener = useRef<string | null>(null);
  const lastTap = useRef<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      focusLastTap() {
        const button = lastTap.current === null ? undefined : buttons.current.get(lastTap.current);
        (button ?? stepHeading.current)?.focus();
      },
    }),
    [],
  );
  useEffect(() => {
    if (step !== null || opener.current === null) return;
    buttons.current.get(opener.current)?.focus();
    opener.current = null;
  }, [step]);

  function open(key: string, next: Step) {
    opener.current = key;
    setStep(next);
  }

  /** Ref callback: the panel's buttons by the label they show. */
  function keep(key: string) {
    return (button: HTMLButtonElement | null) => {
      if (button) buttons.current.set(key, button);
      else buttons.current.delete(key);
    };
  }
  // The teams of a club's two sides, the clubs otherwise ('Tor Senioren 30+, #10 …').
  const [homeName, awayName] = sideNames(match);

  function actionLabel(draft: EventDraft, time: string): string {
    if (draft.type === "comment") return `Kommentar (${time})`;
    const team = draft.side ? ` ${draft.side === "home" ? homeName : awayName}` : "";
    const who =
      draft.type === "substitution"
        ? // In the match page's order and words (event-line.ts), which the admin reads beside it.
          `Rein: ${playerShortLabel(draft.playerIn ?? null)} · Raus: ${playerShortLabel(draft.player)}`
        : playerShortLabel(draft.player);
    return `${EVENT_TYPE_LABELS[draft.type]}${team}, ${who} (${time})`;
  }

  async function record(draft: EventDraft) {
    // The server's clock, with stoppage as '45+2' (minute 45, added 2) like the detailed form.
    const { minute, addedMinute } = eventTimeNow(clockStateOf(match), serverNow());
    lastTap.current = draft.type === "comment" ? "Kommentar" : opener.current;
    setStep(null);
    try {
      await onAction({
        matchId: match.id,
        method: "POST",
        path: matchPaths.addEvent(match.id),
        body: {
          type: draft.type,
          minute,
          addedMinute,
          playerId: draft.player?.id ?? null,
          playerInId: draft.playerIn?.id ?? null,
          teamSide: draft.side,
          description: draft.description ?? null,
          source: "live",
        },
        label: actionLabel(draft, formatEventMinute(minute, addedMinute)),
        kind: "event",
      });
    } catch {
      toast.error("Die Aktion konnte auf diesem Gerät nicht gespeichert werden.");
    }
  }

  async function comment() {
    const text = await onComment();
    if (text?.trim()) await record({ type: "comment", side: null, player: null, description: text.trim() });
  }

  function pick(current: Step, side: TeamSide, player: MatchPlayerRef | null) {
    if (current.kind === "goal") {
      // An own goal counts for the other side; it belongs to the side of the player who scored it.
      void record({ type: current.type, side: current.type === "ownGoal" ? side : current.side, player });
    } else if (current.kind === "card") {
      // A second yellow for the same player is a yellow-red card (he leaves the pitch).
      void record({ type: recordedEventType(current.type, player?.id ?? null, standings), side, player });
    } else if (!current.off) {
      setStep({ kind: "substitution", off: { side, player } });
    } else {
      void record({ type: "substitution", side, player: current.off.player, playerIn: player });
    }
  }

  if (step) {
    return (
      <OneTapStep
        step={step}
        match={match}
        players={players}
        standings={standings}
        disabled={disabled}
        onStep={setStep}
        onPick={(side, player) => pick(step, side, player)}
        headingRef={stepHeading}
      />
    );
  }

  return (
    <section aria-label="Ereignis erfassen" className="grid grid-cols-2 gap-2">
      <BigButton
        tone="goal"
        icon={<Goal aria-hidden="true" />}
        disabled={disabled}
        buttonRef={keep("Tor Heim")}
        onClick={() => open("Tor Heim", { kind: "goal", side: "home", type: "goal" })}
      >
        Tor Heim
      </BigButton>
      <BigButton
        tone="goal"
        icon={<Goal aria-hidden="true" />}
        disabled={disabled}
        buttonRef={keep("Tor Gast")}
        onClick={() => open("Tor Gast", { kind: "goal", side: "away", type: "goal" })}
      >
        Tor Gast
      </BigButton>
      <BigButton
        tone="yellow"
        icon={<RectangleVertical aria-hidden="true" className="fill-yellow-400 text-yellow-600" />}
        disabled={disabled}
        buttonRef={keep("Gelb")}
        onClick={() => open("Gelb", { kind: "card", type: "yellowCard" })}
      >
        Gelb
      </BigButton>
      <BigButton
        tone="red"
        icon={<RectangleVertical aria-hidden="true" className="fill-red-600 text-red-700" />}
        disabled={disabled}
        buttonRef={keep("Rot")}
        onClick={() => open("Rot", { kind: "card", type: "redCard" })}
      >
        Rot
      </BigButton>
      <BigButton
        tone="plain"
        icon={<ArrowLeftRight aria-hidden="true" className="text-blue-700" />}
        disabled={disabled}
        buttonRef={keep("Wechsel")}
        onClick={() => open("Wechsel", { kind: "substitution", off: null })}
      >
        Wechsel
      </BigButton>
      <BigButton
        tone="plain"
        icon={<MessageSquareText aria-hidden="true" />}
        disabled={disabled}
        buttonRef={keep("Kommentar")}
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
  buttonRef,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  disabled: boolean;
  buttonRef?: (button: HTMLButtonElement | null) => void;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "flex h-16 items-center justify-center gap-2 rounded-xl px-3 text-base font-bold shadow-sm disabled:opacity-50 [&_svg]:size-6",
        focusRing,
        TONES[tone],
      )}
    >
      {icon}
      {children}
    </button>
  );
}
