import type { Locator, Page } from "@playwright/test";
import { DEMO_FAN, expect, login, test } from "./fixtures.ts";

// A focused squad row shows its whole focus ring, and the dashboard's notification switches keep
// their labels whole (no «Halbze|it»), on a phone as on a desktop. Demo data, read only.

async function seeblickTeamUrl(page: Page): Promise<string> {
  const clubs = (await (await page.request.get("/api/clubs?search=seeblick")).json()) as {
    clubs: Array<{ id: string }>;
  };
  const clubId = clubs.clubs[0]?.id ?? "";
  const teams = (await (await page.request.get(`/api/clubs/${clubId}/teams`)).json()) as {
    teams: Array<{ id: string; name: string }>;
  };
  const team = teams.teams.find((t) => t.name === "1. Mannschaft") ?? teams.teams[0];
  return `/vereine/${clubId}/teams/${team?.id ?? ""}`;
}

/** The lines the element's text takes (one rectangle per line box). */
function lineCount(label: Locator): Promise<number> {
  return label.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });
}

test("a squad row's focus ring is drawn inside the row, so no neighbour or list edge cuts it", async ({
  page,
}) => {
  await page.goto(await seeblickTeamUrl(page));
  const rows = page.getByRole("tabpanel").getByRole("button", { name: /Nummer|Keine Rückennummer/ });
  const row = rows.nth(1);
  await expect(row).toBeVisible();
  // Keyboard focus (focus-visible): the row before, then Tab.
  await rows.nth(0).focus();
  await page.keyboard.press("Tab");
  await expect(row).toBeFocused();
  const ring = await row.evaluate((el) => getComputedStyle(el).boxShadow);
  // The ring is there, and inset: a ring outside the row is hidden under the next row and by
  // the list's rounded, clipped border.
  expect(ring).toMatch(/inset/);
  expect(ring).not.toBe("none");
});

test("the notification switches keep each label on one line", async ({ page }) => {
  await login(page, DEMO_FAN);
  await page.goto("/dashboard");
  const card = page.getByRole("region", { name: "Benachrichtigungen" });
  const group = card.getByRole("group").first();
  await expect(group).toBeVisible();
  for (const name of ["Anpfiff", "Tore", "Karten", "Halbzeit", "Schlusspfiff", "Spieländerungen"]) {
    const label = group.getByText(name, { exact: true });
    await expect(label).toBeVisible();
    expect(await lineCount(label), name).toBe(1);
  }
});
