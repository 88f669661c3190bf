/**
 * The address of a match's own page (teams, score, timeline, report; while live the ticker).
 * Every link to a match goes through it, in the client as in the server's share links.
 */
export function matchPath(matchId: string): string {
  return `/spiele/${encodeURIComponent(matchId)}`;
}
