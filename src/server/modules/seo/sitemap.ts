import { and, asc, eq, gt, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { matchPath } from "#shared/matches/paths.ts";
import { selectableSeasons } from "#shared/matches/season.ts";
import { tablePath } from "#shared/rankings/table-address.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubNews, clubs, matches, players, teams } from "../../db/schema/index.ts";
import { listedClubSql } from "../clubs/club-queries.ts";
import { isCountedMatch } from "../counting/counted-match.ts";
import { publicNewsSql } from "../news/public-news-queries.ts";
import { listRankingLeagues } from "../rankings/table-queries.ts";
import { escapeHtml } from "./html-head.ts";
import { STATIC_PAGES } from "./page-meta.ts";

// The sitemap is an index (/sitemap.xml) of parts, each within the protocol's 50,000 addresses:
// /sitemap/pages.xml (the pages without an id and the league tables) and, per kind of page with
// an id, /sitemap/<kind>-<n>.xml, read in id order, so every listed club, team, player, article
// and match is in it however many there are.

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_PART_SIZE = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * The clubs the public club list shows (listedClubSql: a name and a team that is not archived; a
 * deleted club, whose teams are all archived, is left out outright as well), and of them the teams
 * not archived and their players: only pages that exist and that the site itself leads to.
 */
const listedClub = and(listedClubSql("clubs"), isNull(clubs.archivedAt));
const publicTeam = and(isNull(teams.archivedAt), listedClub);

export const SITEMAP_KINDS = ["clubs", "teams", "players", "news", "matches"] as const;
export type SitemapKindName = (typeof SITEMAP_KINDS)[number];

interface SitemapRow {
  id: string;
  updatedAt: Date;
  clubId: string | null;
}

interface SitemapKind {
  id: PgColumn;
  /**
   * The kind's listed rows (with `where` on top), to be ordered and cut. Each selects exactly
   * SitemapRow's columns; the common query type no longer knows them, so the reader names them.
   */
  rows(db: DbOrTx, where?: SQL): PgSelect;
  path(row: SitemapRow): string;
}

const KINDS: Record<SitemapKindName, SitemapKind> = {
  clubs: {
    id: clubs.id,
    rows: (db, where) =>
      db
        .select({ id: clubs.id, updatedAt: clubs.updatedAt, clubId: sql<null>`null` })
        .from(clubs)
        .where(and(listedClub, where))
        .$dynamic(),
    path: (row) => `/vereine/${row.id}`,
  },
  teams: {
    id: teams.id,
    rows: (db, where) =>
      db
        .select({ id: teams.id, updatedAt: teams.updatedAt, clubId: teams.clubId })
        .from(teams)
        .innerJoin(clubs, eq(clubs.id, teams.clubId))
        .where(and(publicTeam, where))
        .$dynamic(),
    path: (row) => `/vereine/${row.clubId}/teams/${row.id}`,
  },
  players: {
    id: players.id,
    rows: (db, where) =>
      db
        .select({ id: players.id, updatedAt: players.updatedAt, clubId: teams.clubId })
        .from(players)
        .innerJoin(teams, eq(teams.id, players.teamId))
        .innerJoin(clubs, eq(clubs.id, teams.clubId))
        .where(and(publicTeam, where))
        .$dynamic(),
    path: (row) => `/players/${row.id}`,
  },
  news: {
    id: clubNews.id,
    rows: (db, where) =>
      db
        .select({ id: clubNews.id, updatedAt: clubNews.updatedAt, clubId: clubNews.clubId })
        .from(clubNews)
        .where(and(publicNewsSql, where))
        .$dynamic(),
    path: (row) => `/news/${row.id}`,
  },
  // Every match with a public page in a country-wide list, whatever its state (live too).
  matches: {
    id: matches.id,
    rows: (db, where) =>
      db
        .select({ id: matches.id, updatedAt: matches.updatedAt, clubId: sql<null>`null` })
        .from(matches)
        .where(and(isCountedMatch, where))
        .$dynamic(),
    path: (row) => matchPath(row.id),
  },
};

/**
 * Each kind's parts as they stand now, in order, with the newest change among each part's rows:
 * the index gives it as the part's lastmod, so a crawler fetches again only the parts that changed
 * (a kind without rows has no part). Rows are numbered in id order, as `sitemapPart` reads them.
 */
export async function sitemapPartDates(db: DbOrTx): Promise<Record<SitemapKindName, Date[]>> {
  const dates = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const rows = KINDS[kind].rows(db).as("rows");
      const numbered = db
        .select({
          part: sql<number>`(row_number() over (order by ${rows.id}) - 1) / ${sql.raw(String(SITEMAP_PART_SIZE))}`.as(
            "part",
          ),
          updatedAt: rows.updatedAt,
        })
        .from(rows)
        .as("numbered");
      const parts = await db
        .select({ newest: sql<number>`extract(epoch from max(${numbered.updatedAt}))`.mapWith(Number) })
        .from(numbered)
        .groupBy(numbered.part)
        .orderBy(numbered.part);
      return [kind, parts.map((part) => new Date(part.newest * 1000))] as const;
    }),
  );
  return Object.fromEntries(dates) as Record<SitemapKindName, Date[]>;
}

/**
 * Part `part` (from 1) of a kind, or null when it has no such part. Its rows are read in id
 * order after the last id of the part before; that one row is found by skipping the rows in
 * front of it, so an address names the same part however the crawler got there.
 */
export async function sitemapPart(
  db: DbOrTx,
  kind: SitemapKindName,
  part: number,
): Promise<SitemapEntry[] | null> {
  const { id, rows, path } = KINDS[kind];
  let from: SQL | undefined;
  if (part > 1) {
    const [last] = (await rows(db)
      .orderBy(asc(id))
      .offset((part - 1) * SITEMAP_PART_SIZE - 1)
      .limit(1)) as SitemapRow[];
    if (!last) return null;
    from = gt(id, last.id);
  }
  const found = (await rows(db, from).orderBy(asc(id)).limit(SITEMAP_PART_SIZE)) as SitemapRow[];
  return found.length > 0 ? found.map((row) => ({ path: path(row), lastModified: row.updatedAt })) : null;
}

/** The pages without an id and every league table the ranking page offers, season by season. */
export async function sitemapPages(db: DbOrTx): Promise<SitemapEntry[]> {
  const seasons = selectableSeasons();
  const leaguesBySeason = await Promise.all(seasons.map((season) => listRankingLeagues(db, season)));
  const tables = seasons.flatMap((season, i) =>
    (leaguesBySeason[i]?.leagues ?? []).flatMap(({ canton, league, groups }) =>
      groups.map((group) => tablePath({ canton, league, group: group.name, season })),
    ),
  );
  return [...Object.keys(STATIC_PAGES), ...tables].slice(0, SITEMAP_PART_SIZE).map((path) => ({ path }));
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlsetXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeHtml(`${baseUrl}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset ${NAMESPACE}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(baseUrl: string, parts: SitemapEntry[]): string {
  const lines = parts.map((part) => {
    const lastmod = part.lastModified ? `<lastmod>${part.lastModified.toISOString()}</lastmod>` : "";
    return `  <sitemap><loc>${escapeHtml(`${baseUrl}${part.path}`)}</loc>${lastmod}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex ${NAMESPACE}>\n${lines.join("\n")}\n</sitemapindex>\n`;
}
