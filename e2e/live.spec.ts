import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  DEMO_CLUB,
  DEMO_FAN,
  expect,
  login,
  onScreen,
  test,
  uniqueName,
  waitUntilSettled,
} from "./fixtures.ts";
import { createOwnMatch, eventEntry, matchTimeline } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// The club runs a live ticker; a fan follows it on /live-ticker/:id in another browser and sees
// the kickoff, a goal and a card arrive without reloading. The match is created here (against a
// new opponent with a unique name), so the seeded live match other specs look at stays untouched.

test("the club runs the live ticker and a fan sees kickoff, goal and card without reloading", async ({
  browser,
  page,
  baseURL,
}) => {
  // Two browsers and a live stream: on a busy machine the whole journey takes a while.
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  const opponentName = uniqueName("FC Gegner ");
  // A club of its own: its goal and card go to its own players, not to demo players whose
  // counts the other journeys read.
  await createOwnClub(page);
  const matchId = await createOwnMatch(page, base, opponentName);

  // The fan opens the ticker page of the match before it starts.
  const fanContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const fan = await fanContext.newPage();
  await login(fan, DEMO_FAN);
  await fan.goto(`/live-ticker/${matchId}`);
  await expect(fan.getByText(opponentName).first()).toBeVisible();
  await expect(fan.getByText("Der Ticker beginnt mit dem Anpfiff.")).toBeVisible();

  // The club starts it from the live-ticker tab.
  await page.goto("/manage-club/live-ticker");
  const row = page.getByRole("listitem").filter({ hasText: opponentName });
  await row.getByRole("button", { name: /^Live-Ticker starten: / }).click();
  const control = page.getByRole("dialog", { name: "Live-Ticker" });
  // Before kick-off nothing has paused: the clock says so, without a «PAUSE» badge.
  await expect(control.getByText("Vor dem Anpfiff")).toBeVisible();
  await expect(control.getByText("PAUSE")).toHaveCount(0);
  await control.getByRole("button", { name: "Spiel starten" }).click();
  await expect(page.getByText("Spiel gestartet!")).toBeVisible();
  await expect(control.getByText(/^live$/i)).toBeVisible();

  // Kickoff reaches the fan: LIVE, 0:0 and the kickoff event.
  // The badge, not the closed «Änderungen»'s «Status: Angesetzt → Live», which the page adds live too.
  await expect(fan.getByText(/^live$/i).filter({ visible: true })).toBeVisible();
  await expect(fan.getByRole("img", { name: new RegExp(`0 zu 0 ${opponentName}`) })).toBeVisible();
  await expect(fan.getByText("Anpfiff", { exact: true }).first()).toBeVisible();
  // From here on, the fan's page applies each frame as it comes: a goal, a card or a correction
  // sends no request (19,000 fans would otherwise send 38,000 in the second after a goal).
  const readsAfterKickoff: string[] = [];
  fan.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/matches/")) readsAfterKickoff.push(request.url());
  });

  // A goal for the home side.
  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  await control.getByRole("combobox", { name: "Ereignis", exact: true }).selectOption("goal");
  await control.getByText("Heim", { exact: true }).click();
  // Options: 'Spieler wählen', 'Ohne Spieler', then the squad.
  await control.getByRole("combobox", { name: "Spieler", exact: true }).selectOption({ index: 2 });
  const scorer =
    (
      await control
        .getByRole("combobox", { name: "Spieler", exact: true })
        .locator("option:checked")
        .textContent()
    )?.replace(/^#\d+\s*/, "") ?? "";
  await control.getByRole("button", { name: "Ereignis hinzufügen" }).click();
  await expect(page.getByText("Ereignis gespeichert!").first()).toBeVisible();
  await expect(control.getByRole("img", { name: /1 zu 0/ })).toBeVisible();

  // A yellow card (the new opponent has no squad yet, so for another home player).
  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  await control.getByRole("combobox", { name: "Ereignis", exact: true }).selectOption("yellowCard");
  await control.getByRole("combobox", { name: "Spieler", exact: true }).selectOption({ index: 3 });
  const booked =
    (
      await control
        .getByRole("combobox", { name: "Spieler", exact: true })
        .locator("option:checked")
        .textContent()
    )?.replace(/^#\d+\s*/, "") ?? "";
  await control.getByRole("button", { name: "Ereignis hinzufügen" }).click();
  await expect(eventEntry(control, "Gelbe Karte", booked)).toBeVisible();

  // The fan sees both, and the new score, without a reload.
  await expect(fan.getByRole("img", { name: new RegExp(`1 zu 0 ${opponentName}`) })).toBeVisible();
  await expect(eventEntry(matchTimeline(fan), "Tor", scorer, "1:0")).toBeVisible();
  await expect(eventEntry(matchTimeline(fan), "Gelbe Karte", booked)).toBeVisible();
  expect(readsAfterKickoff).toEqual([]);

  // Halftime with the early-halftime question, then the fan sees the pause.
  await control.getByRole("button", { name: "Halbzeit", exact: true }).click();
  await expect(
    page.getByText("Die erste Halbzeit ist noch nicht zu Ende. Möchtest du trotzdem die Halbzeit einleiten?"),
  ).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Halbzeit" }).click();
  await expect(page.getByText("Halbzeit!")).toBeVisible();
  await expect(onScreen(fan, "PAUSE")).toBeVisible();

  // Abort: confirmed, then the fan's page shows ABGESAGT and the reason.
  await control.getByRole("button", { name: "Weitere Aktionen" }).click();
  await page.getByRole("menuitem", { name: /Spiel abbrechen/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Spiel abbrechen" }).click();
  await expect(page.getByText("Spiel abgebrochen.")).toBeVisible();
  await expect(fan.getByText("ABGESAGT").first()).toBeVisible();
  await expect(fan.getByText("Grund: Live-Ticker vorzeitig beendet")).toBeVisible();

  await fanContext.close();
});

test("the public live list shows the running match with minute, details and line-up", async ({ page }) => {
  await page.goto("/live-ticker");
  const card = page.getByRole("listitem").filter({ hasText: "Zum Live-Ticker" }).first();
  await expect(card.getByText(/^live$/i)).toBeVisible();
  await expect(card.getByText(/\d+(\+\d+)?'/).first()).toBeVisible();
  await card.getByRole("button", { name: "Details anzeigen" }).click();
  await expect(card.getByRole("button", { name: "Verbergen" })).toBeVisible();
  await expect(card.getByText("Anpfiff", { exact: true }).first()).toBeVisible();
  await card.getByRole("button", { name: "Aufstellung" }).click();
  const lineup = page.getByRole("dialog", { name: "Aufstellung" });
  await expect(lineup).toBeVisible();
  await lineup.getByRole("button", { name: "Schliessen" }).click();
  await expect(lineup).toBeHidden();
  await card.getByRole("link", { name: "Zum Live-Ticker" }).click();
  await expect(page.getByRole("heading", { name: "Spielverlauf" })).toBeVisible();
});

test("an unknown match says 'Spiel nicht gefunden'", async ({ page }) => {
  await page.goto("/live-ticker/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Spiel nicht gefunden")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zum Spielplan" })).toHaveAttribute("href", "/spielplan");
});

test("the ticker page and its line-up have no accessibility violations", async ({ page }) => {
  // Two full axe runs on a page that re-renders every second: slow on a busy machine.
  test.setTimeout(180_000);
  await page.goto("/live-ticker");
  await page.getByRole("link", { name: "Zum Live-Ticker" }).first().click();
  await expect(page.getByRole("heading", { name: "Spielverlauf" })).toBeVisible();
  await waitUntilSettled(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Aufstellung anzeigen" }).click();
  await expect(page.getByRole("dialog", { name: "Aufstellung" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the club's live tab and its control dialog have no accessibility violations", async ({ page }) => {
  // Three full axe runs on a busy machine take a while (1.5 min measured at load 30).
  test.setTimeout(240_000);
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/live-ticker");
  await expect(page.getByRole("heading", { name: "Laufende Spiele" })).toBeVisible();
  await waitUntilSettled(page);
  await expectNoAxeViolations(page);
  await page
    .getByRole("button", { name: /^Live-Ticker fortsetzen: / })
    .first()
    .click();
  const control = page.getByRole("dialog", { name: "Live-Ticker" });
  await expect(control.getByRole("tab", { name: "Ereignisse" })).toBeVisible();
  await expectNoAxeViolations(page);
  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  await expect(control.getByRole("combobox", { name: "Ereignis", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The demo club's control of its running match, opened from its live tab. */
async function openDemoControl(page: Page) {
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/live-ticker");
  await expect(page.getByRole("heading", { name: "Laufende Spiele" })).toBeVisible();
  await waitUntilSettled(page);
  await page
    .getByRole("button", { name: /^Live-Ticker fortsetzen: / })
    .first()
    .click();
  return page.getByRole("dialog", { name: "Live-Ticker" });
}

test("the live ticker asks before Escape throws away an event being typed", async ({ page }) => {
  const control = await openDemoControl(page);
  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  const description = control.getByLabel(/Beschreibung/);
  await description.fill("Freistoss an die Latte");
  await page.keyboard.press("Escape");

  const question = page.getByRole("alertdialog", { name: "Änderungen verwerfen?" });
  await question.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(control).toBeVisible();
  await expect(description).toHaveValue("Freistoss an die Latte");

  await page.keyboard.press("Escape");
  await question.getByRole("button", { name: "Verwerfen" }).click();
  await expect(control).toBeHidden();
});

test("the live ticker keeps an event being typed across a visit to «Ereignisse»", async ({ page }) => {
  const control = await openDemoControl(page);
  const shownPanels = control.locator('[role="tabpanel"]:visible');
  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  const description = control.getByLabel(/Beschreibung/);
  await description.fill("Freistoss an die Latte");

  // The form stays, hidden: no question, and only the list's panel shows.
  await control.getByRole("tab", { name: "Ereignisse" }).click();
  await expect(control.getByRole("tabpanel", { name: "Ereignisse" })).toBeVisible();
  await expect(shownPanels).toHaveCount(1);
  await expect(description).toBeHidden();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  await expect(shownPanels).toHaveCount(1);
  await expect(description).toHaveValue("Freistoss an die Latte");

  // A close from «Ereignisse» names the hidden tab; «Verwerfen» closes.
  await control.getByRole("tab", { name: "Ereignisse" }).click();
  await page.keyboard.press("Escape");
  const question = page.getByRole("alertdialog", { name: "Änderungen verwerfen?" });
  await expect(question).toContainText("Was du unter «Neues Ereignis» eingegeben hast, geht verloren.");
  await question.getByRole("button", { name: "Verwerfen" }).click();
  await expect(control).toBeHidden();
});
