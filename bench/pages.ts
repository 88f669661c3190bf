// What the page benches share: how their Chromium runs (the flags the Playwright suite uses on
// these machines) and which pages they open.

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** `/`, the first club, the first match's ticker and `/ranking` of a server's data. */
export async function benchPages(base: string): Promise<string[]> {
  const clubs = (await (await fetch(`${base}/api/clubs?page=1&pageSize=1`)).json()) as {
    clubs: { id: string }[];
  };
  const matches = (await (await fetch(`${base}/api/matches?limit=1`)).json()) as {
    matches: { id: string }[];
  };
  const clubId = clubs.clubs[0]?.id;
  const matchId = matches.matches[0]?.id;
  if (!clubId || !matchId) throw new Error(`${base} has no clubs or matches: seed the demo data first.`);
  return ["/", `/vereine/${clubId}`, `/live-ticker/${matchId}`, "/ranking"];
}
