import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { useParams } from "react-router";
import { isCalledOffUnplayed } from "#shared/matches/schedule.ts";
import { matchTitle } from "#shared/matches/title.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { BackLink } from "../../ui/back-link.tsx";
import { Card } from "../../ui/card.tsx";
import { Container } from "../../ui/page.tsx";
import { ShareButton } from "../../ui/share-button.tsx";
import { ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { MatchTicker, OfflineNotice } from "../live/match-ticker.tsx";
import { useLiveStream } from "../live/use-live-stream.ts";
import { useOnline } from "../live/use-online.ts";
import { matchQueryOptions, matchReportQueryOptions } from "./api.ts";
import { MatchPageChanges } from "./match-history-list.tsx";
import { ReportArticle } from "./match-report-article.tsx";
import { MatchTelegramm } from "./match-telegramm-on-demand.tsx";

/**
 * /spiele/:matchId, the page of one match: state, teams, score, date and venue, the timeline
 * and line-ups (while it is played, the live ticker: the stream keeps it current), the club's
 * report, the record of its agreed changes («Änderungen», when it has any) and the Matchtelegramm of
 * a completed match.
 */
export function Component() {
  const { matchId = "" } = useParams();
  // The loader has the match (or showed the not-found page for an unknown or malformed id).
  const match = useSuspenseQuery(matchQueryOptions(matchId));
  usePageTitle(matchTitle(match.data));
  // Also before kickoff and after the final whistle: a start or a corrected result shows at once.
  useLiveStream({ matchIds: [matchId] });
  const isOnline = useOnline();

  return (
    <Container size="narrow" className="pb-12">
      <div data-print-hidden className="flex items-center justify-between gap-3 py-4">
        <BackLink to={match.data.status === "live" ? "/live-ticker" : "/spielplan"}>
          {match.data.status === "live" ? "Zurück zum Live-Ticker" : "Zum Spielplan"}
        </BackLink>
        <ShareButton title={matchTitle(match.data)} size="sm" />
      </div>
      {!isOnline ? <OfflineNotice updatedAt={match.dataUpdatedAt} /> : null}
      <div className="flex flex-col gap-5">
        <MatchTicker match={match.data} />
        <ReportCard match={match.data} />
        <MatchPageChanges matchId={match.data.id} />
        {/* Last: opened from another page, its code and text may arrive after the page shows,
            and its section then grows from the skeleton; below it, nothing is moved. */}
        {match.data.status === "completed" ? (
          <Card className="p-4 sm:p-6">
            <MatchTelegramm match={match.data} />
          </Card>
        ) : null}
      </div>
    </Container>
  );
}

/**
 * The club's report; nothing before the kickoff time when none was written, nor for a match called
 * off unplayed («noch keinen Spielbericht» promised one that never comes).
 */
export function ReportCard({ match }: { match: MatchSummary }) {
  const report = useQuery(matchReportQueryOptions(match.id));
  const isAhead = match.status === "scheduled" && Date.parse(match.matchDate) > Date.now();
  if (report.isSuccess && !report.data && (isAhead || isCalledOffUnplayed(match))) return null;
  return (
    <Card asChild className="p-4 sm:p-6">
      <section aria-labelledby="match-report" className="flex flex-col gap-3">
        <h2 id="match-report" className="flex items-center gap-2 text-lg font-bold text-gray-900">
          <FileText aria-hidden="true" className="size-5 text-brand-700" />
          Spielbericht
        </h2>
        {report.isPending ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Spielbericht wird geladen…">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-20" />
          </div>
        ) : report.isError ? (
          <ErrorState
            message="Der Spielbericht konnte nicht geladen werden."
            onRetry={() => report.refetch()}
            isRetrying={report.isFetching}
          />
        ) : report.data ? (
          <ReportArticle report={report.data} />
        ) : (
          <p className="text-sm text-gray-600">Für dieses Spiel gibt es noch keinen Spielbericht.</p>
        )}
      </section>
    </Card>
  );
}
