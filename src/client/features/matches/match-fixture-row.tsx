import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { COMPETITION_LABELS } from "#shared/constants.ts";
import { formatShortWeekdayDate, formatTime } from "#shared/format.ts";
import { matchPath } from "#shared/matches/paths.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { LiveMinute } from "../live/live-minute.tsx";
import { fullTeamName, hasResult, leadName, secondName, teamLogoSrc } from "./match-teams.tsx";

// A compact line per match for the team and club pages: date and time, both sides, the score
// or the kickoff, the state; the whole line opens the match's page.

function Side({ team, isOwn }: { team: MatchSummary["homeTeam"]; isOwn: boolean }) {
  const second = secondName(team);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamLogo name={leadName(team)} src={teamLogoSrc(team)} size="xs" decorative />
      <span className={cn("min-w-0 truncate", isOwn ? "font-bold text-gray-900" : "text-gray-800")}>
        {leadName(team)}
        {second ? <span className="font-normal text-gray-500"> {second}</span> : null}
      </span>
    </span>
  );
}

function StateMark({ match }: { match: MatchSummary }) {
  if (match.status === "live") {
    return (
      <span className="flex items-center gap-1.5">
        <Badge variant="live" />
        <span className="text-xs font-bold tabular-nums text-live-dark">
          {match.period === "halftime" ? "Halbzeit" : <LiveMinute match={match} />}
        </span>
      </span>
    );
  }
  if (match.status === "cancelled") return <Badge variant="danger">ABGESAGT</Badge>;
  if (match.status === "postponed") return <Badge variant="accent">VERSCHOBEN</Badge>;
  if (match.status === "completed") return <Badge variant="muted">Beendet</Badge>;
  return null;
}

function Score({ match }: { match: MatchSummary }) {
  if (match.status === "cancelled" || match.status === "postponed") {
    return <span className="text-sm font-semibold text-gray-500">–:–</span>;
  }
  if (match.status === "live" || (match.status === "completed" && hasResult(match))) {
    return (
      <span
        className={cn(
          "text-lg font-extrabold tabular-nums",
          match.status === "live" ? "text-live-dark" : "text-gray-900",
        )}
      >
        {match.homeScore ?? 0}:{match.awayScore ?? 0}
      </span>
    );
  }
  if (match.status === "completed") return <span className="text-sm font-semibold text-gray-500">–:–</span>;
  return (
    <span className="text-sm font-semibold tabular-nums text-gray-700">{formatTime(match.matchDate)}</span>
  );
}

const STATE_WORDS: Record<MatchSummary["status"], string> = {
  scheduled: "geplant",
  live: "live",
  completed: "beendet",
  cancelled: "abgesagt",
  postponed: "verschoben",
};

/** 'FC A 1. Mannschaft gegen FC B, live, 2:1' or '…, geplant, Sa., 29.11. 14:30'. */
export function fixtureLabel(match: MatchSummary): string {
  const teams = `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}`;
  const when = `${formatShortWeekdayDate(match.matchDate)} ${formatTime(match.matchDate)}`;
  const score =
    (match.status === "live" || match.status === "completed") && hasResult(match)
      ? `, ${match.homeScore}:${match.awayScore}`
      : "";
  return `${teams}, ${STATE_WORDS[match.status]}${score}, ${when}`;
}

/** One match as a link to its page; `teamId` is the side the page is about (in bold). */
export function MatchFixtureRow({ match, teamId }: { match: MatchSummary; teamId: string }) {
  const isOwn = (team: MatchSummary["homeTeam"]) => team.id === teamId;
  return (
    <Link
      to={matchPath(match.id)}
      aria-label={fixtureLabel(match)}
      className={cn(
        "grid grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm shadow-xs transition hover:border-brand-300 hover:bg-brand-50",
        match.status === "live" && "border-live/40 bg-red-50/40",
        focusRing,
      )}
    >
      <span className="col-span-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
        <time dateTime={match.matchDate}>
          {formatShortWeekdayDate(match.matchDate)} {formatTime(match.matchDate)}
        </time>
        {match.competition !== "league" ? (
          <Badge variant="outline">{COMPETITION_LABELS[match.competition]}</Badge>
        ) : null}
        <StateMark match={match} />
      </span>
      <span className="flex min-w-0 flex-col gap-1">
        <Side team={match.homeTeam} isOwn={isOwn(match.homeTeam)} />
        <Side team={match.awayTeam} isOwn={isOwn(match.awayTeam)} />
      </span>
      <Score match={match} />
      <ChevronRight aria-hidden="true" className="size-4 text-gray-400" />
    </Link>
  );
}
