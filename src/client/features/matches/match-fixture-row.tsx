import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { COMPETITION_LABELS } from "#shared/constants.ts";
import { formatShortWeekdayDate, formatTime } from "#shared/format.ts";
import { matchPath } from "#shared/matches/paths.ts";
import { resultMark } from "#shared/matches/result-mark.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { cn, focusRing } from "../../ui/cn.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { LiveMinute } from "../live/live-minute.tsx";
import { ResultMark } from "./match-score.tsx";
import { hasResult, leadName, secondName, teamLogoSrc } from "./match-teams.tsx";

// A compact line per match for the team and club pages: date and time, both sides, the score
// or the kickoff, the state (with «Forfait» or «Spielabbruch» beside a result not played to the
// final whistle, as on the match page); the whole line opens the match's page.

/** A comma only a screen reader reads, so the link's name runs as a sentence. */
function Pause() {
  return <span className="sr-only">,</span>;
}

function Side({
  team,
  isOwn,
  isLast = false,
}: {
  team: MatchSummary["homeTeam"];
  isOwn: boolean;
  isLast?: boolean;
}) {
  const second = secondName(team);
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamLogo name={leadName(team)} src={teamLogoSrc(team)} size="xs" decorative />
      {/* Two lines before it is cut: on a phone «FC Seeblick Senioren 3…» lost which team plays. */}
      <span className={cn("line-clamp-2 min-w-0", isOwn ? "font-bold text-gray-900" : "text-gray-800")}>
        {leadName(team)}
        {second ? (
          <span className="font-normal text-gray-500">
            {" "}
            <KeptTogether text={second} />
          </span>
        ) : null}
        {isLast ? <Pause /> : null}
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
  if (match.status === "completed") {
    const mark = resultMark(match);
    return (
      <>
        <Badge variant="muted">
          Beendet
          {mark ? <Pause /> : null}
        </Badge>
        <ResultMark match={match} />
      </>
    );
  }
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

/** What a screen reader says of a state the line shows no word for. */
const PLANNED = "geplant";

/**
 * One match as a link to its page; `teamId` is the side the page is about (in bold). The link is
 * named by what it shows, teams first ('FC A 1. Mannschaft gegen FC B, 2:1, Sa., 29.11. 14:30,
 * Beendet'): the date's line comes last in the document and is placed on top. A name of its own
 * (aria-label) would not hold the words on screen, and speech control finds a link by them.
 */
export function MatchFixtureRow({ match, teamId }: { match: MatchSummary; teamId: string }) {
  const isOwn = (team: MatchSummary["homeTeam"]) => team.id === teamId;
  const isPlanned = match.status === "scheduled";
  // A planned match's kickoff stands in the date's line too, and '–:–' says nothing read aloud.
  const isResult = match.status === "live" || (match.status === "completed" && hasResult(match));
  const isCup = match.competition !== "league";
  return (
    <Link
      to={matchPath(match.id)}
      className={cn(
        "grid grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-1 rounded-lg border border-gray-200 bg-white px-3 py-2.5 text-sm shadow-xs transition hover:border-brand-300 hover:bg-brand-50",
        match.status === "live" && "border-live/40 bg-red-50/40",
        focusRing,
      )}
    >
      <span className="row-start-2 flex min-w-0 flex-col gap-1">
        <Side team={match.homeTeam} isOwn={isOwn(match.homeTeam)} />
        <span className="sr-only">gegen</span>
        <Side team={match.awayTeam} isOwn={isOwn(match.awayTeam)} isLast />
      </span>
      {isPlanned ? <span className="sr-only">{PLANNED},</span> : null}
      <span className="row-start-2" aria-hidden={isResult ? undefined : true}>
        <Score match={match} />
        {isResult ? <Pause /> : null}
      </span>
      <ChevronRight aria-hidden="true" className="row-start-2 size-4 text-gray-400" />
      <span className="col-span-3 row-start-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
        <time dateTime={match.matchDate}>
          {formatShortWeekdayDate(match.matchDate)} {formatTime(match.matchDate)}
          {isCup || !isPlanned ? <Pause /> : null}
        </time>
        {isCup ? (
          <Badge variant="outline">
            <span>
              {COMPETITION_LABELS[match.competition]}
              {isPlanned ? null : <Pause />}
            </span>
          </Badge>
        ) : null}
        <StateMark match={match} />
      </span>
    </Link>
  );
}
