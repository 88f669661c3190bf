import { seasonLabel } from "#shared/matches/season.ts";
import { rankingName, rankingPageTitle, titledTableOf } from "#shared/rankings/ranking-title.ts";
import { tablePath } from "#shared/rankings/table-address.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../http/errors.ts";
import { findLeagueTable } from "../rankings/table-queries.ts";
import { type PageMeta, pageMeta } from "./page-meta.ts";

const LEADERS_SHOWN = 3;

function pointsLabel(points: number): string {
  return `${points} ${points === 1 ? "Punkt" : "Punkte"}`;
}

function penaltyPointsLabel(points: number): string {
  return `${points} ${points === 1 ? "Strafpunkt" : "Strafpunkte"}`;
}

/**
 * A shared league table (/ranking?tab=tabelle&kanton=…&liga=…&gruppe=…&saison=…) previews its
 * league, group and leaders; null when the address names no complete table (the generic page).
 * A scorers' or cards' list filtered to a group is no table: it keeps the generic page too. The
 * title is the one the page keeps in the browser tab (ranking-page.tsx), by the same rule; the
 * «Fairplay» tab's link previews the group's fair-play ranking.
 */
export async function leagueTableMeta(db: DbOrTx, params: URLSearchParams): Promise<PageMeta | null> {
  const address = titledTableOf(params);
  if (!address) return null;
  let table: Awaited<ReturnType<typeof findLeagueTable>>;
  try {
    table = await findLeagueTable(db, address);
  } catch (error) {
    // A group the league does not have: the page shows its own message, the preview stays generic.
    if (error instanceof AppError) return null;
    throw error;
  }
  const titled = { ...table, tab: address.tab };
  const isFairPlay = address.tab === "fairplay";
  const name = `${table.league}, ${table.group}`;
  const where = `Kanton ${table.canton} · Saison ${seasonLabel(table.season)}`;
  const leader = table.rows[0];
  const hasPlayed = leader !== undefined && leader.played > 0;
  // The fair-play ranking keeps a team moved out of the group ranked by its cards, as its tab does.
  const leaders = isFairPlay
    ? table.fairPlay
        .slice(0, LEADERS_SHOWN)
        .map((entry) => `${entry.rank}. ${entry.name} – ${penaltyPointsLabel(entry.penaltyPoints)}`)
    : table.rows
        .filter((row) => !row.withdrawn)
        .slice(0, LEADERS_SHOWN)
        .map((row) => `${row.position}. ${row.name} – ${pointsLabel(row.points)}`);
  const basis = isFairPlay
    ? "gewertet nach Strafpunkten aus echten Spielen"
    : "berechnet aus echten Resultaten";
  return pageMeta({
    title: rankingPageTitle(titled),
    description: hasPlayed
      ? `${rankingName(titled)}: ${leaders.join(", ")}.`
      : `${rankingName(titled)}: ${table.rows.length} Teams, ${basis}.`,
    canonicalPath: tablePath(table, address.tab),
    card: {
      kicker: isFairPlay ? "Fairplay" : "Tabelle",
      title: name,
      subtitle: where,
      lines: hasPlayed ? leaders : [],
      logoUrls: leader?.clubLogoUrl && hasPlayed && !isFairPlay ? [leader.clubLogoUrl] : [],
      photoUrl: null,
    },
  });
}
