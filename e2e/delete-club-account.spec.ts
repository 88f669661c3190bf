import { expect, test } from "./fixtures.ts";
import { getJson, openTab, registerClub } from "./manage-helpers.ts";

// «Verein löschen» used to make a new empty club at once, so «Konto löschen» kept
// refusing the last administrator. Now the club goes, the account becomes a fan account, and
// the account can be deleted.

test("a club administrator deletes the club, then the account", async ({ page }) => {
  await registerClub(page);
  await page.goto("/manage-club");
  await expect(page.getByRole("heading", { level: 2, name: "Mein Verein" })).toBeVisible();
  await openTab(page, "Mitglieder & Rollen", "Mitglieder & Rollen");

  await page.getByRole("button", { name: "Verein löschen" }).click();
  const ask = page.getByRole("dialog", { name: "Verein endgültig löschen?" });
  await ask.getByLabel("Zur Bestätigung den Vereinsnamen eingeben").fill("Unbenannter Verein");
  await ask.getByRole("button", { name: "Verein löschen" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Verein gelöscht", { exact: true })).toBeVisible();
  // No new empty club was made behind the user's back.
  const me = await getJson<{ club: unknown; profile: { accountType: string } }>(page, "/api/me");
  expect(me.club).toBeNull();
  expect(me.profile.accountType).toBe("fan");

  const form = page.getByRole("form", { name: "Konto löschen" });
  await form.getByLabel("Passwort zur Bestätigung").fill("geheim123");
  await form.getByRole("button", { name: "Konto löschen" }).click();
  await page
    .getByRole("alertdialog", { name: "Konto endgültig löschen?" })
    .getByRole("button", { name: "Konto löschen" })
    .click();
  await expect(page.getByText("Dein Konto wurde gelöscht")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const after = await getJson<{ user: unknown }>(page, "/api/me");
  expect(after.user).toBeNull();
});
