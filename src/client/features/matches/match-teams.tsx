import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { matchPath } from "#shared/matches/paths.ts";
import { teamLogoSrc } from "#shared/matches/team-logo.ts";
import { fullTeamName as sharedFullTeamName } from "#shared/matches/timeline.ts";
import type { MatchSummary, MatchTeam } from "#shared/matches/types.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { cn, textLinkTapArea } from "../../ui/cn.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";

export { teamLogoSrc };

/** The line that leads on a match card: the club ('FC Seeblick'), or the team without a club. */
export function leadName(team: Pick<MatchTeam, "name" | "clubName">): string {
  return team.clubName?.trim() || team.name;
}

/**
 * The two sides' leading names where only one name fits each: the clubs, or, for two teams of one
 * club, the teams ('1. Mannschaft' : 'Senioren 30+'), so a derby does not read 'FC Seeblick' twice.
 */
export function sideNames(match: {
  homeTeam: Pick<MatchTeam, "name" | "clubName">;
  awayTeam: Pick<MatchTeam, "name" | "clubName">;
}): [string, string] {
  const home = leadName(match.homeTeam);
  const away = leadName(match.awayTeam);
  return home === away ? [match.homeTeam.name, match.awayTeam.name] : [home, away];
}

/** The small second line under the club: the team ('1. Mannschaft'), when it adds something. */
export function secondName(team: Pick<MatchTeam, "name" | "clubName">): string | null {
  return team.clubName?.trim() && team.clubName !== team.name ? team.name : null;
}

/**
 * A club team's page; null for an opponent without a club on the platform and for a team its club
 * deleted (kept only for its matches: its page is gone).
 */
export function teamPagePath(team: Pick<MatchTeam, "id" | "clubId" | "archived">): string | null {
  return team.clubId && !team.archived ? `/vereine/${team.clubId}/teams/${team.id}` : null;
}

/**
 * The page of the team's club; null without a club, and for a deleted team, whose club may be
 * deleted as well (the match does not tell).
 */
function clubPagePath(team: Pick<MatchTeam, "clubId" | "archived">): string | null {
  return team.clubId && !team.archived ? `/vereine/${team.clubId}` : null;
}

/**
 * Logo and name of one side; the logo links to the club page when the team has a club, and with
 * `linksTeam` the name to the team's page (neither for a team its club deleted).
 */
export function MatchTeamBlock({
  team,
  size = "lg",
  className,
  linksTeam = false,
  priority = false,
}: {
  team: MatchTeam;
  size?: "md" | "lg" | "xl";
  className?: string;
  linksTeam?: boolean;
  /** The page's headline logo, fetched first (Avatar's `priority`). */
  priority?: boolean;
}) {
  const teamPath = linksTeam ? teamPagePath(team) : null;
  const clubPath = clubPagePath(team);
  const logo = (
    <TeamLogo name={leadName(team)} src={teamLogoSrc(team)} size={size} priority={priority} decorative />
  );
  const second = secondName(team);
  // A list's row keeps its height (two lines at most); the match page's headline (xl) is the one
  // place a phone shows whom the club plays, so it shows the names whole.
  const clamp = size === "xl" ? null : "line-clamp-2";
  return (
    <div className={cn("flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center", className)}>
      {clubPath ? (
        <Link
          to={clubPath}
          // A flex box, not a line: an image logo sat on a line's baseline with its descent below.
          className="flex rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label={`Verein von ${fullTeamName(team)}`}
        >
          {logo}
        </Link>
      ) : (
        logo
      )}
      {teamPath ? (
        <Link
          to={teamPath}
          className="flex flex-col items-center gap-0.5 rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className={cn(clamp, "text-sm font-semibold leading-tight text-brand-800 wrap-anywhere")}>
            {leadName(team)}
          </span>
          {second ? (
            <span className={cn(clamp, "text-xs leading-tight text-gray-600 wrap-break-word")}>
              <KeptTogether text={second} />
            </span>
          ) : null}
        </Link>
      ) : (
        <>
          <span className={cn(clamp, "text-sm font-semibold leading-tight text-gray-900 wrap-anywhere")}>
            {leadName(team)}
          </span>
          {second ? (
            <span className={cn(clamp, "text-xs leading-tight text-gray-600 wrap-break-word")}>
              <KeptTogether text={second} />
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * The name that tells teams apart in a sentence: 'FC Seeblick 1. Mannschaft' for a club's team,
 * the plain name for an opponent without a club.
 */
export function fullTeamName(team: Pick<MatchTeam, "name" | "clubName">): string {
  return sharedFullTeamName(team);
}

/** A side's full name on a line that may break: its ordinal keeps its word («1. Mannschaft»). */
export function TeamName({ team }: { team: Pick<MatchTeam, "name" | "clubName"> }) {
  return <KeptTogether text={fullTeamName(team)} />;
}

/** 'home : away' for screen readers as a sentence ('…, Forfait' for a forfeited result). */
export function scoreLabel(
  match: Pick<MatchSummary, "homeTeam" | "awayTeam" | "homeScore" | "awayScore"> &
    Partial<Pick<MatchSummary, "forfeit">>,
): string {
  const score = `${fullTeamName(match.homeTeam)} ${match.homeScore ?? 0} zu ${match.awayScore ?? 0} ${fullTeamName(match.awayTeam)}`;
  return match.forfeit ? `${score}, Forfait` : score;
}

export function hasResult(match: Pick<MatchSummary, "homeScore" | "awayScore">): boolean {
  return match.homeScore !== null && match.awayScore !== null;
}

/**
 * «Zum Spiel», the link from a match card to the match's page. Screen readers hear which match
 * (a list of cards would otherwise read «Zum Spiel» many times over).
 */
export function MatchPageLink({
  match,
  className,
}: {
  match: {
    id: string;
    homeTeam: Pick<MatchTeam, "name" | "clubName">;
    awayTeam: Pick<MatchTeam, "name" | "clubName">;
  };
  className: string;
}) {
  return (
    <Link
      to={matchPath(match.id)}
      className={cn(
        "inline-flex items-center rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600",
        textLinkTapArea,
        className,
      )}
    >
      Zum Spiel <ChevronRight aria-hidden="true" className="size-4" />
      <span className="sr-only">
        {" "}
        {fullTeamName(match.homeTeam)} gegen {fullTeamName(match.awayTeam)}
      </span>
    </Link>
  );
}
