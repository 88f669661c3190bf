import type { Page } from "@playwright/test";
import { expect, isPhone, openAccountMenu, test, uniqueName, waitUntilSettled } from "./fixtures.ts";

// The service worker keeps public reads only, bounded, and signing out
// empties what it kept. The worker is allowed here (the config blocks it for most specs).

test.use({ serviceWorkers: "allow" });

/** Every URL path (with query) in Cache Storage, by cache name. */
async function cachedPaths(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      out[name] = requests.map((r) => {
        const url = new URL(r.url);
        return url.pathname + url.search;
      });
    }
    return out;
  });
}

/** The answers kept besides the app's own files (the precache). */
async function keptAnswers(page: Page): Promise<string[]> {
  const all = await cachedPaths(page);
  return Object.entries(all)
    .filter(([name]) => !name.includes("precache"))
    .flatMap(([, paths]) => paths);
}

async function controlledPage(page: Page): Promise<void> {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page whose navigation began while the worker was still installing stays uncontrolled:
  // clients.claim() at activation does not reach a document that was still loading (seen on a
  // busy machine). Once a worker is active, a navigation is controlled from its start.
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Reads through the page, so the worker sees the request as the app's own fetch would. */
async function readThroughWorker(page: Page, paths: readonly string[]): Promise<number[]> {
  return page.evaluate(
    (list) => Promise.all(list.map(async (p) => (await fetch(p, { credentials: "same-origin" })).status)),
    [...paths],
  );
}

const PRIVATE_READS = [
  "/api/favorites",
  "/api/push/preferences",
  "/api/push/notifications",
  "/api/me",
] as const;

test("private answers are never kept, public ones are, and signing out empties the caches", async ({
  page,
}) => {
  const username = uniqueName("swfan");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("Nutzername").fill(username);
  await form.getByLabel("E-Mail").fill(`${username}@example.ch`);
  await form.getByLabel("Passwort").fill("geheim123");
  await form.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/profile$/);

  await controlledPage(page);
  const statuses = await readThroughWorker(page, [...PRIVATE_READS, "/api/clubs"]);
  expect(statuses).toEqual(PRIVATE_READS.map(() => 200).concat(200));
  // The profile page reads the private answers the app's own way too.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
  await waitUntilSettled(page);

  // The public read is kept (for offline use): the check below can see what the worker keeps.
  await expect.poll(() => keptAnswers(page)).toContain("/api/clubs");
  const kept = await keptAnswers(page);
  for (const path of PRIVATE_READS) expect(kept, path).not.toContain(path);
  expect(
    kept.filter((p) => !p.startsWith("/api/") || /^\/api\/(me|favorites|push|manage|auth)/.test(p)),
  ).toEqual([]);

  await openAccountMenu(page);
  if (isPhone(page)) await page.getByRole("dialog").getByRole("button", { name: "Abmelden" }).click();
  else await page.getByRole("menuitem", { name: "Abmelden" }).click();
  await expect(page.getByText("Erfolgreich abgemeldet")).toBeVisible();
  // What was kept while signed in is gone (the home page the desktop menu leads to may keep its
  // own public reads again afterwards).
  await expect.poll(() => keptAnswers(page)).not.toContain("/api/clubs");
});

test("the kept public reads are bounded", async ({ page }) => {
  await controlledPage(page);
  // 170 different public reads (the query makes each its own entry); the worker keeps 150.
  const paths = Array.from({ length: 170 }, (_, i) => `/api/clubs?sw-bound=${i}`);
  for (let i = 0; i < paths.length; i += 10) {
    const statuses = await readThroughWorker(page, paths.slice(i, i + 10));
    expect(statuses.every((s) => s === 200)).toBe(true);
  }
  // Each answer is kept after it was delivered; once the last is in, the oldest 20 are gone.
  await expect.poll(() => keptAnswers(page)).toContain(paths.at(-1));
  await expect.poll(async () => (await keptAnswers(page)).length).toBe(150);
});

test("a club page opened from a link and seen once opens again offline", async ({ page, context }) => {
  const clubs = (await (await page.request.get("/api/clubs?search=rheinfelden")).json()) as {
    clubs: Array<{ id: string; clubName: string }>;
  };
  const club = clubs.clubs[0];
  if (!club) throw new Error("demo club FC Rheinfelden-Au missing");
  await controlledPage(page);
  // Opened as from a link: the server renders the page with its data, the browser reads nothing.
  await page.goto(`/vereine/${club.id}`);
  await expect(page.getByRole("heading", { level: 1, name: club.clubName })).toBeVisible();
  await expect.poll(() => keptAnswers(page)).toContain(`/api/clubs/${club.id}`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: club.clubName })).toBeVisible();
  await expect(page.getByText("Keine Verbindung zum Server")).toHaveCount(0);
  await context.setOffline(false);
});

test("offline, a page not seen before never shows the start page under its address", async ({
  page,
  context,
}) => {
  const clubs = (await (await page.request.get("/api/clubs?search=valmaggina")).json()) as {
    clubs: Array<{ id: string; clubName: string }>;
  };
  const club = clubs.clubs[0];
  if (!club) throw new Error("demo club AS Valmaggina missing");
  await controlledPage(page);
  await context.setOffline(true);
  // The worker answers with its shell, the start page as the server rendered it. Read once the
  // document is parsed (no waiting): the start page's hero must already be gone by then.
  await page.goto(`/vereine/${club.id}`, { waitUntil: "domcontentloaded" });
  expect(await page.getByRole("heading", { level: 1, name: /Dein Verein/ }).count()).toBe(0);
  await expect(page.getByText("Keine Verbindung zum Server")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Dein Verein/ })).toHaveCount(0);

  // With the connection back, the page opens by itself (the browser's online event does what
  // «Erneut versuchen» does): clicking the button raced the retry that takes it away.
  await context.setOffline(false);
  await expect(page.getByRole("heading", { level: 1, name: club.clubName })).toBeVisible();
});
