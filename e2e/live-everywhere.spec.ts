import type { Locator, Page, Response } from "@playwright/test";
import { expect, holdScripts, test, uniqueName, untilInteractive, waitUntilSettled } from "./fixtures.ts";
import { apiJson, eventEntry, matchTimeline, startOwnMatch } from "./match-helpers.ts";
import { createOwnClub } from "./own-club.ts";

// A club taps a goal (and takes it back) in one browser; a fan who follows the club's team sees
// it on the start page, the dashboard and the schedule in another browser, applied from the live
// stream: no answer of the API that the fan's pages receive carries the goal.

test.describe.configure({ timeout: 180_000 });

/** True when a JSON answer holds the match with `homeScore` or a goal event of it. */
function carriesGoal(value: unknown, matchId: string, homeScore: number): boolean {
  if (Array.isArray(value)) return value.some((item) => carriesGoal(item, matchId, homeScore));
  if (typeof value !== "object" || value === null) return false;
  const row = value as Record<string, unknown>;
  if (row.id === matchId && row.homeScore === homeScore) return true;
  if (row.matchId === matchId && row.type === "goal") return true;
  return Object.values(row).some((item) => carriesGoal(item, matchId, homeScore));
}

/** Notes every API answer to `page` that carries the goal (1:0) of the match. */
function watchAnswers(page: Page, matchId: string): string[] {
  const carried: string[] = [];
  page.on("response", async (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/") || url.pathname.startsWith("/api/live/stream")) return;
    const text = await response.text().catch(() => "");
    try {
      if (carriesGoal(JSON.parse(text), matchId, 1)) carried.push(url.pathname + url.search);
    } catch {
      // Not JSON (an image, a calendar file): carries no score.
    }
  });
  return carried;
}

test("a goal and its undo reach the fan's start page, dashboard and schedule from the stream", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const club = await createOwnClub(page, { clubName: uniqueName("FC Torfeld "), playerCount: 2 });
  const opponent = uniqueName("FC Zuschauer ");
  const matchId = await startOwnMatch(page, base, opponent);

  // The fan: an account of its own that follows the club's team, in a browser of its own.
  const fanContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const fanName = uniqueName("fan");
  const signUp = await fanContext.request.post("/api/auth/sign-up/email", {
    headers: { origin: base },
    data: {
      email: `${fanName}@example.ch`,
      password: "geheim123",
      name: fanName,
      username: fanName,
      fullName: fanName,
      accountType: "fan",
    },
  });
  expect(signUp.ok(), await signUp.text()).toBeTruthy();
  await apiJson(fanContext.request, base, "POST", "/api/favorites", { teamId: club.teamId });

  const score = (home: number) => new RegExp(`${home} zu 0 ${opponent}`);
  const views: { name: string; page: Page; area: (p: Page) => Locator }[] = [
    {
      name: "start page",
      page: await fanContext.newPage(),
      area: (p) => p.getByRole("list", { name: "Live-Spiele deiner Favoriten" }),
    },
    {
      name: "dashboard",
      page: await fanContext.newPage(),
      area: (p) => p.getByRole("list", { name: "Live-Spiele deiner Favoriten" }),
    },
    {
      name: "schedule",
      page: await fanContext.newPage(),
      area: (p) => p.getByRole("region", { name: "Live" }),
    },
  ];
  const addresses = ["/", "/dashboard", `/spielplan?meine=1`];
  const carried: string[][] = [];
  for (const [i, view] of views.entries()) {
    await view.page.goto(addresses[i] ?? "/");
    await expect(view.area(view.page).getByRole("img", { name: score(0) }), view.name).toBeVisible();
    carried.push(watchAnswers(view.page, matchId));
  }

  // The club taps a goal for its player, then takes it back.
  const [scorer] = club.players;
  if (!scorer) throw new Error("own club without players");
  const { event } = await apiJson<{ event: { id: string } }>(
    page.request,
    base,
    "POST",
    `/api/manage/matches/${matchId}/events`,
    { type: "goal", minute: 1, playerId: scorer.id },
  );
  for (const view of views) {
    await expect(view.area(view.page).getByRole("img", { name: score(1) }), view.name).toBeVisible();
  }
  await apiJson(page.request, base, "DELETE", `/api/manage/events/${event.id}`);
  for (const view of views) {
    await expect(view.area(view.page).getByRole("img", { name: score(0) }), view.name).toBeVisible();
  }
  expect(carried.flat()).toEqual([]);
  await fanContext.close();
});

test("a match page that arrives while a goal is scored shows it from the stream, and reads nothing again", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL ?? "";
  const club = await createOwnClub(page, { clubName: uniqueName("FC Anstoss "), playerCount: 1 });
  const opponent = uniqueName("FC Spätzünder ");
  const matchId = await startOwnMatch(page, base, opponent);

  // A fan on a slow phone: the server's page is there, its scripts not yet.
  const fanContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const fan = await fanContext.newPage();
  const scriptsArrive = await holdScripts(fan);
  await fan.goto(`/spiele/${matchId}`, { waitUntil: "commit" });
  await expect(fan.getByRole("img", { name: new RegExp(`0 zu 0 ${opponent}`) })).toBeVisible();

  // The goal falls after the server read the page, before its live stream starts.
  const [scorer] = club.players;
  if (!scorer) throw new Error("own club without players");
  await apiJson(page.request, base, "POST", `/api/manage/matches/${matchId}/events`, {
    type: "goal",
    minute: 1,
    playerId: scorer.id,
  });
  const carried = watchAnswers(fan, matchId);
  const reads: string[] = [];
  fan.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/matches/")) reads.push(url.pathname);
  });
  scriptsArrive();

  // The stream resumes where the server read the page and brings the goal; the page sends no
  // request for it, nor for its own data (thousands of fans open a derby's page at kickoff).
  await untilInteractive(fan);
  await expect(fan.getByRole("img", { name: new RegExp(`1 zu 0 ${opponent}`) })).toBeVisible();
  await expect(
    eventEntry(matchTimeline(fan), "Tor", `${scorer.firstName} ${scorer.lastName}`, "1:0"),
  ).toBeVisible();
  await waitUntilSettled(fan);
  expect(carried).toEqual([]);
  expect(reads).toEqual([]);
  await fanContext.close();
});
