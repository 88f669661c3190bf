import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { ArrowRight, History } from "lucide-react";
import { formatDateTime } from "#shared/format.ts";
import type { MatchChange, MatchHistoryEntry } from "#shared/matches/history-types.ts";
import { cn } from "../../ui/cn.ts";
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

/** What the record is called: «Verlauf» for the clubs and the office, «Änderungen» on the match page. */
const RECORD_WORDS = {
  history: {
    title: "Verlauf",
    loading: "Verlauf wird geladen…",
    failed: "Der Verlauf konnte nicht geladen werden.",
  },
  changes: {
    title: "Änderungen",
    loading: "Änderungen werden geladen…",
    failed: "Die Änderungen konnten nicht geladen werden.",
  },
} as const;

type HistoryQuery = UseQueryResult<MatchHistoryEntry[]>;

/**
 * The match's history (who changed what, when), newest first, with its loading, error and
 * empty states: folded away in the club's match dialog (MatchHistoryList) and on the match page
 * (MatchPageChanges), open in the league office's dialog of a fixture it manages. The public
 * record names the clubs only.
 */
export function MatchHistoryEntries({ matchId, listClassName }: { matchId: string; listClassName?: string }) {
  return <HistoryEntries history={useMatchHistory(matchId, false)} listClassName={listClassName} />;
}

function HistoryEntries({
  history,
  words = RECORD_WORDS.history,
  listClassName,
}: {
  history: HistoryQuery;
  words?: (typeof RECORD_WORDS)[keyof typeof RECORD_WORDS];
  listClassName?: string;
}) {
  if (history.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{words.loading}</span>
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <ErrorState message={words.failed} onRetry={() => history.refetch()} isRetrying={history.isFetching} />
    );
  }
  if (history.data.length === 0) return <p className="text-sm text-gray-600">Noch keine Änderungen.</p>;
  return (
    <ol className={cn("flex flex-col gap-3", listClassName)} aria-label="Änderungen, neueste zuerst">
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
  );
}

function useMatchHistory(matchId: string, isPublic: boolean): HistoryQuery {
  return useQuery(isPublic ? matchPublicHistoryQueryOptions(matchId) : matchHistoryQueryOptions(matchId));
}

/** The record folded away until opened; the summary counts its lines once they are read. */
function FoldedHistory({ history, kind }: { history: HistoryQuery; kind: keyof typeof RECORD_WORDS }) {
  return (
    <details className="group rounded-lg border border-gray-200">
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 text-sm font-semibold text-gray-800">
        <History aria-hidden="true" className="size-4 text-brand-700" />
        {RECORD_WORDS[kind].title}
        {history.data ? ` (${history.data.length})` : ""}
      </summary>
      <div className="border-t border-gray-200 px-3 py-2">
        <HistoryEntries
          history={history}
          words={RECORD_WORDS[kind]}
          listClassName="max-h-64 overflow-y-auto"
        />
      </div>
    </details>
  );
}

/** The club's match dialog: its «Verlauf (n)», also while it is empty. */
export function MatchHistoryList({ matchId }: { matchId: string }) {
  return <FoldedHistory history={useMatchHistory(matchId, false)} kind="history" />;
}

/**
 * The match page's public record: «Änderungen (n)», not «Verlauf», which a reader would take for
 * the «Spielverlauf» above it; nothing at all for a match without changes (most of them) and
 * before the record is read. A record that fails to load keeps its folded retry. One query
 * observer for the whole section: a first line arriving on the live stream shows it, no read.
 */
export function MatchPageChanges({ matchId }: { matchId: string }) {
  const history = useMatchHistory(matchId, true);
  if (history.isPending || history.data?.length === 0) return null;
  return <FoldedHistory history={history} kind="changes" />;
}
