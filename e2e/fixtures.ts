import {
  test as base,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";

export const DEMO_CLUB = { email: "verein@tschutti.ch", password: "tschutti-demo" };
export const DEMO_FAN = { email: "fan@tschutti.ch", password: "tschutti-demo" };
export const DEMO_LEAGUE_OFFICE = { email: "spielleitung@tschutti.ch", password: "tschutti-demo" };

/** Unique per call, so parallel workers and both viewports never collide. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/**
 * Waits until React has taken over the page (main.tsx marks it). Buttons wait for it by
 * themselves (they take no taps before), and a search box takes over what was typed before; in
 * any other field, text typed before would stand in a field whose state React does not know.
 */
export async function untilInteractive(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-interactive", "");
}

/**
 * Holds back the page's scripts, as a slow phone has the server's HTML long before them; the
 * returned function lets them arrive. Call before the page is opened.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let arrive = () => {};
  const scripts = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  return arrive;
}

export async function login(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/auth");
  await signInHere(page, account);
  await expect(page).toHaveURL(/\/profile$/);
}

/** Signs in through the sign-in page on screen (which may name where it leads afterwards). */
export async function signInHere(page: Page, account: { email: string; password: string }): Promise<void> {
  await untilInteractive(page);
  const form = page.getByRole("form", { name: "Anmelden" });
  await form.getByLabel("E-Mail").fill(account.email);
  await form.getByLabel("Passwort").fill(account.password);
  await form.getByRole("button", { name: "Anmelden" }).click();
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** Opens the account actions: avatar menu on desktop, the bottom drawer on a phone. */
export async function openAccountMenu(page: Page): Promise<void> {
  if (isPhone(page)) await page.getByRole("button", { name: "Menü öffnen" }).click();
  else await page.getByRole("button", { name: "Kontomenü öffnen" }).click();
}

export const test = base.extend<{ loginAs: (account: { email: string; password: string }) => Promise<void> }>(
  {
    loginAs: async ({ page }, use) => {
      await use((account) => login(page, account));
    },
  },
);
export { expect };

/**
 * Waits until the page has rendered its content: the layout is there and nothing is loading
 * (no skeleton, spinner, navigation bar or aria-busy region). A state to wait for instead of
 * "networkidle", which an open live stream never reaches and a busy machine reaches late.
 */
/**
 * Waits until every animation that ends has ended. A dialog fades in with its backdrop, and
 * axe, run meanwhile, measures the contrast of half-transparent text: every axe check waits
 * for it (the line-up dialog failed so on a phone, the team dialog on a quiet machine).
 */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function waitUntilSettled(page: Page): Promise<void> {
  await expect(page.locator("main")).toBeVisible();
  await expect(
    page.locator('[aria-busy="true"], [class*="animate-pulse"], [class*="animate-spin"]'),
  ).toHaveCount(0);
}

/**
 * The league office places an opponent a club created, so its matches show in the country-wide
 * lists (until then they show on the creating club's pages only). Placed in a group of its own
 * that no journey's table reads.
 */
export async function placeOpponent(baseURL: string, teamId: string): Promise<void> {
  const office = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  try {
    const signIn = await office.post("/api/auth/sign-in/email", { data: DEMO_LEAGUE_OFFICE });
    if (!signIn.ok()) throw new Error(`league office sign-in: ${signIn.status()}`);
    const now = new Date();
    const season = now.getMonth() >= 6 ? now.getFullYear() : now.getFullYear() - 1;
    const placed = await office.put("/api/league-office/placements", {
      data: { teamId, season, canton: "Jura", league: "5. Liga", group: "Gruppe 9" },
    });
    if (!placed.ok()) throw new Error(`placement: ${placed.status()} ${await placed.text()}`);
  } finally {
    await office.dispose();
  }
}

/**
 * Text on the screen, not a screen reader's message that repeats it: a list's result or a
 * page's news is also said in a polite region (`aria-live`) the eye does not see.
 */
export function onScreen(page: Page, text: string | RegExp): Locator {
  return page.getByText(text).and(page.locator(":not([aria-live], [aria-live] *)"));
}
