import { ArrowDown, ArrowUp, RectangleVertical } from "lucide-react";
import { pluralize } from "#shared/format.ts";
import { missingLineupNote } from "#shared/lineups/missing-note.ts";
import { type PitchChange, type PitchEvent, playersOnPitch } from "#shared/lineups/pitch.ts";
import type { LineupEntryView, MatchStartingLineups, SideLineup } from "#shared/lineups/types.ts";
import { formatEventMinute } from "#shared/matches/timeline.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { Card } from "../../ui/card.tsx";
import { fullTeamName } from "../matches/match-teams.tsx";

// The public ticker's line-ups: starting eleven and bench of each side as the
// clubs set them, and once players were brought on, taken off or sent off, who is on the pitch.

function toPitchEvents(events: readonly MatchEventView[]): PitchEvent[] {
  return events.map((e) => ({
    type: e.type,
    minute: e.minute,
    addedMinute: e.addedMinute,
    playerId: e.player?.id ?? null,
    playerInId: e.playerIn?.id ?? null,
  }));
}

function ChangeMarks({ changes }: { changes: readonly PitchChange[] | undefined }) {
  if (!changes?.length) return null;
  return (
    <>
      {changes.map((c) => (
        <span
          key={`${c.kind}-${c.minute}-${c.addedMinute ?? 0}`}
          className="ml-1 inline-flex items-center gap-0.5 text-xs font-semibold text-gray-600"
        >
          {c.kind === "on" ? (
            <ArrowUp aria-hidden="true" className="size-3 text-brand-600" />
          ) : c.kind === "off" ? (
            <ArrowDown aria-hidden="true" className="size-3 text-live-dark" />
          ) : (
            <RectangleVertical aria-hidden="true" className="size-3 fill-red-600 text-red-600" />
          )}
          <span className="sr-only">
            {c.kind === "on" ? "eingewechselt" : c.kind === "off" ? "ausgewechselt" : "vom Platz gestellt"}
          </span>
          {formatEventMinute(c.minute, c.addedMinute)}
        </span>
      ))}
    </>
  );
}

function EntryList({
  entries,
  changes,
  onPitch,
}: {
  entries: readonly LineupEntryView[];
  changes: Map<string, PitchChange[]>;
  onPitch: Set<string> | null;
}) {
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {entries.map((e, i) => {
        const isOff =
          onPitch !== null && e.playerId !== null && e.role === "start" && !onPitch.has(e.playerId);
        return (
          <li key={e.playerId ?? `${e.name}-${i}`} className={isOff ? "text-gray-500" : "text-gray-900"}>
            <span className="inline-block w-6 text-right font-bold tabular-nums text-brand-700">
              {e.shirtNumber ?? ""}
            </span>{" "}
            {e.name}
            {e.isCaptain ? (
              <abbr title="Captain" className="ml-1 text-xs font-bold no-underline">
                (C)
              </abbr>
            ) : null}
            {e.isGoalkeeper ? (
              <abbr title="Torhüter" className="ml-1 text-xs font-bold no-underline">
                (TW)
              </abbr>
            ) : null}
            {e.playerId ? <ChangeMarks changes={changes.get(e.playerId)} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

function SideColumn({
  title,
  lineup,
  events,
  missingNote,
}: {
  title: string;
  lineup: SideLineup | null;
  events: readonly MatchEventView[];
  missingNote: string;
}) {
  if (!lineup) {
    return (
      <section aria-label={title} className="flex flex-col gap-2">
        <h3 className="font-bold text-gray-900">{title}</h3>
        <p className="text-sm text-gray-600">{missingNote}</p>
      </section>
    );
  }
  const { onPitch, changes, unknownOff, unknownOn } = playersOnPitch(lineup, toPitchEvents(events));
  // A count that leaves out who is not known would be wrong (twelve on the pitch): none then.
  const isCountKnown = unknownOff === 0 && unknownOn === 0;
  const hasChanges = changes.size > 0;
  const allEntries = [...lineup.starters, ...lineup.bench];
  const pitchEntries = allEntries.filter((e) => e.playerId !== null && onPitch.has(e.playerId));
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h3 className="font-bold text-gray-900">{title}</h3>
      {hasChanges ? (
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">
            Auf dem Platz{isCountKnown ? ` (${pitchEntries.length})` : null}
          </h4>
          <EntryList entries={pitchEntries} changes={changes} onPitch={null} />
          {unknownOff > 0 ? (
            <p className="mt-1 text-xs text-gray-600">
              Bei {pluralize(unknownOff, "Wechsel", "Wechseln")} ist nicht erfasst, wer vom Platz ging.
            </p>
          ) : null}
          {unknownOn > 0 ? (
            <p className="mt-1 text-xs text-gray-600">
              Bei {pluralize(unknownOn, "Wechsel", "Wechseln")} fehlt in der Aufstellung, wer ins Spiel kam.
            </p>
          ) : null}
        </div>
      ) : null}
      <div>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Startelf</h4>
        <EntryList entries={lineup.starters} changes={changes} onPitch={hasChanges ? onPitch : null} />
      </div>
      {lineup.bench.length ? (
        <div>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-600">Ersatzbank</h4>
          <EntryList entries={lineup.bench} changes={changes} onPitch={null} />
        </div>
      ) : null}
    </section>
  );
}

export function StartingLineupsCard({
  match,
  lineups,
  events,
}: {
  match: MatchSummary;
  lineups: MatchStartingLineups;
  events: readonly MatchEventView[];
}) {
  if (!lineups.home && !lineups.away) return null;
  const missingNote = missingLineupNote(match.status);
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-bold text-gray-900">Aufstellungen</h2>
      <div className="mt-3 grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SideColumn
          title={fullTeamName(match.homeTeam)}
          lineup={lineups.home}
          events={events.filter((e) => e.teamSide === "home")}
          missingNote={missingNote}
        />
        <SideColumn
          title={fullTeamName(match.awayTeam)}
          lineup={lineups.away}
          events={events.filter((e) => e.teamSide === "away")}
          missingNote={missingNote}
        />
      </div>
    </Card>
  );
}
