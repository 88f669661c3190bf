// What the page benches share: how their Chromium runs (the flags the Playwright suite uses on
// these machines) and which pages they open.

import { matchPath } from "#shared/matches/paths.ts";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * `/`, the first club, a match's page (a live one when a match is being played: then the page is
 * its ticker) and `/ranking` of a server's data.
 */
export async function benchPages(base: string): Promise<string[]> {
  const clubs = (await (await fetch(`${base}/api/clubs?page=1&pageSize=1`)).json()) as {
    clubs: { id: string }[];
  };
  const firstMatch = async (query: string) =>
    ((await (await fetch(`${base}/api/matches?${query}`)).json()) as { matches: { id: string }[] }).matches[0]
      ?.id;
  const clubId = clubs.clubs[0]?.id;
  const matchId = (await firstMatch("scope=live&limit=1")) ?? (await firstMatch("limit=1"));
  if (!clubId || !matchId) throw new Error(`${base} has no clubs or matches: seed the demo data first.`);
  return ["/", `/vereine/${clubId}`, matchPath(matchId), "/ranking"];
}
