import { useQuery } from "@tanstack/react-query";
import { CloudSun, Gavel, Sparkles, Star, Users } from "lucide-react";
import { formatCount, formatDate } from "#shared/format.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { Badge } from "../../ui/badge.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../ui/dialog.tsx";
import { Skeleton } from "../../ui/skeleton.tsx";
import { matchEventsQueryOptions, matchReportQueryOptions } from "./api.ts";
import { ReportEventCards } from "./match-event-list.tsx";
import { MatchScore } from "./match-score.tsx";
import { fullTeamName, hasResult, MatchTeamBlock } from "./match-teams.tsx";
import { MatchTelegramm } from "./match-telegramm.tsx";
import { StadiumImage } from "./stadium-image.tsx";

/**
 * 'Spielbericht' of the public schedule: stadium image, teams, result, league and date, the
 * report with its parts, the Matchtelegramm of a completed match, then the events by minute. A missing or failing report opens the
 * modal without one; failing events show an empty list (public-and-accounts §8).
 */
export function MatchReportModal({
  match,
  open,
  onOpenChange,
}: {
  match: MatchSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const report = useQuery({ ...matchReportQueryOptions(match.id), enabled: open });
  const events = useQuery({ ...matchEventsQueryOptions(match.id), enabled: open });
  const isCancelled = match.status === "cancelled";
  const data = report.data ?? null;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg">
        <div className="flex flex-col gap-5">
          <StadiumImage src={match.stadiumImageUrl} className="mt-8 shrink-0 rounded-xl sm:mt-6" />
          <DialogHeader>
            <DialogTitle>Spielbericht</DialogTitle>
            <DialogDescription>
              {fullTeamName(match.homeTeam)} gegen {fullTeamName(match.awayTeam)}
            </DialogDescription>
          </DialogHeader>

          <div className="flex items-start gap-3">
            <MatchTeamBlock team={match.homeTeam} size="md" />
            <div className="flex shrink-0 flex-col items-center gap-2 pt-1">
              {isCancelled ? (
                <span className="rounded-md bg-red-100 px-2 py-1 text-sm font-extrabold text-red-800">
                  ABGESAGT
                </span>
              ) : hasResult(match) ? (
                <MatchScore match={match} className="text-3xl" />
              ) : (
                <span className="text-sm font-semibold text-gray-600">Ergebnis folgt</span>
              )}
              <Badge variant="muted">
                {match.homeTeam.league} · {formatDate(match.matchDate)}
              </Badge>
            </div>
            <MatchTeamBlock team={match.awayTeam} size="md" />
          </div>

          {report.isPending ? (
            <div className="flex flex-col gap-2" role="status" aria-label="Spielbericht wird geladen…">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-20" />
            </div>
          ) : data ? (
            <article className="flex flex-col gap-4">
              <div>
                <h3 className="text-lg font-bold text-gray-900">{data.title}</h3>
                <div className="mt-2 flex flex-col gap-2 text-sm leading-relaxed text-gray-800">
                  {data.content.split(/\n+/).map((paragraph, i) => (
                    // Paragraphs of a text have no ids; their order is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: static text split into paragraphs
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              </div>
              {data.highlights ? (
                <section className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                  <h4 className="flex items-center gap-1.5 text-sm font-bold text-amber-900">
                    <Sparkles aria-hidden="true" className="size-4" /> Highlights
                  </h4>
                  <p className="mt-1 whitespace-pre-line text-sm text-amber-950">{data.highlights}</p>
                </section>
              ) : null}
              <dl className="grid gap-2 sm:grid-cols-2">
                {data.attendance !== null ? (
                  <Fact icon={Users} label="Zuschauer" value={formatCount(data.attendance)} />
                ) : null}
                {data.weatherConditions ? (
                  <Fact icon={CloudSun} label="Wetter" value={data.weatherConditions} />
                ) : null}
                {data.manOfMatchName ? (
                  <Fact icon={Star} label="Man of the Match" value={data.manOfMatchName} />
                ) : null}
                {data.referee ? <Fact icon={Gavel} label="Schiedsrichter" value={data.referee} /> : null}
                {data.refereeNotes ? (
                  <Fact
                    icon={Gavel}
                    label={data.referee ? "Zum Schiedsrichter" : "Schiedsrichter"}
                    value={data.refereeNotes}
                  />
                ) : null}
              </dl>
            </article>
          ) : (
            <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-600">
              Für dieses Spiel gibt es noch keinen Spielbericht.
            </p>
          )}

          {open ? <MatchTelegramm match={match} /> : null}

          <section aria-labelledby={`report-events-${match.id}`} className="flex flex-col gap-2">
            <h3 id={`report-events-${match.id}`} className="text-base font-bold text-gray-900">
              Spielereignisse
            </h3>
            {events.isPending ? (
              <Skeleton className="h-16" />
            ) : (
              <ReportEventCards events={events.data ?? []} match={match} />
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Users; label: string; value: string }) {
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2 ring-1 ring-gray-200 ring-inset">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-gray-600">
        <Icon aria-hidden="true" className="size-3.5" />
        {label}
      </dt>
      <dd className="mt-0.5 whitespace-pre-line text-sm font-semibold text-gray-900">{value}</dd>
    </div>
  );
}
