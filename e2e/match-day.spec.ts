import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, test, uniqueName } from "./fixtures.ts";
import { apiJson, eventEntry, matchTimeline, openControl, startOwnMatch } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

/** The home clubs' names start so; the opponents' never do. */
const HOME_CLUB_PREFIX = "FC Heimplatz ";

// Match day at the pitch on a 390 px phone: the one-tap panel, the offline queue,
// one clock for every device, the installable app. The service worker is allowed here (the
// config blocks it for the other specs).

test.use({ serviceWorkers: "allow" });
// Two browsers per journey and axe runs: generous on a busy machine (they wait for states, not times).
test.describe.configure({ timeout: 180_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) > 500, "phone journeys (390 px)");

/**
 * A club of the test's own (its team and players: the goals and cards tapped here never touch
 * the demo players other journeys read) starts a match against a new opponent; a fan (a second
 * browser) watches its ticker.
 */
async function startWatchedMatch(page: Page, browser: Browser, baseURL: string, opponentPrefix: string) {
  const opponent = uniqueName(opponentPrefix);
  await createOwnClub(page, { clubName: HOME_CLUB_PREFIX + uniqueName(""), playerCount: 4 });
  const matchId = await startOwnMatch(page, baseURL, opponent);
  const fanContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const fan = await fanContext.newPage();
  await fan.goto(`/live-ticker/${matchId}`);
  await expect(fan.getByText("Anpfiff", { exact: true }).first()).toBeVisible();
  return { opponent, matchId, fan, fanContext };
}

/** Taps a tile of the home side's grid and returns the player's name (from its label). */
async function tapHomePlayer(control: Locator, index: number): Promise<string> {
  const tile = control
    .getByRole("group", { name: new RegExp(`^Spieler ${HOME_CLUB_PREFIX}`) })
    .getByRole("button", { name: /^Nr\./ })
    .nth(index);
  const label = (await tile.getAttribute("aria-label")) ?? "";
  await tile.click();
  return label.replace(/^Nr\. \d+, /, "");
}

test("a goal takes two taps and reaches the fan", async ({ page, browser, baseURL }) => {
  // Two browsers and three axe passes over the control: on a loaded 2-core machine each pass
  // took ~40 s on the phone, so the whole journey outgrew the default budget (every step passed).
  test.slow();
  const { opponent, fan, fanContext } = await startWatchedMatch(page, browser, baseURL ?? "", "FC Zweitap ");

  const control = await openControl(page, opponent);
  await control.getByRole("button", { name: "Tor Heim" }).click(); // tap 1
  const scorer = await tapHomePlayer(control, 0); // tap 2
  await expect(control.getByRole("img", { name: /1 zu 0/ })).toBeVisible();
  await expect(control.getByRole("button", { name: /^Rückgängig/ })).toBeVisible();
  await expect(eventEntry(matchTimeline(fan), "Tor", scorer, "1:0")).toBeVisible();
  await expect(fan.getByRole("img", { name: new RegExp(`1 zu 0 ${opponent}`) })).toBeVisible();

  // The control passes axe with the panel, the player grid and the line-up editor.
  const axe = () => expectNoAxeViolations(page);
  await axe();
  await control.getByRole("button", { name: "Gelb" }).click();
  await expect(control.getByRole("heading", { name: "Gelbe Karte: Spieler wählen" })).toBeVisible();
  await expectNoAxeViolations(page, { labelInName: false });
  await control.getByRole("button", { name: "Zurück zu den Ereignissen" }).click();
  await control.getByRole("tab", { name: "Aufstellung" }).click();
  await expect(control.getByRole("button", { name: "Aufstellung speichern" }).first()).toBeVisible();
  await axe();
  await fanContext.close();
});

test("offline, three events wait in a queue and reach the fan once each, in order", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { opponent, matchId, fan, fanContext } = await startWatchedMatch(page, browser, base, "FC Funkloch ");

  const control = await openControl(page, opponent);
  // The squads are loaded while online (the grid shows them).
  await control.getByRole("button", { name: "Tor Heim" }).click();
  await expect(control.getByRole("button", { name: /^Nr\./ }).first()).toBeVisible();
  await control.getByRole("button", { name: "Zurück zu den Ereignissen" }).click();

  await context.setOffline(true);
  await control.getByRole("button", { name: "Tor Heim" }).click();
  const first = await tapHomePlayer(control, 0);
  await control.getByRole("button", { name: "Gelb" }).click();
  const booked = await tapHomePlayer(control, 1);
  await control.getByRole("button", { name: "Tor Heim" }).click();
  const second = await tapHomePlayer(control, 2);
  await expect(control.getByText("3 Ereignisse warten auf Verbindung")).toBeVisible();
  await expect(control.getByRole("img", { name: /0 zu 0/ })).toBeVisible();

  // The fan's page says it is offline and how old its data is, then catches up.
  await fanContext.setOffline(true);
  await expect(fan.getByText(/^Offline – Stand \d{2}:\d{2}$/)).toBeVisible();
  await fanContext.setOffline(false);
  await expect(fan.getByText(/^Offline – Stand/)).toBeHidden();

  await context.setOffline(false);
  await expect(control.getByText(/warten auf Verbindung/)).toBeHidden();
  await expect(control.getByRole("img", { name: /2 zu 0/ })).toBeVisible();

  const timeline = matchTimeline(fan);
  const entries = [
    eventEntry(timeline, "Tor", first, "1:0"),
    eventEntry(timeline, "Gelbe Karte", booked),
    eventEntry(timeline, "Tor", second, "2:0"),
  ];
  for (const entry of entries) await expect(entry).toHaveCount(1);
  await expect(fan.getByRole("img", { name: new RegExp(`2 zu 0 ${opponent}`) })).toBeVisible();
  // Newest first: the second goal, the card, the first goal.
  const positions = await Promise.all(
    entries.map((entry) => entry.evaluate((li) => [...(li.parentElement?.children ?? [])].indexOf(li))),
  );
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => b - a));
  // Exactly once on the server as well.
  const events = await apiJson<{ events: { type: string }[] }>(
    page.request,
    base,
    "GET",
    `/api/matches/${matchId}/events`,
  );
  expect(events.events.filter((e) => e.type === "goal")).toHaveLength(2);
  expect(events.events.filter((e) => e.type === "yellowCard")).toHaveLength(1);
  await fanContext.close();
});

test("one-tap: a substitution as a pair, a comment and an own goal without player", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const { opponent, matchId, fan, fanContext } = await startWatchedMatch(page, browser, base, "FC Paar ");
  const control = await openControl(page, opponent);

  // Substitution: first the player going off, then (same side, without him) the one coming on.
  await control.getByRole("button", { name: "Wechsel" }).click();
  await expect(control.getByRole("heading", { name: "Wechsel: Wer geht vom Platz?" })).toBeVisible();
  const off = await tapHomePlayer(control, 0);
  await expect(
    control.getByRole("heading", { name: new RegExp(`Wer kommt für #\\d+ ${off}\\?`) }),
  ).toBeVisible();
  await expect(control.getByRole("group", { name: new RegExp(`^Spieler ${opponent}`) })).toHaveCount(0);
  const on = await tapHomePlayer(control, 0);
  expect(on).not.toBe(off);
  await expect(matchTimeline(fan).getByText(`Rein: ${on} · Raus: ${off}`, { exact: true })).toBeVisible();

  // Comment: asks for the text, goes through the queue, the fan reads it.
  await control.getByRole("button", { name: "Kommentar" }).click();
  const prompt = page.getByRole("dialog", { name: "Kommentar" });
  await prompt.getByRole("textbox", { name: "Kommentar" }).fill("Regen setzt ein, der Platz ist schwer.");
  await prompt.getByRole("button", { name: "Senden" }).click();
  await expect(fan.getByText("Regen setzt ein, der Platz ist schwer.", { exact: true })).toBeVisible();

  // Own goal for the home side by the opponent, who has no players on the platform.
  await control.getByRole("button", { name: "Tor Heim" }).click();
  await control.getByRole("button", { name: "Eigentor" }).click();
  await expect(control.getByRole("button", { name: "Eigentor" })).toHaveAttribute("aria-pressed", "true");
  await control
    .getByRole("group", { name: new RegExp(`^Spieler ${opponent}`) })
    .getByRole("button", { name: "ohne Spieler" })
    .click();
  await expect(control.getByRole("img", { name: /1 zu 0/ })).toBeVisible();
  await expect(eventEntry(matchTimeline(fan), "Eigentor", opponent, "1:0")).toBeVisible();

  const { events } = await apiJson<{
    events: {
      type: string;
      player: { id: string } | null;
      playerIn: { id: string } | null;
      teamSide: string;
    }[];
  }>(page.request, base, "GET", `/api/matches/${matchId}/events`);
  const substitution = events.find((e) => e.type === "substitution");
  expect(substitution?.player).not.toBeNull();
  expect(substitution?.playerIn).not.toBeNull();
  expect(events.find((e) => e.type === "ownGoal")).toMatchObject({ teamSide: "away", player: null });
  expect(events.filter((e) => e.type === "comment")).toHaveLength(1);
  await fanContext.close();
});

test("a phone whose clock runs 4 minutes fast shows the same minute as everyone", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const opponent = uniqueName("FC Uhr ");
  const fastContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const fast = await fastContext.newPage();
  await fast.clock.install({ time: new Date(Date.now() + 4 * 60_000) });
  await createOwnClub(fast, { playerCount: 0 });
  const matchId = await startOwnMatch(fast, base, opponent);
  const skew = await fast.evaluate(() => Date.now());
  expect(skew - Date.now()).toBeGreaterThan(3 * 60_000);

  await page.goto(`/live-ticker/${matchId}`);
  await fast.goto(`/live-ticker/${matchId}`);
  const minuteOf = (p: Page) => p.getByText(/^Spielminute \d+(\+\d+)?'$/).textContent();
  // Read both until they agree (a minute may turn between two reads); 4 minutes apart never do.
  await expect
    .poll(async () => {
      const [normal, skewed] = [await minuteOf(page), await minuteOf(fast)];
      return normal === skewed ? normal : `${normal} ≠ ${skewed}`;
    })
    .toMatch(/^Spielminute [1-3]'$/);

  // The event form's default minute follows the same clock.
  const control = await openControl(fast, opponent);
  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  const shown = ((await minuteOf(page)) ?? "").replace(/\D+/g, "");
  const defaultMinute = Number(await control.getByRole("spinbutton", { name: /Minute/ }).inputValue());
  // At most one minute later than the fan's read (the minute may have turned since).
  expect(defaultMinute - Number(shown)).toBeGreaterThanOrEqual(0);
  expect(defaultMinute - Number(shown)).toBeLessThanOrEqual(1);
  await fastContext.close();
});

test("the app is installable: service worker on / and a complete manifest", async ({ page, context }) => {
  await page.goto("/");
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL ?? "" };
  });
  expect(new URL(registration.script).pathname).toBe("/sw.js");
  expect(new URL(registration.scope).pathname).toBe("/");

  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const res = await page.request.get("/manifest.webmanifest");
  expect(res.ok()).toBe(true);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toContain("Tschutti");
  expect(manifest.short_name).toBe("Tschutti");
  expect(manifest.start_url).toBe("/");
  expect(manifest.display).toBe("standalone");
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === "image/png");
    expect(icon, `icon ${size}`).toBeDefined();
    const png = await page.request.get(icon?.src ?? "");
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    // PNG IHDR: width and height as 32-bit big-endian numbers at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
  }

  // Offline, the app shell still opens (from the worker's cache).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  await page.goto("/live-ticker");
  await expect(page.getByRole("link", { name: /Tschutti/ }).first()).toBeVisible();
  await context.setOffline(false);
});
