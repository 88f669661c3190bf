import { expect, isPhone, test } from "./fixtures.ts";
import { registerClub } from "./manage-helpers.ts";

// An administrator makes an API key in 'Mein Verein', copies it (shown once), a
// script uses it, and revoking it (after confirming) shuts the script out at once.

test("an administrator creates a key, copies it and revokes it after confirming", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  if (!isPhone(page)) await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerClub(page);
  await page.goto("/manage-club");
  await expect(page.getByRole("heading", { level: 2, name: "Mein Verein" })).toBeVisible();

  const card = page.getByRole("form", { name: "API-Schlüssel erstellen" });
  await card.getByRole("button", { name: "Schlüssel erstellen" }).click();
  await expect(card.getByText("Bitte gib dem Schlüssel einen Namen")).toBeVisible();
  await card.getByLabel("Name").fill("Website Resultate");
  await card.getByRole("checkbox", { name: /Resultate/ }).check();
  await card.getByRole("button", { name: "Schlüssel erstellen" }).click();

  const shown = page.getByRole("textbox", { name: "Neuer API-Schlüssel" });
  await expect(shown).toHaveValue(/^tsk_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText("Er wird nur dieses eine Mal angezeigt")).toBeVisible();
  const key = await shown.inputValue();
  await page.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByText("Schlüssel kopiert")).toBeVisible();
  if (!isPhone(page)) expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const list = page.getByRole("list", { name: "API-Schlüssel" });
  await expect(list.getByText("Website Resultate")).toBeVisible();
  await expect(list.getByText("Noch nie verwendet")).toBeVisible();
  // The list shows the key's first characters, never the key.
  await expect(list.getByText(key)).toHaveCount(0);

  // A script (no cookie) reads the club's management data with the key.
  const me = (await (await page.request.get("/api/me")).json()) as { club: { id: string } };
  const script = await page.request.fetch(`/api/manage/clubs/${me.club.id}`, {
    headers: { authorization: `Bearer ${key}`, cookie: "" },
  });
  expect(script.status()).toBe(200);

  // Revoking asks first; cancelling keeps the key.
  await list.getByRole("button", { name: "Schlüssel «Website Resultate» widerrufen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Programme mit diesem Schlüssel werden ab sofort abgewiesen.")).toBeVisible();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await expect(list.getByText("Aktiv")).toBeVisible();

  await list.getByRole("button", { name: "Schlüssel «Website Resultate» widerrufen" }).click();
  await dialog.getByRole("button", { name: "Widerrufen" }).click();
  await expect(page.getByText("API-Schlüssel widerrufen")).toBeVisible();
  await expect(list.getByText("Widerrufen", { exact: true })).toBeVisible();
  await expect(list.getByText(/^Widerrufen am /)).toBeVisible();

  const refused = await page.request.fetch(`/api/manage/clubs/${me.club.id}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(refused.status()).toBe(401);
});

test("the API reference renders from our own files under the strict CSP, with try-it", async ({ page }) => {
  const violations: string[] = [];
  const foreign: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  page.on("request", (r) => {
    if (!r.url().startsWith(test.info().project.use.baseURL ?? "")) foreign.push(r.url());
  });
  await page.goto("/api/docs");
  const tag = page.locator(".opblock-tag", { hasText: "API-Schlüssel" });
  await expect(tag).toBeVisible();
  await tag.click();
  const create = page.locator(".opblock-post", { hasText: "/api/manage/clubs/{clubId}/api-keys" });
  await create.locator(".opblock-summary").click();
  await expect(create.locator(".parameter__name", { hasText: "clubId" })).toBeVisible();
  await expect(create.getByRole("button", { name: "Try it out" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Authorize/ })).toBeVisible();
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});
