import type { Page } from "@playwright/test";
import { toZurichDateInput } from "../src/shared/format.ts";
import { seasonOf } from "../src/shared/matches/season.ts";
import { expect, test, uniqueName } from "./fixtures.ts";
import { apiJson } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// Two clubs, one match. A newly registered club requests a match against another
// new club's team; that club (in its own browser) accepts; the new club enters the final score;
// both see it and the table changes.

/** Yesterday in Zurich, or today 00:00 when yesterday was the previous season (1 July). */
function pastKickoff(): { date: string; time: string } {
  const zurich = (d: Date) => toZurichDateInput(d).date;
  const yesterday = new Date(Date.now() - 86_400_000);
  if (seasonOf(yesterday) === seasonOf(new Date())) return { date: zurich(yesterday), time: "19:30" };
  return { date: zurich(new Date()), time: "00:00" };
}

type TableRow = { teamId: string; played: number; points: number };

async function tableRow(page: Page, base: string, canton: string, league: string, teamId: string) {
  const table = await apiJson<{ rows: TableRow[] }>(
    page.request,
    base,
    "GET",
    `/api/rankings/table?canton=${encodeURIComponent(canton)}&league=${encodeURIComponent(league)}`,
  );
  return table.rows.find((r) => r.teamId === teamId);
}

test("one club requests a match, the other accepts, a final score changes the table for both", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const viewport = test.info().project.use.viewport ?? null;
  const seeblick = await browser.newContext({ viewport });
  const neuling = await browser.newContext({ viewport });
  const a = await seeblick.newPage();
  const b = await neuling.newPage();

  // Two clubs of this test's own, each with its team in the same canton and league (one the
  // demo data does not use): the other project runs this journey at the same time, and a demo
  // club shared with it made the table's counts race.
  const hostName = uniqueName("FC Gastgeber ");
  const clubName = uniqueName("FC Neuling ");
  const host = await createOwnClub(a, { clubName: hostName, playerCount: 0 });
  const guest = await createOwnClub(b, { clubName, playerCount: 0 });
  const seeblickTeam = { id: host.teamId, canton: "Jura", league: "4. Liga" };
  const bMe = { club: { id: guest.clubId } };
  const bTeam = { team: { id: guest.teamId } };
  expect(await tableRow(a, base, seeblickTeam.canton, seeblickTeam.league, seeblickTeam.id)).toMatchObject({
    played: 0,
    points: 0,
  });

  // The new club requests the match in its schedule.
  await b.goto("/manage-club/schedule");
  await b.getByRole("button", { name: "Spiel hinzufügen" }).click();
  const dialog = b.getByRole("dialog", { name: "Neues Spiel" });
  await dialog.getByLabel("Heimmannschaft").selectOption(bTeam.team.id);
  await dialog.getByLabel("Auswärtsmannschaft").selectOption(seeblickTeam.id);
  const kickoff = pastKickoff();
  await dialog.getByLabel("Datum").fill(kickoff.date);
  await dialog.getByLabel("Zeit").fill(kickoff.time);
  await expect(dialog.getByLabel("Wettbewerb").locator("option:checked")).toHaveText(
    "Automatisch: Meisterschaft",
  );
  await dialog.getByRole("button", { name: "Spiel erstellen" }).click();
  await expect(b.getByText("Spiel erstellt", { exact: true })).toBeVisible();
  const bRequests = b.getByRole("region", { name: /Anfragen/ });
  const bRow = bRequests.getByRole("listitem").filter({ hasText: hostName });
  await expect(bRow.getByText("Anfrage", { exact: true })).toBeVisible();
  await expect(bRow.getByText(`Wartet auf die Antwort von ${hostName}`)).toBeVisible();

  // The host club sees the request with a count on the tab and accepts it.
  await a.goto("/manage-club/schedule");
  if ((a.viewportSize()?.width ?? 1280) >= 768) {
    await expect(
      a
        .getByRole("navigation", { name: "Vereinsverwaltung" })
        .getByRole("link", { name: /Spielplan.*offene Anfrage/ }),
    ).toBeVisible();
  }
  const aRow = a
    .getByRole("region", { name: /Anfragen/ })
    .getByRole("listitem")
    .filter({ hasText: clubName });
  await expect(aRow.getByText("Anfrage", { exact: true })).toBeVisible();
  await aRow.getByRole("button", { name: /annehmen$/ }).click();
  await expect(a.getByText("Anfrage angenommen", { exact: true })).toBeVisible();
  const aPast = a
    .getByRole("region", { name: /Vergangene Spiele/ })
    .getByRole("listitem")
    .filter({ hasText: clubName });
  await expect(aPast).toBeVisible();

  // The new club enters the final score (the API the 'Endstand erfassen' screen uses).
  const bList = await apiJson<{ matches: { id: string; acceptance: string }[] }>(
    b.request,
    base,
    "GET",
    `/api/manage/clubs/${bMe.club.id}/matches`,
  );
  const matchId = bList.matches[0]?.id;
  expect(bList.matches[0]?.acceptance).toBe("accepted");
  await apiJson(b.request, base, "PUT", `/api/manage/matches/${matchId}/result`, {
    homeScore: 1,
    awayScore: 2,
  });

  // Both see the result in their schedules.
  for (const [page, other] of [
    [a, clubName],
    [b, hostName],
  ] as const) {
    await page.reload();
    const row = page
      .getByRole("region", { name: /Vergangene Spiele/ })
      .getByRole("listitem")
      .filter({ hasText: other });
    await expect(row.getByText("Beendet")).toBeVisible();
    await expect(row.getByText(/ 1 zu 2 /)).toBeAttached();
  }

  // The table changed: the host won its one game (three points); the new team lost its one.
  await a.goto(
    `/ranking?tab=tabelle&kanton=${encodeURIComponent(seeblickTeam.canton)}&liga=${encodeURIComponent(seeblickTeam.league)}`,
  );
  await expect(a.getByText(clubName).first()).toBeVisible();
  expect(await tableRow(a, base, seeblickTeam.canton, seeblickTeam.league, seeblickTeam.id)).toMatchObject({
    played: 1,
    points: 3,
  });
  expect(await tableRow(b, base, seeblickTeam.canton, seeblickTeam.league, bTeam.team.id)).toMatchObject({
    played: 1,
    points: 0,
  });

  // The host's dashboard tells it what the other club changed.
  await a.goto("/dashboard");
  await expect(a.getByText(/Endstand erfasst/).first()).toBeVisible();

  await seeblick.close();
  await neuling.close();
});
