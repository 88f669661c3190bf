import { useId } from "react";
import type { MatchStatus } from "#shared/constants.ts";
import { missingLineupNote } from "#shared/lineups/missing-note.ts";
import type { LineupEntryView, MatchStartingLineups, SideLineup } from "#shared/lineups/types.ts";
import type { LineupPlayer, MatchLineups, MatchTeam } from "#shared/matches/types.ts";
import { Avatar, TeamLogo } from "../../ui/avatar.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { fullTeamName, leadName, TeamName, teamLogoSrc } from "../matches/match-teams.tsx";

/**
 * 'Aufstellung': one column per team with logo and name, its starting eleven and substitutes
 * as the club set them (player cards with image, name, #number, position). A side without a
 * line-up says «Noch keine Aufstellung.» (after kick-off or a call-off «Keine Aufstellung
 * erfasst.») and shows its squad under «Kader», named as such: the squad is not who plays, but a
 * fan who opened the dialog before the club set a line-up still sees the players (the spec's
 * dialog). Radix closes it on an outside click or the close button and locks page scrolling.
 */
export function LineupDialog({
  squads,
  lineups,
  status,
  open,
  onOpenChange,
  onPlayerClick,
}: {
  /** Both squads: the picture, position and statistics behind a line-up's players. */
  squads: MatchLineups;
  lineups: MatchStartingLineups;
  /** The match's status: whether a missing line-up may still come. */
  status: MatchStatus;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPlayerClick?: (player: LineupPlayer) => void;
}) {
  const sides = [
    { team: squads.home.team, squad: squads.home.players, lineup: lineups.home },
    { team: squads.away.team, squad: squads.away.players, lineup: lineups.away },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">
        <DialogHeader>
          <DialogTitle>Aufstellung</DialogTitle>
          <DialogDescription>
            <TeamName team={squads.home.team} /> gegen <TeamName team={squads.away.team} />
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {sides.map((side) => (
            <SideLineupSection
              key={side.team.id}
              {...side}
              missingNote={missingLineupNote(status)}
              onPlayerClick={onPlayerClick}
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function SideLineupSection({
  team,
  squad,
  lineup,
  missingNote,
  onPlayerClick,
}: {
  team: MatchTeam;
  squad: readonly LineupPlayer[];
  lineup: SideLineup | null;
  missingNote: string;
  onPlayerClick: ((player: LineupPlayer) => void) | undefined;
}) {
  const byId = new Map(squad.map((p) => [p.id, p]));
  return (
    <section aria-label={fullTeamName(team)} className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-base font-bold text-gray-900">
        <TeamLogo name={leadName(team)} src={teamLogoSrc(team)} size="md" decorative />
        <span>
          <TeamName team={team} />
        </span>
      </h3>
      {lineup ? (
        <>
          <EntryGroup title="Startelf" entries={lineup.starters} byId={byId} onPlayerClick={onPlayerClick} />
          {lineup.bench.length > 0 ? (
            <EntryGroup title="Ersatzbank" entries={lineup.bench} byId={byId} onPlayerClick={onPlayerClick} />
          ) : null}
        </>
      ) : (
        <>
          <p className="text-sm text-gray-600">{missingNote}</p>
          {squad.length > 0 ? (
            <EntryGroup
              title="Kader"
              entries={squad.map(squadEntry)}
              byId={byId}
              onPlayerClick={onPlayerClick}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

/** A squad player as a card of the list: no role in the match, so the position is its detail. */
function squadEntry(player: LineupPlayer): LineupEntryView {
  return {
    playerId: player.id,
    name: `${player.firstName} ${player.lastName}`,
    shirtNumber: player.playerNumber,
    role: "bench",
    isCaptain: false,
    isGoalkeeper: false,
  };
}

function EntryGroup({
  title,
  entries,
  byId,
  onPlayerClick,
}: {
  title: string;
  entries: readonly LineupEntryView[];
  byId: ReadonlyMap<string, LineupPlayer>;
  onPlayerClick: ((player: LineupPlayer) => void) | undefined;
}) {
  const headingId = useId();
  return (
    <div className="flex flex-col gap-2">
      <h4 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-gray-600">
        {title}
      </h4>
      <ul aria-labelledby={headingId} className="flex flex-col gap-2">
        {entries.map((entry, i) => {
          const player = entry.playerId ? byId.get(entry.playerId) : undefined;
          return (
            <li key={entry.playerId ?? `${entry.name}-${i}`}>
              <EntryCard entry={entry} player={player} onPlayerClick={onPlayerClick} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function EntryCard({
  entry,
  player,
  onPlayerClick,
}: {
  entry: LineupEntryView;
  player: LineupPlayer | undefined;
  onPlayerClick: ((player: LineupPlayer) => void) | undefined;
}) {
  const detail =
    [entry.isCaptain ? "Captain" : null, entry.isGoalkeeper ? "Torhüter" : null].filter(Boolean).join(", ") ||
    player?.position;
  const content = (
    <>
      <Avatar name={entry.name} src={player?.playerImageUrl ?? null} size="md" decorative />
      <span className="min-w-0 flex-1 text-left">
        <span className="block truncate font-semibold text-gray-900">{entry.name}</span>
        {detail ? <span className="block text-xs text-gray-600">{detail}</span> : null}
      </span>
      {entry.shirtNumber ? (
        <span className="shrink-0 text-sm font-bold tabular-nums text-brand-700">#{entry.shirtNumber}</span>
      ) : null}
    </>
  );
  if (player && onPlayerClick) {
    return (
      <button
        type="button"
        onClick={() => onPlayerClick(player)}
        className="flex w-full items-center gap-3 rounded-lg border border-gray-200 bg-white p-2 hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {content}
      </button>
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-2">{content}</div>
  );
}
