import type { Locator, Page } from "@playwright/test";
import {
  DEMO_CLUB,
  DEMO_FAN,
  expect,
  login,
  test,
  uniqueName,
  untilAnimationsEnd,
  untilInteractive,
} from "./fixtures.ts";
import { getJson, registerClub } from "./manage-helpers.ts";
import { openControl, startOwnMatch } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// A focused squad row shows its whole focus ring, and the dashboard's notification switches keep
// their labels whole (no «Halbze|it»), on a phone as on a desktop; names wrap rather than end in
// «…». Demo data, read only, but for a club of the test's own.

async function seeblickTeamUrl(page: Page): Promise<string> {
  const clubs = (await (await page.request.get("/api/clubs?search=seeblick")).json()) as {
    clubs: Array<{ id: string }>;
  };
  const clubId = clubs.clubs[0]?.id ?? "";
  const teams = (await (await page.request.get(`/api/clubs/${clubId}/teams`)).json()) as {
    teams: Array<{ id: string; name: string }>;
  };
  const team = teams.teams.find((t) => t.name === "1. Mannschaft") ?? teams.teams[0];
  return `/vereine/${clubId}/teams/${team?.id ?? ""}`;
}

/** The lines the element's text takes (one rectangle per line box). */
function lineCount(label: Locator): Promise<number> {
  return label.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });
}

/** Whether the element shows less than its text (cut off, or ended with «…»). */
function isCut(element: Locator): Promise<boolean> {
  return element.evaluate(
    (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  );
}

test("a squad row's focus ring is drawn inside the row, so no neighbour or list edge cuts it", async ({
  page,
}) => {
  await page.goto(await seeblickTeamUrl(page));
  const rows = page.getByRole("tabpanel").getByRole("button", { name: /Nummer|Keine Rückennummer/ });
  const row = rows.nth(1);
  await expect(row).toBeVisible();
  // Keyboard focus (focus-visible): the row before, then Tab.
  await rows.nth(0).focus();
  await page.keyboard.press("Tab");
  await expect(row).toBeFocused();
  const ring = await row.evaluate((el) => getComputedStyle(el).boxShadow);
  // The ring is there, and inset: a ring outside the row is hidden under the next row and by
  // the list's rounded, clipped border.
  expect(ring).toMatch(/inset/);
  expect(ring).not.toBe("none");
});

test("the notification switches keep each label on one line", async ({ page }) => {
  // The narrowest phone a page is made for (WCAG 1.4.10's 320 px): the demo's names fit in 390.
  await page.setViewportSize({ width: 320, height: 700 });
  await login(page, DEMO_FAN);
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Benachrichtigungen" });
  const group = card.getByRole("group").first();
  await expect(group.getByRole("switch", { name: "Alle Meldungen" })).toBeVisible();
  // The single topics are folded away per team; opened by keyboard, as the summary is a stop.
  await group.getByText("Einzeln wählen").focus();
  await page.keyboard.press("Enter");
  for (const name of ["Anpfiff", "Tore", "Karten", "Halbzeit", "Schlusspfiff", "Spieländerungen"]) {
    const label = group.getByText(name, { exact: true });
    await expect(label).toBeVisible();
    expect(await lineCount(label), name).toBe(1);
  }
});

test("the live control's undo bar shows the whole tap it takes back", async ({ page }) => {
  const baseURL = test.info().project.use.baseURL ?? "";
  const opponent = uniqueName("FC Zeilenumbruch ");
  await createOwnClub(page, { playerCount: 1, clubName: uniqueName("FC Ausführlicher Vereinsname ") });
  await startOwnMatch(page, baseURL, opponent);
  const control = await openControl(page, opponent);
  await control.getByRole("button", { name: "Tor Heim" }).click();
  await control.getByRole("button", { name: /^Nr\./ }).first().click();
  const undo = control.getByRole("button", { name: /^Rückgängig: / });
  await expect(undo).toBeVisible();
  // The row: the tap named in a paragraph, then «Rückgängig» with its seconds beside it.
  const label = undo.locator("xpath=../preceding-sibling::p");
  await expect(label).toHaveText(/^Tor /);
  expect(await isCut(label)).toBe(false);
});

test("a match page names both sides whole, also with a score between them", async ({ page }) => {
  // On a phone the opponent «FC Stade Lausanne-Ouchy Espoirs …» read «FC Stade…» above the score:
  // the headline's names were cut after two lines, and nowhere else on the page did a sighted fan
  // read whom the club played.
  const baseURL = test.info().project.use.baseURL ?? "";
  const opponent = uniqueName("FC Stade Lausanne-Ouchy Espoirs ");
  await createOwnClub(page, { playerCount: 1 });
  const matchId = await startOwnMatch(page, baseURL, opponent);
  await page.goto(`/spiele/${matchId}`);
  await expect(page.getByRole("img", { name: /0 zu 0/ })).toBeVisible();
  const name = page.getByText(opponent, { exact: true });
  await expect(name).toBeVisible();
  expect(await isCut(name)).toBe(false);
});

test("the live control's phase buttons stay where they are when a tap's «Rückgängig» runs out", async ({
  page,
}) => {
  // 30 s after a tap its undo row went, and «Halbzeit», «Spiel beenden» jumped up by the row's
  // height: a thumb on its way to «Halbzeit» landed on what came to lie there.
  test.slow();
  const baseURL = test.info().project.use.baseURL ?? "";
  const opponent = uniqueName("FC Daumen ");
  await createOwnClub(page, { playerCount: 1 });
  await startOwnMatch(page, baseURL, opponent);
  const control = await openControl(page, opponent);
  await control.getByRole("button", { name: "Gelb" }).click();
  await control.getByRole("button", { name: /^Nr\./ }).first().click();
  const undo = control.getByRole("button", { name: /^Rückgängig: / });
  await expect(undo).toBeVisible();
  // Below the tap buttons, whatever the dialog's scroll.
  const halftime = control.getByRole("button", { name: "Halbzeit" });
  const goal = control.getByRole("button", { name: "Tor Heim" });
  const below = async () => ((await halftime.boundingBox())?.y ?? 0) - ((await goal.boundingBox())?.y ?? 0);
  // Measured once the tap is stored: its event is in the list, and the queue that showed while it
  // was sent is gone. Waiting for «Wird gesendet…» alone could pass before the queue appeared,
  // and the queue's height then counted in the first measure and not in the second.
  await expect(
    control
      .getByRole("tabpanel", { name: "Ereignisse" })
      .getByRole("button", { name: /^Gelbe Karte .* bearbeiten$/ }),
  ).toBeVisible();
  await expect(control.getByRole("region", { name: "Warteschlange" })).toHaveCount(0);
  await expect(undo).toBeVisible();
  const before = await below();
  await expect(undo).toHaveCount(0, { timeout: 45_000 });
  // The last tap stays named in its place until the next one.
  await expect(control.getByText(/^Gelbe Karte .*\(1'\)$/)).toBeVisible();
  expect(await below()).toBe(before);
});

test("a coach's long role stays inside the card", async ({ page }) => {
  // A role is the club's own words, up to 60 characters: on one line its badge ran past the
  // card's edge, on a phone and in the desktop's two columns alike.
  const role = "Athletik-, Konditions- und Torhütertrainerin der Juniorinnen";
  await registerClub(page);
  const me = await getJson<{ club: { id: string } }>(page, "/api/me");
  const baseURL = test.info().project.use.baseURL ?? "";
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin: baseURL } });
  const team = await (
    await post(`/api/manage/clubs/${me.club.id}/teams`, { name: "Erste", canton: "Bern", league: "4. Liga" })
  ).json();
  const created = await post(`/api/manage/teams/${team.team.id}/coaches`, {
    firstName: "Regula",
    lastName: "Aebi",
    role,
    birthYear: 1985,
    atClubSince: 2020,
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto("/manage-club/coaches");
  const card = page.getByRole("list", { name: "Trainer von Erste" }).getByRole("listitem").first();
  const badge = card.getByText(role);
  await expect(badge).toBeVisible();
  const [cardBox, badgeBox] = [await card.boundingBox(), await badge.boundingBox()];
  if (!cardBox || !badgeBox) throw new Error("no box for the card or the role");
  expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width - 16);
  expect(await isCut(badge)).toBe(false);
});

test("a team's long name shows whole on its card in «Mannschaften»", async ({ page }) => {
  // Cut to «Juniorinnen FF-19 Regiona…» on a phone: two selections of a club told apart only by
  // their names' ends looked the same, and «Bearbeiten» could be the wrong one's.
  const name = "Juniorinnen FF-19 Regionalauswahl Zürichsee-Limmattal";
  await registerClub(page);
  const me = await getJson<{ club: { id: string } }>(page, "/api/me");
  const baseURL = test.info().project.use.baseURL ?? "";
  const created = await page.request.post(`/api/manage/clubs/${me.club.id}/teams`, {
    data: { name, canton: "Zürich", league: "2. Liga" },
    headers: { origin: baseURL },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto("/manage-club/teams");
  const heading = page.getByRole("heading", { level: 3, name });
  await expect(heading).toBeVisible();
  expect(await isCut(heading)).toBe(false);
  expect(await isCut(heading.getByRole("link"))).toBe(false);
});

test("the dashboard's live card shows the teams' whole names", async ({ page }) => {
  // The narrowest phone a page is made for (WCAG 1.4.10's 320 px): the demo's names fit in 390.
  await page.setViewportSize({ width: 320, height: 700 });
  await login(page, DEMO_FAN);
  await page.goto("/dashboard");
  const card = page.getByRole("list", { name: "Live-Spiele deiner Favoriten" }).getByRole("link").first();
  await expect(card).toBeVisible();
  const names = card.locator("span.flex-1");
  await expect(names).toHaveCount(2);
  for (const name of await names.all())
    expect(await isCut(name), (await name.textContent()) ?? "").toBe(false);
});

test("a form sent with errors shows the first wrong field with its label above it", async ({ page }) => {
  // Read only: the empty form is refused in the browser, nothing is written.
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/players");
  await untilInteractive(page);
  await page.getByRole("button", { name: "Spieler hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Spieler hinzufügen" });
  await dialog.getByRole("button", { name: "Hinzufügen" }).click();
  const firstName = dialog.getByRole("textbox", { name: "Vorname" });
  await expect(firstName).toBeFocused();
  // The dialog scrolls itself: the browser stopped once the field was inside it, its label (the
  // field's name on a phone's screen) above the dialog's top edge.
  const label = dialog.locator("label", { hasText: /^Vorname/ });
  await untilAnimationsEnd(page);
  const [labelBox, dialogBox] = await Promise.all([label.boundingBox(), dialog.boundingBox()]);
  expect(labelBox?.y ?? -1).toBeGreaterThanOrEqual(dialogBox?.y ?? 0);
});
