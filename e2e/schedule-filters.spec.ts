import { formatDayMonthYear, toZurichDateInput } from "../src/shared/format.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { expect, onScreen, test, uniqueName } from "./fixtures.ts";
import { createOwnMatch, startOwnMatch, zurichInput } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// /spielplan's filters and tab live in the address: chosen in the panel, kept through a reload,
// cleared by «Filter zurücksetzen». A match being played shows in «Live» on top. The club and its
// matches are the test's own, so the desktop and phone runs never read each other's rows.

test.describe.configure({ timeout: 180_000 });

/** 'YYYY-MM-DD' in Zurich, `days` from today. */
function zurichDate(days: number): string {
  return toZurichDateInput(new Date(Date.now() + days * 86_400_000)).date;
}

test("the schedule keeps its filters and tab in the address and through a reload until they are reset", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const club = await createOwnClub(page, { clubName: uniqueName("FC Filterfeld "), playerCount: 0 });
  const soon = uniqueName("FC Bald ");
  const earlier = uniqueName("FC Gestern ");
  await createOwnMatch(page, base, soon, zurichInput(0, 3));
  await createOwnMatch(page, base, earlier, zurichInput(0, -2));

  await page.goto(`/spielplan?verein=${club.clubId}`);
  const upcoming = page.getByRole("list", { name: "Kommende Spiele" });
  await expect(upcoming.getByText(soon, { exact: true })).toBeVisible();
  await expect(page.getByText(earlier, { exact: true })).toHaveCount(0);

  // The panel opens from one button (collapsed on every screen, so a phone shows the list first).
  const toggle = page.getByRole("button", { name: /^Filter( \d+ aktiv)?$/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("combobox", { name: "Verein" })).toHaveValue(club.clubId);
  // The open panel by the keyboard alone: after the toggle comes the reset, then its controls.
  await toggle.focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Filter zurücksetzen" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("checkbox", { name: "Meine Favoriten" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByRole("combobox", { name: "Kanton" }).selectOption("Jura");
  await page.getByRole("combobox", { name: "Liga" }).selectOption("4. Liga");
  await page.getByLabel("Von", { exact: true }).fill(zurichDate(-5));
  await page.getByLabel("Bis", { exact: true }).fill(zurichDate(5));
  await expect(page).toHaveURL(
    `/spielplan?verein=${club.clubId}&kanton=Jura&liga=4.+Liga&von=${zurichDate(-5)}&bis=${zurichDate(5)}`,
  );
  await expect(upcoming.getByText(soon, { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Vergangene Spiele" }).click();
  await expect(page).toHaveURL(/[?&]tab=vergangene(&|$)/);
  await expect(
    page.getByRole("list", { name: "Vergangene Spiele" }).getByText(earlier, { exact: true }),
  ).toBeVisible();

  // A reload renders the same: the server reads the filters from the address.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Vergangene Spiele" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.getByRole("list", { name: "Vergangene Spiele" }).getByText(earlier, { exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: /^Filter( \d+ aktiv)?$/ }).click();
  await expect(page.getByRole("combobox", { name: "Kanton" })).toHaveValue("Jura");
  await expect(page.getByRole("combobox", { name: "Liga" })).toHaveValue("4. Liga");
  await expect(page.getByLabel("Von", { exact: true })).toHaveValue(zurichDate(-5));

  // Without JavaScript too: the server renders the list the address asks for.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  await expect(plain.getByRole("tab", { name: "Vergangene Spiele" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(plain.getByText(earlier, { exact: true })).toBeVisible();
  await expect(plain.getByText(soon, { exact: true })).toHaveCount(0);
  await noScript.close();

  // Another league: the club's match is not in it.
  await page.getByRole("combobox", { name: "Liga" }).selectOption("3. Liga");
  await expect(onScreen(page, "Keine vergangenen Spiele gefunden.")).toBeVisible();
  // The empty list says where it looked: the days of the filter.
  const dayOf = (days: number) => formatDayMonthYear(new Date(Date.now() + days * 86_400_000));
  await expect(onScreen(page, `Vom ${dayOf(-5)} bis ${dayOf(5)}.`)).toBeVisible();

  await page.getByRole("link", { name: "Filter zurücksetzen" }).click();
  await expect(page).toHaveURL("/spielplan?tab=vergangene");
  await expect(page.getByRole("combobox", { name: "Kanton" })).toHaveValue("");
  await expect(page.getByRole("link", { name: "Filter zurücksetzen" })).toHaveCount(0);
});

test("a match being played shows in «Live» on top of the schedule, not under a tab", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const club = await createOwnClub(page, { clubName: uniqueName("FC Livefeld "), playerCount: 0 });
  const opponent = uniqueName("FC Jetzt ");
  const matchId = await startOwnMatch(page, base, opponent);

  await page.goto(`/spielplan?verein=${club.clubId}`);
  const live = page.getByRole("region", { name: "Live" });
  await expect(live.getByRole("img", { name: new RegExp(`0 zu 0 ${opponent}`) })).toBeVisible();
  // Straight to the match's page: the old ticker address would cost a redirect on every tap.
  await expect(live.getByRole("link", { name: "Zum Live-Ticker" })).toHaveAttribute(
    "href",
    `/spiele/${matchId}`,
  );
  await expect(
    page.getByRole("list", { name: "Kommende Spiele" }).getByText(opponent, { exact: true }),
  ).toHaveCount(0);
  await expect(onScreen(page, "Keine kommenden Spiele gefunden.")).toBeVisible();
  await page.getByRole("tab", { name: "Vergangene Spiele" }).click();
  await expect(onScreen(page, "Keine vergangenen Spiele gefunden.")).toBeVisible();
  // «Live» stays on top whichever tab is open.
  await expect(live.getByText(opponent, { exact: true })).toBeVisible();
});
