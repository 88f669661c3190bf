import { useQuery } from "@tanstack/react-query";
import { ChevronRight, Radio } from "lucide-react";
import { type ReactNode, type RefObject, useId } from "react";
import { Link } from "react-router";
import { matchPath } from "#shared/matches/paths.ts";
import type { ScheduleListQuery } from "#shared/matches/schedule-filter.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { useFocusKeptWhenGone } from "../../ui/use-focus-kept-when-gone.ts";
import { SpokenLiveMinute } from "../live/live-minute.tsx";
import { scheduleLiveQueryOptions } from "./api.ts";
import { MatchScore } from "./match-score.tsx";
import { MatchTeamBlock } from "./match-teams.tsx";

/**
 * /spielplan's «Live» section above the tabs: the matches the filters let through that are being
 * played now (neither upcoming nor past while they last). Shown only while there are some; the
 * page's live stream keeps score and minute current and brings a kickoff in.
 */
export function ScheduleLive({
  query,
  page,
}: {
  query: ScheduleListQuery;
  /** The schedule page, which stays when a match ends and leaves «Live». */
  page: RefObject<HTMLElement | null>;
}) {
  const live = useQuery(scheduleLiveQueryOptions(query));
  const headingId = useId();
  const matches = live.data ?? [];
  if (matches.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-bold">
        <Radio aria-hidden="true" className="size-5 text-live" />
        Live
      </h2>
      <ul
        className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label="Live-Spiele"
      >
        {matches.map((match) => (
          <LiveItem key={match.id} page={page}>
            <LiveCard match={match} />
          </LiveItem>
        ))}
      </ul>
    </section>
  );
}

/** A match ends and leaves «Live»: the focus in its card stays on the page. */
function LiveItem({ page, children }: { page: RefObject<HTMLElement | null>; children: ReactNode }) {
  const item = useFocusKeptWhenGone<HTMLLIElement>(page);
  return (
    <li ref={item} className="min-w-0">
      {children}
    </li>
  );
}

function LiveCard({ match }: { match: MatchSummary }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-4 ring-2 ring-live/40">
      <div className="flex items-center justify-between gap-2 text-sm">
        <Badge variant="live" />
        <span className="font-bold text-live-dark tabular-nums">
          <SpokenLiveMinute match={match} />
        </span>
      </div>
      <div className="flex items-start gap-2">
        <MatchTeamBlock team={match.homeTeam} />
        <div className="flex shrink-0 flex-col items-center justify-center pt-3">
          <MatchScore match={match} className="text-2xl" />
        </div>
        <MatchTeamBlock team={match.awayTeam} />
      </div>
      <Button asChild size="sm" className="mt-auto">
        <Link to={matchPath(match.id)}>
          Zum Live-Ticker <ChevronRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}
