import { seasonLabel } from "#shared/matches/season.ts";
import { rankingPageTitle, titledTableOf } from "#shared/rankings/ranking-title.ts";
import { tablePath } from "#shared/rankings/table-address.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../http/errors.ts";
import { findLeagueTable } from "../rankings/table-queries.ts";
import { type PageMeta, pageMeta } from "./page-meta.ts";

const LEADERS_SHOWN = 3;

function pointsLabel(points: number): string {
  return `${points} ${points === 1 ? "Punkt" : "Punkte"}`;
}

/**
 * A shared league table (/ranking?tab=tabelle&kanton=…&liga=…&gruppe=…&saison=…) previews its
 * league, group and leaders; null when the address names no complete table (the generic page).
 * A scorers' or cards' list filtered to a group is no table: it keeps the generic page too. The
 * title is the one the page keeps in the browser tab (ranking-page.tsx), by the same rule.
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
  const name = `${table.league}, ${table.group}`;
  const where = `Kanton ${table.canton} · Saison ${seasonLabel(table.season)}`;
  const leaders = table.rows
    .filter((row) => !row.withdrawn)
    .slice(0, LEADERS_SHOWN)
    .map((row) => `${row.position}. ${row.name} – ${pointsLabel(row.points)}`);
  const leader = table.rows[0];
  return pageMeta({
    title: rankingPageTitle(table),
    description:
      leader && leader.played > 0
        ? `Tabelle ${name}, Kanton ${table.canton}, Saison ${seasonLabel(table.season)}: ${leaders.join(", ")}.`
        : `Tabelle ${name}, Kanton ${table.canton}, Saison ${seasonLabel(table.season)}: ${table.rows.length} Teams, berechnet aus echten Resultaten.`,
    canonicalPath: tablePath(table, params.get("tab") === "fairplay" ? "fairplay" : "tabelle"),
    card: {
      kicker: "Tabelle",
      title: name,
      subtitle: where,
      lines: leader && leader.played > 0 ? leaders : [],
      logoUrls: leader?.clubLogoUrl && leader.played > 0 ? [leader.clubLogoUrl] : [],
      photoUrl: null,
    },
  });
}
