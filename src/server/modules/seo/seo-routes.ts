import { and, desc, eq, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubNews, clubs, teams } from "../../db/schema/index.ts";
import { listMatches } from "../matches/match-queries.ts";
import { escapeHtml } from "./html-head.ts";
import { STATIC_PAGES } from "./page-meta.ts";
import { publicBaseUrl } from "./public-url.ts";

// A sitemap holds at most 50,000 addresses; these caps keep it well below and cheap to build.
const MAX_CLUBS = 5_000;
const MAX_NEWS = 5_000;
const MAX_MATCHES = 500;

interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

async function sitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const [clubRows, teamRows, newsRows, past, upcoming] = await Promise.all([
    db
      .select({ id: clubs.id, updatedAt: clubs.updatedAt })
      .from(clubs)
      .orderBy(clubs.clubName)
      .limit(MAX_CLUBS),
    db
      .select({ id: teams.id, clubId: teams.clubId, updatedAt: teams.updatedAt })
      .from(teams)
      .where(isNotNull(teams.clubId))
      .limit(MAX_CLUBS * 5),
    db
      .select({ id: clubNews.id, updatedAt: clubNews.updatedAt })
      .from(clubNews)
      .where(and(eq(clubNews.isPublished, true), isNotNull(clubNews.publishedAt)))
      .orderBy(desc(clubNews.publishedAt))
      .limit(MAX_NEWS),
    listMatches(db, { scope: "past", limit: MAX_MATCHES }),
    listMatches(db, { scope: "upcoming", limit: MAX_MATCHES }),
  ]);
  return [
    ...Object.keys(STATIC_PAGES).map((path) => ({ path })),
    ...clubRows.map((r) => ({ path: `/vereine/${r.id}`, lastModified: r.updatedAt })),
    ...teamRows.map((r) => ({ path: `/vereine/${r.clubId}/teams/${r.id}`, lastModified: r.updatedAt })),
    ...newsRows.map((r) => ({ path: `/news/${r.id}`, lastModified: r.updatedAt })),
    ...[...past, ...upcoming].map((m) => ({ path: `/live-ticker/${m.id}` })),
  ];
}

function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeHtml(`${baseUrl}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** sitemap.xml and robots.txt for search engines. */
export function seoRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/sitemap.xml", async (c) => {
    const xml = sitemapXml(publicBaseUrl(c), await sitemapEntries(c.var.deps.db));
    return c.body(xml, 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=3600",
    });
  });

  app.get("/robots.txt", (c) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      "Disallow: /api/",
      "Disallow: /widget/",
      "Disallow: /auth",
      "Disallow: /dashboard",
      "Disallow: /profile",
      "Disallow: /favorites",
      "Disallow: /manage-club",
      "Disallow: /spielleitung",
      "",
      `Sitemap: ${publicBaseUrl(c)}/sitemap.xml`,
      "",
    ];
    return c.text(lines.join("\n"), 200, { "cache-control": "public, max-age=86400" });
  });

  return app;
}
