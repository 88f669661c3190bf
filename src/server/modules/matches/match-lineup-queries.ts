import { asc, inArray } from "drizzle-orm";
import { zurichYear } from "#shared/format.ts";
import type { LineupPlayer, MatchLineups, MatchSummary } from "#shared/matches/types.ts";
import { emptyStats } from "#shared/players/stats.ts";
import { isYouthProtected } from "#shared/players/youth-privacy.ts";
import type { DbOrTx } from "../../db/client.ts";
import { players } from "../../db/schema/index.ts";
import { statsForPlayers } from "../players/player-stats.ts";

/** Both squads with the popup's statistics (counted from events); line-ups need both non-empty. */
export async function loadLineups(db: DbOrTx, match: MatchSummary): Promise<MatchLineups> {
  const rows = await db
    .select()
    .from(players)
    .where(inArray(players.teamId, [match.homeTeam.id, match.awayTeam.id]))
    .orderBy(asc(players.playerNumber), asc(players.lastName), asc(players.firstName));
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
