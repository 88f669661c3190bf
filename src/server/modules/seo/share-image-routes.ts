import { Hono } from "hono";
import { safeNextPath } from "#shared/account/next-path.ts";
import type { AppEnv } from "../../context.ts";
import { renderShareCard, type ShareCard } from "../../images/share-card.ts";
import type { Storage } from "../../storage/storage.ts";
import { publicBaseUrl } from "./public-url.ts";
import { resolvePageMeta } from "./resolve-page-meta.ts";
import { SHARE_IMAGE_PATH, shareCardVersion } from "./share-image-url.ts";

// The og:image of every public page, drawn on request from what the page's meta says
// (share-card.ts) and kept by the card's version: the same card is drawn once per process.

const KEPT_CARDS = 200;
const IMMUTABLE = "public, max-age=31536000, immutable";
// An address without the current version (an older preview, a hand-made link) may show
// another picture soon: kept briefly only.
const SHORT = "public, max-age=300";

const NO_PREVIEW = "Für diese Seite gibt es kein Vorschaubild.";

function createCardCache() {
  const kept = new Map<string, Promise<Buffer>>();
  return (version: string, draw: () => Promise<Buffer>): Promise<Buffer> => {
    const hit = kept.get(version);
    if (hit) {
      // Refresh its place: the map's order is the order of last use.
      kept.delete(version);
      kept.set(version, hit);
      return hit;
    }
    const drawing = draw();
    kept.set(version, drawing);
    // A failed drawing is not kept; the next request tries again.
    drawing.catch(() => kept.delete(version));
    while (kept.size > KEPT_CARDS) {
      const oldest = kept.keys().next().value;
      if (oldest === undefined) break;
      kept.delete(oldest);
    }
    return drawing;
  };
}

async function readImage(storage: Storage, url: string): Promise<Buffer | null> {
  try {
    return await storage.read(url);
  } catch {
    // The picture cannot be read (bucket unreachable): the card is drawn without it.
    return null;
  }
}

async function drawCard(storage: Storage, card: ShareCard): Promise<Buffer> {
  const [logos, photo] = await Promise.all([
    Promise.all(card.logoUrls.map((url) => readImage(storage, url))),
    card.photoUrl ? readImage(storage, card.photoUrl) : Promise.resolve(null),
  ]);
  return renderShareCard(card, {
    logos: logos.filter((logo): logo is Buffer => logo !== null),
    photo,
  });
}

/**
 * The page a preview is asked for: a path of this site (with its query), or null. What counts as
 * a path of this site is the rule for a link's target (safeNextPath), so the two cannot drift.
 */
function pageOf(seite: string | undefined): URL | null {
  const path = safeNextPath(seite);
  if (path === null || path.length > 500) return null;
  try {
    return new URL(path, "http://tschutti.invalid");
  } catch {
    return null;
  }
}

export function shareImageRoutes() {
  const app = new Hono<AppEnv>();
  const cached = createCardCache();

  app.get(SHARE_IMAGE_PATH, async (c) => {
    const { db, storage } = c.var.deps;
    const page = pageOf(c.req.query("seite"));
    if (!page) return c.text(NO_PREVIEW, 404);
    const meta = await resolvePageMeta(db, publicBaseUrl(c), page.pathname, page.searchParams);
    if (meta.status !== 200 || meta.canonicalPath === null) return c.text(NO_PREVIEW, 404);
    const version = shareCardVersion(meta.card);
    const etag = `"${version}"`;
    const cacheControl = c.req.query("v") === version ? IMMUTABLE : SHORT;
    if (c.req.header("if-none-match") === etag) {
      return c.body(null, 304, { etag, "cache-control": cacheControl });
    }
    const image = await cached(version, () => drawCard(storage, meta.card));
    return c.body(new Uint8Array(image), 200, {
      "content-type": "image/jpeg",
      "cache-control": cacheControl,
      etag,
    });
  });

  return app;
}
