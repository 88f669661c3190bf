import type { Page } from "@playwright/test";
import { expect, test, uniqueName } from "./fixtures.ts";
import { apiJson, createOwnMatch, eventEntry, zurichInput } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// The match record. A goal for an opponent without players in the live control, an
// own goal that counts for the other side and is nobody's goal, and 'Endstand erfassen' on a
// past match. Each test signs up a club of its own (team, players) and makes its own match
// against a new opponent, so the demo data, its league table and the other specs stay untouched.

async function openLiveControl(page: Page, opponentName: string) {
  await page.goto("/manage-club/live-ticker");
  await page
    .getByRole("listitem")
    .filter({ hasText: opponentName })
    .getByRole("button", { name: /^Live-Ticker starten: / })
    .click();
  const control = page.getByRole("dialog", { name: "Live-Ticker" });
  await control.getByRole("button", { name: "Spiel starten" }).click();
  await expect(page.getByText("Spiel gestartet!")).toBeVisible();
  await control.getByRole("tab", { name: "Neues Ereignis" }).click();
  return control;
}

test("a goal for an opponent without players, entered 'ohne Spieler' in the live control", async ({
  page,
  baseURL,
}) => {
  const opponent = uniqueName("FC Neuling ");
  await createOwnClub(page);
  await createOwnMatch(page, baseURL ?? "", opponent, zurichInput(60));
  const control = await openLiveControl(page, opponent);

  await control.getByRole("combobox", { name: "Ereignis", exact: true }).selectOption("goal");
  await control.getByText("Auswärts", { exact: true }).click();
  const player = control.getByRole("combobox", { name: "Spieler", exact: true });
  await expect(player).toHaveValue("none");
  await expect(control.getByText("Für diese Mannschaft sind keine Spieler erfasst.")).toBeVisible();
  await control.getByRole("button", { name: "Ereignis hinzufügen" }).click();

  await expect(control.getByRole("img", { name: /0 zu 1/ })).toBeVisible();
  await expect(eventEntry(control, "Tor", opponent, "0:1")).toBeVisible();
});

test("an own goal counts for the other side and is no scorer's goal", async ({ page, baseURL }) => {
  const base = baseURL ?? "";
  const opponent = uniqueName("FC Gast ");
  // A club of its own: on the demo club the other project recorded goals for the same demo
  // player at the same time, and each saw the other's goal in the player's count.
  const club = await createOwnClub(page);
  const scorer = club.players[1];
  if (!scorer) throw new Error("own club without players");
  await createOwnMatch(page, base, opponent, zurichInput(60));
  const control = await openLiveControl(page, opponent);

  await control.getByRole("combobox", { name: "Ereignis", exact: true }).selectOption("ownGoal");
  await control.getByText("Heim", { exact: true }).click();
  const player = control.getByRole("combobox", { name: "Spieler", exact: true });
  await player.selectOption(scorer.id);
  const playerId = scorer.id;
  const name = `${scorer.firstName} ${scorer.lastName}`;
  const before = await apiJson<{ player: { stats: { goals: number } } }>(
    page.request,
    base,
    "GET",
    `/api/players/${playerId}`,
  );
  await control.getByRole("button", { name: "Ereignis hinzufügen" }).click();

  // The home player's own goal puts the away side ahead.
  await expect(control.getByRole("img", { name: /0 zu 1/ })).toBeVisible();
  await expect(eventEntry(control, "Eigentor", name, "0:1")).toBeVisible();
  const after = await apiJson<{ player: { stats: { goals: number } } }>(
    page.request,
    base,
    "GET",
    `/api/players/${playerId}`,
  );
  expect(after.player.stats.goals).toBe(before.player.stats.goals);
});

test("Endstand erfassen completes a past match in the club's Spielplan", async ({ page, baseURL }) => {
  const opponent = uniqueName("FC Gestern ");
  await createOwnClub(page);
  await createOwnMatch(page, baseURL ?? "", opponent, zurichInput(0, -1));
  await page.goto("/manage-club/schedule");
  const row = page.getByRole("listitem").filter({ hasText: opponent });
  await row.getByRole("button", { name: "Endstand erfassen" }).click();

  const dialog = page.getByRole("dialog", { name: "Endstand erfassen" });
  await dialog.getByRole("spinbutton").first().fill("2");
  await dialog.getByRole("spinbutton").nth(1).fill("1");
  await dialog.getByRole("button", { name: "Endstand speichern" }).click();

  await expect(page.getByText("Endstand gespeichert. Das Spiel ist beendet.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Beendet")).toBeVisible();
  await expect(row.getByText(/zu 1/)).toBeAttached();
  // Recorded now: a second visit changes it.
  await expect(row.getByRole("button", { name: "Endstand ändern" })).toBeVisible();
  await expect(row.getByRole("button", { name: "Endstand erfassen" })).toHaveCount(0);
});

test("ending a live match asks with 'Weiterspielen' and can be taken back with 'Rückgängig'", async ({
  page,
  baseURL,
}) => {
  const opponent = uniqueName("FC Umkehr ");
  await createOwnClub(page);
  await createOwnMatch(page, baseURL ?? "", opponent, zurichInput(60));
  const control = await openLiveControl(page, opponent);
  const phases = control.getByRole("region", { name: "Spielphase" });

  // 'Weiterspielen' keeps the match running.
  await phases.getByRole("button", { name: "Spiel beenden" }).click();
  let question = page.getByRole("alertdialog", { name: "Spiel beenden?" });
  await expect(question.getByText(/10 Minuten lang rückgängig/)).toBeVisible();
  await question.getByRole("button", { name: "Weiterspielen" }).click();
  await expect(question).toBeHidden();
  await expect(phases.getByRole("button", { name: "Spiel beenden" })).toBeVisible();

  // A last-minute goal, then the final whistle: the tap's quick «Rückgängig» goes with the
  // end (it would change the final score without a question); the end has its own.
  await control.getByRole("button", { name: "Tor Heim" }).click();
  await control.getByRole("button", { name: /ohne Spieler/ }).click();
  await expect(control.getByRole("img", { name: /1 zu 0/ })).toBeVisible();
  await expect(control.getByRole("button", { name: /^Rückgängig: Tor/ })).toBeVisible();
  await phases.getByRole("button", { name: "Spiel beenden" }).click();
  question = page.getByRole("alertdialog", { name: "Spiel beenden?" });
  await question.getByRole("button", { name: "Spiel beenden" }).click();
  await expect(control.getByText("Beendet", { exact: true })).toBeVisible();
  await expect(control.getByRole("button", { name: /^Rückgängig: Tor/ })).toHaveCount(0);

  await phases.getByRole("button", { name: "Rückgängig: Spielende aufheben" }).click();
  await expect(page.getByText("Rückgängig gemacht: das Spiel läuft weiter.")).toBeVisible();
  await expect(phases.getByRole("button", { name: "Spiel beenden" })).toBeVisible();
  await expect(phases.getByRole("button", { name: /^Rückgängig/ })).toHaveCount(0);
});

test("a ticker started late sets its clock to the minute being played", async ({ page, baseURL }) => {
  const opponent = uniqueName("FC Spätstart ");
  await createOwnClub(page);
  await createOwnMatch(page, baseURL ?? "", opponent, zurichInput(60));
  const control = await openLiveControl(page, opponent);
  await control
    .getByRole("region", { name: "Spielphase" })
    .getByRole("button", { name: "Uhr stellen" })
    .click();
  const prompt = page.getByRole("dialog", { name: "Uhr stellen" });
  const minute = prompt.getByRole("spinbutton", { name: "Laufende Minute" });
  await minute.fill("46");
  await prompt.getByRole("button", { name: "Speichern" }).click();
  await expect(prompt.getByText("Die Zahl darf höchstens 45 sein.")).toBeVisible();
  await minute.fill("12");
  await prompt.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Uhr gestellt: 12'")).toBeVisible();
  // The scoreboard's minute, and the next tap is filed at it.
  await expect(control.getByText("12'", { exact: true })).toBeVisible();
});
