import type { Page } from "@playwright/test";
import { toZurichDateInput } from "../src/shared/format.ts";
import { seasonOf } from "../src/shared/matches/season.ts";
import { DEMO_CLUB, expect, login, test, uniqueName } from "./fixtures.ts";
import { apiJson } from "./match-helpers.ts";

// Two clubs, one match. A newly registered club requests a match against FC
// Seeblick's team; Seeblick (in its own browser) accepts; the new club enters the final score;
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

  // FC Seeblick (the demo club) and its first team.
  await login(a, DEMO_CLUB);
  const aMe = await apiJson<{ club: { id: string } }>(a.request, base, "GET", "/api/me");
  const aOptions = await apiJson<{ myTeams: { id: string; name: string; canton: string; league: string }[] }>(
    a.request,
    base,
    "GET",
    `/api/manage/clubs/${aMe.club.id}/match-teams`,
  );
  const seeblickTeam = aOptions.myTeams.find((t) => t.name === "1. Mannschaft") ?? aOptions.myTeams[0];
  if (!seeblickTeam) throw new Error("demo club without teams");

  // A second club registers, names itself and creates a team in the same canton and league.
  const clubName = uniqueName("FC Neuling ");
  const email = `${uniqueName("neuling")}@example.ch`;
  await apiJson(b.request, base, "POST", "/api/auth/sign-up/email", {
    email,
    password: "geheim123",
    name: clubName,
    username: uniqueName("neuling"),
    accountType: "club",
  });
  // The sign-up answer signs the new club in (its cookie is the context's).
  const bMe = await apiJson<{ club: { id: string } }>(b.request, base, "GET", "/api/me");
  await apiJson(b.request, base, "PATCH", `/api/manage/clubs/${bMe.club.id}`, { clubName });
  const bTeam = await apiJson<{ team: { id: string } }>(
    b.request,
    base,
    "POST",
    `/api/manage/clubs/${bMe.club.id}/teams`,
    { name: "1. Mannschaft", canton: seeblickTeam.canton, league: seeblickTeam.league },
  );
  const rowBefore = await tableRow(a, base, seeblickTeam.canton, seeblickTeam.league, seeblickTeam.id);
  if (!rowBefore) throw new Error("Seeblick's team is not in its table");

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
  const bRow = bRequests.getByRole("listitem").filter({ hasText: "FC Seeblick" });
  await expect(bRow.getByText("Anfrage", { exact: true })).toBeVisible();
  await expect(bRow.getByText(/Wartet auf die Antwort von FC Seeblick/)).toBeVisible();

  // Seeblick sees the request with a count on the tab and accepts it.
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
    [b, "FC Seeblick"],
  ] as const) {
    await page.reload();
    const row = page
      .getByRole("region", { name: /Vergangene Spiele/ })
      .getByRole("listitem")
      .filter({ hasText: other });
    await expect(row.getByText("Beendet")).toBeVisible();
    await expect(row.getByText(/ 1 zu 2 /)).toBeAttached();
  }

  // The table changed: Seeblick has one more game and three more points; the new team is in it.
  await a.goto(
    `/ranking?tab=tabelle&kanton=${encodeURIComponent(seeblickTeam.canton)}&liga=${encodeURIComponent(seeblickTeam.league)}`,
  );
  await expect(a.getByText(clubName).first()).toBeVisible();
  const rowAfter = await tableRow(a, base, seeblickTeam.canton, seeblickTeam.league, seeblickTeam.id);
  // At least this game: the other browser project runs the same journey against Seeblick at the
  // same time, so an exact delta would race. The new team's own row below is exact.
  expect(rowAfter?.played ?? -1).toBeGreaterThanOrEqual(rowBefore.played + 1);
  expect(rowAfter?.points ?? -1).toBeGreaterThanOrEqual(rowBefore.points + 3);
  expect(await tableRow(b, base, seeblickTeam.canton, seeblickTeam.league, bTeam.team.id)).toMatchObject({
    played: 1,
    points: 0,
  });

  // Seeblick's dashboard tells it what the other club changed.
  await a.goto("/dashboard");
  await expect(a.getByText(/Endstand erfasst/).first()).toBeVisible();

  await seeblick.close();
  await neuling.close();
});
