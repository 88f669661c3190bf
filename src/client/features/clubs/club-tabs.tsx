import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { clubTeamsQueryOptions } from "./api.ts";

// The club page's first tab, open at first: its teams. The other tabs are club-other-tabs.tsx,
// loaded when opened.

export function TeamsTab({ clubId, clubName }: { clubId: string; clubName: string }) {
  const teams = useQuery(clubTeamsQueryOptions(clubId));
  if (teams.isLoading) return <LoadingState label="Lade Mannschaften..." />;
  if (teams.isError)
    return (
      <ErrorState
        message="Die Mannschaften konnten nicht geladen werden."
        onRetry={() => void teams.refetch()}
      />
    );
  const list = teams.data ?? [];
  if (list.length === 0) return <EmptyState icon={Users} title="Noch keine Mannschaften vorhanden." />;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {list.map((team) => (
        <li key={team.id}>
          <Card asChild interactive>
            <Link to={`/vereine/${clubId}/teams/${team.id}`} className="flex h-full items-center gap-4 p-4">
              <TeamLogo name={team.name} src={team.teamImageUrl} size="lg" decorative />
              <span className="min-w-0">
                <span className="block truncate text-lg font-bold">{team.name}</span>
                <span className="block truncate text-sm text-gray-600">
                  {team.league} · {team.canton}
                </span>
                <span className="block text-sm text-gray-600">
                  {team.playerCount === 1 ? "1 Spieler" : `${team.playerCount} Spieler`}
                </span>
              </span>
              <span className="sr-only"> von {clubName}</span>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
