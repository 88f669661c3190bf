import type { Browser, BrowserContext, Page } from "@playwright/test";
import { toZurichDateInput } from "../src/shared/format.ts";
import { DEMO_LEAGUE_OFFICE, expect, login, test, uniqueName, waitUntilSettled } from "./fixtures.ts";
import { apiJson } from "./match-helpers.ts";

// Once both clubs accepted a match, a changed result is a proposal. Club A
// proposes 1:1 instead of the agreed 3:0 in its schedule; club B sees it on its dashboard and
// declines; A hands it to the league office, which accepts it at /spielleitung with a note.

/** Two days ago in Zurich: a past match of the running season on any day but 1 and 2 July. */
function pastKickoff(): { date: string; time: string } {
  return { date: toZurichDateInput(new Date(Date.now() - 2 * 86_400_000)).date, time: "15:00" };
}

interface NewClub {
  page: Page;
  clubId: string;
  teamId: string;
  clubName: string;
}

/**
 * The contexts this file opens beside the test's own, closed after each test: left open, their
 * pages (live streams, clocks) stayed in the worker's browser under the next file's tests, and
 * one of them could hold the focus that a later page's clipboard write waits for.
 */
const opened: BrowserContext[] = [];

test.afterEach(async () => {
  for (const context of opened.splice(0)) await context.close();
});

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: test.info().project.use.viewport ?? null });
  opened.push(context);
  return context;
}

/** A freshly registered club with a named club and a '1. Mannschaft', in its own browser context. */
async function registerClub(browser: Browser, base: string): Promise<NewClub> {
  const context = await newContext(browser);
  const page = await context.newPage();
  const clubName = uniqueName("FC Einig ");
  await apiJson(page.request, base, "POST", "/api/auth/sign-up/email", {
    email: `${uniqueName("einig")}@example.ch`,
    password: "geheim123",
    name: clubName,
    username: uniqueName("einig"),
    accountType: "club",
  });
  const me = await apiJson<{ club: { id: string } }>(page.request, base, "GET", "/api/me");
  await apiJson(page.request, base, "PATCH", `/api/manage/clubs/${me.club.id}`, { clubName });
  const team = await apiJson<{ team: { id: string } }>(
    page.request,
    base,
    "POST",
    `/api/manage/clubs/${me.club.id}/teams`,
    {
      name: "1. Mannschaft",
      canton: "Bern",
      league: "5. Liga",
    },
  );
  return { page, clubId: me.club.id, teamId: team.team.id, clubName };
}

test("an agreed result changes only by agreement: proposal, dashboard, league office", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const a = await registerClub(browser, base);
  const b = await registerClub(browser, base);

  // The match both clubs agreed on: A requests it, B accepts, A enters 3:0.
  const created = await apiJson<{ match: { id: string } }>(
    a.page.request,
    base,
    "POST",
    `/api/manage/clubs/${a.clubId}/matches`,
    { homeTeamId: a.teamId, awayTeamId: b.teamId, ...pastKickoff(), stadium: "Sportplatz Einig" },
  );
  const matchId = created.match.id;
  await apiJson(b.page.request, base, "POST", `/api/manage/matches/${matchId}/accept`);
  await apiJson(a.page.request, base, "PUT", `/api/manage/matches/${matchId}/result`, {
    homeScore: 3,
    awayScore: 0,
  });

  // Club A proposes 1:1 in its schedule: the recorded 3:0 is changed, not entered.
  await a.page.goto("/manage-club/schedule");
  await a.page.getByRole("button", { name: "Endstand ändern" }).click();
  const dialog = a.page.getByRole("dialog", { name: "Endstand ändern" });
  await dialog.getByLabel(`${a.clubName} 1. Mannschaft`).fill("1");
  await dialog.getByLabel(`${b.clubName} 1. Mannschaft`).fill("1");
  await dialog.getByRole("button", { name: "Endstand speichern" }).click();
  await expect(a.page.getByText("deine Änderung wurde dem anderen Verein vorgeschlagen")).toBeVisible();
  const stillAgreed = await apiJson<{ match: { homeScore: number; awayScore: number } }>(
    a.page.request,
    base,
    "GET",
    `/api/matches/${matchId}`,
  );
  expect(stillAgreed.match).toMatchObject({ homeScore: 3, awayScore: 0 });

  // Club B sees it on its dashboard and declines.
  await b.page.goto("/dashboard");
  const bProposals = b.page.getByRole("list", { name: "Vorgeschlagene Änderungen an bestätigten Spielen" });
  const bItem = bProposals.getByRole("listitem", { name: /Ergebnis ändern: 3:0 → 1:1/ });
  await expect(bItem).toContainText(`Vorschlag von ${a.clubName}`);
  await bItem.getByRole("button", { name: "Ablehnen" }).click();
  await b.page.getByRole("alertdialog").getByRole("button", { name: "Ablehnen" }).click();
  await expect(b.page.getByText("Vorschlag abgelehnt").first()).toBeVisible();
  await expect(bItem.getByText("Abgelehnt")).toBeVisible();

  // Club A sees the answer on its dashboard and hands the dispute to the league office.
  await a.page.goto("/dashboard");
  const aItem = a.page
    .getByRole("list", { name: "Vorgeschlagene Änderungen an bestätigten Spielen" })
    .getByRole("listitem", { name: /Ergebnis ändern: 3:0 → 1:1/ });
  await expect(aItem.getByText("Abgelehnt")).toBeVisible();
  await aItem.getByRole("button", { name: "Spielleitung beiziehen" }).click();
  await a.page.getByRole("alertdialog").getByRole("button", { name: "Vorlegen" }).click();
  await expect(aItem.getByText("Bei der Spielleitung")).toBeVisible();

  // The league office decides it at /spielleitung.
  const officeContext = await newContext(browser);
  const office = await officeContext.newPage();
  await login(office, DEMO_LEAGUE_OFFICE);
  await office.goto("/spielleitung/vorschlaege");
  await waitUntilSettled(office);
  const officeItem = office
    .getByRole("list", { name: "Vorgeschlagene und strittige Änderungen" })
    .getByRole("listitem", { name: new RegExp(`Ergebnis ändern: 3:0 → 1:1 – ${a.clubName}`) });
  await expect(officeItem.getByText("Bei der Spielleitung")).toBeVisible();
  // The answer names the match it answers: the same «Annehmen» stands under every proposal.
  await officeItem
    .getByRole("button", { name: new RegExp(`^Annehmen: ${a.clubName}.* – ${b.clubName}`) })
    .click();
  const note = office.getByRole("dialog", { name: "Vorschlag annehmen" });
  await note
    .getByLabel("Begründung (öffentlich unter «Änderungen» des Spiels, optional)")
    .fill("Laut Schiedsrichterbericht 1:1.");
  await note.getByRole("button", { name: "Annehmen" }).click();
  await expect(office.getByText("Vorschlag angenommen").first()).toBeVisible();
  await expect(officeItem).toHaveCount(0);

  // The history of decisions names it, and the match now stands at 1:1 for both.
  await office.goto("/spielleitung/verlauf");
  await expect(
    office
      .getByRole("list", { name: "Entscheide der Spielleitung" })
      .getByText(new RegExp(`${a.clubName}.*${b.clubName}`))
      .first(),
  ).toBeVisible();
  const decided = await apiJson<{ match: { homeScore: number; awayScore: number } }>(
    b.page.request,
    base,
    "GET",
    `/api/matches/${matchId}`,
  );
  expect(decided.match).toMatchObject({ homeScore: 1, awayScore: 1 });
  await b.page.goto("/dashboard");
  await expect(
    b.page
      .getByRole("listitem", { name: /Ergebnis ändern: 3:0 → 1:1/ })
      .getByText("Notiz der Spielleitung: Laut Schiedsrichterbericht 1:1."),
  ).toBeVisible();
});
