import sharp from "sharp";
import { expect, test } from "./fixtures.ts";
import { registerClub } from "./manage-helpers.ts";

// A phone photo over 5 MB is made smaller in the browser instead of being refused,
// and news photos are shown whole.

const FIVE_MB = 5 * 1024 * 1024;

test("a photo over 5 MB is made smaller in the browser and uploaded", async ({ page }) => {
  // Encoding a 6-megapixel photo of noise in the browser took over a minute on the loaded machine.
  test.slow();
  // Noise does not compress: a 2800 × 2100 PNG of it is far over the limit.
  const photo = await sharp({
    create: {
      width: 2800,
      height: 2100,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  expect(photo.length).toBeGreaterThan(FIVE_MB);

  await registerClub(page);
  await page.goto("/manage-club/players");
  await page.getByRole("button", { name: "Spieler hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Spieler hinzufügen" });
  // Decoding and encoding a 6-megapixel photo takes a while on a loaded machine.
  const sent = page.waitForRequest((request) => request.url().includes("/api/uploads?kind=player"), {
    timeout: 90_000,
  });
  // Handing over 6 MB took longer than an action's 30 s on a loaded machine.
  await dialog
    .getByTestId("image-upload-input")
    .setInputFiles({ name: "handyfoto.png", mimeType: "image/png", buffer: photo }, { timeout: 90_000 });
  const request = await sent;
  await expect(page.getByText("Bild erfolgreich hochgeladen")).toBeVisible();
  // What went over the wire fits the server's limit (which stays: it refuses anything larger).
  expect((await request.sizes()).requestBodySize).toBeLessThanOrEqual(FIVE_MB);
  await expect(dialog.locator('img[src^="/uploads/"]')).toHaveCount(1);
  await expect(dialog.getByText(/zu groß/)).toHaveCount(0);
});

test("a news photo is shown whole, not cut to a frame", async ({ page }) => {
  const { news } = (await (await page.request.get("/api/news?limit=50")).json()) as {
    news: { id: string; imageUrl: string | null }[];
  };
  const withPhoto = news.find((n) => n.imageUrl);
  if (!withPhoto) throw new Error("no news with a photo in the demo data");
  await page.goto(`/news/${withPhoto.id}`);
  const photo = page.locator("article figure img").first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveCSS("object-fit", "contain");
});
