import { ChevronLeft } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import type { EventType, TeamSide } from "#shared/constants.ts";
import { EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import { type PlayerStandings, pickRoleOf, playersFor } from "#shared/matches/player-rules.ts";
import { otherSide } from "#shared/matches/timeline.ts";
import type { MatchPlayerRef, MatchSummary } from "#shared/matches/types.ts";
import { playerFullName } from "#shared/players/full-name.ts";
import { Button } from "../../ui/button.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { fullTeamName, TeamName } from "../matches/match-teams.tsx";
import { BookedMark, PlayerGrid } from "./player-grid.tsx";

// The second (and for a substitution third) tap of the one-tap panel: the kind of goal or card
// as small switches, then the player's shirt number or 'ohne Spieler'.

export type GoalType = Extract<EventType, "goal" | "penaltyGoal" | "ownGoal">;
export type CardType = Extract<EventType, "yellowCard" | "yellowRedCard" | "redCard">;

export type Step =
  /** `side` is the side the goal counts for; an own goal is scored by a player of the other. */
  | { kind: "goal"; side: TeamSide; type: GoalType }
  | { kind: "card"; type: CardType }
  /** First the player going off (any side), then the one coming on (the same side). */
  | { kind: "substitution"; off: { side: TeamSide; player: MatchPlayerRef | null } | null };

export interface SidePlayers {
  home: readonly MatchPlayerRef[];
  away: readonly MatchPlayerRef[];
}

const GOAL_TYPES: readonly GoalType[] = ["goal", "penaltyGoal", "ownGoal"];
const CARD_TYPES: readonly CardType[] = ["yellowCard", "yellowRedCard", "redCard"];
const SHORT_LABELS: Record<GoalType | CardType, string> = {
  goal: "Tor",
  penaltyGoal: "Elfmeter",
  ownGoal: "Eigentor",
  yellowCard: "Gelb",
  yellowRedCard: "Gelb-Rot",
  redCard: "Rot",
};

/** '#9 Lena Frei', 'Lena Frei' (no shirt number), 'ohne Spieler'. */
export function playerShortLabel(player: MatchPlayerRef | null): string {
  if (!player) return "ohne Spieler";
  return player.playerNumber === null
    ? playerFullName(player)
    : `#${player.playerNumber} ${playerFullName(player)}`;
}

function TypeSwitch<T extends GoalType | CardType>({
  types,
  value,
  onChange,
}: {
  types: readonly T[];
  value: T;
  onChange: (type: T) => void;
}) {
  return (
    <fieldset aria-label="Art" className="m-0 flex min-w-0 gap-1.5 border-0 p-0">
      {types.map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={type === value}
          onClick={() => onChange(type)}
          className={cn(
            "h-10 flex-1 rounded-lg border px-2 text-sm font-semibold",
            focusRing,
            type === value
              ? "border-brand-700 bg-brand-700 text-white"
              : "border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
          )}
        >
          {SHORT_LABELS[type]}
        </button>
      ))}
    </fieldset>
  );
}

export function OneTapStep({
  step,
  match,
  players,
  standings,
  disabled,
  onStep,
  onPick,
  headingRef,
}: {
  step: Step;
  match: MatchSummary;
  players: SidePlayers;
  /** Who is on the pitch: a goal's or an outgoing player's grid offers them, the incoming one's the rest. */
  standings: PlayerStandings;
  disabled: boolean;
  onStep: (step: Step | null) => void;
  /** The tapped player (null: 'ohne Spieler') of the side whose grid it was in. */
  onPick: (side: TeamSide, player: MatchPlayerRef | null) => void;
  /** The question's heading, for the panel to focus it. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}) {
  const teams = { home: match.homeTeam, away: match.awayTeam };
  let title: string;
  let sides: TeamSide[];
  if (step.kind === "goal") {
    // The own goal's player belongs to the other side (the button said whom it counts for).
    sides = [step.type === "ownGoal" ? otherSide(step.side) : step.side];
    title =
      step.type === "ownGoal"
        ? `Eigentor von ${fullTeamName(teams[otherSide(step.side)])}`
        : `${EVENT_TYPE_LABELS[step.type]} für ${fullTeamName(teams[step.side])}`;
  } else if (step.kind === "card") {
    title = EVENT_TYPE_LABELS[step.type];
    sides = ["home", "away"];
  } else if (step.off) {
    title = `Wechsel ${fullTeamName(teams[step.off.side])}: Wer kommt für ${playerShortLabel(step.off.player)}?`;
    sides = [step.off.side];
  } else {
    title = "Wechsel: Wer geht vom Platz?";
    sides = ["home", "away"];
  }
  const offId = step.kind === "substitution" ? step.off?.player?.id : undefined;
  // A yellow for a booked player goes in as yellow-red (the rule): the picker shows who is booked.
  const showsBooked = step.kind === "card" && step.type === "yellowCard";
  const question = step.kind === "substitution" ? title : `${title}: Spieler wählen`;
  const heading = useRef<HTMLHeadingElement>(null);
  // Each question takes the focus (a screen reader reads it; Tab goes on to the players), the
  // substitution's second one too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again whenever the question changes
  useEffect(() => {
    heading.current?.focus();
  }, [question]);
  const back = useRef(onStep);
  back.current = onStep;
  // Escape goes back one step, as «Zurück» does, instead of closing the whole control. The
  // dialog listens for Escape on the document's capture phase; the window's comes before it.
  // Only from within the step: a phase's question or menu opened beside it closes as usual.
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      if (!(event.target instanceof Node) || !section.current?.contains(event.target)) return;
      event.stopPropagation();
      back.current(null);
    }
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, []);
  return (
    <section ref={section} aria-labelledby="one-tap-step" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Zurück zu den Ereignissen"
          onClick={() => onStep(null)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h3
          ref={(element) => {
            heading.current = element;
            if (headingRef) headingRef.current = element;
          }}
          id="one-tap-step"
          tabIndex={-1}
          className="text-base font-bold text-gray-900 outline-hidden"
        >
          <KeptTogether text={question} />
        </h3>
      </div>
      {step.kind === "goal" ? (
        <TypeSwitch types={GOAL_TYPES} value={step.type} onChange={(type) => onStep({ ...step, type })} />
      ) : step.kind === "card" ? (
        <TypeSwitch types={CARD_TYPES} value={step.type} onChange={(type) => onStep({ ...step, type })} />
      ) : null}
      {showsBooked && standings.booked.size > 0 ? (
        <p className="flex items-center gap-2 text-sm text-gray-700">
          <BookedMark />
          <span>
            Schon verwarnt: eine zweite Gelbe wird <span className="whitespace-nowrap">Gelb-Rot</span>.
          </span>
        </p>
      ) : null}
      {sides.map((side) => (
        <div key={side} className="flex flex-col gap-1.5">
          {sides.length > 1 ? (
            <p className="text-sm font-semibold text-gray-700">
              <TeamName team={teams[side]} />
            </p>
          ) : null}
          <PlayerGrid
            players={playersFor(
              offId ? players[side].filter((p) => p.id !== offId) : players[side],
              standings,
              side,
              step.kind === "substitution" ? (step.off ? "bench" : "pitch") : pickRoleOf(step.type),
            )}
            label={`Spieler ${fullTeamName(teams[side])}`}
            booked={showsBooked ? standings.booked : undefined}
            disabled={disabled}
            onPick={(player) => onPick(side, player)}
          />
        </div>
      ))}
    </section>
  );
}
