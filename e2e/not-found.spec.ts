import { expect, test } from "./fixtures.ts";

// An unknown address and an unknown club, team, player, news item or match: a German page with
// one main heading, answered with 404.

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

test("an unknown address has a German 404 page with a main heading", async ({ page }) => {
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  await expect(page.getByText(/oops|page not found/i)).toHaveCount(0);
  await page.getByRole("link", { name: "Zur Startseite" }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const { path, heading } of [
  { path: `/vereine/${UNKNOWN}`, heading: "Verein nicht gefunden" },
  { path: `/vereine/${UNKNOWN}/teams/${UNKNOWN}`, heading: "Team wurde nicht gefunden." },
  { path: `/players/${UNKNOWN}`, heading: "Spieler nicht gefunden" },
  { path: `/news/${UNKNOWN}`, heading: "Der gesuchte Artikel wurde nicht gefunden." },
  { path: `/live-ticker/${UNKNOWN}`, heading: "Spiel nicht gefunden" },
]) {
  test(`${path} names what is missing in a main heading`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  });
}

test("a missing team under a missing club leads back to the club list, not to a second not-found page", async ({
  page,
}) => {
  await page.goto(`/vereine/${UNKNOWN}/teams/${UNKNOWN}`);
  await page.getByRole("link", { name: "Zu den Vereinen" }).click();
  await expect(page).toHaveURL(/\/vereine$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vereine" })).toBeVisible();
});

test("a missing team of a club that exists leads back to its club", async ({ page }) => {
  const { clubs } = (await (await page.request.get("/api/clubs?page=1&pageSize=1")).json()) as {
    clubs: { id: string; clubName: string }[];
  };
  const club = clubs[0];
  if (!club) throw new Error("The demo data has no club");
  await page.goto(`/vereine/${club.id}/teams/${UNKNOWN}`);
  await expect(page.getByRole("heading", { level: 1, name: "Team wurde nicht gefunden." })).toBeVisible();
  await page.getByRole("link", { name: "Zurück zum Verein" }).click();
  await expect(page.getByRole("heading", { level: 1, name: club.clubName })).toBeVisible();
});
