import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { matchPath } from "#shared/matches/paths.ts";
import { selectableSeasons } from "#shared/matches/season.ts";
import { tablePath } from "#shared/rankings/table-address.ts";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { clubNews, clubs, players, teams } from "../../db/schema/index.ts";
import { listedClubSql } from "../clubs/club-queries.ts";
import { listMatches } from "../matches/match-queries.ts";
import { listRankingLeagues } from "../rankings/table-queries.ts";
import { escapeHtml } from "./html-head.ts";
import { STATIC_PAGES } from "./page-meta.ts";
import { baseUrlCacheControl, publicBaseUrl } from "./public-url.ts";
import { shareImageRoutes } from "./share-image-routes.ts";

// A sitemap holds at most 50,000 addresses; these caps keep it below that (together 49,000 and
// the static pages) and cheap to build.
const MAX_CLUBS = 5_000;
const MAX_TEAMS = 15_000;
const MAX_PLAYERS = 20_000;
const MAX_NEWS = 4_500;
const MAX_MATCHES = 1_000;
// Matches being played at one time: a few hundred on a full weekend.
const MAX_LIVE_MATCHES = 500;
const MAX_TABLES = 2_000;

interface SitemapEntry {
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

async function sitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const [clubRows, teamRows, playerRows, newsRows, past, live, upcoming, tables] = await Promise.all([
    db
      .select({ id: clubs.id, updatedAt: clubs.updatedAt })
      .from(clubs)
      .where(listedClub)
      .orderBy(byName(clubs.clubName), clubs.id)
      .limit(MAX_CLUBS),
    db
      .select({ id: teams.id, clubId: clubs.id, updatedAt: teams.updatedAt })
      .from(teams)
      .innerJoin(clubs, eq(clubs.id, teams.clubId))
      .where(publicTeam)
      .limit(MAX_TEAMS),
    db
      .select({ id: players.id, updatedAt: players.updatedAt })
      .from(players)
      .innerJoin(teams, eq(teams.id, players.teamId))
      .innerJoin(clubs, eq(clubs.id, teams.clubId))
      .where(publicTeam)
      .limit(MAX_PLAYERS),
    db
      .select({ id: clubNews.id, updatedAt: clubNews.updatedAt })
      .from(clubNews)
      .where(and(eq(clubNews.isPublished, true), isNotNull(clubNews.publishedAt)))
      .orderBy(desc(clubNews.publishedAt))
      .limit(MAX_NEWS),
    // Past and upcoming leave out the matches being played: those are a scope of their own.
    listMatches(db, { scope: "past", limit: MAX_MATCHES }),
    listMatches(db, { scope: "live", limit: MAX_LIVE_MATCHES }),
    listMatches(db, { scope: "upcoming", limit: MAX_MATCHES }),
    tablePaths(db),
  ]);
  return [
    ...Object.keys(STATIC_PAGES).map((path) => ({ path })),
    ...clubRows.map((r) => ({ path: `/vereine/${r.id}`, lastModified: r.updatedAt })),
    ...teamRows.map((r) => ({ path: `/vereine/${r.clubId}/teams/${r.id}`, lastModified: r.updatedAt })),
    ...playerRows.map((r) => ({ path: `/players/${r.id}`, lastModified: r.updatedAt })),
    ...newsRows.map((r) => ({ path: `/news/${r.id}`, lastModified: r.updatedAt })),
    ...[...past, ...live, ...upcoming].map((m) => ({ path: matchPath(m.id) })),
    ...tables.map((path) => ({ path })),
  ];
}

/**
 * Every league table the ranking page offers, season by season from the current one: each
 * group of each canton's league with teams placed in that season.
 */
async function tablePaths(db: DbOrTx): Promise<string[]> {
  const seasons = selectableSeasons();
  const leaguesBySeason = await Promise.all(seasons.map((season) => listRankingLeagues(db, season)));
  return seasons
    .flatMap((season, i) =>
      (leaguesBySeason[i]?.leagues ?? []).flatMap(({ canton, league, groups }) =>
        groups.map((group) => tablePath({ canton, league, group: group.name, season })),
      ),
    )
    .slice(0, MAX_TABLES);
}

function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeHtml(`${baseUrl}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** sitemap.xml and robots.txt for search engines, the share previews' images. */
export function seoRoutes() {
  const app = new Hono<AppEnv>();
  app.route("/", shareImageRoutes());

  app.get("/sitemap.xml", async (c) => {
    const xml = sitemapXml(publicBaseUrl(c), await sitemapEntries(c.var.deps.db));
    return c.body(xml, 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": baseUrlCacheControl(c, "public, max-age=3600"),
    });
  });

  app.get("/robots.txt", (c) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      // The pages are rendered on the server; a crawler that runs their scripts also needs the
      // public reads (/api/...) the client makes, so those stay open. The API's own docs and the
      // widgets (embedded elsewhere) are not pages of their own.
      "Disallow: /api/docs",
      "Disallow: /widget/",
      "Disallow: /auth",
      "Disallow: /dashboard",
      "Disallow: /profile",
      "Disallow: /favorites",
      "Disallow: /manage-club",
      "Disallow: /einladung/",
      "Disallow: /passwort-",
      "Disallow: /spielleitung",
      "",
      `Sitemap: ${publicBaseUrl(c)}/sitemap.xml`,
      "",
    ];
    return c.text(lines.join("\n"), 200, {
      "cache-control": baseUrlCacheControl(c, "public, max-age=86400"),
    });
  });

  return app;
}
