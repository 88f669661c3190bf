import { Link } from "react-router";
import { fullTeamName as sharedFullTeamName } from "#shared/matches/timeline.ts";
import type { MatchSummary, MatchTeam } from "#shared/matches/types.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { cn } from "../../ui/cn.ts";

/**
 * The logo fans recognise: the club's crest. A team photo is a group picture that turns into a
 * blur at logo size, so it stands in only for an opponent without a club on the platform.
 */
export function teamLogoSrc(team: MatchTeam): string | null {
  return team.clubLogoUrl ?? (team.clubId ? null : team.teamImageUrl);
}

/** The line that leads on a match card: the club ('FC Seeblick'), or the team without a club. */
export function leadName(team: Pick<MatchTeam, "name" | "clubName">): string {
  return team.clubName?.trim() || team.name;
}

/** The small second line under the club: the team ('1. Mannschaft'), when it adds something. */
export function secondName(team: Pick<MatchTeam, "name" | "clubName">): string | null {
  return team.clubName?.trim() && team.clubName !== team.name ? team.name : null;
}

/** Logo and name of one side; the logo links to the club page when the team has a club. */
export function MatchTeamBlock({
  team,
  size = "lg",
  className,
}: {
  team: MatchTeam;
  size?: "md" | "lg" | "xl";
  className?: string;
}) {
  const logo = <TeamLogo name={leadName(team)} src={teamLogoSrc(team)} size={size} decorative />;
  const second = secondName(team);
  return (
    <div className={cn("flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center", className)}>
      {team.clubId ? (
        <Link
          to={`/vereine/${team.clubId}`}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          aria-label={`Verein von ${fullTeamName(team)}`}
        >
          {logo}
        </Link>
      ) : (
        logo
      )}
      <span className="line-clamp-2 text-sm font-semibold leading-tight text-gray-900 wrap-anywhere">
        {leadName(team)}
      </span>
      {second ? <span className="line-clamp-1 text-xs text-gray-600">{second}</span> : null}
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
