import { useQuery } from "@tanstack/react-query";
import { CheckCheck, Download, FileUp, Plus } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { formatDate, pluralize } from "#shared/format.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { isAgreedMatch, type MatchProposal, PENDING_PROPOSAL_STATUSES } from "#shared/matches/proposals.ts";
import { isPublicMatch } from "#shared/matches/public-match.ts";
import { splitSchedule } from "#shared/matches/schedule.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { Button } from "../../ui/button.tsx";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { useConfirm, usePrompt } from "../../ui/dialogs-provider.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { liveTickerMatchPath } from "../manage/manage-tabs.ts";
import { clubMatchesQueryOptions } from "./api.ts";
import {
  clubProposalsQueryOptions,
  isOpenRequestFor,
  matchTeamOptionsQueryOptions,
} from "./club-schedule-queries.ts";
import { FixtureImportDialog } from "./fixture-import-dialog.tsx";
import {
  proposalToast,
  useAcceptAllRequests,
  useAnswerRequest,
  useCancelMatch,
  useDeleteMatch,
} from "./manage-api.ts";
import { MatchDialog } from "./match-dialog.tsx";
import { fullTeamName } from "./match-teams.tsx";
import { MATCH_TOASTS, matchErrorToast } from "./match-toasts.ts";
import { ReportDialog } from "./report-dialog.tsx";
import { MatchSection, restoreButtonId } from "./schedule-match-row.tsx";
import {
  FinalScoreDialog,
  matchLine,
  type ScheduleAction,
  ScheduleDateDialog,
} from "./schedule-state-dialogs.tsx";

/** Both clubs accepted it: a deletion or cancellation is a proposal to the other club. */
const isAgreed = (match: MatchSummary) =>
  isAgreedMatch({
    acceptance: match.acceptance,
    homeClubId: match.homeTeam.clubId,
    awayClubId: match.awayTeam.clubId,
  });

/**
 * Tab 'Spielplan' of the club area (club-management §2): upcoming and past matches.
 * `liveTickerPath`: the live-ticker tab's address, for a person who may run the ticker; a match
 * being played leads there, to its control.
 */
export function ManageScheduleTab({ clubId, liveTickerPath }: { clubId: string; liveTickerPath?: string }) {
  const matches = useQuery(clubMatchesQueryOptions(clubId));
  const teamOptions = useQuery(matchTeamOptionsQueryOptions(clubId));
  // A match with a proposal waiting takes no other change: its row says so (without the list,
  // the rows say nothing and the server's refusal still does).
  const proposals = useQuery(clubProposalsQueryOptions(clubId));
  const cancel = useCancelMatch();
  const remove = useDeleteMatch();
  const answer = useAnswerRequest();
  const acceptAll = useAcceptAllRequests(clubId);
  const confirm = useConfirm();
  const prompt = usePrompt();
  const [dialog, setDialog] = useState<{ open: boolean; match: MatchSummary | null }>({
    open: false,
    match: null,
  });
  const [reportMatch, setReportMatch] = useState<MatchSummary | null>(null);
  const [stateAction, setStateAction] = useState<{ match: MatchSummary; action: ScheduleAction } | null>(
    null,
  );
  const [isImportOpen, setImportOpen] = useState(false);
  // A match just postponed: its «Verschieben» is gone, and the button in its place was «Löschen».
  // The focus goes to what the row offers now, «Wieder ansetzen».
  const [postponedId, setPostponedId] = useState<string | null>(null);
  useEffect(() => {
    if (postponedId === null || stateAction !== null) return;
    setPostponedId(null);
    document.getElementById(restoreButtonId(postponedId))?.focus({ preventScroll: true });
  }, [postponedId, stateAction]);

  const hasTeams = (teamOptions.data?.myTeams.length ?? 0) > 0;

  async function handleCancel(match: MatchSummary) {
    const reason = await prompt({
      title: "Spiel absagen",
      description: <KeptTogether text={matchLine(match)} />,
      label: "Grund der Absage",
      multiline: true,
      // An empty reason cancels nothing (club-management §4); the question stays and says why,
      // since a dialog that just closed was taken for the cancellation. The server's words.
      required: MATCH_MESSAGES.reasonRequired,
      confirmLabel: isAgreed(match) ? "Absage vorschlagen" : "Spiel absagen",
    });
    if (!reason) return;
    cancel.mutate(
      { matchId: match.id, reason },
      {
        onSuccess: (result) => toast.success(proposalToast(result) ?? MATCH_TOASTS.cancelled),
        onError: (error) => matchErrorToast(MATCH_TOASTS.cancelFailed, error),
      },
    );
  }

  async function handleDelete(match: MatchSummary) {
    const isConfirmed = await confirm({
      title: "Spiel löschen",
      description: (
        <KeptTogether
          text={
            isAgreed(match)
              ? `Beide Vereine haben ${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)} bestätigt: die Löschung wird dem anderen Verein vorgeschlagen; sie gilt erst, wenn er (oder die Spielleitung) zustimmt.`
              : `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)} wird mit allen Ereignissen und dem Spielbericht gelöscht. Dies kann nicht rückgängig gemacht werden.`
          }
        />
      ),
      ...(isAgreed(match) ? { confirmLabel: "Löschung vorschlagen" } : {}),
    });
    if (!isConfirmed) return;
    remove.mutate(match.id, {
      onSuccess: (result) => toast.success(proposalToast(result) ?? MATCH_TOASTS.deleted),
      onError: (error) => matchErrorToast(MATCH_TOASTS.deleteFailed, error),
    });
  }

  // The export needs no list: it is there while the schedule loads, or failed to.
  const exportCsv = (
    <Button variant="outline" asChild>
      <a href={matchPaths.clubCsv(clubId)} download>
        <Download aria-hidden="true" />
        Spielplan und Resultate als CSV
      </a>
    </Button>
  );
  const header = (actions: ReactNode) => (
    <TabHeader
      title="Spielplan"
      description="Spiele deiner Mannschaften, aufsteigend nach Datum."
      actions={actions}
    />
  );

  if (matches.isPending) {
    return (
      <>
        {header(exportCsv)}
        <div className="flex flex-col gap-3" role="status" aria-label="Spiele werden geladen…">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
      </>
    );
  }
  if (matches.isError) {
    return (
      <>
        {header(exportCsv)}
        <ErrorState
          message={MATCH_TOASTS.loadFailed}
          onRetry={() => matches.refetch()}
          isRetrying={matches.isFetching}
        />
      </>
    );
  }

  /** «Alle annehmen» puts every open request into the schedule: it asks first, listing them. */
  async function handleAcceptAll(open: MatchSummary[]) {
    const isConfirmed = await confirm({
      title: `${pluralize(open.length, "Anfrage", "Anfragen")} annehmen?`,
      description: `Diese Spiele kommen in den Spielplan und zählen: ${open
        .map((m) => `${fullTeamName(m.homeTeam)} – ${fullTeamName(m.awayTeam)} (${formatDate(m.matchDate)})`)
        .join("; ")}.`,
      confirmLabel: "Alle annehmen",
      destructive: false,
    });
    if (!isConfirmed) return;
    acceptAll.mutate(undefined, {
      onSuccess: ({ accepted }) => toast.success(`${pluralize(accepted, "Anfrage", "Anfragen")} angenommen`),
      onError: (error) => matchErrorToast("Die Anfragen konnten nicht angenommen werden", error),
    });
  }

  async function handleAnswer(match: MatchSummary, choice: "accept" | "decline") {
    if (choice === "decline") {
      const isConfirmed = await confirm({
        title: "Anfrage ablehnen",
        description: (
          <KeptTogether
            text={`${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)} wird nicht gespielt und zählt nirgends. Der anfragende Verein sieht die Ablehnung.`}
          />
        ),
        confirmLabel: "Anfrage ablehnen",
      });
      if (!isConfirmed) return;
    }
    answer.mutate(
      { matchId: match.id, answer: choice },
      {
        onSuccess: () => toast.success(choice === "accept" ? "Anfrage angenommen" : "Anfrage abgelehnt"),
        onError: (error) => matchErrorToast("Die Anfrage konnte nicht beantwortet werden", error),
      },
    );
  }

  // Requests (and declined ones) stand apart: they are not (yet) part of the schedule.
  const requests = matches.data.filter((m) => !isPublicMatch(m));
  const incoming = requests.filter((m) => isOpenRequestFor(m, clubId));
  const { upcoming, past } = splitSchedule(matches.data.filter(isPublicMatch));
  const pending = new Map<string, MatchProposal>();
  for (const proposal of proposals.data ?? []) {
    const isPending = (PENDING_PROPOSAL_STATUSES as readonly string[]).includes(proposal.status);
    if (proposal.matchId && isPending) pending.set(proposal.matchId, proposal);
  }
  const rowProps = {
    clubId,
    pendingProposalOf: (match: MatchSummary) => pending.get(match.id) ?? null,
    onAnswer: handleAnswer,
    onEdit: (match: MatchSummary) => setDialog({ open: true, match }),
    onCancel: handleCancel,
    onDelete: handleDelete,
    onReport: (match: MatchSummary) => setReportMatch(match),
    onState: (match: MatchSummary, action: ScheduleAction) => setStateAction({ match, action }),
    busyId:
      (cancel.isPending ? cancel.variables?.matchId : null) ??
      (remove.isPending ? remove.variables : null) ??
      (answer.isPending ? answer.variables?.matchId : null),
    ...(liveTickerPath === undefined
      ? {}
      : { liveTickerOf: (match: MatchSummary) => liveTickerMatchPath(liveTickerPath, match.id) }),
  };

  return (
    <div className="flex flex-col gap-8">
      {header(
        <>
          {exportCsv}
          <Button variant="outline" onClick={() => setImportOpen(true)} disabled={!hasTeams}>
            <FileUp aria-hidden="true" />
            Importieren (CSV)
          </Button>
          <Button onClick={() => setDialog({ open: true, match: null })} disabled={!hasTeams}>
            <Plus aria-hidden="true" />
            Spiel hinzufügen
          </Button>
        </>,
      )}
      <FixtureImportDialog
        teams={teamOptions.data?.myTeams ?? []}
        open={isImportOpen}
        onOpenChange={setImportOpen}
      />
      {teamOptions.isSuccess && !hasTeams ? (
        <p className="-mt-6 text-sm text-gray-600">Lege zuerst eine Mannschaft an, um Spiele zu erfassen.</p>
      ) : null}

      {requests.length > 0 ? (
        <MatchSection
          title="Anfragen"
          empty=""
          matches={requests}
          isPast={false}
          sectionKey="requests"
          headerAction={
            incoming.length > 1 ? (
              <Button
                variant="secondary"
                size="sm"
                loading={acceptAll.isPending}
                onClick={() => void handleAcceptAll(incoming)}
              >
                <CheckCheck aria-hidden="true" />
                Alle annehmen
              </Button>
            ) : null
          }
          {...rowProps}
        />
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
      {stateAction?.action === "result" ? (
        <FinalScoreDialog match={stateAction.match} onClose={() => setStateAction(null)} />
      ) : stateAction ? (
        <ScheduleDateDialog
          match={stateAction.match}
          action={stateAction.action}
          onClose={() => setStateAction(null)}
          onSaved={() => {
            if (stateAction.action === "postpone") setPostponedId(stateAction.match.id);
          }}
        />
      ) : null}
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
