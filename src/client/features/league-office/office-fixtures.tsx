import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ClipboardCheck } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "#shared/format.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { loadErrorDetail } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { fullTeamName } from "../matches/match-teams.tsx";
import { FinalScoreDialog } from "../matches/schedule-state-dialogs.tsx";
import { type OfficeLeagueChoice, officeFixturesQueryOptions } from "./api.ts";

/**
 * A group's played fixtures between teams without a club: no club enters their result, so the
 * league office does, in the clubs' own «Endstand erfassen» dialog. Shown only when there are any.
 */
export function OfficeFixtures({
  choice,
  group,
  readOnly,
}: {
  choice: OfficeLeagueChoice;
  group: string;
  readOnly: boolean;
}) {
  const query = useQuery(officeFixturesQueryOptions(choice, group));
  const queryClient = useQueryClient();
  const [scoring, setScoring] = useState<MatchSummary | null>(null);

  if (query.isError) {
    return <p className="mt-3 text-sm text-gray-600">Spiele nicht geladen: {loadErrorDetail(query.error)}</p>;
  }
  const fixtures = query.data ?? [];
  if (fixtures.length === 0) return null;
  return (
    <section className="mt-4 border-t border-gray-100 pt-3" aria-label={`Spiele ohne Verein, ${group}`}>
      <h3 className="text-sm font-bold text-gray-900">Spiele ohne Verein</h3>
      <p className="mb-2 text-xs text-gray-600">
        Keine der beiden Mannschaften hat einen Verein: Das Ergebnis trägst du ein.
      </p>
      <ul className="flex flex-col divide-y divide-gray-100">
        {fixtures.map((match) => {
          const label = `${fullTeamName(match.homeTeam)} – ${fullTeamName(match.awayTeam)}`;
          const score =
            match.status === "completed" && match.homeScore !== null && match.awayScore !== null
              ? `${match.homeScore}:${match.awayScore}`
              : "Ergebnis folgt";
          return (
            <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 text-sm">
                <span className="font-semibold wrap-anywhere">{label}</span>{" "}
                <span className="text-gray-600">
                  {formatDateTime(match.matchDate)} · {score}
                </span>
              </span>
              {readOnly ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Endstand erfassen: ${label}`}
                  onClick={() => setScoring(match)}
                >
                  <ClipboardCheck aria-hidden="true" /> Endstand erfassen
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {scoring ? (
        <FinalScoreDialog
          match={scoring}
          onClose={() => {
            setScoring(null);
            // The group's counted games follow a saved result.
            void queryClient.invalidateQueries({ queryKey: ["league-office"] });
          }}
        />
      ) : null}
    </section>
  );
}
