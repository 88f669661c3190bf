import { expect, test, untilInteractive } from "./fixtures.ts";

// A fan looks for a club by its town and with a typo (demo data, read only: FC Seeblick plays in
// Thalwil, canton Zürich).
const CLUB = "FC Seeblick";

test("a fan finds a club by its town, its canton and a misspelt name", async ({ page }) => {
  await page.goto("/vereine");
  // Text typed into the server's HTML before React runs is not searched for.
  await untilInteractive(page);
  const search = page.getByRole("searchbox", { name: "Vereine durchsuchen" });
  const cards = page.getByRole("main").getByRole("listitem");

  await search.fill("Thalwil");
  await expect(page).toHaveURL(/suche=Thalwil/);
  await expect(page.getByText(/für «Thalwil»/)).toBeVisible();
  await expect(cards.getByRole("link", { name: new RegExp(CLUB) })).toBeVisible();

  await search.fill("Zürich");
  await expect(page.getByText(/für «Zürich»/)).toBeVisible();
  await expect(cards.getByRole("link", { name: new RegExp(CLUB) })).toBeVisible();
  await expect(cards.getByRole("link", { name: /SV Limmatau/ })).toBeVisible();

  await search.fill("seeblik");
  await expect(page.getByText(/für «seeblik»/)).toBeVisible();
  await expect(cards.first().getByRole("link")).toHaveAccessibleName(new RegExp(CLUB));
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: CLUB })).toBeVisible();
  await page.getByRole("tab", { name: "Kontakt" }).click();
  await expect(page.getByRole("tabpanel").getByText(/8800 Thalwil/)).toBeVisible();

  await page.goto("/vereine?suche=xqzvwblorp");
  await expect(page.getByText("Keine Vereine gefunden.")).toBeVisible();
});
