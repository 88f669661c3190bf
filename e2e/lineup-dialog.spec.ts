import { expect, test } from "./fixtures.ts";
import { apiJson, createOwnMatch } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// «Aufstellung» on the ticker shows the starting eleven and the substitutes the club set, not the
// whole squad; the opponent without a line-up says so. On a club and match of the test's own.

test("the line-up shows the starting eleven and the bench, not the whole squad", async ({
  page,
  baseURL,
}) => {
  const club = await createOwnClub(page, { playerCount: 13 });
  const matchId = await createOwnMatch(page, baseURL ?? "", `Gegner Aufstellung ${Date.now()}`);
  const [keeper, ...field] = club.players;
  if (!keeper) throw new Error("no players");
  await apiJson(page.request, baseURL ?? "", "PUT", `/api/manage/matches/${matchId}/lineups/home`, {
    starters: [
      { playerId: keeper.id, isGoalkeeper: true, isCaptain: true },
      ...field.slice(0, 10).map((p) => ({ playerId: p.id })),
    ],
    bench: field.slice(10, 11).map((p) => ({ playerId: p.id })),
  });

  await page.goto(`/live-ticker/${matchId}`);
  await page.getByRole("button", { name: "Aufstellung anzeigen" }).click();
  const dialog = page.getByRole("dialog", { name: "Aufstellung" });
  // The home side: the club's '1. Mannschaft' (under the club's name once it has one).
  const home = dialog.getByRole("region", { name: /1\. Mannschaft$/ });
  await expect(home.getByRole("list", { name: "Startelf" }).getByRole("listitem")).toHaveCount(11);
  await expect(home.getByRole("list", { name: "Ersatzbank" }).getByRole("listitem")).toHaveCount(1);
  const keeperCard = home.getByRole("button", {
    name: new RegExp(`${keeper.firstName} ${keeper.lastName}\\b`),
  });
  await expect(keeperCard).toContainText("Captain, Torhüter");
  const unused = club.players[12];
  await expect(home.getByRole("button", { name: new RegExp(`${unused?.lastName}\\b`) })).toHaveCount(0);
  await expect(home.getByRole("button", { name: new RegExp(`${field[10]?.lastName}\\b`) })).toBeVisible();
  await expect(dialog.getByText("Noch keine Aufstellung.")).toBeVisible();
});
