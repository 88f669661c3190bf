import { expect, holdScripts, onScreen, test, untilInteractive } from "./fixtures.ts";

// A fan looks for a club by its town and with a typo (demo data, read only: FC Seeblick plays in
// Thalwil, canton Zürich).
const CLUB = "FC Seeblick";

test("a fan finds a club by its town, its canton and a misspelt name", async ({ page }) => {
  await page.goto("/vereine");
  // Each fill below is one change of the box: React's, once the page has hydrated.
  await untilInteractive(page);
  const search = page.getByRole("searchbox", { name: "Vereine durchsuchen" });
  const cards = page.getByRole("main").getByRole("listitem");

  await search.fill("Thalwil");
  await expect(page).toHaveURL(/suche=Thalwil/);
  await expect(onScreen(page, /für «Thalwil»/)).toBeVisible();
  await expect(cards.getByRole("link", { name: new RegExp(CLUB) })).toBeVisible();

  await search.fill("Zürich");
  await expect(onScreen(page, /für «Zürich»/)).toBeVisible();
  await expect(cards.getByRole("link", { name: new RegExp(CLUB) })).toBeVisible();
  await expect(cards.getByRole("link", { name: /SV Limmatau/ })).toBeVisible();

  await search.fill("seeblik");
  await expect(onScreen(page, /für «seeblik»/)).toBeVisible();
  await expect(cards.first().getByRole("link")).toHaveAccessibleName(new RegExp(CLUB));
  await cards.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: CLUB })).toBeVisible();
  await page.getByRole("tab", { name: "Kontakt" }).click();
  await expect(page.getByRole("tabpanel").getByText(/8800 Thalwil/)).toBeVisible();

  await page.goto("/vereine?suche=xqzvwblorp");
  await expect(page.getByText("Keine Vereine gefunden.")).toBeVisible();
});

test("a fan who types before the page is ready gets the results for it", async ({ page }) => {
  // A slow phone: the list is in the server's HTML, the scripts are still on their way.
  const arrive = await holdScripts(page);
  await page.goto("/vereine", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Vereine durchsuchen" });
  await search.fill("Thalwil");
  arrive();
  await untilInteractive(page);
  await expect(onScreen(page, /für «Thalwil»/)).toBeVisible();
  await expect(page).toHaveURL(/suche=Thalwil/);
  await expect(search).toHaveValue("Thalwil");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a fan searches with Enter and the server answers with the results", async ({ page }) => {
    await page.goto("/vereine");
    const search = page.getByRole("searchbox", { name: "Vereine durchsuchen" });
    await search.fill("Thalwil");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/vereine\?suche=Thalwil$/);
    await expect(onScreen(page, /für «Thalwil»/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(CLUB) })).toBeVisible();
    await expect(search).toHaveValue("Thalwil");
  });
});

test("while the next term's results load, the count names the term of the list on screen", async ({
  page,
}) => {
  await page.goto("/vereine?suche=Thalwil");
  await untilInteractive(page);
  await expect(onScreen(page, /für «Thalwil»/)).toBeVisible();
  let answer = () => {};
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route(/\/api\/clubs\?.*search=Z/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("searchbox", { name: "Vereine durchsuchen" }).fill("Zürich");
  // Thalwil's results stay on screen while Zürich's load: so does their term.
  await expect(page.getByText("Suche läuft")).toHaveCount(1);
  await expect(onScreen(page, /für «Thalwil»/)).toBeVisible();
  await expect(onScreen(page, /für «Zürich»/)).toHaveCount(0);
  answer();
  await expect(onScreen(page, /für «Zürich»/)).toBeVisible();
  await expect(page.getByText("Suche läuft")).toHaveCount(0);
});
