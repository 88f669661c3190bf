import { useQuery } from "@tanstack/react-query";
import { Scale } from "lucide-react";
import { TEAM_SIDES, type TeamSide } from "#shared/constants.ts";
import { formatDateTime } from "#shared/format.ts";
import { OFFICE_MESSAGES } from "#shared/league/office.ts";
import {
  abandonedForfeitLabel,
  type MatchProposal,
  proposalAnswerLabels,
  proposalStatusLabel,
} from "#shared/matches/proposals.ts";
import { errorMessage, loadErrorDetail } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { usePrompt } from "../../ui/dialogs-provider.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { proposalAnswerName, proposalChange, proposalTextIds } from "../matches/match-proposals.tsx";
import { type OfficeAnswer, officeProposalsQueryOptions, useDecideProposal } from "./office-decisions-api.ts";

/**
 * A forfeit's answer names a team: «Forfait gegen SV Limmatau 1. Mannschaft (3:0)» is wider than a
 * phone's card, and a button keeps its line, so below sm it breaks between words (its ordinal
 * kept with its word) and grows in height instead of running out of the card.
 */
const WRAPPING_ON_A_PHONE =
  "max-sm:h-auto max-sm:min-h-8 max-sm:shrink max-sm:whitespace-normal max-sm:py-1.5 max-sm:text-left";

/**
 * «Änderungsvorschläge»: proposed and disputed changes to agreed matches, disputed
 * first; the league office accepts or declines each with a note both clubs see.
 */
export function OfficeProposalsSection() {
  const proposals = useQuery(officeProposalsQueryOptions());
  const decide = useDecideProposal();
  const prompt = usePrompt();

  async function act(proposal: MatchProposal, answer: OfficeAnswer) {
    const label =
      typeof answer === "string"
        ? proposalAnswerLabels(proposal)[answer]
        : abandonedForfeitLabel(
            answer.forfeit,
            answer.forfeit === "home" ? proposal.homeTeamName : proposal.awayTeamName,
          );
    const isAbandoned = proposal.kind === "abandoned";
    const note = await prompt({
      title: isAbandoned
        ? `Spielabbruch: ${label}`
        : answer === "accept"
          ? "Vorschlag annehmen"
          : "Vorschlag ablehnen",
      description: `${proposal.matchLabel}: ${proposalChange(proposal)}`,
      // The note is a line of the match's public history («Verlauf»), not a message to the clubs.
      label: "Begründung (öffentlich unter «Änderungen» des Spiels, optional)",
      multiline: true,
      required: false,
      validate: (value) => (value.length > 500 ? OFFICE_MESSAGES.noteTooLong : null),
      // A forfeit's whole decision is the title; as a button it ran out of a phone's dialog.
      confirmLabel: typeof answer === "string" ? label : "Forfait werten",
    });
    if (note === null) return;
    decide.mutate(
      { proposalId: proposal.id, answer, note: String(note) },
      {
        onSuccess: (decided) =>
          toast.success(
            isAbandoned
              ? `Entschieden: ${proposalStatusLabel(decided.proposal)}`
              : answer === "accept"
                ? "Vorschlag angenommen"
                : "Vorschlag abgelehnt",
          ),
        onError: (error) =>
          toast.error("Nicht entschieden", errorMessage(error, "Bitte versuche es erneut.")),
      },
    );
  }

  if (proposals.isPending) return <Skeleton className="h-32 w-full" />;
  if (proposals.isError) {
    return (
      <ErrorState
        title="Die Vorschläge konnten nicht geladen werden."
        message={loadErrorDetail(proposals.error)}
        onRetry={() => void proposals.refetch()}
        isRetrying={proposals.isFetching}
      />
    );
  }
  if (proposals.data.length === 0) {
    return (
      <EmptyState
        icon={Scale}
        title="Keine offenen Änderungsvorschläge."
        description="Schlägt ein Verein eine Änderung an einem bestätigten Spiel vor, erscheint sie hier."
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Vorgeschlagene und strittige Änderungen">
      {proposals.data.map((proposal) => (
        <Card asChild key={proposal.id} className="p-4">
          <li aria-label={`${proposalChange(proposal)} – ${proposal.matchLabel}`}>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={proposal.status === "disputed" ? "danger" : "warning"}>
                {proposalStatusLabel(proposal)}
              </Badge>
              <span className="text-xs text-gray-600">
                seit <KeptTogether text={formatDateTime(proposal.createdAt)} />
              </span>
            </div>
            <p id={proposalTextIds(proposal.id).change} className="mt-1 font-semibold text-gray-900">
              {/* A team's ordinal and a day stay with their words on a phone's line. */}
              <KeptTogether text={proposalChange(proposal)} />
            </p>
            <p id={proposalTextIds(proposal.id).match} className="text-sm text-gray-700">
              <KeptTogether text={proposal.matchLabel} />
            </p>
            <p className="text-xs text-gray-600">
              {proposal.kind === "abandoned" ? "Abgebrochen von" : "Vorgeschlagen von"}{" "}
              {proposal.proposedByClubName ?? "einem Verein"}
              {proposal.proposedByUserName ? ` (${proposal.proposedByUserName})` : ""}
              {proposal.disputedAt ? (
                <KeptTogether text={` · der Spielleitung vorgelegt ${formatDateTime(proposal.disputedAt)}`} />
              ) : (
                ""
              )}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => act(proposal, "accept")}
                disabled={decide.isPending}
                aria-label={proposalAnswerName(proposal, proposalAnswerLabels(proposal).accept)}
                aria-describedby={proposalTextIds(proposal.id).change}
              >
                {proposalAnswerLabels(proposal).accept}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => act(proposal, "decline")}
                disabled={decide.isPending}
                aria-label={proposalAnswerName(proposal, proposalAnswerLabels(proposal).decline)}
                aria-describedby={proposalTextIds(proposal.id).change}
              >
                {proposalAnswerLabels(proposal).decline}
              </Button>
              {proposal.kind === "abandoned"
                ? TEAM_SIDES.map((side) => (
                    <Button
                      key={side}
                      size="sm"
                      variant="outline"
                      className={WRAPPING_ON_A_PHONE}
                      onClick={() => act(proposal, { forfeit: side })}
                      disabled={decide.isPending}
                      aria-label={proposalAnswerName(proposal, forfeitChoiceLabel(proposal, side))}
                      aria-describedby={proposalTextIds(proposal.id).change}
                    >
                      {/* One span: the button is a flex row, and each part would be a column of it. */}
                      <span>
                        <KeptTogether text={forfeitChoiceLabel(proposal, side)} />
                      </span>
                    </Button>
                  ))
                : null}
            </div>
          </li>
        </Card>
      ))}
    </ul>
  );
}

/** «Forfait gegen FC Biber 1. Mannschaft (3:0)»: the team it goes against, by name where known. */
function forfeitChoiceLabel(proposal: MatchProposal, side: TeamSide): string {
  const team =
    (side === "home" ? proposal.homeTeamName : proposal.awayTeamName) ??
    (side === "home" ? "Heimteam" : "Gastteam");
  return `Forfait gegen ${team} (${side === "home" ? "0:3" : "3:0"})`;
}
