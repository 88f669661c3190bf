import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { toZurichDateInput, zurichParts } from "../src/shared/format.ts";
import { expect, placeOpponent } from "./fixtures.ts";

// Helpers of the match journeys (schedule, record, requests, live ticker): the club creates its own match against a new opponent
// (a unique name), so the seeded live match other specs look at stays untouched.

export type Json = Record<string, unknown>;

/** A JSON call of the API as the signed-in page; fails the test with the answer unless it is 2xx. */
export async function apiJson<T = Json>(
  request: APIRequestContext,
  baseURL: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request.fetch(path, {
    method,
    headers: { origin: baseURL, "content-type": "application/json" },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/**
 * Zurich date and time `minutesFromNow` away on the day `dayOffset` days from today, kept within
 * that day (the live tab lists today's matches).
 */
export function zurichInput(minutesFromNow: number, dayOffset = 0): { date: string; time: string } {
  const day = new Date(Date.now() + dayOffset * 86_400_000);
  const p = zurichParts(day);
  const minutes = Math.max(0, Math.min(p.hour * 60 + p.minute + minutesFromNow, 23 * 60 + 59));
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: toZurichDateInput(day).date, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

/** Today in Zurich, an hour from now but never past 23:59 (the live tab lists today's matches). */
export const kickoffSoon = () => zurichInput(60);

/** A match of the signed-in club's '1. Mannschaft' at home against a new opponent (in its league); its id. */
export async function createOwnMatch(
  page: Page,
  baseURL: string,
  opponentName: string,
  kickoff: { date: string; time: string } = kickoffSoon(),
): Promise<string> {
  const me = await apiJson<{ club: { id: string } }>(page.request, baseURL, "GET", "/api/me");
  const clubId = me.club.id;
  const options = await apiJson<{ myTeams: { id: string; name: string; canton: string; league: string }[] }>(
    page.request,
    baseURL,
    "GET",
    `/api/manage/clubs/${clubId}/match-teams`,
  );
  const home = options.myTeams.find((t) => t.name === "1. Mannschaft") ?? options.myTeams[0];
  if (!home) throw new Error("demo club without teams");
  const opponent = await apiJson<{ team: { id: string } }>(
    page.request,
    baseURL,
    "POST",
    `/api/manage/clubs/${clubId}/opponent-teams`,
    // In the home team's league: a club of the test's own keeps its results out of the demo's.
    { name: opponentName, canton: home.canton, league: home.league },
  );
  // Placed by the league office, so fans find the match in the country-wide lists too.
  await placeOpponent(baseURL, opponent.team.id);
  const created = await apiJson<{ match: { id: string } }>(
    page.request,
    baseURL,
    "POST",
    `/api/manage/clubs/${clubId}/matches`,
    { homeTeamId: home.id, awayTeamId: opponent.team.id, ...kickoff, stadium: "Sportanlage Seeblick" },
  );
  return created.match.id;
}

/** createOwnMatch, kicked off: the match is live from its first minute; its id. */
export async function startOwnMatch(page: Page, baseURL: string, opponentName: string): Promise<string> {
  const matchId = await createOwnMatch(page, baseURL, opponentName);
  await apiJson(page.request, baseURL, "POST", `/api/manage/matches/${matchId}/live/start`, {});
  return matchId;
}

/** The live control of the signed-in club's live match against `opponent`, from the live tab, ready for taps. */
export async function openControl(page: Page, opponent: string): Promise<Locator> {
  await page.goto("/manage-club/live-ticker");
  const row = page.getByRole("listitem").filter({ hasText: opponent });
  await row.getByRole("button", { name: /^Live-Ticker fortsetzen: / }).click();
  const control = page.getByRole("dialog", { name: "Live-Ticker" });
  await expect(control.getByRole("button", { name: "Tor Heim" })).toBeVisible();
  return control;
}

/**
 * An entry of a match's event list (the match page's «Spielverlauf», the control's list): its
 * type's name said once (`label`, exactly), about `who`, and after a goal the `score` beside it.
 */
export function eventEntry(list: Locator, label: string, who: string | RegExp, score?: string): Locator {
  const page = list.page();
  const entry = list
    .getByRole("listitem")
    .filter({ has: page.getByText(label, { exact: true }) })
    .filter({ hasText: who });
  return score ? entry.filter({ has: page.getByText(score, { exact: true }) }) : entry;
}

/** The match page's «Spielverlauf». */
export function matchTimeline(page: Page): Locator {
  return page.getByRole("region", { name: "Spielverlauf" });
}
