import type { MatchTeam } from "./types.ts";

// Apart from the match cards (client features/matches/match-teams.tsx, which re-exports it): a
// page that shows a team's logo but no match card (the ranking's lists) would otherwise load the
// cards' module with the timeline, the event types and the match paths it imports, about 2 KB
// brotli of its first route.

/**
 * The logo fans recognise: the club's crest. A team photo is a group picture that turns into a
 * blur at logo size, so it stands in only for an opponent without a club on the platform.
 */
export function teamLogoSrc(team: Pick<MatchTeam, "clubLogoUrl" | "clubId" | "teamImageUrl">): string | null {
  return team.clubLogoUrl ?? (team.clubId ? null : team.teamImageUrl);
}
