import type { Locator, Page } from "@playwright/test";
import { DEMO_FAN, expect, isPhone, test, untilAnimationsEnd, untilInteractive } from "./fixtures.ts";

// A fan's thumb on the public pages: the small text links a phone reader taps again and again
// (the way back above a page, a match card's «Zum Spiel») take a tap of 40 px in height, while
// their text keeps its line. On the demo data, read only. SC Aarewald: no demo account
// administers it, so no journey renames it or its teams.
const CLUB = "SC Aarewald";
const TAP = 40;

/** How tall the strip is, through the link's middle, where a tap lands on the link. */
async function tapHeight(link: Locator): Promise<number> {
  await expect(link).toBeVisible();
  // A button is disabled until its part of the page has hydrated («Telegramm kopieren»), and a
  // disabled one takes no pointer: measured then, a tap would hit what lies beneath it.
  await expect(link).toBeEnabled();
  return link.evaluate((element) => {
    // In the middle of the screen: a point off the screen hits nothing.
    element.scrollIntoView({ block: "center" });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const middle = box.top + box.height / 2;
    const hits = (y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    };
    // In half pixels: the strip's edges need not sit on whole ones.
    let top = middle;
    while (hits(top - 0.5) && middle - top < 100) top -= 0.5;
    let bottom = middle;
    while (hits(bottom + 0.5) && bottom - middle < 100) bottom += 0.5;
    return bottom - top + 0.5;
  });
}

async function openClub(page: Page): Promise<void> {
  // Found by its name: the list's first page holds 24 clubs, and the journeys before this one
  // register clubs that sort before it.
  await page.goto(`/vereine?suche=${encodeURIComponent(CLUB)}`);
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(CLUB) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: CLUB })).toBeVisible();
  await untilInteractive(page);
}

/** A played match's page (the Matchtelegramm shows there). */
async function openPlayedMatch(page: Page): Promise<void> {
  const answer = await page.request.get("/api/matches?scope=past&status=completed&limit=1");
  const { matches } = (await answer.json()) as { matches: Array<{ id: string }> };
  await page.goto(`/spiele/${matches[0]?.id}`);
  await expect(page.getByRole("heading", { name: "Matchtelegramm" })).toBeVisible();
  await untilInteractive(page);
}

test("the way back above a club's, a team's, a player's, an article's and a match's page takes a thumb", async ({
  page,
}) => {
  await openClub(page);
  const main = page.getByRole("main");
  expect(await tapHeight(main.getByRole("link", { name: "Alle Vereine" }))).toBeGreaterThanOrEqual(TAP);

  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /^1\. Mannschaft/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "1. Mannschaft" })).toBeVisible();
  expect(await tapHeight(main.getByRole("link", { name: CLUB, exact: true }))).toBeGreaterThanOrEqual(TAP);

  // The team's first player, by his own page's address (the squad opens a dialog).
  const teamUrl = new URL(page.url());
  const teamId = teamUrl.pathname.split("/").at(-1) ?? "";
  const players = await (await page.request.get(`/api/teams/${teamId}/players`)).json();
  await page.goto(`/players/${players.players[0].id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await tapHeight(main.getByRole("link").first())).toBeGreaterThanOrEqual(TAP);

  await page.goto("/news");
  await main.locator('a[href^="/news/"]').first().click();
  expect(await tapHeight(main.getByRole("link", { name: "Zurück zu den News" }))).toBeGreaterThanOrEqual(TAP);

  await openPlayedMatch(page);
  expect(await tapHeight(main.getByRole("link", { name: "Zum Spielplan" }))).toBeGreaterThanOrEqual(TAP);
});

test("a match card's «Zum Spiel», the start page's «Alle News» and «Spielplan» and «Mehr über den Verein» take a thumb", async ({
  page,
}) => {
  await page.goto("/");
  await untilInteractive(page);
  const main = page.getByRole("main");
  expect(await tapHeight(main.getByRole("link", { name: "Alle News" }))).toBeGreaterThanOrEqual(TAP);
  expect(await tapHeight(main.getByRole("link", { name: "Spielplan", exact: true }))).toBeGreaterThanOrEqual(
    TAP,
  );
  expect(await tapHeight(main.getByRole("link", { name: /^Zum Spiel / }).first())).toBeGreaterThanOrEqual(
    TAP,
  );

  await page.goto("/spielplan");
  expect(await tapHeight(main.getByRole("link", { name: /^Zum Spiel / }).first())).toBeGreaterThanOrEqual(
    TAP,
  );

  if (isPhone(page)) {
    // The club's description folds on a phone only.
    await openClub(page);
    expect(
      await tapHeight(main.getByRole("button", { name: "Mehr über den Verein" })),
    ).toBeGreaterThanOrEqual(TAP);
  }
});

test("a small button (an article's «Teilen», the Matchtelegramm's two) takes a thumb", async ({ page }) => {
  const main = page.getByRole("main");
  await page.goto("/news");
  await main.locator('a[href^="/news/"]').first().click();
  await untilInteractive(page);
  expect(await tapHeight(main.getByRole("button", { name: "Teilen" }))).toBeGreaterThanOrEqual(TAP);

  await openPlayedMatch(page);
  expect(await tapHeight(main.getByRole("button", { name: "Telegramm kopieren" }))).toBeGreaterThanOrEqual(
    TAP,
  );
  expect(
    await tapHeight(main.getByRole("link", { name: "Als Textdatei herunterladen" })),
  ).toBeGreaterThanOrEqual(TAP);
});

test("the footer's links take a thumb on every page", async ({ page }) => {
  await page.goto("/vereine");
  const footer = page.getByRole("navigation", { name: "Fusszeile" });
  for (const name of ["News", "Für Vereine & Fans", "Für Entwickler", "Impressum", "Datenschutz"]) {
    expect(await tapHeight(footer.getByRole("link", { name, exact: true })), name).toBeGreaterThanOrEqual(
      TAP,
    );
  }
});

test("the not-found page's way on takes a thumb", async ({ page }) => {
  await page.goto("/gibt-es-nicht");
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  expect(
    await tapHeight(page.getByRole("main").getByRole("link", { name: "Zur Startseite" })),
  ).toBeGreaterThanOrEqual(TAP);
});

test("a scorer's row in the ranking takes a thumb, not only the name's line", async ({ page }) => {
  await page.goto("/ranking");
  const first = page.getByRole("main").getByRole("listitem").first();
  expect(await tapHeight(first.getByRole("link"))).toBeGreaterThanOrEqual(TAP);
});

test("the dashboard's own menu takes a thumb", async ({ page, loginAs }) => {
  // «Übersicht», «Favoriten» … were chips of 36 px, a row a fan switches between on a phone.
  await loginAs(DEMO_FAN);
  await page.goto("/dashboard");
  await untilInteractive(page);
  const menu = page.getByRole("navigation", { name: "Dashboard-Menü" });
  const links = menu.getByRole("link");
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    const name = (await link.textContent()) ?? "";
    expect(await tapHeight(link), name).toBeGreaterThanOrEqual(TAP);
  }
});

test("a dialog's «Schliessen», and the phone menu's, take a thumb", async ({ page, loginAs }) => {
  // The X in a dialog's corner was 36 px: on a phone the way out of every dialog and of the menu.
  await loginAs(DEMO_FAN);
  await page.goto("/profile");
  await untilInteractive(page);
  await page.getByRole("button", { name: "Bearbeiten" }).click();
  const dialog = page.getByRole("dialog", { name: "Profil bearbeiten" });
  await expect(dialog).toBeVisible();
  await untilAnimationsEnd(page);
  expect(await tapHeight(dialog.getByRole("button", { name: "Schliessen" }))).toBeGreaterThanOrEqual(TAP);
  await dialog.getByRole("button", { name: "Schliessen" }).click();
  await expect(dialog).toBeHidden();

  if (isPhone(page)) {
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    await untilAnimationsEnd(page);
    expect(await tapHeight(menu.getByRole("button", { name: "Schliessen" }))).toBeGreaterThanOrEqual(TAP);
  }
});

test("the sign-in pages' own links («Passwort vergessen?», the way back, a new link) take a thumb", async ({
  page,
}) => {
  // Lines of 20 px under the forms: a person who forgot the password taps them on a phone.
  const main = page.getByRole("main");
  await page.goto("/auth");
  await untilInteractive(page);
  expect(await tapHeight(main.getByRole("link", { name: "Passwort vergessen?" }))).toBeGreaterThanOrEqual(
    TAP,
  );

  await page.goto("/passwort-vergessen");
  await untilInteractive(page);
  expect(await tapHeight(main.getByRole("link", { name: "Zurück zur Anmeldung" }))).toBeGreaterThanOrEqual(
    TAP,
  );

  // Opened without its token (a link cut short in the mail): the way to a new one.
  await page.goto("/passwort-zuruecksetzen");
  await untilInteractive(page);
  expect(await tapHeight(main.getByRole("link", { name: "Neuen Link anfordern" }))).toBeGreaterThanOrEqual(
    TAP,
  );
});

test("a notification switch takes a thumb", async ({ page, loginAs }) => {
  // «Alle Meldungen» per favourite team on the dashboard was a switch of 24 px, its label a line
  // of 20: a fan turns them on and off on the phone. (The news dialog's «Sofort veröffentlichen»
  // is the same switch.)
  await loginAs(DEMO_FAN);
  await page.goto("/dashboard");
  await untilInteractive(page);
  const first = page.getByRole("main").getByRole("switch", { name: "Alle Meldungen" }).first();
  expect(await tapHeight(first)).toBeGreaterThanOrEqual(TAP);
});
