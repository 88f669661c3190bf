import { expect, test } from "./fixtures.ts";

// An integrator reads the API reference on a phone as on a desk: an answer's description and
// its schema take the width there is, and the page does not scroll sideways.

test("an answer's schema reads whole, and the reference does not scroll sideways", async ({ page }) => {
  // At 390 px the answers' «Links» column pushed the page to 405 px, and the «Description»
  // column left the schema a 196 px box whose descriptions ran out of it on the right.
  await page.goto("/api/docs");
  const tag = page.locator(".opblock-tag[data-tag='Ranking']");
  // Swagger UI reads the whole API document before it draws: a busy machine takes a while.
  await expect(tag).toBeVisible({ timeout: 60_000 });
  await tag.click();
  const scorers = page.locator(".opblock", { hasText: "/api/rankings/scorers" });
  await scorers.locator(".opblock-summary-control").click();
  const ok = scorers.locator("tr.response[data-code='200']");
  await ok.getByRole("tab", { name: "Schema" }).click();
  await ok.locator(".model-box").getByText("Expand all").first().click();
  const goals = ok.getByText(/^Tore, aus den Spielereignissen gezählt/);
  await expect(goals).toBeVisible();

  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // Whole: the text ends inside the schema's box (its scroll area) and inside the screen.
  const text = await goals.boundingBox();
  const box = await ok.locator(".model-container").boundingBox();
  if (!text || !box) throw new Error("the description or the schema box is not laid out");
  expect(text.x).toBeGreaterThanOrEqual(box.x);
  expect(text.x + text.width).toBeLessThanOrEqual(Math.min(box.x + box.width, width));
});
