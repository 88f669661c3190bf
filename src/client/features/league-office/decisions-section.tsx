import { useQuery } from "@tanstack/react-query";
import { Gavel } from "lucide-react";
import { FAIR_PLAY_CORRECTION_LABELS } from "#shared/constants.ts";
import { formatLongDate } from "#shared/format.ts";
import { redCardText } from "#shared/league/red-card-text.ts";
import { errorMessage, loadErrorDetail } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { StaleContent } from "../../ui/stale-content.tsx";
import { toast } from "../../ui/toast.tsx";
import { officeLeagueQueryOptions, useRemoveCorrection, useRemoveDeduction } from "./api.ts";
import { LeagueSelectors, useOfficeChoice } from "./league-selectors.tsx";

/** «Abzüge & Fairplay»: the season's point deductions and fair-play corrections of a league. */
export function DecisionsSection() {
  const [choice, setChoice] = useOfficeChoice();
  const query = useQuery(officeLeagueQueryOptions(choice));
  const removeDeduction = useRemoveDeduction();
  const removeCorrection = useRemoveCorrection();
  const confirm = useConfirm();
  const isPast = query.data ? choice.season < query.data.runningSeason : false;

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
      ) : query.data.deductions.length + query.data.corrections.length === 0 ? (
        <EmptyState
          icon={Gavel}
          title="Keine Abzüge und keine Fairplay-Korrekturen."
          description="Entscheide erfasst du unter «Saisons, Ligen & Gruppen» bei der Mannschaft."
        />
      ) : (
        <StaleContent isStale={query.isPlaceholderData}>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Card className="p-4 sm:p-5">
              <h2 className="mb-3 text-lg font-bold">Punktabzüge</h2>
              <ul className="flex flex-col divide-y divide-gray-100">
                {query.data.deductions.map((d) => (
                  <li key={d.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                    <span>
                      <span className="font-semibold">{d.name}</span>: −{d.points} Pkt. – {d.reason}
                      <span className="block text-xs text-gray-600">{formatLongDate(d.createdAt)}</span>
                    </span>
                    {isPast ? null : (
                      <Button size="sm" variant="ghost" onClick={() => void undo("deduction", d.id, "Abzug")}>
                        Zurücknehmen
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
            <Card className="p-4 sm:p-5">
              <h2 className="mb-3 text-lg font-bold">Fairplay-Korrekturen</h2>
              <ul className="flex flex-col divide-y divide-gray-100">
                {query.data.corrections.map((f) => (
                  <li key={f.id} className="flex items-start justify-between gap-3 py-2 text-sm">
                    <span>
                      <span className="font-semibold">{f.name}</span>: +{f.points} Str. (
                      {FAIR_PLAY_CORRECTION_LABELS[f.kind]}) – {f.reason}
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
                    </span>
                    {isPast ? null : (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void undo("correction", f.id, "Korrektur")}
                      >
                        Zurücknehmen
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </StaleContent>
      )}
    </div>
  );
}
