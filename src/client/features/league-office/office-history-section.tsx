import { useInfiniteQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { formatDateTime } from "#shared/format.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { Card } from "../../ui/card.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { MorePages } from "../../ui/more-pages.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { officeDecisionsQueryOptions } from "./office-decisions-api.ts";

/** «Verlauf»: every decision of the league office, who and when, newest first. */
export function OfficeHistorySection() {
  const decisions = useInfiniteQuery(officeDecisionsQueryOptions());
  if (decisions.isPending) return <Skeleton className="h-32 w-full" />;
  if (decisions.isError) {
    return (
      <ErrorState
        title="Der Verlauf konnte nicht geladen werden."
        message={loadErrorDetail(decisions.error)}
        onRetry={() => void decisions.refetch()}
        isRetrying={decisions.isFetching}
      />
    );
  }
  const shown = decisions.data.pages.flatMap((page) => page.decisions);
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="Noch keine Entscheide."
        description="Jeder Entscheid der Spielleitung erscheint hier mit Person und Zeit."
      />
    );
  }
  return (
    <Card className="p-4 sm:p-5">
      <ol className="flex flex-col divide-y divide-gray-100" aria-label="Entscheide der Spielleitung">
        {shown.map((decision) => (
          <li key={decision.id} className="py-2.5">
            <p className="font-semibold text-gray-900">{decision.action}</p>
            <p className="text-sm text-gray-700">{decision.subject}</p>
            {decision.note ? <p className="text-sm text-gray-700">Begründung: {decision.note}</p> : null}
            <p className="text-xs text-gray-600">
              {decision.userName},{" "}
              <time dateTime={decision.createdAt}>
                <KeptTogether text={formatDateTime(decision.createdAt)} />
              </time>
            </p>
          </li>
        ))}
      </ol>
      <MorePages
        query={decisions}
        sizeOf={(page) => page.decisions.length}
        texts={{
          more: "Ältere Entscheide laden",
          loading: "Lade ältere Entscheide...",
          failed: "Die älteren Entscheide konnten nicht geladen werden.",
          noun: "Entscheide",
        }}
      />
    </Card>
  );
}
