import { expectNoAxeViolations } from "./axe.ts";
import { DEMO_CLUB, expect, login, onScreen, test, uniqueName, waitUntilSettled } from "./fixtures.ts";
import { getJson, openTab, png, registerClub } from "./manage-helpers.ts";

// Club management (club-management spec §2–§8): a fresh club account builds its club, then a
// visitor finds all of it on the public pages; every tab and dialog passes axe.

test("a club builds its club and a visitor sees it on the public pages", async ({ page }) => {
  test.setTimeout(180_000);
  await registerClub(page);
  const clubName = uniqueName("FC Test ");
  const teamName = uniqueName("Erste ");
  const player = { first: "Lia", last: uniqueName("Muster") };
  const coach = { first: "Hans", last: uniqueName("Trainer") };
  const board = { first: "Ruth", last: uniqueName("Vorstand") };
  const newsTitle = uniqueName("Saisonstart ");

  // Mein Verein
  await page.goto("/manage-club");
  await expect(page.getByRole("heading", { level: 2, name: "Mein Verein" })).toBeVisible();
  const info = page.getByRole("form", { name: "Vereinsinformationen" });
  await info.getByLabel("Vereinsname").fill(clubName);
  await info.getByLabel("Gründungsjahr").fill("3000");
  await info.getByRole("button", { name: "Speichern" }).click();
  await expect(info.getByText("Das Gründungsjahr kann nicht in der Zukunft liegen.")).toBeVisible();
  await info.getByLabel("Gründungsjahr").fill("1921");
  await info.getByLabel("Stadion").fill("Sportplatz Au");
  await info.getByLabel("Kontakt-E-Mail").fill("info@example.ch");
  await info.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Vereinsinformationen wurden gespeichert")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: clubName })).toBeVisible();

  // Mannschaften
  await openTab(page, "Mannschaften", "Mannschaften");
  await expect(page.getByText("Noch keine Mannschaften")).toBeVisible();
  await page.getByRole("button", { name: "Mannschaft hinzufügen" }).click();
  const teamDialog = page.getByRole("dialog", { name: "Neue Mannschaft" });
  await teamDialog.getByRole("button", { name: "Erstellen" }).click();
  await expect(teamDialog.getByText("Name ist erforderlich")).toBeVisible();
  await expect(teamDialog.getByText("Kanton ist erforderlich")).toBeVisible();
  await teamDialog.getByLabel("Name").fill(teamName);
  await teamDialog.getByLabel("Kanton").selectOption("Zürich");
  await teamDialog.getByLabel("Liga").selectOption("3. Liga");
  await teamDialog.getByRole("button", { name: "Erstellen" }).click();
  await expect(page.getByText("Mannschaft wurde erstellt")).toBeVisible();
  await expect(teamDialog).toBeHidden();
  await expect(page.getByRole("link", { name: teamName })).toBeVisible();

  // Spieler, with a photo
  await openTab(page, "Spieler", "Spielerverwaltung");
  await page.getByRole("button", { name: "Spieler hinzufügen" }).click();
  const playerDialog = page.getByRole("dialog", { name: "Spieler hinzufügen" });
  await playerDialog.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(playerDialog.getByText("Vor- und Nachname sind erforderlich").first()).toBeVisible();
  await playerDialog.getByLabel("Vorname").fill(player.first);
  await playerDialog.getByLabel("Nachname").fill(player.last);
  await expect(playerDialog.getByRole("combobox", { name: "Team" })).toHaveValue(/.+/);
  await playerDialog.getByLabel("Position").selectOption("Stürmer");
  await playerDialog.getByLabel("Rückennummer").fill("100");
  await playerDialog.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(playerDialog.getByText("Die Rückennummer muss zwischen 1 und 99 liegen")).toBeVisible();
  await playerDialog.getByLabel("Rückennummer").fill("9");
  await playerDialog.getByTestId("image-upload-input").setInputFiles({
    name: "spieler.png",
    mimeType: "image/png",
    buffer: await png(200, 300, "#1d4ed8"),
  });
  await expect(playerDialog.locator('img[src^="/uploads/"]')).toHaveCount(1);
  await playerDialog.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(page.getByText("Spieler wurde erfolgreich hinzugefügt")).toBeVisible();
  await expect(playerDialog).toBeHidden();
  const playerCards = page.getByRole("list", { name: "Spieler" });
  await expect(playerCards.getByRole("link", { name: `${player.first} ${player.last}` })).toBeVisible();
  await expect(playerCards.getByRole("img", { name: `${player.first} ${player.last}` })).toBeVisible();
  await page.getByPlaceholder("Name, Position oder Team suchen…").fill("stürmer");
  await expect(playerCards.getByRole("link", { name: `${player.first} ${player.last}` })).toBeVisible();
  await page.getByPlaceholder("Name, Position oder Team suchen…").fill("torwart");
  await expect(onScreen(page, "Keine Spieler gefunden")).toBeVisible();

  // Trainer, with the spec's defaults
  await openTab(page, "Trainer", "Meine Trainer");
  await expect(page.getByLabel("Mannschaft")).toHaveValue(/.+/);
  await expect(page.getByText("Keine Trainer für diese Mannschaft")).toBeVisible();
  await page.getByRole("button", { name: "Trainer hinzufügen" }).click();
  const coachDialog = page.getByRole("dialog", { name: "Trainer hinzufügen" });
  await expect(coachDialog.getByLabel("Rolle")).toHaveValue("Trainer");
  await expect(coachDialog.getByLabel("Geburtsjahr")).toHaveValue("1980");
  await coachDialog.getByLabel("Vorname").fill(coach.first);
  await coachDialog.getByLabel("Nachname").fill(coach.last);
  await coachDialog.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(page.getByText("Trainer hinzugefügt")).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: `${coach.first} ${coach.last}` })).toBeVisible();

  // Vorstand
  await openTab(page, "Vorstandsmitglieder", "Vorstandsmitglieder");
  await page.getByRole("button", { name: "Mitglied hinzufügen" }).click();
  const boardDialog = page.getByRole("dialog", { name: "Vorstandsmitglied hinzufügen" });
  await boardDialog.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(boardDialog.getByText("Bitte fülle alle erforderlichen Felder aus.").first()).toBeVisible();
  await boardDialog.getByLabel("Vorname").fill(board.first);
  await boardDialog.getByLabel("Nachname").fill(board.last);
  await boardDialog.getByLabel("Funktion").fill("Präsidentin");
  await boardDialog.getByLabel("E-Mail").fill("ruth@example.ch");
  await boardDialog.getByRole("button", { name: "Hinzufügen" }).click();
  await expect(page.getByText("Vorstandsmitglied wurde hinzugefügt.")).toBeVisible();
  const boardCard = page.getByRole("list", { name: "Vorstandsmitglieder" }).getByRole("listitem");
  await expect(boardCard.getByText(`${board.first} ${board.last}`)).toBeVisible();
  await expect(boardCard.getByText("E-Mail", { exact: true })).toBeVisible();
  await expect(boardCard.getByText("Telefon", { exact: true })).toHaveCount(0);

  // Vereins-News with two images, published at once
  await openTab(page, "Vereins-News", "Vereins-News");
  await page.getByRole("button", { name: "Neuer Beitrag" }).click();
  const newsDialog = page.getByRole("dialog", { name: "Neuer Beitrag" });
  await expect(newsDialog.getByRole("switch", { name: "Sofort veröffentlichen" })).not.toBeChecked();
  await newsDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(newsDialog.getByText("Bitte gib einen Titel ein")).toBeVisible();
  await newsDialog.getByLabel("Titel").fill(newsTitle);
  await newsDialog.getByLabel("Inhalt").fill("Endlich geht es wieder los.\nWir freuen uns auf euch!");
  await newsDialog.getByTestId("news-image-input").setInputFiles([
    { name: "eins.png", mimeType: "image/png", buffer: await png(320, 180, "#15803d") },
    { name: "zwei.png", mimeType: "image/png", buffer: await png(320, 180, "#b91c1c") },
  ]);
  await expect(newsDialog.locator('img[src^="/uploads/"]')).toHaveCount(2);
  await newsDialog.getByLabel("Bildunterschrift 1 (optional)").fill("Das Team beim Training");
  await newsDialog.getByRole("button", { name: "Bild 2 nach oben" }).click();
  await expect(newsDialog.getByLabel("Bildunterschrift 2 (optional)")).toHaveValue("Das Team beim Training");
  await newsDialog.getByRole("switch", { name: "Sofort veröffentlichen" }).click();
  await newsDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Beitrag wurde erstellt")).toBeVisible();
  const newsCard = page
    .getByRole("list", { name: "Beiträge" })
    .getByRole("listitem")
    .filter({ hasText: newsTitle });
  await expect(newsCard.getByText("Veröffentlicht", { exact: true })).toBeVisible();
  await expect(newsCard.getByText("2 Bilder")).toBeVisible();

  // The ids the public pages need.
  const me = await getJson<{ club: { id: string } }>(page, "/api/me");
  const clubId = me.club.id;
  const { teams } = await getJson<{ teams: { id: string; name: string }[] }>(
    page,
    `/api/manage/clubs/${clubId}/teams`,
  );
  const teamId = teams.find((t) => t.name === teamName)?.id ?? "";
  const { players } = await getJson<{ players: { id: string; lastName: string }[] }>(
    page,
    `/api/manage/clubs/${clubId}/players`,
  );
  const playerId = players.find((p) => p.lastName === player.last)?.id ?? "";
  const { news } = await getJson<{ news: { id: string; title: string }[] }>(
    page,
    `/api/manage/clubs/${clubId}/news`,
  );
  const newsId = news.find((n) => n.title === newsTitle)?.id ?? "";

  // A visitor (no session) sees all of it.
  await page.context().clearCookies();
  await page.goto(`/vereine/${clubId}`);
  await expect(page.getByRole("heading", { level: 1, name: clubName })).toBeVisible();
  await expect(page.getByText(teamName).first()).toBeVisible();
  await page.getByRole("tab", { name: "Vorstand" }).click();
  await expect(page.getByText(`${board.first} ${board.last}`)).toBeVisible();
  await page.getByRole("tab", { name: "News" }).click();
  await expect(page.getByText(newsTitle)).toBeVisible();

  await page.goto(`/vereine/${clubId}/teams/${teamId}`);
  await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
  await expect(page.getByText(`${player.first} ${player.last}`).first()).toBeVisible();
  await page.getByRole("tab", { name: "Trainer" }).click();
  await expect(page.getByText(`${coach.first} ${coach.last}`)).toBeVisible();

  await page.goto(`/players/${playerId}`);
  await expect(page.getByRole("heading", { level: 1, name: `${player.first} ${player.last}` })).toBeVisible();
  await expect(page.locator('img[src*="/uploads/player-images/"]')).toBeVisible();

  await page.goto("/news");
  await expect(page.getByText(newsTitle)).toBeVisible();
  await page.goto(`/news/${newsId}`);
  await expect(page.getByRole("heading", { level: 1, name: newsTitle })).toBeVisible();
  await expect(page.locator('img[src*="/uploads/news-images/"]')).toHaveCount(2);
  await expect(page.getByText("Das Team beim Training")).toBeVisible();
});

// One test per tab: all twelve axe runs in one test outgrew its four minutes on a loaded machine.
const AXE_TABS = [
  ["club", null],
  ["teams", "Mannschaft hinzufügen"],
  ["players", "Spieler hinzufügen"],
  ["coaches", "Trainer hinzufügen"],
  ["board-members", "Mitglied hinzufügen"],
  ["news", "Neuer Beitrag"],
] as const;

for (const [tab, button] of AXE_TABS) {
  test(`the management tab ${tab}${button ? " and its dialog pass" : " passes"} axe`, async ({ page }) => {
    await login(page, DEMO_CLUB);
    await page.goto(`/manage-club/${tab}`);
    await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
    await waitUntilSettled(page);
    await expectNoAxeViolations(page);
    if (!button) return;
    await page.getByRole("button", { name: button }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page, { include: '[role="dialog"]' });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
}
