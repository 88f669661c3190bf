import type { MatchAcceptance } from "../constants.ts";

/**
 * A match has a public page, ticker and widget once it stands: the other club accepted it. A
 * request (or a declined one) is the two clubs' business and shows only in their management.
 * The country-wide lists ask more (the server's counted-match rule: the opponent is placed).
 */
export function isPublicMatch(match: { acceptance: MatchAcceptance }): boolean {
  return match.acceptance === "accepted";
}
