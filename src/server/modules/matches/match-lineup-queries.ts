import { asc, eq, inArray, sql } from "drizzle-orm";
import type { TeamSide } from "#shared/constants.ts";
import { zurichYear } from "#shared/format.ts";
import type { LineupEntryView, MatchStartingLineups, SideLineup } from "#shared/lineups/types.ts";
import type { LineupPlayer, MatchLineups, MatchSummary } from "#shared/matches/types.ts";
import { emptyStats } from "#shared/players/stats.ts";
import { isYouthProtected } from "#shared/players/youth-privacy.ts";
import { builtOnce } from "../../db/built-once.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { matchLineupEntries, players } from "../../db/schema/index.ts";
import { statsForPlayers } from "../players/player-stats.ts";

/** Both squads with the popup's statistics (counted from events); line-ups need both non-empty. */
export async function loadLineups(db: DbOrTx, match: MatchSummary): Promise<MatchLineups> {
  const rows = await db
    .select()
    .from(players)
    .where(inArray(players.teamId, [match.homeTeam.id, match.awayTeam.id]))
    .orderBy(asc(players.playerNumber), byName(players.lastName), byName(players.firstName));
  const stats = await statsForPlayers(
    db,
    rows.map((p) => p.id),
  );
  const year = zurichYear();
  const leagueOf = (teamId: string) =>
    teamId === match.homeTeam.id ? match.homeTeam.league : match.awayTeam.league;
  const toLineupPlayer = (p: (typeof rows)[number]): LineupPlayer => {
    const isHidden = isYouthProtected(
      { league: leagueOf(p.teamId), birthYear: p.birthYear, mediaConsent: p.mediaConsent },
      year,
    );
    return {
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      playerNumber: p.playerNumber,
      playerImageUrl: isHidden ? null : p.playerImageUrl,
      teamId: p.teamId,
      position: p.position,
      birthYear: isHidden ? null : p.birthYear,
      atClubSince: p.atClubSince,
      ...(stats.get(p.id) ?? emptyStats()),
    };
  };
  const home = rows.filter((p) => p.teamId === match.homeTeam.id).map(toLineupPlayer);
  const away = rows.filter((p) => p.teamId === match.awayTeam.id).map(toLineupPlayer);
  return {
    home: { team: match.homeTeam, players: home },
    away: { team: match.awayTeam, players: away },
    hasLineups: home.length > 0 && away.length > 0,
  };
}

function toSideLineup(entries: LineupEntryView[]): SideLineup | null {
  if (entries.length === 0) return null;
  return {
    starters: entries.filter((e) => e.role === "start"),
    bench: entries.filter((e) => e.role === "bench"),
  };
}

// Every tap and every match page reads it.
const startingLineupsOf = builtOnce((db) =>
  db
    .select({
      side: matchLineupEntries.side,
      role: matchLineupEntries.role,
      playerId: matchLineupEntries.playerId,
      name: matchLineupEntries.name,
      shirtNumber: matchLineupEntries.shirtNumber,
      isCaptain: matchLineupEntries.isCaptain,
      isGoalkeeper: matchLineupEntries.isGoalkeeper,
      firstName: players.firstName,
      lastName: players.lastName,
      playerNumber: players.playerNumber,
    })
    .from(matchLineupEntries)
    .leftJoin(players, eq(players.id, matchLineupEntries.playerId))
    .where(eq(matchLineupEntries.matchId, sql.placeholder("matchId")))
    .orderBy(asc(matchLineupEntries.side), asc(matchLineupEntries.role), asc(matchLineupEntries.sortOrder))
    .prepare("starting_lineups"),
);

/** Both sides' line-ups; names and numbers of platform players are read from their rows. */
export async function findStartingLineups(db: DbOrTx, matchId: string): Promise<MatchStartingLineups> {
  const rows = await startingLineupsOf(db).execute({ matchId });
  const bySide = (side: TeamSide) =>
    rows
      .filter((r) => r.side === side)
      .map(
        (r): LineupEntryView => ({
          playerId: r.playerId,
          name: r.playerId ? `${r.firstName ?? ""} ${r.lastName ?? ""}`.trim() : (r.name ?? ""),
          shirtNumber: r.playerId ? r.playerNumber : r.shirtNumber,
          role: r.role,
          isCaptain: r.isCaptain,
          isGoalkeeper: r.isGoalkeeper,
        }),
      );
  return { home: toSideLineup(bySide("home")), away: toSideLineup(bySide("away")) };
}
