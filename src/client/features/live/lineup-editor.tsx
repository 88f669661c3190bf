import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TeamSide } from "#shared/constants.ts";
import { eventPlayersOf, missingEventPlayer } from "#shared/lineups/event-players.ts";
import { LINEUP_MESSAGES, MAX_STARTERS } from "#shared/lineups/schema.ts";
import type { SideLineup } from "#shared/lineups/types.ts";
import type { LineupPlayer, MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { playerFullName } from "#shared/players/full-name.ts";
import { cn, focusRing } from "../../ui/cn.ts";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { matchEventsQueryOptions, matchLineupsQueryOptions } from "../matches/api.ts";
import { TeamName } from "../matches/match-teams.tsx";
import { lineupEditorFor } from "./lineup-editor-choice.ts";
import { NamesLineupEditor } from "./lineup-names-editor.tsx";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";
import { LineupSaveFooter, useLineupSave } from "./lineup-save.tsx";

// The 'Aufstellung' tab of the live control: each club sets its own team's
// starting eleven and bench (captain, goalkeeper); for an opponent without a club the names.

type Role = "none" | "start" | "bench";

export function LineupTab({ match, clubId }: { match: MatchSummary; clubId: string | null }) {
  const squads = useQuery(matchLineupsQueryOptions(match.id));
  const lineups = useQuery(startingLineupsQueryOptions(match.id));
  // The control holds the events already; the server checks them again on save.
  const events = useQuery(matchEventsQueryOptions(match.id));
  if (squads.isPending || lineups.isPending) return <LoadingState label="Aufstellungen werden geladen…" />;
  if (squads.isError || lineups.isError) {
    return (
      <ErrorState
        message="Die Aufstellungen konnten nicht geladen werden."
        onRetry={() => {
          void squads.refetch();
          void lineups.refetch();
        }}
      />
    );
  }
  const teams = { home: match.homeTeam, away: match.awayTeam };
  return (
    <div className="flex flex-col gap-6">
      {(["home", "away"] as const).map((side) => {
        const team = teams[side];
        const squad = squads.data[side].players;
        const current = lineups.data[side];
        const choice = lineupEditorFor(match, side, clubId, squad.length);
        return (
          <section key={side} aria-labelledby={`lineup-${side}`} className="flex flex-col gap-2">
            <h3 id={`lineup-${side}`} className="text-base font-bold text-gray-900">
              <TeamName team={team} />
            </h3>
            {choice === "over" ? (
              <p className="text-sm text-gray-600">{LINEUP_MESSAGES.matchOver}.</p>
            ) : choice === "squad" ? (
              <SquadLineupEditor
                matchId={match.id}
                side={side}
                squad={squad}
                current={current}
                events={events.data ?? NO_EVENTS}
              />
            ) : choice === "names" ? (
              <NamesLineupEditor matchId={match.id} side={side} current={current} />
            ) : (
              <p className="text-sm text-gray-600">
                Die Aufstellung von <TeamName team={team} /> legt dessen Verein fest.
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

function initialRoles(squad: readonly LineupPlayer[], current: SideLineup | null) {
  const roles = new Map<string, Role>(squad.map((p) => [p.id, "none"]));
  for (const e of current?.starters ?? []) if (e.playerId) roles.set(e.playerId, "start");
  for (const e of current?.bench ?? []) if (e.playerId) roles.set(e.playerId, "bench");
  return roles;
}

const ROLE_LABELS: Record<Role, string> = { none: "–", start: "Start", bench: "Bank" };
const NO_EVENTS: readonly MatchEventView[] = [];

function SquadLineupEditor({
  matchId,
  side,
  squad,
  current,
  events,
}: {
  matchId: string;
  side: TeamSide;
  squad: readonly LineupPlayer[];
  current: SideLineup | null;
  events: readonly MatchEventView[];
}) {
  const { error, setError, submit, isPending } = useLineupSave(matchId, side);
  const [roles, setRoles] = useState(() => initialRoles(squad, current));
  const [captainId, setCaptainId] = useState(
    () => current?.starters.find((e) => e.isCaptain)?.playerId ?? null,
  );
  const [keeperId, setKeeperId] = useState(
    () => current?.starters.find((e) => e.isGoalkeeper)?.playerId ?? null,
  );
  const sorted = [...squad].sort((a, b) => (a.playerNumber ?? 100) - (b.playerNumber ?? 100));
  const starters = sorted.filter((p) => roles.get(p.id) === "start");
  const bench = sorted.filter((p) => roles.get(p.id) === "bench");
  const inEvents = eventPlayersOf(events, side);

  function setRole(playerId: string, role: Role) {
    setRoles((old) => new Map(old).set(playerId, role));
    if (role !== "start") {
      if (captainId === playerId) setCaptainId(null);
      if (keeperId === playerId) setKeeperId(null);
    }
    setError(null);
  }

  function save() {
    const missing = missingEventPlayer(events, side, new Set([...starters, ...bench].map((p) => p.id)));
    if (missing) {
      setError(LINEUP_MESSAGES.inEvents(playerFullName(missing)));
      return;
    }
    submit({
      starters: starters.map((p) => ({
        playerId: p.id,
        isCaptain: p.id === captainId,
        isGoalkeeper: p.id === keeperId,
      })),
      bench: bench.map((p) => ({ playerId: p.id })),
    });
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-gray-700" aria-live="polite">
        Startelf {starters.length}/{MAX_STARTERS} · Ersatzbank {bench.length}
      </p>
      <ul className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200">
        {sorted.map((player) => {
          const role = roles.get(player.id) ?? "none";
          const name = playerFullName(player);
          // The events name him: a line-up without him is refused. Marked also while not set (a
          // line-up entered after the kickoff), so he is found; his «–» is not offered once set.
          const isInEvents = inEvents.has(player.id);
          const isKept = isInEvents && role !== "none";
          return (
            <li key={player.id} className="flex flex-wrap items-center gap-2 px-2 py-1.5">
              <span className="w-7 text-right text-sm font-bold tabular-nums text-gray-700">
                {player.playerNumber ?? ""}
              </span>
              <span className="min-w-28 flex-1 truncate text-sm font-medium text-gray-900">
                {name}
                {isInEvents ? (
                  <span className="ml-2 text-xs font-normal text-gray-600">im Spielverlauf</span>
                ) : null}
              </span>
              <fieldset className="m-0 flex rounded-lg border border-gray-300 p-0.5">
                <legend className="sr-only">Rolle von {name}</legend>
                {(["none", "start", "bench"] as const).map((r) => (
                  <button
                    key={r}
                    type="button"
                    aria-pressed={role === r}
                    aria-label={r === "none" ? `${name}: nicht aufgestellt` : `${name}: ${ROLE_LABELS[r]}`}
                    disabled={r === "none" && isKept}
                    onClick={() => setRole(player.id, r)}
                    className={cn(
                      "h-8 min-w-10 rounded-md px-2 text-xs font-semibold disabled:cursor-not-allowed disabled:text-gray-400",
                      focusRing,
                      role === r ? "bg-brand-700 text-white" : "text-gray-700 hover:bg-gray-100",
                    )}
                  >
                    {ROLE_LABELS[r]}
                  </button>
                ))}
              </fieldset>
              {role === "start" ? (
                <span className="flex gap-1">
                  <Toggle
                    isOn={captainId === player.id}
                    label={`${name} ist Captain (C)`}
                    onClick={() => setCaptainId(captainId === player.id ? null : player.id)}
                  >
                    C
                  </Toggle>
                  <Toggle
                    isOn={keeperId === player.id}
                    label={`${name} ist Torhüter (TW)`}
                    onClick={() => setKeeperId(keeperId === player.id ? null : player.id)}
                  >
                    TW
                  </Toggle>
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <LineupSaveFooter error={error} isPending={isPending} onSave={save} />
    </div>
  );
}

/** A name that holds the letters shown (WCAG 2.5.3): speech control says «TW», not «Torhüter». */
function Toggle({
  isOn,
  label,
  onClick,
  children,
}: {
  isOn: boolean;
  label: string;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={isOn}
      aria-label={label}
      onClick={onClick}
      className={cn(
        "h-8 min-w-9 rounded-md border px-1.5 text-xs font-bold",
        focusRing,
        isOn
          ? "border-amber-500 bg-amber-100 text-amber-950"
          : "border-gray-300 text-gray-600 hover:bg-gray-50",
      )}
    >
      {children}
    </button>
  );
}
