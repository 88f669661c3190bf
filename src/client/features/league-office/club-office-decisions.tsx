import { useQuery } from "@tanstack/react-query";
import { Gavel } from "lucide-react";
import { formatLongDateTime } from "#shared/format.ts";
import { CLUB_OFFICE_DECISIONS } from "#shared/league/office-paths.ts";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { clubOfficeDecisionsQueryOptions } from "./office-decisions-api.ts";

/**
 * What the league office decided about the club's teams lately (deductions, fair-play
 * corrections, withdrawals, placements), for the dashboard: the club hears of a decision about
 * its team from the office, not first from the table.
 */
export function ClubOfficeDecisions({ clubId }: { clubId: string }) {
  const decisions = useQuery(clubOfficeDecisionsQueryOptions(clubId));
  if (decisions.isPending) return <Skeleton className="h-20" />;
  if (decisions.isError) {
    return (
      <ErrorState
        message="Die Entscheide der Spielleitung konnten nicht geladen werden."
        onRetry={() => decisions.refetch()}
        isRetrying={decisions.isFetching}
      />
    );
  }
  if (decisions.data.length === 0) {
    return (
      <EmptyState
        icon={Gavel}
        title="Keine Entscheide der Spielleitung"
        description={`Entscheidet die Spielleitung über eine deiner Mannschaften (Punktabzug, Fairplay-Korrektur, Rückzug), siehst du es hier ${CLUB_OFFICE_DECISIONS.days} Tage lang.`}
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Entscheide der Spielleitung zu deinen Mannschaften">
      {decisions.data.map((decision) => (
        <li key={decision.id} className="rounded-lg border border-gray-200 bg-white p-3">
          <p className="text-sm font-semibold text-gray-900">
            {decision.subject}: {decision.action}
          </p>
          <p className="text-xs text-gray-600">
            <time dateTime={decision.createdAt}>
              <KeptTogether text={formatLongDateTime(decision.createdAt)} />
            </time>
          </p>
          {decision.note ? <p className="mt-1 text-sm text-gray-700">Begründung: «{decision.note}»</p> : null}
        </li>
      ))}
    </ul>
  );
}
