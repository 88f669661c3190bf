// Tschutti's service worker, on Workbox. Bundled by the
// `serviceWorker` plugin (vite-service-worker.ts) into /sw.js, which defines __SW_VERSION__ and
// __SW_PRECACHE__ (the build's hashed files). Plain JavaScript: it runs in the worker scope,
// outside the React app.
//
// - Precached on install: the app shell (/) and every hashed asset of the build, so the app, the
//   ticker pages included, opens without a connection. Assets are answered from the precache.
// - Pages: always from the network; offline, the precached shell (the client router then shows
//   the address that was opened). Pages are never kept: with server rendering they may hold
//   what only the signed-in person may read.
// - Public API reads only (the allowlist in shared/http.ts, the same the server marks public):
//   network first, the kept copy offline; bounded in entries and age. Nothing else under /api is
//   ever kept: favourites, push settings and notifications, /api/me, /api/manage, auth, the live
//   stream. An answer that says `no-store` or `private` is not kept either. A server-rendered
//   page's data came from reads the server made: the page names them, and the worker reads and
//   keeps them the same way (KEEP_PAGE_READS), so a page seen before opens offline.
// - Signing out or deleting the account empties every cache but the precache.

import { cacheNames, clientsClaim, setCacheNameDetails } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import { isPublicReadPath } from "../../shared/http.ts";

// Web Push (notifications) lives in its own file, loaded into this one worker.
importScripts("/push-sw.js");

const SHELL_URL = "/";
/** Public reads kept for offline use: enough for a match day's pages, never older than a week. */
const PUBLIC_READS_LIMITS = { maxEntries: 150, maxAgeSeconds: 7 * 24 * 60 * 60 };
/** After these answers the person who used the device is gone: nothing of theirs may stay. */
const SIGN_OUT_PATHS = new Set(["/api/auth/sign-out", "/api/auth/delete-user"]);
/** pwa/keep-page-reads.ts: a server-rendered page's public reads, to keep for offline use. */
const KEEP_PAGE_READS = "keep-page-reads";
/** A page's read kept this recently is not read again: a page seen twice in a row costs nothing. */
const KEPT_FRESH_MS = 5 * 60 * 1000;

setCacheNameDetails({ prefix: "tschutti", precache: "precache", runtime: "runtime" });
const PUBLIC_READS_CACHE = `${cacheNames.prefix}-public-reads`;

self.skipWaiting();
clientsClaim();

/** Keeps only answers that may be shared: 200, and not marked private by the server. */
const onlyShareable = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (/no-store|private/i.test(cacheControl) || response.headers.has("set-cookie")) return null;
    return response;
  },
};

// Pages: registered before the precache route, so a navigation to / is never the kept shell
// while the network answers.
registerRoute(
  ({ request }) => request.mode === "navigate",
  new NetworkOnly({
    plugins: [
      {
        handlerDidError: async () => (await matchPrecache(SHELL_URL)) ?? Response.error(),
      },
    ],
  }),
);

const publicReads = new NetworkFirst({
  cacheName: PUBLIC_READS_CACHE,
  plugins: [onlyShareable, new ExpirationPlugin({ ...PUBLIC_READS_LIMITS, purgeOnQuotaError: true })],
});

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    isPublicReadPath(url.pathname) &&
    !request.headers.get("accept")?.includes("text/event-stream"),
  publicReads,
);

self.addEventListener("message", (event) => {
  if (event.data?.type !== KEEP_PAGE_READS || !Array.isArray(event.data.paths)) return;
  event.waitUntil(keepPageReads(event, event.data.paths));
});

/** Reads and keeps a page's public reads the worker holds no recent copy of (one at a time). */
async function keepPageReads(event, paths) {
  const cache = await caches.open(PUBLIC_READS_CACHE);
  for (const path of paths) {
    if (typeof path !== "string") continue;
    const url = new URL(path, self.location.origin);
    if (url.origin !== self.location.origin || !isPublicReadPath(url.pathname)) continue;
    const kept = await cache.match(url.href);
    const keptAt = Date.parse(kept?.headers.get("date") ?? "");
    if (kept && Date.now() - keptAt < KEPT_FRESH_MS) continue;
    try {
      await publicReads.handle({ event, request: new Request(url.href, { credentials: "same-origin" }) });
    } catch {
      // Offline, or the server refused: the page simply stays as kept (or not) before.
    }
  }
}

registerRoute(
  ({ url }) => url.origin === self.location.origin && SIGN_OUT_PATHS.has(url.pathname),
  async ({ request }) => {
    const response = await fetch(request);
    if (response.ok) await clearKeptAnswers();
    return response;
  },
  "POST",
);

// __SW_PRECACHE__: hashed names, so their URL is their revision; the shell's is the build's.
precacheAndRoute([
  { url: SHELL_URL, revision: __SW_VERSION__ },
  ...__SW_PRECACHE__.map((url) => ({ url, revision: null })),
]);
cleanupOutdatedCaches();

self.addEventListener("activate", (event) => {
  // Caches of earlier workers (the hand-made one kept every API answer in 'tschutti-runtime').
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      const stale = names.filter((n) => n !== PUBLIC_READS_CACHE && !n.startsWith(cacheNames.precache));
      await Promise.all(stale.map((n) => caches.delete(n)));
    })(),
  );
});

/** Empties every cache but the precache (the app's own files, the same for everyone). */
async function clearKeptAnswers() {
  const names = await caches.keys();
  const kept = names.filter((n) => !n.startsWith(cacheNames.precache));
  await Promise.all(kept.map((n) => caches.delete(n)));
}
