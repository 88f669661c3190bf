import { createReadStream, existsSync, type Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { getMimeType } from "hono/utils/mime";
import { isSignedInPage, safeNextPath, signInPath } from "#shared/account/next-path.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { PAGE_ALIASES } from "#shared/page-aliases.ts";
import { sessionUser } from "../auth/session.ts";
import type { AppEnv } from "../context.ts";
import { UPLOAD_CACHE_CONTROL } from "../storage/cache-control.ts";
import { chooseEncoding, ENCODING_SUFFIX } from "./content-encoding.ts";
import { createPageRendering } from "./page-render.ts";
import { readRoutePreloads, withRoutePreloads } from "./route-preloads.ts";

export interface StaticOptions {
  /** The client build (vite build output, with .br/.gz beside its text files). */
  clientDir: string;
  /** Uploaded images (local storage). */
  uploadsDir: string;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Text formats with precompressed variants; everything else (images, fonts) is sent as is. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** The service worker and the script it imports (src/client/pwa/service-worker.js). */
const SERVICE_WORKER_SCRIPTS = ["/sw.js", "/push-sw.js"] as const;
/** A file path with an extension; paths without one are client routes. */
const FILE_PATH = "/:file{.+\\.[a-z0-9]+$}";
/** The app's icon (the manifest's and the head's apple-touch-icon), answered for /favicon.ico. */
const FAVICON_FILE = "icons/icon-192.png";

async function statFile(file: string): Promise<Stats | null> {
  try {
    const s = await stat(file);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/** The file under `root` a URL path names, or null for anything that escapes it. */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * Sends a build file, its .br or .gz variant when the client accepts one. `Vary` is set on
 * every variant, so a shared cache never hands brotli to a client that cannot read it.
 */
async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string): Promise<Response | null> {
  const plain = await statFile(file);
  if (!plain) return null;
  const headers = new Headers({
    "content-type": getMimeType(file) ?? "application/octet-stream",
    "cache-control": cacheControl,
    "last-modified": plain.mtime.toUTCString(),
  });
  let sent = file;
  let size = plain.size;
  if (COMPRESSIBLE.test(file)) {
    headers.set("vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const variant = encoding ? await statFile(file + ENCODING_SUFFIX[encoding]) : null;
    if (encoding && variant) {
      headers.set("content-encoding", encoding);
      sent = file + ENCODING_SUFFIX[encoding];
      size = variant.size;
    }
  }
  headers.set("content-length", String(size));
  if (c.req.method === "HEAD") return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(sent)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

/** Reads the built index.html, or null when the client has not been built. */
export async function readShell(clientDir: string): Promise<string | null> {
  const file = path.join(clientDir, "index.html");
  return existsSync(file) ? readFile(file, "utf8") : null;
}

/**
 * Uploads, the client build and the pages, mounted after the API. A missing file is a 404 (a
 * broken image must not receive HTML); every other path is a client route, rendered here.
 */
export function serveClient(app: Hono<AppEnv>, options: StaticOptions): void {
  const clientDir = path.resolve(options.clientDir);
  // Set after the file handler answered: serveStatic's onFound runs after its response is built,
  // and a header set there can be lost on the way out.
  app.use("/uploads/*", async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206) c.header("cache-control", UPLOAD_CACHE_CONTROL);
  });
  app.use(
    "/uploads/*",
    serveStatic({ root: options.uploadsDir, rewriteRequestPath: (p) => p.replace(/^\/uploads/, "") }),
  );
  app.get("/uploads/*", (c) => c.text("Nicht gefunden", 404));

  const fileRoute = (cacheControl: string) => async (c: Context<AppEnv>) => {
    const file = resolveInside(clientDir, c.req.path);
    const res = file ? await sendFile(c, file, cacheControl) : null;
    return res ?? c.text("Nicht gefunden", 404);
  };
  // Vite puts a content hash in every asset name: cache for a year.
  app.get("/assets/*", fileRoute(IMMUTABLE));
  // The service worker's scripts: the browser installs a new /sw.js with whatever /push-sw.js
  // (imported) its HTTP cache holds, so kept an hour a new worker could run the previous
  // release's push part beside its own offline part. Small, and asked for on updates only.
  for (const workerScript of SERVICE_WORKER_SCRIPTS) app.get(workerScript, fileRoute("no-cache"));
  // The shell is a template: sent as a file it is a start page without content, description or
  // canonical link (and blank without scripts). Its address, from an old bookmark or a crawler's
  // guess, leads to the start page the server renders.
  app.get("/index.html", (c) => c.redirect(`/${new URL(c.req.url).search}`, 301));
  // Browsers (a PDF viewer, an old one, a feed reader) and crawlers ask for /favicon.ico whatever
  // the head names: the app's icon, as a PNG (every one of them reads it), kept a day.
  app.get("/favicon.ico", async (c) => {
    const res = await sendFile(c, path.join(clientDir, FAVICON_FILE), "public, max-age=86400");
    return res ?? c.text("Nicht gefunden", 404);
  });
  // Top-level files of the build (favicon, …) may change between releases.
  app.get(FILE_PATH, fileRoute("public, max-age=3600"));

  // The live ticker became the match's own page: old links, shares and push notifications follow it.
  app.get("/live-ticker/:matchId", (c) => {
    const query = new URL(c.req.url).search;
    return c.redirect(`${matchPath(c.req.param("matchId"))}${query}`, 308);
  });

  // Not permanent: where an alias leads is the app's choice and may change with its pages.
  for (const [alias, target] of Object.entries(PAGE_ALIASES)) {
    app.get(alias, (c) => c.redirect(`${target}${new URL(c.req.url).search}`, 302));
  }

  // A signed-in person has nothing to do on the sign-in page (spec §2): sent on by the server, to
  // where its link names (`?weiter=`) or to the start, instead of seeing its forms until the
  // page's code has asked for the session. Pages are rendered as a visitor sees them, so this is
  // the one page that asks; without the database it renders the page, as for a visitor.
  app.get("/auth", async (c, next) => {
    const user = await sessionUser(c).catch(() => null);
    if (!user) return next();
    c.header("cache-control", "private, no-store");
    return c.redirect(safeNextPath(c.req.query("weiter")) ?? "/", 302);
  });

  // A visitor of a signed-in page (a link from a mail, a bookmark) is sent to sign in, and the
  // sign-in page brings them back. Without this the page would render as a visitor sees it, a
  // loading state its code replaces with the same redirect, or forever without scripts. Without
  // the database the session is unknown: the page renders and its code decides.
  app.get("*", async (c, next) => {
    if (!isSignedInPage(c.req.path)) return next();
    const user = await sessionUser(c).catch(() => undefined);
    if (user !== null) return next();
    c.header("cache-control", "private, no-store");
    return c.redirect(signInPath(`${c.req.path}${new URL(c.req.url).search}`), 302);
  });

  const renderHtml = createPageRendering(app);
  app.get("*", async (c) => {
    const [html, preloads] = await Promise.all([readShell(clientDir), readRoutePreloads(clientDir)]);
    if (html === null) return c.text("Client nicht gebaut: bitte `npm run build` ausführen.", 503);
    // The page itself with its head, rendered with its data (decision 017); the shell alone if
    // that failed; 404 for an unknown path or id.
    return renderHtml(c, withRoutePreloads(html, preloads, c.req.path, new URL(c.req.url).search));
  });
}
