import { Clock, Ellipsis, Timer, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  CONTROL_ACTION_LABELS,
  type ControlAction,
  isLiveClockRunning,
  offeredActions,
} from "#shared/matches/control.ts";
import type { MatchSummary } from "#shared/matches/types.ts";

import { Button } from "../../ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../ui/dropdown-menu.tsx";

/** Actions that cannot be taken back live in a menu, away from the buttons tapped all match long. */
const MENU_ACTIONS: readonly ControlAction[] = ["abort"];

/**
 * The match's phases (Spiel starten, Halbzeit, 2. Halbzeit, Spiel beenden, Nachspielzeit, Uhr stellen), set
 * apart from the event buttons; 'Spiel abbrechen' behind 'Weitere Aktionen'. After the end or
 * the abort, 'Rückgängig' for as long as the server allows it.
 */
export function PhaseControls({
  match,
  phase,
  onAction,
  onStoppage,
  onClock,
  isBusy,
  undoClose,
  waiting,
}: {
  match: MatchSummary;
  phase: Parameters<typeof offeredActions>[0];
  /**
   * The label of a phase change queued in the outbox (no connection yet), or null. Until the
   * server has it, no phase change is offered: the match's state is still the one before it.
   */
  waiting: string | null;
  onAction: (action: ControlAction) => void;
  onStoppage: () => void;
  /** «Uhr stellen»: the ticker was started after the kickoff. */
  onClock: () => void;
  isBusy: boolean;
  /** Taking back the end or abort; null once the server's window has closed. */
  undoClose: { onUndo: () => void; isBusy: boolean } | null;
}) {
  // The confirmation opens once the menu has closed and handed focus back: opened from inside
  // the menu's select handler, the two layers fight over focus and the menu stays open.
  const [menuChoice, setMenuChoice] = useState<ControlAction | null>(null);
  const actions = waiting === null ? offeredActions(phase) : [];
  const buttons = actions.filter((a) => !MENU_ACTIONS.includes(a));
  const menu = actions.filter((a) => MENU_ACTIONS.includes(a));
  const isRunning = isLiveClockRunning(match);
  // A phase button goes once its phase is reached («Spiel starten» becomes «Halbzeit»); the
  // focus on it would fall to the dialog's top. It goes to the next phase's button instead.
  const section = useRef<HTMLElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef<HTMLElement | null>(null);
  const phaseKey = `${match.status}|${match.period}|${phase}|${waiting ?? ""}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the phase changes
  useEffect(() => {
    const lost = focused.current;
    if (!lost || lost.isConnected) return;
    // After a question («Halbzeit?») its host hands the focus of the gone button to the heading
    // around it (focus-after-removal.ts) before this runs: that is the focus fallen all the same.
    const active = document.activeElement;
    const hasFallen =
      !active || active === document.body || active.matches("[role='dialog']") || active === heading.current;
    if (!hasFallen) {
      focused.current = null;
      return;
    }
    // While the server's answer is on its way the row can be empty (the change waits in the
    // outbox, the half's buttons have gone): the lost focus is kept for the next phase's button.
    const next = (row.current ?? section.current)?.querySelector<HTMLElement>("button:not([disabled])");
    if (!next) return;
    focused.current = null;
    next.focus();
  }, [phaseKey]);
  if (actions.length === 0 && !isRunning && !undoClose && waiting === null) return null;
  return (
    <section
      ref={section}
      aria-labelledby="phase-heading"
      className="rounded-xl border border-gray-200 p-3"
      onFocus={(event) => {
        if (event.target !== heading.current) focused.current = event.target;
      }}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 ref={heading} id="phase-heading" className="text-sm font-semibold text-gray-700">
          Spielphase
        </h3>
        {menu.length ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label="Weitere Aktionen" className="-my-2">
                <Ellipsis aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              onCloseAutoFocus={(event) => {
                if (!menuChoice) return;
                event.preventDefault();
                setMenuChoice(null);
                onAction(menuChoice);
              }}
            >
              {menu.map((a) => (
                <DropdownMenuItem key={a} destructive onSelect={() => setMenuChoice(a)}>
                  {CONTROL_ACTION_LABELS[a]}…
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      {waiting !== null ? (
        <p role="status" className="mt-2 text-sm font-medium text-gray-800">
          «{waiting}» wartet auf die Verbindung: die nächste Spielphase danach.
        </p>
      ) : null}
      <div ref={row} className="mt-2 flex flex-wrap gap-2">
        {buttons.map((a) => (
          <Button
            key={a}
            variant={a === "end" ? "outline" : "primary"}
            size={a === "start" ? "lg" : "md"}
            onClick={() => onAction(a)}
            disabled={isBusy}
          >
            {CONTROL_ACTION_LABELS[a]}
          </Button>
        ))}
        {undoClose ? (
          <Button
            variant="secondary"
            onClick={undoClose.onUndo}
            loading={undoClose.isBusy}
            aria-label={`Rückgängig: ${match.status === "cancelled" ? "Abbruch" : "Spielende"} aufheben`}
          >
            <Undo2 aria-hidden="true" />
            Rückgängig
          </Button>
        ) : null}
        {isRunning ? (
          // Not disabled while the stoppage is saved: the prompt gives focus back to this button,
          // and a disabled button drops it to the page's top.
          <Button variant="secondary" onClick={onStoppage}>
            <Timer aria-hidden="true" />
            Nachspielzeit
          </Button>
        ) : null}
        {isRunning ? (
          <Button variant="secondary" onClick={onClock}>
            <Clock aria-hidden="true" />
            Uhr stellen
          </Button>
        ) : null}
      </div>
    </section>
  );
}
