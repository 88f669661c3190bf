import { DEMO_FAN, expect, signInHere, test } from "./fixtures.ts";
import { getJson, png, registerClub } from "./manage-helpers.ts";

// Club management (club-management spec §2–§8): edits and deletes with the spec's
// confirmations, and who is sent away from the management.

test("a club edits and deletes with the spec's confirmations", async ({ page }) => {
  test.setTimeout(150_000);
  await registerClub(page);
  const me = await getJson<{ club: { id: string } }>(page, "/api/me");
  const clubId = me.club.id;
  const baseURL = test.info().project.use.baseURL ?? "";
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin: baseURL } });
  const team = await (
    await post(`/api/manage/clubs/${clubId}/teams`, { name: "Zweite", canton: "Bern", league: "4. Liga" })
  ).json();
  const teamId = team.team.id as string;
  await post(`/api/manage/clubs/${clubId}/players`, { firstName: "Noah", lastName: "Weg", teamId });
  await post(`/api/manage/teams/${teamId}/coaches`, { firstName: "Otto", lastName: "Weg" });
  await post(`/api/manage/clubs/${clubId}/news`, { title: "Entwurf zum Löschen", content: "Text" });

  await page.goto("/manage-club/players");
  // '+ Team' creates a team without leaving the player dialog and selects it.
  await page.getByRole("button", { name: "Noah Weg bearbeiten" }).click();
  const playerDialog = page.getByRole("dialog", { name: "Spieler bearbeiten" });
  await playerDialog.getByRole("button", { name: "Neues Team erstellen" }).click();
  const shortcut = page.getByRole("dialog", { name: "Neues Team" });
  await shortcut.getByLabel("Name").fill("Dritte");
  await shortcut.getByLabel("Kanton").selectOption("Bern");
  await shortcut.getByLabel("Liga").selectOption("5. Liga");
  await shortcut.getByRole("button", { name: "Erstellen" }).click();
  await expect(page.getByText("Team wurde erfolgreich erstellt")).toBeVisible();
  await expect(shortcut).toBeHidden();
  await expect(playerDialog.getByRole("combobox", { name: "Team" }).locator("option:checked")).toHaveText(
    "Dritte (5. Liga)",
  );
  await playerDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Spieler wurde erfolgreich aktualisiert")).toBeVisible();
  await expect(page.getByRole("list", { name: "Spieler" }).getByText("Dritte")).toBeVisible();

  await page.getByRole("button", { name: "Noah Weg löschen" }).click();
  const confirmPlayer = page.getByRole("alertdialog", { name: "Spieler «Noah Weg» löschen" });
  await expect(confirmPlayer.getByText("Möchtest du diesen Spieler wirklich löschen?")).toBeVisible();
  await confirmPlayer.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Spieler wurde erfolgreich gelöscht")).toBeVisible();
  await expect(page.getByText("Noch keine Spieler")).toBeVisible();

  await page.goto("/manage-club/coaches");
  // Teams are offered by name, the first one preselected.
  await expect(page.getByLabel("Mannschaft").locator("option:checked")).toHaveText("Dritte (5. Liga)");
  await page.getByLabel("Mannschaft").selectOption({ label: "Zweite (4. Liga)" });
  await page.getByRole("button", { name: "Otto Weg bearbeiten" }).click();
  const coachDialog = page.getByRole("dialog", { name: "Trainer bearbeiten" });
  await coachDialog.getByLabel("Rolle").fill("");
  await coachDialog.getByLabel("Geburtsjahr").fill("1899");
  await coachDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(coachDialog.getByText("Rolle wird benötigt")).toBeVisible();
  await expect(coachDialog.getByText("Geburtsjahr muss mindestens 1900 sein")).toBeVisible();
  await coachDialog.getByLabel("Rolle").fill("Co-Trainer");
  await coachDialog.getByLabel("Geburtsjahr").fill("1970");
  await coachDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Trainer aktualisiert")).toBeVisible();
  await expect(page.getByText("Co-Trainer", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Otto Weg löschen" }).click();
  const confirmCoach = page.getByRole("alertdialog", { name: "Trainer löschen" });
  await confirmCoach.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Trainer gelöscht")).toBeVisible();

  await page.goto("/manage-club/news");
  const card = page.getByRole("listitem").filter({ hasText: "Entwurf zum Löschen" });
  await expect(card.getByText("Entwurf", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Veröffentlichen" }).click();
  await expect(card.getByText("Veröffentlicht", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Zurückziehen" }).click();
  await expect(card.getByText("Entwurf", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Entwurf zum Löschen löschen" }).click();
  const confirmNews = page.getByRole("alertdialog", { name: "Beitrag «Entwurf zum Löschen» löschen" });
  await expect(confirmNews.getByText("Möchtest du diesen Beitrag wirklich löschen?")).toBeVisible();
  await confirmNews.getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Beitrag wurde gelöscht")).toBeVisible();
  await expect(page.getByText("Noch keine Beiträge")).toBeVisible();

  // The team dialog checks the file type and cannot be closed while an upload runs.
  await page.goto("/manage-club/teams");
  await page.getByRole("button", { name: "Zweite bearbeiten" }).click();
  const teamDialog = page.getByRole("dialog", { name: "Mannschaft bearbeiten" });
  const imageInput = teamDialog.getByTestId("image-upload-input");
  await imageInput.setInputFiles({
    name: "notiz.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("kein Bild"),
  });
  await expect(teamDialog.getByText("Nur JPG, PNG und WebP-Dateien sind erlaubt.")).toBeVisible();
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/uploads?kind=team", async (route) => {
    await gate;
    await route.continue();
  });
  await imageInput.setInputFiles({
    name: "team.png",
    mimeType: "image/png",
    buffer: await png(400, 300, "#0f766e"),
  });
  await expect(teamDialog.getByText("Wird hochgeladen…")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(teamDialog).toBeVisible();
  await expect(teamDialog.getByRole("button", { name: "Speichern" })).toBeDisabled();
  await expect(teamDialog.getByRole("button", { name: "Abbrechen" })).toBeDisabled();
  release();
  await expect(teamDialog.locator('img[src^="/uploads/team-images/"]')).toHaveCount(1);
  await teamDialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Mannschaft wurde aktualisiert")).toBeVisible();
  await expect(teamDialog).toBeHidden();

  await page.getByRole("button", { name: "Zweite löschen" }).click();
  await page
    .getByRole("alertdialog", { name: "Mannschaft löschen" })
    .getByRole("button", { name: "Löschen" })
    .click();
  await expect(page.getByText("Mannschaft wurde gelöscht")).toBeVisible();
  await expect(page.getByRole("link", { name: "Zweite" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Dritte" })).toBeVisible();

  // An unknown tab falls back to the club tab.
  await page.goto("/manage-club/gibts-nicht");
  await expect(page).toHaveURL(/\/manage-club\/club$/);
  await expect(page.getByRole("heading", { level: 2, name: "Mein Verein" })).toBeVisible();
});

test("visitors and fans are sent away with the spec's messages", async ({ page }) => {
  // A visitor signs in first, and the sign-in page brings them back to the page they asked for.
  await page.goto("/manage-club/teams");
  await expect(page).toHaveURL(/\/auth\?weiter=%2Fmanage-club%2Fteams$/);
  await signInHere(page, DEMO_FAN);
  // A fan, though: the club management sends them on to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/manage-club");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Nur Vereine haben Zugriff auf die Vereinsverwaltung.")).toBeVisible();
});
