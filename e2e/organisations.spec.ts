import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Register links preselect tab and account type; junior players keep their privacy.

test("the info page's buttons open the right registration form", async ({ page }) => {
  await page.goto("/fuer-vereine-fans");
  await page.getByRole("link", { name: "Als Verein registrieren" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=registrieren&typ=verein$/);
  const register = page.getByRole("form", { name: "Registrieren" });
  await expect(register).toBeVisible();
  await expect(register.getByRole("radio", { name: /^Verein/ })).toBeChecked();

  await page.goto("/fuer-vereine-fans");
  await page.getByRole("link", { name: "Kostenlos registrieren" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=registrieren&typ=fan$/);
  await expect(
    page.getByRole("form", { name: "Registrieren" }).getByRole("radio", { name: /^Fan/ }),
  ).toBeChecked();
});

async function playerOf(request: APIRequestContext, league: (l: string) => boolean): Promise<string> {
  const { clubs } = (await (await request.get("/api/clubs")).json()) as {
    clubs: Array<{ id: string; clubName: string }>;
  };
  for (const club of clubs) {
    const { teams } = (await (await request.get(`/api/clubs/${club.id}/teams`)).json()) as {
      teams: Array<{ id: string; league: string }>;
    };
    for (const team of teams.filter((t) => league(t.league))) {
      const { players } = (await (await request.get(`/api/teams/${team.id}/players`)).json()) as {
        players: Array<{ id: string }>;
      };
      if (players[0]) return players[0].id;
    }
  }
  throw new Error("no player in such a team in the demo data");
}

test("a junior's birth year and photo are not shown on the public player page", async ({ page }) => {
  const juniorId = await playerOf(page.request, (l) => l.startsWith("Junioren"));
  await page.goto(`/players/${juniorId}`);
  const birthYear = page
    .locator("dt", { hasText: /^Geburtsjahr$/ })
    .locator("xpath=following-sibling::dd[1]");
  await expect(birthYear).toHaveText("Nicht verfügbar");
  await expect(page.locator('img[src*="/uploads/players/"]')).toHaveCount(0);

  // The same page of an adult shows the year: the rule is about juniors only.
  const adultId = await playerOf(page.request, (l) => !l.startsWith("Junioren"));
  await page.goto(`/players/${adultId}`);
  await expect(
    page.locator("dt", { hasText: /^Geburtsjahr$/ }).locator("xpath=following-sibling::dd[1]"),
  ).toHaveText(/^\d{4}$/);
});
