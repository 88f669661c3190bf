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
