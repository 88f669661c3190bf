import type { Page } from "@playwright/test";
import { toZurichDateInput } from "../src/shared/format.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { DEMO_CLUB, expect, login, placeOpponent, test, uniqueName } from "./fixtures.ts";
import { apiJson, type Json } from "./match-helpers.ts";

// The public schedule with its report modal, and the club's schedule tab. Every match here is
// created by the test against opponents with unique names, so other specs' data stays as seeded.

/** 'YYYY-MM-DD' in Zurich, `days` from today. */
function zurichDate(days: number): string {
  return toZurichDateInput(new Date(Date.now() + days * 86_400_000)).date;
}

/**
 * The demo club's API as its admin: its '1. Mannschaft' at home against opponents the test
 * creates (`opponent`), on a day `days` from today at the given time (`schedule`).
 */
async function clubScheduler(page: Page, base: string) {
  await login(page, DEMO_CLUB);
  const api = <T = Json>(method: "GET" | "POST" | "PUT", path: string, body?: unknown) =>
    apiJson<T>(page.request, base, method, path, body);
  const clubId = (await api<{ club: { id: string } }>("GET", "/api/me")).club.id;
  const options = await api<{ myTeams: { id: string; name: string }[] }>(
    "GET",
    `/api/manage/clubs/${clubId}/match-teams`,
  );
  const home = options.myTeams.find((t) => t.name === "1. Mannschaft") ?? options.myTeams[0];
  if (!home) throw new Error("demo club without teams");
  // Placed by the league office, so its matches show in the country-wide schedule.
  const opponent = async (name: string) => {
    const id = (
      await api<{ team: { id: string } }>("POST", `/api/manage/clubs/${clubId}/opponent-teams`, {
        name,
        canton: "Zürich",
        league: "3. Liga",
      })
    ).team.id;
    await placeOpponent(base, id);
    return id;
  };
  const schedule = async (awayTeamId: string, days: number, time: string) =>
    (
      await api<{ match: { id: string } }>("POST", `/api/manage/clubs/${clubId}/matches`, {
        homeTeamId: home.id,
        awayTeamId,
        date: zurichDate(days),
        time,
        stadium: "Sportanlage Seeblick",
      })
    ).match.id;
  return { api, opponent, schedule };
}

test("the public schedule shows upcoming, cancelled and past matches and the full match report", async ({
  page,
  baseURL,
}) => {
  const { api, opponent, schedule } = await clubScheduler(page, baseURL ?? "");
  const lineups = async (matchId: string) =>
    api<{ home: { players: { id: string; firstName: string; lastName: string }[] } }>(
      "GET",
      `/api/matches/${matchId}/lineups`,
    );
  const match = async (awayName: string, days: number) => schedule(await opponent(awayName), days, "18:30");

  const reported = uniqueName("FC Bericht ");
  const cancelled = uniqueName("FC Absage ");
  const pending = uniqueName("FC Offen ");
  const reason = uniqueName("Platz gesperrt ");

  const reportedId = await match(reported, -2);
  const squad = (await lineups(reportedId)).home.players;
  const [scorer, booked] = squad;
  if (!scorer || !booked) throw new Error("demo team without players");
  await api("POST", `/api/manage/matches/${reportedId}/events`, {
    type: "yellowCard",
    minute: 61,
    playerId: booked.id,
  });
  await api("POST", `/api/manage/matches/${reportedId}/events`, {
    type: "goal",
    minute: 23,
    playerId: scorer.id,
  });
  await api("PUT", `/api/manage/matches/${reportedId}/report`, {
    title: "Knapper Heimsieg",
    content: "Ein umkämpftes Spiel mit dem besseren Ende für uns.",
    highlights: "Sehenswerter Treffer in der 23. Minute",
    manOfMatchPlayerId: scorer.id,
    attendance: 1234,
    weatherConditions: "Bewölkt, 9 Grad",
    refereeNotes: "Souveräne Leitung",
  });
  const cancelledId = await match(cancelled, 6);
  await api("POST", `/api/manage/matches/${cancelledId}/cancel`, { reason });
  await match(pending, -1);

  await page.goto("/spielplan");
  await expect(page.getByRole("heading", { level: 1, name: "Spielplan" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Kommende Spiele" })).toHaveAttribute("aria-selected", "true");

  // The cancelled match: overlay, 'SPIEL ABGESAGT' and the reason, no kickoff time.
  const cancelledCard = page.getByRole("listitem").filter({ hasText: cancelled });
  await expect(cancelledCard.getByText("ABGESAGT", { exact: true })).toBeVisible();
  await expect(cancelledCard.getByText("SPIEL ABGESAGT")).toBeVisible();
  await expect(cancelledCard.getByText(reason)).toBeVisible();
  await expect(cancelledCard.getByText("18:30 Uhr")).toHaveCount(0);
  await expect(
    cancelledCard.getByText(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. /),
  ).toBeVisible();

  await page.getByRole("tab", { name: "Vergangene Spiele" }).click();
  await expect(
    page.getByRole("listitem").filter({ hasText: pending }).getByText("Ergebnis folgt"),
  ).toBeVisible();
  const reportedCard = page.getByRole("listitem").filter({ hasText: reported });
  await expect(reportedCard.getByRole("img", { name: new RegExp(`1 zu 0 ${reported}`) })).toBeVisible();

  // The report is on the match's own page, an address to share.
  await reportedCard.getByRole("link", { name: "Spielbericht anzeigen" }).click();
  await expect(page).toHaveURL(new RegExp(`/spiele/${reportedId}$`));
  const report = page.getByRole("region", { name: "Spielbericht" });
  await expect(report.getByRole("heading", { name: "Knapper Heimsieg" })).toBeVisible();
  await expect(report.getByText("Ein umkämpftes Spiel mit dem besseren Ende für uns.")).toBeVisible();
  await expect(report.getByText("Highlights")).toBeVisible();
  await expect(report.getByText("Sehenswerter Treffer in der 23. Minute")).toBeVisible();
  await expect(report.getByText("Zuschauer")).toBeVisible();
  await expect(report.getByText(/1.234/)).toBeVisible();
  await expect(report.getByText("Bewölkt, 9 Grad")).toBeVisible();
  await expect(report.getByText("Man of the Match")).toBeVisible();
  await expect(report.getByText(`${scorer.firstName} ${scorer.lastName}`).first()).toBeVisible();
  await expect(report.getByText("Souveräne Leitung")).toBeVisible();
  // The timeline beside it: the goal and its scorer.
  await expect(page.getByRole("region", { name: "Spielverlauf" })).toContainText(scorer.lastName);
});

test("the public schedule shows 24 matches at a time and loads the next ones on request", async ({
  page,
  baseURL,
}) => {
  const { api, opponent, schedule } = await clubScheduler(page, baseURL ?? "");
  const last = uniqueName("FC Ganz Spät ");
  // Enough matches for a second page, then one after all of them (a year ahead).
  const upcoming = await api<{ matches: unknown[] }>("GET", "/api/matches?scope=upcoming&limit=30");
  const filler = await opponent(uniqueName("FC Seitenfüller "));
  for (let i = upcoming.matches.length; i < 25; i++) await schedule(filler, 300 + i, "19:00");
  await schedule(await opponent(last), 365, "19:00");

  await page.goto("/spielplan");
  const list = page.getByRole("list", { name: "Kommende Spiele" });
  await expect(list.getByRole("listitem")).toHaveCount(24);
  await expect(list.getByRole("listitem").filter({ hasText: last })).toHaveCount(0);

  // By keyboard: the button keeps the focus while the next page loads and after it came.
  const more = page.getByRole("button", { name: "Weitere Spiele laden" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("listitem").nth(24)).toBeVisible();
  await expect(page.getByText(/weitere Spiele geladen, \d+ angezeigt/)).toBeAttached();
  while ((await list.getByRole("listitem").filter({ hasText: last }).count()) === 0) {
    await expect(more).toBeFocused();
    const shown = await list.getByRole("listitem").count();
    await page.keyboard.press("Enter");
    await expect(list.getByRole("listitem")).not.toHaveCount(shown);
  }
  await expect(list.getByRole("listitem").filter({ hasText: last })).toBeVisible();
  // Every match once: no page repeats the end of the one before.
  const names = await list.getByRole("listitem").allTextContents();
  expect(new Set(names).size).toBe(names.length);
});

test("a club schedules a match against a new opponent, cancels it with a reason and deletes it", async ({
  page,
}) => {
  const opponentName = uniqueName("SC Neu ");
  const reason = uniqueName("Schnee ");
  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/schedule");
  await page.getByRole("button", { name: "Spiel hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Neues Spiel" });

  // Everything is required.
  await dialog.getByRole("button", { name: "Spiel erstellen" }).click();
  await expect(dialog.getByText("Bitte fülle alle Felder aus").first()).toBeVisible();

  // Own team at home: the stadium is prefilled with the club's stadium.
  const homeSelect = dialog.getByLabel("Heimmannschaft");
  await expect(homeSelect.locator("optgroup[label='Meine Teams'] option").first()).toContainText("Mein Team");
  await expect(homeSelect.locator("optgroup[label='Alle Teams']")).toHaveCount(1);
  const ownTeam = await homeSelect
    .locator("optgroup[label='Meine Teams'] option")
    .first()
    .getAttribute("value");
  await homeSelect.selectOption(ownTeam ?? "");
  await expect(dialog.getByLabel("Stadion")).not.toHaveValue("");

  // A new opponent from the dialog becomes the away team.
  await dialog.getByRole("button", { name: "Neues Team" }).click();
  const teamDialog = page.getByRole("dialog", { name: "Neues Team" });
  await teamDialog.getByLabel("Name").fill(opponentName);
  await teamDialog.getByLabel("Kanton").selectOption("Zürich");
  await teamDialog.getByLabel("Liga").selectOption("3. Liga");
  await teamDialog.getByRole("button", { name: "Team erstellen" }).click();
  await expect(page.getByText("Team wurde erfolgreich erstellt").first()).toBeVisible();
  await expect(dialog.getByLabel("Auswärtsmannschaft").locator("option:checked")).toContainText(opponentName);

  await dialog.getByLabel("Datum").fill(zurichDate(10));
  await dialog.getByLabel("Zeit").fill("14:15");
  await dialog.getByRole("button", { name: "Spiel erstellen" }).click();
  await expect(page.getByText("Spiel erstellt", { exact: true })).toBeVisible();

  const upcoming = page.getByRole("region", { name: /Kommende Spiele/ });
  const row = upcoming.getByRole("listitem").filter({ hasText: opponentName });
  await expect(row).toBeVisible();
  await expect(row.getByText(/14:15/)).toBeVisible();

  // The same match again (teams and kick-off) is refused in the open dialog, and not doubled.
  await page.getByRole("button", { name: "Spiel hinzufügen" }).click();
  await homeSelect.selectOption(ownTeam ?? "");
  const awaySelect = dialog.getByLabel("Auswärtsmannschaft");
  const opponentId = await awaySelect
    .locator("option")
    .filter({ hasText: opponentName })
    .getAttribute("value");
  await awaySelect.selectOption(opponentId ?? "");
  await dialog.getByLabel("Datum").fill(zurichDate(10));
  await dialog.getByLabel("Zeit").fill("14:15");
  await dialog.getByRole("button", { name: "Spiel erstellen" }).click();
  await expect(
    page.getByText("Das Spiel konnte nicht erstellt werden: Dieses Spiel steht schon im Spielplan."),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwerfen" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(1);

  // An empty reason cancels nothing: the question stays and asks for it; a reason cancels.
  await row.getByRole("button", { name: /absagen$/ }).click();
  const prompt = page.getByRole("dialog", { name: "Spiel absagen" });
  await prompt.getByRole("button", { name: "Spiel absagen" }).click();
  await expect(prompt.getByText("Bitte gib einen Grund für die Absage an")).toBeVisible();
  await expect(row.getByText("ABGESAGT")).toHaveCount(0);
  await prompt.getByLabel(/^Grund der Absage/).fill(reason);
  await prompt.getByRole("button", { name: "Spiel absagen" }).click();
  await expect(page.getByText("Spiel abgesagt", { exact: true })).toBeVisible();
  await expect(row.getByText("ABGESAGT")).toBeVisible();
  await expect(row.getByText(`Grund: ${reason}`)).toBeVisible();
  await expect(row.getByRole("button", { name: /absagen$/ })).toHaveCount(0);

  await row.getByRole("button", { name: /löschen$/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Löschen" }).click();
  await expect(page.getByText("Spiel gelöscht", { exact: true })).toBeVisible();
  await expect(upcoming.getByRole("listitem").filter({ hasText: opponentName })).toHaveCount(0);
});

test("the match page, the club's schedule and its dialogs have no accessibility violations", async ({
  page,
}) => {
  // Five axe runs over long pages: on a shared, busy machine this needs more than the default minute.
  test.slow();
  await page.goto("/spielplan");
  await page.getByRole("tab", { name: "Vergangene Spiele" }).click();
  await page.getByRole("link", { name: "Spielbericht anzeigen" }).first().click();
  await expect(page.getByRole("region", { name: "Spielbericht" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Spielverlauf" })).toBeVisible();
  await expectNoAxeViolations(page);

  await login(page, DEMO_CLUB);
  await page.goto("/manage-club/schedule");
  await expect(page.getByRole("heading", { name: /Vergangene Spiele/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Spiel hinzufügen" }).click();
  await expect(page.getByRole("dialog", { name: "Neues Spiel" }).getByLabel("Stadion")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page
    .getByRole("button", { name: /^Spielbericht: / })
    .last()
    .click();
  const report = page.getByRole("dialog", { name: "Spielbericht" });
  await expect(report.getByLabel("Titel")).toBeVisible();
  await expectNoAxeViolations(page);
  await report.getByRole("tab", { name: "Spielereignisse" }).click();
  await expect(report.getByRole("button", { name: "Ereignis hinzufügen" })).toBeVisible();
  await expectNoAxeViolations(page);
});
