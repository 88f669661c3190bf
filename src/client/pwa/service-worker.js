// Tschutti's service worker (issue 13 item 2). Built by the `serviceWorker` plugin in
// vite.config.ts into /sw.js, which replaces the two placeholders below with the build's files
// and a version. Plain JavaScript: it runs in the worker scope, outside the React app.
//
// - The app shell (index.html) and every hashed asset of the build are cached on install, so the
//   app, the ticker pages included, opens without a connection.
// - Hashed assets (/assets/*): cache first (their names change with their content).
// - Pages and public API reads: network first, the cached copy when offline.
// - Never cached: writes, /api/manage (club data), /api/auth and /api/me (accounts), the live
//   stream (an endless response), uploads of other origins.

// Web Push (notifications) lives in its own file, loaded into this one worker.
importScripts("/push-sw.js");

const VERSION = "__SW_VERSION__";
const PRECACHE = ["__SW_PRECACHE__"];
const SHELL_CACHE = `tschutti-shell-${VERSION}`;
const RUNTIME_CACHE = "tschutti-runtime";
const SHELL_URL = "/";

const NEVER_CACHED = [
  /^\/api\/manage(\/|$)/,
  /^\/api\/auth(\/|$)/,
  /^\/api\/me(\/|$)/,
  /^\/api\/live\/stream/,
];

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([SHELL_URL, ...PRECACHE]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((n) => n.startsWith("tschutti-shell-") && n !== SHELL_CACHE)
          .map((n) => caches.delete(n)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NEVER_CACHED.some((rule) => rule.test(url.pathname))) return;
  if (request.headers.get("accept")?.includes("text/event-stream")) return;

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, SHELL_URL));
  } else if (url.pathname.startsWith("/api/")) {
    event.respondWith(networkFirst(request, null));
  }
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(RUNTIME_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** The network's answer (kept for later); offline, the last kept one or the app shell. */
async function networkFirst(request, fallbackUrl) {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(RUNTIME_CACHE);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request);
    if (cached) return cached;
    if (fallbackUrl) {
      const shell = await caches.match(fallbackUrl);
      if (shell) return shell;
    }
    throw error;
  }
}
