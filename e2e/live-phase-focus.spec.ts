import { expect, test, uniqueName } from "./fixtures.ts";
import { openControl, startOwnMatch } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// On a phone the live control is a tall sheet: after a phase change the next phase's button is
// what the ticker person taps next, so it takes the focus and stands in view. After the early
// halftime's question the focus ended on the heading «Spielphase» or on the sheet itself, and the
// sheet stayed where that left it.

test("after the early halftime's question, «2. Halbzeit starten» has the focus and is in view", async ({
  page,
  baseURL,
}) => {
  const opponent = uniqueName("FC Pause ");
  await createOwnClub(page, { playerCount: 3 });
  await startOwnMatch(page, baseURL ?? "", opponent);
  const control = await openControl(page, opponent);

  await control.getByRole("button", { name: "Halbzeit", exact: true }).click();
  const question = page.getByRole("alertdialog");
  await expect(
    question.getByText(
      "Die erste Halbzeit ist noch nicht zu Ende. Möchtest du trotzdem die Halbzeit einleiten?",
    ),
  ).toBeVisible();
  await question.getByRole("button", { name: "Halbzeit" }).click();

  const next = control.getByRole("button", { name: "2. Halbzeit starten" });
  await expect(next).toBeFocused();
  await expect(next).toBeInViewport();
});

test("a toast's «Schliessen» sits at its top right, clear of its icon and text", async ({
  page,
  baseURL,
}) => {
  const opponent = uniqueName("FC Hinweis ");
  await createOwnClub(page, { playerCount: 3 });
  await startOwnMatch(page, baseURL ?? "", opponent);
  const control = await openControl(page, opponent);
  await control.getByRole("button", { name: "Halbzeit", exact: true }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Halbzeit" }).click();

  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Halbzeit!" });
  await expect(toast).toBeVisible();
  const close = toast.getByRole("button", { name: "Schliessen" });
  await expect(close).toBeVisible();
  const box = await toast.boundingBox();
  const closeBox = await close.boundingBox();
  expect(box && closeBox).toBeTruthy();
  if (!box || !closeBox) return;
  // Its centre in the toast's right quarter, at the top edge: where the thumb looks for it.
  expect(closeBox.x + closeBox.width / 2).toBeGreaterThan(box.x + box.width * 0.75);
  expect(closeBox.y + closeBox.height / 2).toBeLessThan(box.y + box.height / 2);
});
