import { useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { formatDate } from "#shared/format.ts";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { matchChangeNotesQueryOptions } from "./club-schedule-queries.ts";
import { ChangeLine, changeAuthor } from "./match-history-list.tsx";

/**
 * What other clubs changed on this club's matches in the last 30 days, for the
 * dashboard: a change by the opponent never goes unseen.
 */
export function MatchChangeNotes({ clubId }: { clubId: string }) {
  const notes = useQuery(matchChangeNotesQueryOptions(clubId));
  if (notes.isPending) return <Skeleton className="h-20" />;
  if (notes.isError) {
    return (
      <ErrorState
        message="Die Änderungen an deinen Spielen konnten nicht geladen werden."
        onRetry={() => notes.refetch()}
        isRetrying={notes.isFetching}
      />
    );
  }
  if (notes.data.length === 0) {
    return (
      <EmptyState
        icon={Bell}
        title="Keine Änderungen anderer Vereine"
        description="Ändert ein anderer Verein eines deiner Spiele, siehst du es hier."
      />
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Änderungen anderer Vereine an deinen Spielen">
      {notes.data.map((note) => (
        <li key={note.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm font-semibold text-gray-900">
            {note.action}: {note.homeTeamName} – {note.awayTeamName} ({formatDate(note.matchDate)})
          </p>
          <p className="text-xs text-gray-600">{changeAuthor(note)}</p>
          {note.changes.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-0.5">
              {note.changes.map((change) => (
                <ChangeLine key={change.field} change={change} />
              ))}
            </ul>
          ) : null}
        </li>
      ))}
      <li>
        <Link to="/manage-club/schedule" className="text-sm font-semibold text-brand-700 hover:underline">
          Zum Spielplan
        </Link>
      </li>
    </ul>
  );
}
