import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Ban, CalendarClock, CalendarPlus, ClipboardCheck, History, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { formatDateTime, formatLongDate } from "#shared/format.ts";
import { keptOffNote } from "#shared/matches/kept-off-note.ts";
import { splitSchedule } from "#shared/matches/schedule.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { serverNow } from "../../lib/server-clock.ts";
import { Button } from "../../ui/button.tsx";
import { usePrompt } from "../../ui/dialogs-provider.tsx";
import { Disclosure } from "../../ui/disclosure.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { toast } from "../../ui/toast.tsx";
import { MATCH_TOASTS, matchErrorToast } from "../matches/match-dialog.tsx";
import { fullTeamName, hasResult, TeamName } from "../matches/match-teams.tsx";
import {
  FinalScoreDialog,
  finalScoreLabel,
  OFFICE_REASON_HINT,
  type ScheduleAction,
  ScheduleDateDialog,
} from "../matches/schedule-state-dialogs.tsx";
import {
  type OfficeLeagueChoice,
  officeFixturesQueryOptions,
  useCancelOfficeFixture,
  useDeleteOfficeFixture,
} from "./api.ts";
import { OfficeFixtureHistoryDialog } from "./office-fixture-history-dialog.tsx";

// A round of a 12-team group (the largest Swiss regional groups) is 6 matches: the next weekend shows whole.
const COMING_SHOWN = 6;

/**
 * A part of the list the office rarely needs, folded away until opened: a group's season is
 * 90–130 matches, and early on most of them are between teams without a club.
 */
function Fold({ summary, children }: { summary: string; children: ReactNode }) {
  return (
    <Disclosure summary={summary} className="mt-1" summaryClassName="font-semibold text-gray-800">
      <ul className="flex flex-col divide-y divide-gray-100">{children}</ul>
    </Disclosure>
  );
}

/**
 * A group's fixtures between teams without a club: no club scores, reschedules, calls off or
 * deletes them, so the league office does, with the clubs' own dialogs and questions. Shown only
 * when there are any.
 */
export function OfficeFixtures({
  choice,
  group,
  readOnly,
}: {
  choice: OfficeLeagueChoice;
  group: string;
  readOnly: boolean;
}) {
  const query = useQuery(officeFixturesQueryOptions(choice, group));
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<{ match: MatchSummary; action: ScheduleAction } | null>(null);
  const [historyOf, setHistoryOf] = useState<MatchSummary | null>(null);
  const cancel = useCancelOfficeFixture();
  const remove = useDeleteOfficeFixture();
  const prompt = usePrompt();

  if (query.isError) {
    return <p className="mt-3 text-sm text-gray-600">Spiele nicht geladen: {loadErrorDetail(query.error)}</p>;
  }
  const fixtures = query.data ?? [];
  if (fixtures.length === 0) return null;
  const { upcoming, past } = splitSchedule(fixtures);
  // A past match with its final score (a forfeit's 0:3 too) needs the office no more; one still
  // without (to score, called off, postponed) is its work, and stays in sight.
  const isDone = (match: MatchSummary) => match.status === "completed" && hasResult(match);
  const pastToDo = past.filter((match) => !isDone(match));
  const pastDone = past.filter(isDone);
  const comingShown = upcoming.slice(0, COMING_SHOWN);
  const comingLater = upcoming.slice(COMING_SHOWN);
  const busyId =
    (cancel.isPending ? cancel.variables.matchId : null) ??
    (remove.isPending ? remove.variables.matchId : null);

  async function callOff(match: MatchSummary) {
    const reason = await prompt({
      title: "Spiel absagen",
      description: `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}, ${formatLongDate(match.matchDate)}. Der Grund steht auf der Seite des Spiels.`,
      label: "Grund der Absage",
      multiline: true,
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

  async function deleteFixture(match: MatchSummary) {
    const reason = await prompt({
      title: "Spiel löschen",
      description: `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)} wird mit seinem Ergebnis und allen Ereignissen gelöscht und zählt in keiner Tabelle mehr. Dies kann nicht rückgängig gemacht werden.`,
      label: "Grund",
      hint: OFFICE_REASON_HINT,
      multiline: true,
      required: false,
      confirmLabel: "Spiel löschen",
      destructive: true,
    });
    if (reason === null) return;
    remove.mutate(
      { matchId: match.id, reason },
      {
        onSuccess: () => toast.success(MATCH_TOASTS.deleted),
        onError: (error) => matchErrorToast(MATCH_TOASTS.deleteFailed, error),
      },
    );
  }

  function closeDialog() {
    setActing(null);
    // The group's counted games follow a saved result, and the office's «Verlauf» has a new line.
    void queryClient.invalidateQueries({ queryKey: ["league-office"] });
  }

  const row = (match: MatchSummary, isPast: boolean) => {
    const label = `${fullTeamName(match.homeTeam)} – ${fullTeamName(match.awayTeam)}`;
    const isOpen = match.status === "scheduled" || match.status === "completed";
    const state =
      match.status === "cancelled"
        ? `Abgesagt${match.cancellationReason ? `: ${match.cancellationReason}` : ""}`
        : match.status === "postponed"
          ? "Verschoben"
          : match.status === "completed" && match.homeScore !== null && match.awayScore !== null
            ? `${match.homeScore}:${match.awayScore}`
            : isPast
              ? "Ergebnis folgt"
              : null;
    const isBusy = busyId === match.id;
    // Called off before (rain), its team withdrawn since: the server sets it again only once the
    // withdrawal is taken back (a team plays no league match from its withdrawal on), its date
    // ahead or past.
    const isKeptOff = !match.heldByWithdrawal && match.keptOffByWithdrawal;
    return (
      <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
        <span className="min-w-0 text-sm">
          <span className="font-semibold wrap-anywhere">
            <TeamName team={match.homeTeam} /> – <TeamName team={match.awayTeam} />
          </span>{" "}
          <span className="text-gray-600">
            <KeptTogether text={formatDateTime(match.matchDate)} />
            {state ? ` · ${state}` : null}
            {isKeptOff ? ` · ${keptOffNote(match, "office", serverNow())}` : null}
          </span>
        </span>
        <span className="flex flex-wrap gap-1">
          {readOnly ? null : (
            <>
              {isPast && isOpen ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${finalScoreLabel(match)}: ${label}`}
                  onClick={() => setActing({ match, action: "result" })}
                >
                  <ClipboardCheck aria-hidden="true" /> {finalScoreLabel(match)}
                </Button>
              ) : null}
              {!isPast && match.status === "scheduled" ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${label} absagen`}
                  disabled={isBusy}
                  onClick={() => void callOff(match)}
                >
                  <Ban aria-hidden="true" /> Absagen
                </Button>
              ) : null}
              {match.status === "scheduled" ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${label} verschieben`}
                  onClick={() => setActing({ match, action: "postpone" })}
                >
                  <CalendarClock aria-hidden="true" /> Verschieben
                </Button>
              ) : null}
              {/* Called off by a withdrawal: set again by taking the withdrawal back, with the group's others. */}
              {((match.status === "cancelled" && !match.heldByWithdrawal) || match.status === "postponed") &&
              !isKeptOff ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${label} wieder ansetzen`}
                  onClick={() => setActing({ match, action: "restore" })}
                >
                  <CalendarPlus aria-hidden="true" /> Wieder ansetzen
                </Button>
              ) : null}
            </>
          )}
          {/* Reading what happened changes nothing, so a closed season shows it too. */}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Verlauf von ${label}`}
            onClick={() => setHistoryOf(match)}
          >
            <History aria-hidden="true" /> Verlauf
          </Button>
          {/* Deleted while held, taking the withdrawal back would miss it: the server refuses it too. */}
          {readOnly || match.heldByWithdrawal ? null : (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${label} löschen`}
              loading={isBusy}
              className="text-live-dark hover:bg-red-50 hover:text-live-dark"
              onClick={() => void deleteFixture(match)}
            >
              <Trash2 aria-hidden="true" /> Löschen
            </Button>
          )}
        </span>
      </li>
    );
  };

  return (
    <section className="mt-4 border-t border-gray-100 pt-3" aria-label={`Spiele ohne Verein, ${group}`}>
      <h3 className="text-sm font-bold text-gray-900">Spiele ohne Verein</h3>
      <p className="mb-2 text-xs text-gray-600">
        Keine der beiden Mannschaften hat einen Verein: Du trägst das Ergebnis ein, verschiebst, sagst ab oder
        löschst.
      </p>
      {past.length > 0 ? (
        <>
          <h4 className="mt-2 text-xs font-semibold text-gray-700">Vergangen</h4>
          {pastToDo.length > 0 ? (
            <ul className="flex flex-col divide-y divide-gray-100">
              {pastToDo.map((match) => row(match, true))}
            </ul>
          ) : null}
          {pastDone.length > 0 ? (
            <Fold summary={`Gespielt, mit Endstand (${pastDone.length})`}>
              {pastDone.map((match) => row(match, true))}
            </Fold>
          ) : null}
        </>
      ) : null}
      {upcoming.length > 0 ? (
        <>
          <h4 className="mt-2 text-xs font-semibold text-gray-700">Kommend</h4>
          <ul className="flex flex-col divide-y divide-gray-100">
            {comingShown.map((match) => row(match, false))}
          </ul>
          {comingLater.length > 0 ? (
            <Fold summary={`Weitere kommende Spiele (${comingLater.length})`}>
              {comingLater.map((match) => row(match, false))}
            </Fold>
          ) : null}
        </>
      ) : null}
      {acting?.action === "result" ? (
        <FinalScoreDialog match={acting.match} onClose={closeDialog} asksReason />
      ) : acting ? (
        <ScheduleDateDialog match={acting.match} action={acting.action} onClose={closeDialog} asksReason />
      ) : null}
      {historyOf ? <OfficeFixtureHistoryDialog match={historyOf} onClose={() => setHistoryOf(null)} /> : null}
    </section>
  );
}
