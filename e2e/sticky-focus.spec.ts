import type { Locator, Page } from "@playwright/test";
import {
  DEMO_CLUB,
  expect,
  login,
  test,
  uniqueName,
  untilInteractive,
  waitUntilSettled,
} from "./fixtures.ts";
import { openControl, startOwnMatch } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// Tabbing backwards scrolls each focused control into view clear of what sticks on top of the
// scroller (WCAG 2.4.11): the page's top bar, the live control's scoreboard. Without room kept
// for them the browser stops scrolling once the control is inside the viewport, under the bar.

/**
 * Presses Shift+Tab `presses` times and returns each focused control the sticky element covers
 * (its top above the sticky element's bottom), but not the sticky element's own controls.
 */
async function coveredWhileTabbingBack(page: Page, sticky: Locator, presses: number): Promise<string[]> {
  const covered: string[] = [];
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press("Shift+Tab");
    const found = await sticky.evaluate((bar) => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || focused === document.body || bar.contains(focused))
        return null;
      // A region taller than the room below the bar cannot be shown whole.
      const barBottom = bar.getBoundingClientRect().bottom;
      const { top, left, width, height } = focused.getBoundingClientRect();
      if (height === 0 || height > (window.innerHeight - barBottom) / 2 || top >= barBottom - 1) return null;
      // What lies on top of the control's top edge: the bar, or the control itself (the skip
      // link comes out above the bar).
      const onTop = document.elementFromPoint(left + width / 2, Math.max(top, 0) + 1);
      if (!onTop || !bar.contains(onTop)) return null;
      const name = focused.getAttribute("aria-label") ?? (focused.textContent ?? "").trim().slice(0, 60);
      return `${name} (top ${Math.round(top)}, bar ends at ${Math.round(barBottom)})`;
    });
    if (found) covered.push(found);
  }
  return covered;
}

async function fromTheFooter(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Fusszeile" }).getByRole("link").last().focus();
}

for (const path of ["/spielplan", "/ranking"]) {
  test(`on ${path}, Shift+Tab from the footer keeps each focused control below the top bar`, async ({
    page,
  }) => {
    await page.goto(path);
    await untilInteractive(page);
    await waitUntilSettled(page);
    await fromTheFooter(page);
    const bar = page.locator("header").first();
    expect(await coveredWhileTabbingBack(page, bar, 40)).toEqual([]);
  });
}

test("in the club's player list, Shift+Tab keeps «Bearbeiten» and «Löschen» below the top bar", async ({
  page,
}) => {
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/players");
  await untilInteractive(page);
  await expect(page.getByRole("button", { name: / bearbeiten$/ }).first()).toBeVisible();
  await waitUntilSettled(page);
  await fromTheFooter(page);
  const bar = page.locator("header").first();
  expect(await coveredWhileTabbingBack(page, bar, 40)).toEqual([]);
});

test("in the live control, Shift+Tab keeps the event rows' and the phase buttons below the scoreboard", async ({
  page,
}) => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const opponent = uniqueName("FC Rückwärts ");
  await createOwnClub(page, { playerCount: 3 });
  await startOwnMatch(page, baseURL, opponent);
  const control = await openControl(page, opponent);
  const goal = control.getByRole("button", { name: "Tor Heim" });
  for (let i = 0; i < 3; i += 1) {
    await goal.click();
    await control.getByRole("button", { name: /^Nr\./ }).nth(i).click();
    await expect(control.getByRole("img", { name: new RegExp(`${i + 1} zu 0`) })).toBeVisible();
  }
  await expect(control.getByRole("region", { name: "Warteschlange" })).toBeHidden();
  const events = control.getByRole("tabpanel", { name: "Ereignisse" });
  await expect(events.getByRole("button", { name: / löschen$/ })).toHaveCount(4);
  // From the last of the dialog's controls backwards, through the event rows.
  await events
    .getByRole("button", { name: / löschen$/ })
    .last()
    .focus();
  await page.keyboard.press("Tab");
  const scoreboard = control.getByTestId("control-score").locator("xpath=../../..");
  expect(await coveredWhileTabbingBack(page, scoreboard, 20)).toEqual([]);
});
