import type { Browser, Page } from "@playwright/test";
import { expect, test, uniqueName } from "./fixtures.ts";
import { apiJson, createOwnMatch, zurichInput } from "./match-helpers.ts";
import { createOwnClub, type OwnClub } from "./own-club.ts";

// Where fans look for a match: its own page (/spiele/{id}), the team page's season with the
// group's table, and the club page's next and last match per team. Each journey signs up a club
// of its own with its matches, so the desktop and phone projects never share rows.

interface OwnSeason {
  club: OwnClub;
  upcomingId: string;
  playedId: string;
  upcomingOpponent: string;
  playedOpponent: string;
}

/** A club with an upcoming match (kickoff within the hour) and one played yesterday (2:1). */
async function ownSeason(page: Page, baseURL: string): Promise<OwnSeason> {
  const club = await createOwnClub(page, { clubName: uniqueName("FC Spielseite ") });
  const upcomingOpponent = uniqueName("FC Kommend ");
  const playedOpponent = uniqueName("SC Gespielt ");
  const upcomingId = await createOwnMatch(page, baseURL, upcomingOpponent);
  const playedId = await createOwnMatch(page, baseURL, playedOpponent, zurichInput(0, -1));
  await apiJson(page.request, baseURL, "PUT", `/api/manage/matches/${playedId}/result`, {
    homeScore: 2,
    awayScore: 1,
  });
  return { club, upcomingId, playedId, upcomingOpponent, playedOpponent };
}

/**
 * A match line's link by what it shows, read teams first: 'FC A gegen FC B, 2:1, Sa., 29.11.
 * 14:30, Beendet' (`then` is what follows the score or 'geplant'; the commas are for screen
 * readers only, and Chromium puts a space before each).
 */
function fixtureLine(opponent: string, first: string, then?: string): RegExp {
  return new RegExp(`gegen ${opponent} ?, ${first} ?,${then ? `.* ${then}` : ""}`);
}

/** A visitor without an account, in a browser of its own. */
async function fanPage(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  return context.newPage();
}

test("the club page shows each team's next and last match, and a card opens the match page", async ({
  browser,
  page,
  baseURL,
}) => {
  const season = await ownSeason(page, baseURL ?? "");
  const fan = await fanPage(browser, page);
  await fan.goto(`/vereine/${season.club.clubId}`);
  const fixtures = fan.getByRole("region", { name: "Nächste und letzte Spiele" });
  await expect(fixtures.getByRole("heading", { name: "1. Mannschaft" })).toBeVisible();
  const next = fixtures.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "geplant") });
  const last = fixtures.getByRole("link", {
    name: fixtureLine(season.playedOpponent, "2:1", "Beendet"),
  });
  await expect(last).toBeVisible();

  await next.click();
  await expect(fan).toHaveURL(new RegExp(`/spiele/${season.upcomingId}$`));
  await expect(
    fan.getByRole("heading", { level: 1, name: new RegExp(`gegen ${season.upcomingOpponent}`) }),
  ).toBeAttached();
  await expect(fan.getByText("Geplant", { exact: true })).toBeVisible();
  await expect(fan.getByText("Sportanlage Seeblick")).toBeVisible();
  await expect(
    fan.getByText(/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d+\. /),
  ).toBeVisible();
  // The team's name leads to its page.
  await fan.getByRole("link", { name: new RegExp(`^${season.club.name} 1\\. Mannschaft$`) }).click();
  await expect(fan).toHaveURL(new RegExp(`/vereine/${season.club.clubId}/teams/${season.club.teamId}$`));
  await fan.context().close();
});

test("the team page lists the season with results and marks the team in its group's table", async ({
  browser,
  page,
  baseURL,
}) => {
  const season = await ownSeason(page, baseURL ?? "");
  const fan = await fanPage(browser, page);
  await fan.goto(`/vereine/${season.club.clubId}/teams/${season.club.teamId}`);
  const matches = fan.getByRole("region", { name: /^Spiele \d{4}\/\d{2}$/ });
  const upcoming = matches.getByRole("region", { name: /^Kommende Spiele/ });
  const results = matches.getByRole("region", { name: /^Resultate/ });
  await expect(
    upcoming.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "geplant") }),
  ).toBeVisible();
  const played = results.getByRole("link", {
    name: fixtureLine(season.playedOpponent, "2:1", "Beendet"),
  });
  await expect(played).toBeVisible();

  await fan.getByRole("tab", { name: "Tabelle" }).click();
  const marked = fan.getByRole("row", { name: /dieses Team/ });
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText(season.club.name);

  // The played match's page: the result, its state and the record of the entered result. Opened
  // from this page, its sections load after it shows; the Matchtelegramm's text is held back
  // here, as a slow network would, to see that its arrival moves nothing a reader aims at.
  let releaseTelegramm = () => {};
  const telegrammHeld = new Promise<void>((resolve) => {
    releaseTelegramm = resolve;
  });
  await fan.route(`**/api/matches/${season.playedId}/telegramm`, async (route) => {
    await telegrammHeld;
    await route.continue();
  });
  await fan.getByRole("tab", { name: "Spieler" }).click();
  await played.click();
  await expect(fan).toHaveURL(new RegExp(`/spiele/${season.playedId}$`));
  // The state above the score; the closed «Änderungen» below may say «Beendet» too once it has loaded.
  await expect(fan.getByText("Beendet", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(fan.getByRole("img", { name: new RegExp(`2 zu 1 ${season.playedOpponent}`) })).toBeVisible();
  await expect(fan.getByRole("region", { name: "Spielbericht" })).toContainText("noch keinen Spielbericht");
  const record = fan.getByText(/^Änderungen \(\d+\)$/);
  await expect(record).toBeVisible();
  const telegramm = fan.getByRole("region", { name: "Matchtelegramm" });
  await expect(telegramm.getByRole("status", { name: "Matchtelegramm wird geladen…" })).toBeVisible();
  // Every other section has arrived: the Matchtelegramm's is the page's last loading status.
  await expect(fan.getByRole("main").getByRole("status")).toHaveCount(1);
  const before = await record.boundingBox();
  releaseTelegramm();
  await expect(telegramm.locator("pre")).toBeVisible();
  await expect(telegramm.getByRole("status")).toHaveCount(0);
  expect(await record.boundingBox()).toEqual(before);
  await record.click();
  await expect(fan.getByRole("list", { name: "Änderungen, neueste zuerst" })).toBeVisible();
  await fan.context().close();
});

test("the team and club pages follow a live match: kickoff and goal arrive without reloading", async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? "";
  const season = await ownSeason(page, base);
  const fan = await fanPage(browser, page);
  await fan.goto(`/vereine/${season.club.clubId}/teams/${season.club.teamId}`);
  const upcoming = fan.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "geplant") });
  await expect(upcoming).toBeVisible();
  const clubFan = await fanPage(browser, page);
  await clubFan.goto(`/vereine/${season.club.clubId}`);
  await expect(
    clubFan.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "geplant") }),
  ).toBeVisible();

  await apiJson(page.request, base, "POST", `/api/manage/matches/${season.upcomingId}/live/start`, {});
  const liveList = fan.getByRole("region", { name: /^Live/ });
  await expect(
    liveList.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "0:0", "Live") }),
  ).toBeVisible();
  await expect(
    clubFan.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "0:0", "Live") }),
  ).toBeVisible();

  const scorer = season.club.players[0];
  await apiJson(page.request, base, "POST", `/api/manage/matches/${season.upcomingId}/events`, {
    type: "goal",
    minute: 1,
    playerId: scorer?.id,
  });
  await expect(
    liveList.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "1:0", "Live") }),
  ).toBeVisible();
  await expect(
    clubFan.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "1:0", "Live") }),
  ).toBeVisible();

  // The live row opens the match page, which is the ticker while the match is played.
  await liveList.getByRole("link", { name: fixtureLine(season.upcomingOpponent, "1:0", "Live") }).click();
  await expect(fan).toHaveURL(new RegExp(`/spiele/${season.upcomingId}$`));
  await expect(fan.getByRole("heading", { level: 1, name: /^Live-Ticker: / })).toBeAttached();
  await expect(fan.getByRole("img", { name: new RegExp(`1 zu 0 ${season.upcomingOpponent}`) })).toBeVisible();
  await fan.context().close();
  await clubFan.context().close();
});

test("the old ticker address leads to the match page; an unknown match is a German 404 with a heading", async ({
  page,
  baseURL,
}) => {
  await createOwnClub(page, { playerCount: 0 });
  const opponent = uniqueName("FC Umleitung ");
  const matchId = await createOwnMatch(page, baseURL ?? "", opponent);

  const res = await page.request.get(`/live-ticker/${matchId}`, { maxRedirects: 0 });
  expect(res.status()).toBe(308);
  expect(res.headers().location).toBe(`/spiele/${matchId}`);
  await page.goto(`/live-ticker/${matchId}`);
  await expect(page).toHaveURL(new RegExp(`/spiele/${matchId}$`));
  await expect(page.getByText(opponent).first()).toBeVisible();

  // In the app, a link to the old address moves too (no server round trip).
  await page.evaluate((id) => {
    window.history.pushState({}, "", `/live-ticker/${id}`);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, matchId);
  await expect(page).toHaveURL(new RegExp(`/spiele/${matchId}$`));

  for (const unknown of ["/spiele/00000000-0000-4000-8000-000000000000", "/spiele/kein-spiel"]) {
    const answer = await page.goto(unknown);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Spiel nicht gefunden" })).toBeAttached();
    await expect(page.getByRole("link", { name: "Zum Spielplan" })).toBeVisible();
  }
});
