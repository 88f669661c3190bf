import { useQuery } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { Link } from "react-router";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Card } from "../../ui/card.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { FavoriteButton } from "../favorites/favorite-button.tsx";
import { clubTeamsQueryOptions } from "./api.ts";

// The club page's first tab, open at first: its teams. The other tabs are club-other-tabs.tsx,
// loaded when opened.

/**
 * The club's teams, each a card to its page with its heart beside the link (a button inside a
 * link would be neither): a fan who found the club follows its teams from here.
 */
export function TeamsTab({
  clubId,
  clubName,
  clubLogoUrl,
}: {
  clubId: string;
  clubName: string;
  clubLogoUrl: string | null;
}) {
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
        <li key={team.id} className="relative">
          <Card asChild interactive>
            <Link
              to={`/vereine/${clubId}/teams/${team.id}`}
              className="flex h-full items-center gap-4 p-4 pr-18"
            >
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
          <FavoriteButton
            iconOnly
            className="absolute top-1/2 right-4 size-11 -translate-y-1/2"
            team={{
              id: team.id,
              clubId,
              clubName,
              name: team.name,
              logo: clubLogoUrl ?? team.teamImageUrl,
            }}
          />
        </li>
      ))}
    </ul>
  );
}
