import { useQuery } from "@tanstack/react-query";
import { Scale } from "lucide-react";
import { formatDateTime } from "#shared/format.ts";
import {
  isScheduleProposal,
  type MatchProposal,
  PROPOSAL_KIND_LABELS,
  type ProposalStatus,
  proposalStatusLabel,
  scheduleProposalText,
} from "#shared/matches/proposals.ts";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { clubProposalsQueryOptions } from "./club-schedule-queries.ts";
import { useAnswerProposal } from "./manage-api.ts";
import { matchErrorToast } from "./match-toasts.ts";

const STATUS_VARIANTS: Record<ProposalStatus, BadgeVariant> = {
  open: "warning",
  disputed: "danger",
  accepted: "success",
  declined: "muted",
};

/** The ids of a proposal's change and match lines; its answers take the change as their description. */
export function proposalTextIds(proposalId: string) {
  return { change: `proposal-${proposalId}-change`, match: `proposal-${proposalId}-match` };
}

/**
 * An answer's name for a screen reader: its visible word first (as spoken commands name it), then
 * the match, since every proposal has the same answers and a list of buttons gives names only.
 * A match has one open proposal at a time, so the match says which one; the change is the
 * button's description.
 */
export function proposalAnswerName(proposal: MatchProposal, answer: string): string {
  return `${answer}: ${proposal.matchLabel}`;
}

/** What the proposal would change, in one line: 'Ergebnis ändern: 3:0 → 1:1'. */
export function proposalChange(proposal: MatchProposal): string {
  const { kind } = proposal;
  if (isScheduleProposal(kind)) return scheduleProposalText({ ...proposal, kind });
  const label = PROPOSAL_KIND_LABELS[kind];
  if (proposal.kind === "result") {
    const forfeit = proposal.forfeit ? " (Forfait)" : "";
    return `${label}: ${proposal.previousScore ?? "–"} → ${proposal.homeScore}:${proposal.awayScore}${forfeit}`;
  }
  const at =
    proposal.kind === "abandoned" && proposal.previousScore ? ` beim Stand ${proposal.previousScore}` : "";
  return proposal.reason ? `${label}${at} (${proposal.reason})` : `${label}${at}`;
}

/**
 * Proposed changes to the club's agreed matches, for the dashboard: the other
 * club's proposals with 'Annehmen' and 'Ablehnen', the club's own ones with their state, and a
 * declined one can go to the league office.
 */
export function MatchProposals({ clubId }: { clubId: string }) {
  const proposals = useQuery(clubProposalsQueryOptions(clubId));
  const answer = useAnswerProposal();
  const confirm = useConfirm();

  if (proposals.isPending) return <Skeleton className="h-20" />;
  if (proposals.isError) {
    return (
      <ErrorState
        message="Die vorgeschlagenen Änderungen konnten nicht geladen werden."
        onRetry={() => proposals.refetch()}
        isRetrying={proposals.isFetching}
      />
    );
  }
  if (proposals.data.length === 0) {
    return (
      <EmptyState
        icon={Scale}
        title="Keine vorgeschlagenen Änderungen"
        description="Will ein Verein ein von beiden bestätigtes Spiel ändern, verschieben, absagen oder löschen, entscheidest du hier."
      />
    );
  }

  async function act(proposal: MatchProposal, action: "accept" | "decline" | "dispute") {
    const texts = {
      accept: { title: "Vorschlag annehmen", confirmLabel: "Annehmen", done: "Vorschlag angenommen" },
      decline: { title: "Vorschlag ablehnen", confirmLabel: "Ablehnen", done: "Vorschlag abgelehnt" },
      dispute: {
        title: "Der Spielleitung vorlegen",
        confirmLabel: "Vorlegen",
        done: "Der Vorschlag liegt jetzt bei der Spielleitung",
      },
    }[action];
    const isConfirmed = await confirm({
      title: texts.title,
      description: `${proposal.matchLabel}: ${proposalChange(proposal)}`,
      confirmLabel: texts.confirmLabel,
      destructive: action === "accept" && proposal.kind === "delete",
    });
    if (!isConfirmed) return;
    answer.mutate(
      { proposalId: proposal.id, action },
      {
        onSuccess: () => toast.success(texts.done),
        onError: (error) => matchErrorToast("Der Vorschlag konnte nicht beantwortet werden", error),
      },
    );
  }

  return (
    <ul className="flex flex-col gap-3" aria-label="Vorgeschlagene Änderungen an bestätigten Spielen">
      {proposals.data.map((proposal) => {
        const isOwn = proposal.proposedByClubId === clubId;
        const canAnswer = !isOwn && proposal.status === "open";
        const canDispute =
          proposal.status === "open" || (proposal.status === "declined" && !proposal.decidedByOffice);
        const ids = proposalTextIds(proposal.id);
        return (
          <li
            key={proposal.id}
            className="rounded-lg border border-gray-200 p-3"
            aria-label={`${proposalChange(proposal)} – ${proposal.matchLabel}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={STATUS_VARIANTS[proposal.status]}>
                {/* The club asked sees that the answer is its own to give. */}
                {canAnswer ? "Wartet auf deine Antwort" : proposalStatusLabel(proposal)}
              </Badge>
              {proposal.decidedByOffice ? <Badge variant="outline">Entscheid der Spielleitung</Badge> : null}
            </div>
            <p id={ids.change} className="mt-1 text-sm font-semibold text-gray-900">
              {proposalChange(proposal)}
            </p>
            <p id={ids.match} className="text-sm text-gray-700">
              {proposal.matchLabel}
            </p>
            <p className="text-xs text-gray-600">
              {isOwn
                ? proposal.kind === "abandoned"
                  ? "Abbruch gemeldet von deinem Verein"
                  : "Vorschlag deines Vereins"
                : `${proposal.kind === "abandoned" ? "Abbruch gemeldet von" : "Vorschlag von"} ${proposal.proposedByClubName ?? "einem Verein"}`}
              {proposal.proposedByUserName ? ` (${proposal.proposedByUserName})` : ""},{" "}
              {formatDateTime(proposal.createdAt)}
              {proposal.answeredAt
                ? ` · beantwortet ${formatDateTime(proposal.answeredAt)}${proposal.answeredByUserName ? ` von ${proposal.answeredByUserName}` : ""}`
                : ""}
            </p>
            {proposal.officeNote ? (
              <p className="mt-1 text-sm text-gray-800">Notiz der Spielleitung: {proposal.officeNote}</p>
            ) : null}
            {canAnswer || canDispute ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {canAnswer ? (
                  <>
                    <Button
                      size="sm"
                      onClick={() => act(proposal, "accept")}
                      disabled={answer.isPending}
                      aria-label={proposalAnswerName(proposal, "Annehmen")}
                      aria-describedby={ids.change}
                    >
                      Annehmen
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => act(proposal, "decline")}
                      disabled={answer.isPending}
                      aria-label={proposalAnswerName(proposal, "Ablehnen")}
                      aria-describedby={ids.change}
                    >
                      Ablehnen
                    </Button>
                  </>
                ) : null}
                {canDispute ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => act(proposal, "dispute")}
                    disabled={answer.isPending}
                    aria-label={proposalAnswerName(proposal, "Spielleitung beiziehen")}
                    aria-describedby={ids.change}
                  >
                    Spielleitung beiziehen
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
