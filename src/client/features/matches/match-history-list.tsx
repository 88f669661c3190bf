import { useQuery } from "@tanstack/react-query";
import { ArrowRight, History } from "lucide-react";
import { formatDateTime } from "#shared/format.ts";
import type { MatchChange, MatchHistoryEntry } from "#shared/matches/history-types.ts";
import { ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { matchHistoryQueryOptions, matchPublicHistoryQueryOptions } from "./api.ts";

/** One change as 'Stadion: Alpha-Platz → Beta-Arena'. */
export function ChangeLine({ change }: { change: MatchChange }) {
  return (
    <li className="flex flex-wrap items-center gap-x-1.5 text-sm text-gray-700">
      <span className="font-medium text-gray-900">{change.field}:</span>
      {change.from !== null ? <span className="text-gray-500 line-through">{change.from}</span> : null}
      {change.from !== null && change.to !== null ? (
        <ArrowRight aria-label="wird zu" className="size-3.5 text-gray-400" />
      ) : null}
      {change.to !== null ? <span>{change.to}</span> : <span className="text-gray-500">(entfernt)</span>}
    </li>
  );
}

/** 'FC Beta · Anna Muster · 25.11.2026, 14:30' */
export function changeAuthor(entry: MatchHistoryEntry): string {
  return [entry.clubName || null, entry.userName || null, formatDateTime(entry.createdAt)]
    .filter(Boolean)
    .join(" · ");
}

/**
 * The match's history (who changed what, when), newest first, folded away until opened. The
 * public page reads the public record, which names the clubs only.
 */
export function MatchHistoryList({ matchId, isPublic = false }: { matchId: string; isPublic?: boolean }) {
  const history = useQuery(
    isPublic ? matchPublicHistoryQueryOptions(matchId) : matchHistoryQueryOptions(matchId),
  );
  return (
    <details className="group rounded-lg border border-gray-200">
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-gray-800">
        <History aria-hidden="true" className="size-4 text-brand-700" />
        Verlauf{history.data ? ` (${history.data.length})` : ""}
      </summary>
      <div className="border-t border-gray-200 px-3 py-2">
        {history.isPending ? (
          <Skeleton className="h-12" />
        ) : history.isError ? (
          <ErrorState
            message="Der Verlauf konnte nicht geladen werden."
            onRetry={() => history.refetch()}
            isRetrying={history.isFetching}
          />
        ) : history.data.length === 0 ? (
          <p className="text-sm text-gray-600">Noch keine Änderungen.</p>
        ) : (
          <ol
            className="flex max-h-64 flex-col gap-3 overflow-y-auto"
            aria-label="Änderungen, neueste zuerst"
          >
            {history.data.map((entry) => (
              <li key={entry.id}>
                <p className="text-sm font-semibold text-gray-900">{entry.action}</p>
                <p className="text-xs text-gray-500">{changeAuthor(entry)}</p>
                {entry.changes.length > 0 ? (
                  <ul className="mt-1 flex flex-col gap-0.5">
                    {entry.changes.map((change) => (
                      <ChangeLine key={change.field} change={change} />
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </details>
  );
}
