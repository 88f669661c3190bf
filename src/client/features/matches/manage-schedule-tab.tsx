import { useQuery } from "@tanstack/react-query";
import { Ban, CalendarDays, FileText, FileUp, MapPin, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { MatchSummary } from "#shared/api/matches.ts";
import { formatLongDate, formatTime } from "#shared/format.ts";
import { splitSchedule } from "#shared/schedule.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { useConfirm, usePrompt } from "../../ui/dialogs-provider.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import {
  clubMatchesQueryOptions,
  matchTeamOptionsQueryOptions,
  useCancelMatch,
  useDeleteMatch,
} from "./api.ts";
import { FixtureImportDialog } from "./fixture-import-dialog.tsx";
import { MATCH_TOASTS, MatchDialog, matchErrorToast } from "./match-dialog.tsx";
import { fullTeamName, hasResult, scoreLabel, teamLogoSrc } from "./match-teams.tsx";
import { ReportDialog } from "./report-dialog.tsx";

/** Tab 'Spielplan' of the club area (club-management §2): upcoming and past matches. */
export function ManageScheduleTab({ clubId }: { clubId: string }) {
  const matches = useQuery(clubMatchesQueryOptions(clubId));
  const teamOptions = useQuery(matchTeamOptionsQueryOptions(clubId));
  const cancel = useCancelMatch();
  const remove = useDeleteMatch();
  const confirm = useConfirm();
  const prompt = usePrompt();
  const [dialog, setDialog] = useState<{ open: boolean; match: MatchSummary | null }>({
    open: false,
    match: null,
  });
  const [reportMatch, setReportMatch] = useState<MatchSummary | null>(null);
  const [isImportOpen, setImportOpen] = useState(false);

  const hasTeams = (teamOptions.data?.myTeams.length ?? 0) > 0;

  async function handleCancel(match: MatchSummary) {
    const reason = await prompt({
      title: "Spiel absagen",
      description: `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}, ${formatLongDate(match.matchDate)}`,
      label: "Grund der Absage",
      multiline: true,
      // An empty reason is ignored: nothing happens (club-management §4).
      required: false,
      confirmLabel: "Spiel absagen",
    });
    if (!reason) return;
    cancel.mutate(
      { matchId: match.id, reason },
      {
        onSuccess: () => toast.success(MATCH_TOASTS.cancelled),
        onError: (error) => matchErrorToast(MATCH_TOASTS.cancelFailed, error),
      },
    );
  }

  async function handleDelete(match: MatchSummary) {
    const isConfirmed = await confirm({
      title: "Spiel löschen",
      description: `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)} wird mit allen Ereignissen und dem Spielbericht gelöscht. Dies kann nicht rückgängig gemacht werden.`,
    });
    if (!isConfirmed) return;
    remove.mutate(match.id, {
      onSuccess: () => toast.success(MATCH_TOASTS.deleted),
      onError: (error) => matchErrorToast(MATCH_TOASTS.deleteFailed, error),
    });
  }

  if (matches.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Spiele werden geladen…">
        <Skeleton className="h-10 w-40" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (matches.isError) {
    return (
      <ErrorState
        message={MATCH_TOASTS.loadFailed}
        onRetry={() => matches.refetch()}
        isRetrying={matches.isFetching}
      />
    );
  }

  const { upcoming, past } = splitSchedule(matches.data);
  const rowProps = {
    onEdit: (match: MatchSummary) => setDialog({ open: true, match }),
    onCancel: handleCancel,
    onDelete: handleDelete,
    onReport: (match: MatchSummary) => setReportMatch(match),
    busyId:
      (cancel.isPending ? cancel.variables?.matchId : null) ?? (remove.isPending ? remove.variables : null),
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-600">Spiele deiner Mannschaften, aufsteigend nach Datum.</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setImportOpen(true)} disabled={!hasTeams}>
            <FileUp aria-hidden="true" />
            Importieren (CSV)
          </Button>
          <Button onClick={() => setDialog({ open: true, match: null })} disabled={!hasTeams}>
            <Plus aria-hidden="true" />
            Spiel hinzufügen
          </Button>
        </div>
      </div>
      <FixtureImportDialog
        teams={teamOptions.data?.myTeams ?? []}
        open={isImportOpen}
        onOpenChange={setImportOpen}
      />
      {teamOptions.isSuccess && !hasTeams ? (
        <p className="-mt-6 text-sm text-gray-600">Lege zuerst eine Mannschaft an, um Spiele zu erfassen.</p>
      ) : null}

      <MatchSection
        title="Kommende Spiele"
        empty="Keine kommenden Spiele."
        matches={upcoming}
        isPast={false}
        {...rowProps}
      />
      <MatchSection
        title="Vergangene Spiele"
        empty="Keine vergangenen Spiele."
        matches={past}
        isPast
        {...rowProps}
      />

      <MatchDialog
        clubId={clubId}
        open={dialog.open}
        match={dialog.match}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      {reportMatch ? (
        <ReportDialog
          match={reportMatch}
          open
          onOpenChange={(open) => {
            if (!open) setReportMatch(null);
          }}
        />
      ) : null}
    </div>
  );
}

type RowActions = {
  onEdit: (match: MatchSummary) => void;
  onCancel: (match: MatchSummary) => void;
  onDelete: (match: MatchSummary) => void;
  onReport: (match: MatchSummary) => void;
  busyId: string | null | undefined;
};

function MatchSection({
  title,
  empty,
  matches,
  isPast,
  ...actions
}: { title: string; empty: string; matches: MatchSummary[]; isPast: boolean } & RowActions) {
  const headingId = `schedule-${isPast ? "past" : "upcoming"}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-bold text-gray-900">
        {title} <span className="text-sm font-medium text-gray-500">({matches.length})</span>
      </h3>
      {matches.length === 0 ? (
        <EmptyState icon={CalendarDays} title={empty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {matches.map((match) => (
            <li key={match.id}>
              <MatchRow match={match} isPast={isPast} {...actions} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MatchRow({
  match,
  isPast,
  onEdit,
  onCancel,
  onDelete,
  onReport,
  busyId,
}: { match: MatchSummary; isPast: boolean } & RowActions) {
  const isCancelled = match.status === "cancelled";
  const canCancel = !isPast && match.status === "scheduled";
  const isBusy = busyId === match.id;
  const name = `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={match.matchDate}>
            {formatLongDate(match.matchDate)}, {formatTime(match.matchDate)}
          </time>
          {match.status === "live" ? <Badge variant="live" /> : null}
          {isCancelled ? <Badge variant="danger">ABGESAGT</Badge> : null}
          {match.status === "completed" ? <Badge variant="muted">Beendet</Badge> : null}
        </p>
        <div className="flex flex-col gap-1.5">
          <TeamLine team={match.homeTeam} score={isCancelled ? null : match.homeScore} />
          <TeamLine team={match.awayTeam} score={isCancelled ? null : match.awayScore} />
          {hasResult(match) && !isCancelled ? <span className="sr-only">{scoreLabel(match)}</span> : null}
        </div>
        {isCancelled && match.cancellationReason ? (
          <p className="text-sm text-red-800">Grund: {match.cancellationReason}</p>
        ) : match.stadium ? (
          <p className="flex items-center gap-1 text-xs text-gray-600">
            <MapPin aria-hidden="true" className="size-3.5" /> {match.stadium}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1 border-t border-gray-100 pt-2 sm:max-w-[22rem] sm:justify-end sm:border-0 sm:pt-0 [&>button]:px-2.5">
        {isPast ? (
          <Button variant="secondary" size="sm" onClick={() => onReport(match)}>
            <FileText aria-hidden="true" />
            Spielbericht
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => onEdit(match)} aria-label={`${name} bearbeiten`}>
          <Pencil aria-hidden="true" />
          Bearbeiten
        </Button>
        {canCancel ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onCancel(match)}
            aria-label={`${name} absagen`}
            disabled={isBusy}
          >
            <Ban aria-hidden="true" />
            Absagen
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onDelete(match)}
          aria-label={`${name} löschen`}
          loading={isBusy}
          className="text-live-dark hover:bg-red-50 hover:text-live-dark"
        >
          <Trash2 aria-hidden="true" />
          Löschen
        </Button>
      </div>
    </Card>
  );
}

/** One side: logo, team name, club and league, and its goals when there is a result. */
function TeamLine({ team, score }: { team: MatchSummary["homeTeam"]; score: number | null }) {
  const details =
    team.clubName && team.clubName !== team.name ? `${team.clubName} · ${team.league}` : team.league;
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamLogo name={team.name} src={teamLogoSrc(team)} size="sm" decorative />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold text-gray-900">{team.name}</span>
        <span className="block truncate text-xs text-gray-500">{details}</span>
      </span>
      {score !== null ? (
        <span aria-hidden="true" className="w-8 shrink-0 text-right text-lg font-extrabold tabular-nums">
          {score}
        </span>
      ) : null}
    </span>
  );
}
