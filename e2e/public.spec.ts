import type { Page } from "@playwright/test";
import { expect, test, uniqueName, untilInteractive } from "./fixtures.ts";

// Public pages and favourites on the demo data. SC Aarewald is used because no demo
// account administers it, so other journeys do not rename it or its teams.
const CLUB = "SC Aarewald";
const TEAM = "1. Mannschaft";
const FAVORITE_LABEL = `${CLUB} – ${TEAM}`;

async function goHome(page: Page) {
  // Client-side navigation through the logo, as a user does.
  await page.getByRole("link", { name: "Tschutti – Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function openTeamFromSearch(page: Page) {
  await page.goto("/vereine");
  await expect(page.getByRole("heading", { level: 1, name: "Vereine" })).toBeVisible();
  await untilInteractive(page);
  await page.getByRole("searchbox", { name: "Vereine durchsuchen" }).fill("aareW");
  const cards = page.getByRole("main").getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/suche=aareW/);
  await cards.getByRole("link", { name: new RegExp(CLUB) }).click();
  await expect(page.getByRole("heading", { level: 1, name: CLUB })).toBeVisible();
  await page
    .getByRole("tabpanel")
    // The team's card (the fixtures above it name the team inside a match).
    .getByRole("link", { name: new RegExp(`^${TEAM}`) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: TEAM })).toBeVisible();
}

test("a visitor finds a team, keeps it as favourite, signs up and finds it on the profile", async ({
  page,
}) => {
  await openTeamFromSearch(page);
  const teamUrl = page.url();

  // The squad with the player dialog.
  const firstPlayer = page.getByRole("tabpanel").getByRole("button").first();
  const playerName = (await firstPlayer.locator("span.font-semibold").first().textContent()) ?? "";
  await firstPlayer.click();
  const dialog = page.getByRole("dialog", { name: playerName });
  await expect(dialog.getByText("Tore")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Zu Favoriten hinzufügen" }).click();
  await expect(page.getByText("Zu Favoriten hinzugefügt")).toBeVisible();
  await expect(page.getByRole("button", { name: "Aus Favoriten entfernen" })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("favoriteTeams") ?? "[]"));
  expect(stored).toEqual([
    { id: expect.any(String), clubId: expect.any(String), name: FAVORITE_LABEL, logo: expect.any(String) },
  ]);

  await goHome(page);
  const favorites = page.getByRole("region", { name: "Meine Favoriten" });
  await expect(favorites.getByRole("link", { name: FAVORITE_LABEL })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jetzt anmelden" })).toHaveAttribute("href", "/auth");

  // Sign up: the browser's favourite moves into the new account.
  const username = uniqueName("fan");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Registrieren" }).click();
  const form = page.getByRole("form", { name: "Registrieren" });
  await form.getByLabel("Nutzername").fill(username);
  await form.getByLabel("E-Mail").fill(`${username}@example.ch`);
  await form.getByLabel("Passwort").fill("geheim123");
  await form.getByRole("button", { name: "Konto erstellen" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const card = page.getByRole("region", { name: "Meine Favoriten" });
  await expect(card.getByRole("link", { name: FAVORITE_LABEL })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("favoriteTeams"))).toBeNull();

  // It is stored on the server now: still there after a reload, and on the dashboard with its matches.
  await page.reload();
  await expect(card.getByRole("link", { name: FAVORITE_LABEL })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Mein Dashboard" })).toBeVisible();
  await expect(page.getByRole("link", { name: FAVORITE_LABEL })).toBeVisible();
  const matches = page.getByRole("region", { name: "Nächste Spiele deiner Favoriten" });
  await expect(matches.getByRole("listitem").first()).toContainText(CLUB);

  // Removing it again as a signed-in user.
  await page.goto(teamUrl);
  await page.getByRole("button", { name: "Aus Favoriten entfernen" }).click();
  await expect(page.getByText("Aus Favoriten entfernt")).toBeVisible();
  await expect(page.getByRole("button", { name: "Zu Favoriten hinzufügen" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByText("Noch keine Favoriten")).toBeVisible();
});

test("the home page shows the call to action and no favourites block for a new visitor", async ({ page }) => {
  await page.goto("/vereine");
  await goHome(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jetzt anmelden" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Mehr erfahren/ })).toHaveAttribute(
    "href",
    "/fuer-vereine-fans",
  );
  await expect(page.getByRole("region", { name: "Meine Favoriten" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Aktuelle News" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Kommende Spiele" }).getByRole("listitem")).toHaveCount(3);
  // The teaser shows the real live match when one is running, the labelled example otherwise.
  const live = await page.request.get("/api/matches?scope=live");
  const liveMatches = ((await live.json()) as { matches: Array<{ id: string }> }).matches;
  if (liveMatches[0]) {
    await expect(page.getByRole("link", { name: /Zum Live-Ticker/ })).toHaveAttribute(
      "href",
      `/spiele/${liveMatches[0].id}`,
    );
    await expect(page.getByText("Beispiel", { exact: true })).toHaveCount(0);
  } else {
    await expect(page.getByText("Beispiel", { exact: true })).toBeVisible();
    await expect(page.getByText("2:1")).toBeVisible();
  }
});

test("a news article opened from the list, and the search", async ({ page }) => {
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  const first = page.getByRole("main").getByRole("listitem").first();
  const title = (await first.locator("span.text-lg").textContent()) ?? "";
  await first.getByRole("link").click();
  await expect(page).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/^Veröffentlicht am \w+, \d{1,2}\. \w+ \d{4}, \d{2}:\d{2} Uhr$/)).toBeVisible();

  await page.getByRole("link", { name: "Zurück zu den News" }).click();
  await page.getByRole("searchbox", { name: "News durchsuchen" }).fill("flutlicht");
  const results = page.getByRole("main").getByRole("listitem");
  await expect(results).toHaveCount(1);
  await results.getByRole("link").click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Neue Flutlichtanlage auf der Sportanlage Seeblick" }),
  ).toBeVisible();
  // Several images: a two-column grid with captions.
  await expect(page.locator("article figure")).toHaveCount(3);
  await expect(page.locator("article figcaption").first()).not.toBeEmpty();

  await page.goto("/news/gibt-es-nicht");
  await expect(page.getByText("Der gesuchte Artikel wurde nicht gefunden.")).toBeVisible();
});

test("a news card without a picture holds a placeholder only where the grid has columns", async ({
  page,
  isMobile,
}) => {
  // On a phone the list is one column: each card without a picture began with 200 px of a
  // newspaper icon, so a screen showed barely one and a half news.
  await page.goto("/news");
  const card = page.getByRole("link", { name: /Heimspiel gegen den FC Chriesiwald abgesagt/ });
  await expect(card).toBeVisible();
  await expect(card.locator("svg.lucide-newspaper")).toBeVisible({ visible: !isMobile });
});

test("club tabs, an empty search and the dashboard login rule", async ({ page }) => {
  await page.goto("/vereine");
  await untilInteractive(page);
  await page.getByRole("searchbox", { name: "Vereine durchsuchen" }).fill("gibtsnicht");
  await expect(page.getByText("Keine Vereine gefunden.")).toBeVisible();
  await expect(page.getByText("Versuche es mit einem anderen Suchbegriff.")).toBeVisible();

  await page.getByRole("searchbox", { name: "Vereine durchsuchen" }).fill("aarewald");
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(CLUB) })
    .click();
  await page.getByRole("tab", { name: "Vorstand" }).click();
  await expect(page.getByRole("tabpanel").getByRole("listitem").first()).toBeVisible();
  await page.getByRole("tab", { name: "Kontakt" }).click();
  await expect(page.getByRole("tabpanel").getByText("Adresse")).toBeVisible();
  // Keyboard: arrow keys move between the tabs.
  await page.getByRole("tab", { name: "Kontakt" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Vorstand" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "News" }).click();
  const news = page.getByRole("tabpanel").getByRole("listitem");
  await expect(news.first()).toBeVisible();

  await page.goto("/vereine/00000000-0000-4000-8000-000000000000");
  await expect(page.getByText("Verein nicht gefunden")).toBeVisible();
  await page.goto("/players/kein-spieler");
  await expect(page.getByText("Spieler nicht gefunden")).toBeVisible();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/auth\?weiter=%2Fdashboard$/);
});
