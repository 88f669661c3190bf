import { useQuery } from "@tanstack/react-query";
import { Gavel } from "lucide-react";
import { FAIR_PLAY_CORRECTION_LABELS } from "#shared/constants.ts";
import { formatDayMonthYear, formatLongDate, pluralize } from "#shared/format.ts";
import { redCardText } from "#shared/league/red-card-text.ts";
import type { OfficeLeagueResponse } from "#shared/league/types.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { errorMessage, loadErrorDetail } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { StaleContent } from "../../ui/stale-content.tsx";
import { toast } from "../../ui/toast.tsx";
import { officeLeagueQueryOptions, useRemoveCorrection, useRemoveDeduction } from "./api.ts";
import { DecisionEntry } from "./decision-entry.tsx";
import { LeagueSelectors, useOfficeChoice } from "./league-selectors.tsx";
import { groupNameOf, WithdrawalsCard, withdrawalsOf } from "./withdrawals-card.tsx";

/**
 * «Abzüge & Fairplay»: the season's point deductions, withdrawals and fair-play corrections of a
 * league, each with its reason and a way to take it back.
 */
export function DecisionsSection() {
  const [choice, setChoice] = useOfficeChoice();
  const query = useQuery(officeLeagueQueryOptions(choice));
  const removeDeduction = useRemoveDeduction();
  const removeCorrection = useRemoveCorrection();
  const confirm = useConfirm();
  const isPast = query.data ? choice.season < query.data.runningSeason : false;

  // Each «Zurücknehmen» and its question name the team, the points and the day: a list of them
  // read one by one says otherwise only «Zurücknehmen» again and again, and a team's two equal
  // deductions would share a name.
  async function undo(kind: "deduction" | "correction", id: string, label: string) {
    const ok = await confirm({
      title: `${label} zurücknehmen?`,
      description: "Die Tabelle wird sofort neu berechnet.",
      confirmLabel: "Zurücknehmen",
    });
    if (!ok) return;
    const mutation = kind === "deduction" ? removeDeduction : removeCorrection;
    mutation.mutate(id, {
      onSuccess: () => toast.success("Zurückgenommen."),
      onError: (error) =>
        toast.error("Nicht zurückgenommen", errorMessage(error, "Bitte versuche es erneut.")),
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <LeagueSelectors choice={choice} onChange={setChoice} />
      {query.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : query.isError ? (
        <ErrorState
          title="Die Entscheide konnten nicht geladen werden."
          message={loadErrorDetail(query.error)}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.deductions.length + query.data.corrections.length + withdrawalsOf(query.data).length ===
        0 ? (
        <EmptyState
          icon={Gavel}
          title="Keine Abzüge, Rückzüge und Fairplay-Korrekturen."
          description={
            isPast
              ? closedText(choice.season)
              : "Entscheide erfasst du unter «Saisons, Ligen & Gruppen» bei der Mannschaft."
          }
        />
      ) : (
        <StaleContent isStale={query.isPlaceholderData}>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card className="p-4 sm:p-5">
              <h2 className="mb-3 text-lg font-bold">Punktabzüge</h2>
              {isPast ? <ClosedNote season={choice.season} /> : null}
              {query.data.deductions.length === 0 ? (
                <p className="text-sm text-gray-600">Keine Punktabzüge in dieser Liga.</p>
              ) : null}
              <ul className="flex flex-col divide-y divide-gray-100">
                {query.data.deductions.map((d) => (
                  <DecisionEntry
                    key={d.id}
                    action={
                      isPast ? null : (
                        <UndoButton
                          label={deductionLabel(d)}
                          onClick={() => void undo("deduction", d.id, deductionLabel(d))}
                        />
                      )
                    }
                  >
                    <span className="font-semibold">
                      <KeptTogether text={d.name} />
                    </span>
                    <GroupOf data={query.data} teamId={d.teamId} />: −{d.points} Pkt. –{" "}
                    <KeptTogether text={d.reason} />
                    <span className="block text-xs text-gray-600">{formatLongDate(d.createdAt)}</span>
                  </DecisionEntry>
                ))}
              </ul>
            </Card>
            <WithdrawalsCard
              data={query.data}
              isPast={isPast}
              closedNote={<ClosedNote season={choice.season} />}
            />
            <Card className="p-4 sm:p-5">
              <h2 className="mb-3 text-lg font-bold">Fairplay-Korrekturen</h2>
              {isPast ? <ClosedNote season={choice.season} /> : null}
              {query.data.corrections.length === 0 ? (
                <p className="text-sm text-gray-600">Keine Fairplay-Korrekturen in dieser Liga.</p>
              ) : null}
              <ul className="flex flex-col divide-y divide-gray-100">
                {query.data.corrections.map((f) => (
                  <DecisionEntry
                    key={f.id}
                    action={
                      isPast ? null : (
                        <UndoButton
                          label={correctionLabel(f)}
                          onClick={() => void undo("correction", f.id, correctionLabel(f))}
                        />
                      )
                    }
                  >
                    <span className="font-semibold">
                      <KeptTogether text={f.name} />
                    </span>
                    <GroupOf data={query.data} teamId={f.teamId} />: +{f.points} Str. (
                    {FAIR_PLAY_CORRECTION_LABELS[f.kind]}) – <KeptTogether text={f.reason} />
                    {f.card ? (
                      <span className="block text-xs text-gray-700">{redCardText(f.card)}</span>
                    ) : null}
                    {f.counts ? null : (
                      <span className="block text-xs font-semibold text-amber-800">
                        {f.card
                          ? "Zählt nicht mehr: die Rote Karte zählt in keiner Tabelle"
                          : "Zählt nicht mehr: keine gewertete Rote Karte dahinter"}
                      </span>
                    )}
                    <span className="block text-xs text-gray-600">{formatLongDate(f.createdAt)}</span>
                  </DecisionEntry>
                ))}
              </ul>
            </Card>
          </div>
        </StaleContent>
      )}
    </div>
  );
}

interface Decision {
  points: number;
  name: string;
  createdAt: string;
}

/** «Abzug von 3 Punkten für FC Aare 1. Mannschaft vom 5. Dezember 2026» */
function deductionLabel(d: Decision): string {
  return `Abzug von ${pluralize(d.points, "Punkt", "Punkten")} für ${d.name} vom ${formatDayMonthYear(d.createdAt)}`;
}

/** «Korrektur von 9 Strafpunkten für FC Aare 1. Mannschaft vom 5. Dezember 2026» */
function correctionLabel(f: Decision): string {
  return `Korrektur von ${pluralize(f.points, "Strafpunkt", "Strafpunkten")} für ${f.name} vom ${formatDayMonthYear(f.createdAt)}`;
}

/** «Zurücknehmen» named for its decision (the team, the points, the day). */
function UndoButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`${label} zurücknehmen`} onClick={onClick}>
      Zurücknehmen
    </Button>
  );
}

function closedText(season: number): string {
  return `Die Saison ${seasonLabel(season)} ist abgeschlossen: ihre Abzüge, Rückzüge und Korrekturen lassen sich nicht mehr ändern oder zurücknehmen.`;
}

/** A past season's table stays as it was (the server refuses every change to it). */
function ClosedNote({ season }: { season: number }) {
  return <p className="mb-2 text-sm text-gray-600">{closedText(season)}</p>;
}

/** « (Gruppe 1)» after a team's name: in a league of several groups, which table it changes. */
function GroupOf({ data, teamId }: { data: OfficeLeagueResponse; teamId: string }) {
  const group = groupNameOf(data, teamId);
  return group ? ` (${group})` : null;
}
