import { type Context, Hono } from "hono";
import type { AppEnv } from "../../context.ts";
import { baseUrlCacheControl, publicBaseUrl } from "./public-url.ts";
import { shareImageRoutes } from "./share-image-routes.ts";
import {
  SITEMAP_KINDS,
  type SitemapKindName,
  sitemapIndexXml,
  sitemapPages,
  sitemapPart,
  sitemapPartDates,
  urlsetXml,
} from "./sitemap.ts";

const PAGES_PART = "/sitemap/pages.xml";
const PART_NAME = /^([a-z]+)-([1-9][0-9]{0,6})\.xml$/;

function isSitemapKind(kind: string | undefined): kind is SitemapKindName {
  return SITEMAP_KINDS.includes(kind as SitemapKindName);
}

function xmlAnswer(c: Context<AppEnv>, xml: string) {
  return c.body(xml, 200, {
    "content-type": "application/xml; charset=utf-8",
    "cache-control": baseUrlCacheControl(c, "public, max-age=3600"),
  });
}

/** sitemap.xml and robots.txt for search engines, the share previews' images. */
export function seoRoutes() {
  const app = new Hono<AppEnv>();
  app.route("/", shareImageRoutes());

  // The entry point crawlers and robots.txt know: an index of the parts below.
  app.get("/sitemap.xml", async (c) => {
    const dates = await sitemapPartDates(c.var.deps.db);
    const parts = [
      { path: PAGES_PART },
      ...SITEMAP_KINDS.flatMap((kind) =>
        dates[kind].map((lastModified, i) => ({ path: `/sitemap/${kind}-${i + 1}.xml`, lastModified })),
      ),
    ];
    return xmlAnswer(c, sitemapIndexXml(publicBaseUrl(c), parts));
  });

  app.get(PAGES_PART, async (c) =>
    xmlAnswer(c, urlsetXml(publicBaseUrl(c), await sitemapPages(c.var.deps.db))),
  );

  app.get("/sitemap/:part", async (c) => {
    const [, kind, number] = PART_NAME.exec(c.req.param("part")) ?? [];
    const part = Number(number);
    if (!isSitemapKind(kind) || !Number.isSafeInteger(part) || part < 1) return c.notFound();
    const entries = await sitemapPart(c.var.deps.db, kind, part);
    if (!entries) return c.notFound();
    return xmlAnswer(c, urlsetXml(publicBaseUrl(c), entries));
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
