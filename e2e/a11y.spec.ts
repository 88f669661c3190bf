import { expectNoAxeViolations } from "./axe.ts";
import { DEMO_CLUB, DEMO_LEAGUE_OFFICE, expect, login, test, waitUntilSettled } from "./fixtures.ts";

// Every screen a visitor can open, checked by axe-core for WCAG 2.1 A/AA violations.
const PUBLIC_PATHS = [
  "/",
  "/vereine",
  "/spielplan",
  "/live-ticker",
  "/news",
  "/ranking",
  "/fuer-vereine-fans",
  "/auth",
];

for (const path of PUBLIC_PATHS) {
  test(`no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitUntilSettled(page);
    await expectNoAxeViolations(page);
  });
}

test("no accessibility violations on a club, team and player page", async ({ page }) => {
  await page.goto("/vereine");
  await page
    .getByRole("link", { name: /FC Seeblick/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/vereine\/[^/]+$/);
  await waitUntilSettled(page);
  await expectNoAxeViolations(page);
  await page
    .getByRole("link", { name: /^1\. Mannschaft/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/teams\/[^/]+$/);
  await waitUntilSettled(page);
  await expectNoAxeViolations(page);
});

test("no accessibility violations on the profile and club management", async ({ page }) => {
  await login(page, DEMO_CLUB);
  await waitUntilSettled(page);
  await expectNoAxeViolations(page);
  await page.goto("/manage-club/club");
  await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
  await waitUntilSettled(page);
  await expectNoAxeViolations(page);
});

test("no accessibility violations on the league office's groups, and its headings in order", async ({
  page,
}) => {
  await login(page, DEMO_LEAGUE_OFFICE);
  await page.goto("/spielleitung/einteilung?kanton=Z%C3%BCrich&liga=3.%20Liga");
  await expect(page.getByRole("heading", { level: 2, name: /^Gruppe 1/ })).toBeVisible();
  await waitUntilSettled(page);
  await expectNoAxeViolations(page);
  // The page's own headings: the action first, then each group with its matches, no level skipped.
  const headings = await page
    .getByRole("main")
    .getByRole("heading")
    .evaluateAll((all) => all.map((h) => [Number(h.tagName.slice(1)), h.textContent?.trim() ?? ""] as const));
  expect(headings.slice(0, 3).map(([, text]) => text)).toEqual([
    "Spielleitung",
    "Mannschaft einteilen",
    expect.stringMatching(/^Gruppe 1/),
  ]);
  for (const [i, [level]] of headings.entries()) {
    const before = headings[i - 1]?.[0] ?? 0;
    expect(level, `heading ${i + 1} (${headings[i]?.[1]})`).toBeLessThanOrEqual(before + 1);
  }
});
