import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { ClipboardList, Info, ListOrdered, UserRound, Users } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { age, formatYearsAtClub } from "#shared/format.ts";
import type { TeamDetail, TeamPlayer } from "#shared/teams/types.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { useAddressTab } from "../../lib/use-address-tab.ts";
import { ClubLogo, TeamLogo } from "../../ui/avatar.tsx";
import { BackLink } from "../../ui/back-link.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardContent } from "../../ui/card.tsx";
import { Container } from "../../ui/page.tsx";
import { ShareButton } from "../../ui/share-button.tsx";
import { EmptyState, ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { TeamCalendarLink } from "../calendar/team-calendar-link.tsx";
import { FavoriteButton } from "../favorites/favorite-button.tsx";
import { teamCoachesQueryOptions, teamPlayersQueryOptions, teamQueryOptions } from "./api.ts";
import { PlayerDetailsDialog } from "./player-details-dialog.tsx";
import { Portrait } from "./portrait.tsx";
import { SquadList } from "./squad-list.tsx";
import { TeamFixtures, TeamTable } from "./team-fixtures.tsx";

const TABS = ["spieler", "trainer", "tabelle", "details"] as const;

export const UNKNOWN_TEAM = "Unbekanntes Team";
export const UNKNOWN_LEAGUE = "Liga unbekannt";

export function Component() {
  const { teamId = "" } = useParams();
  const { tab, select, hrefOf } = useAddressTab(TABS, "spieler");
  const team = useSuspenseQuery(teamQueryOptions(teamId));
  usePageTitle([team.data.clubName, team.data.name].filter(Boolean).join(" "));

  const data = team.data;
  const name = data.name || UNKNOWN_TEAM;

  return (
    <div className="pb-12">
      <TeamHeader team={data} name={name} />
      <Container className="flex flex-col gap-8 pt-6">
        <TeamFixtures teamId={data.id} clubId={data.clubId} />
        <Tabs value={tab} onValueChange={select}>
          <TabsList aria-label={`Bereiche von ${name}`} className="max-sm:gap-0">
            <TabsTrigger value="spieler" href={hrefOf("spieler")} className="max-sm:px-2">
              <Users aria-hidden="true" className="max-sm:hidden" /> Spieler
            </TabsTrigger>
            <TabsTrigger value="trainer" href={hrefOf("trainer")} className="max-sm:px-2">
              <ClipboardList aria-hidden="true" className="max-sm:hidden" /> Trainer
            </TabsTrigger>
            <TabsTrigger value="tabelle" href={hrefOf("tabelle")} className="max-sm:px-2">
              <ListOrdered aria-hidden="true" className="max-sm:hidden" /> Tabelle
            </TabsTrigger>
            <TabsTrigger value="details" href={hrefOf("details")} className="max-sm:px-2">
              <Info aria-hidden="true" className="max-sm:hidden" /> Details
            </TabsTrigger>
          </TabsList>
          <TabsContent value="spieler">
            <PlayersTab teamId={data.id} />
          </TabsContent>
          <TabsContent value="trainer">
            <CoachesTab teamId={data.id} />
          </TabsContent>
          <TabsContent value="tabelle">
            <TeamTable teamId={data.id} />
          </TabsContent>
          <TabsContent value="details">
            <DetailsTab team={data} name={name} />
          </TabsContent>
        </Tabs>
      </Container>
    </div>
  );
}

function TeamHeader({ team, name }: { team: TeamDetail; name: string }) {
  const fullName = team.clubName && !name.includes(team.clubName) ? `${team.clubName} ${name}` : name;
  return (
    <div className="border-b border-gray-200 bg-white">
      <Container className="py-6">
        {team.clubId ? (
          <BackLink to={`/vereine/${team.clubId}`} className="mb-3">
            {team.clubName || "Zum Verein"}
          </BackLink>
        ) : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <div className="flex min-w-0 flex-1 items-center gap-4">
            <TeamLogo name={name} src={team.teamImageUrl ?? team.clubLogoUrl} size="xl" decorative />
            <div className="min-w-0">
              {team.clubName ? (
                <p className="flex items-center gap-2 text-sm font-semibold text-gray-600">
                  <ClubLogo name={team.clubName} src={team.clubLogoUrl} size="xs" decorative />
                  <span className="truncate">{team.clubName}</span>
                </p>
              ) : null}
              <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{name}</h1>
              <div className="mt-2 flex flex-wrap gap-2">
                <Badge variant="success">{team.league || UNKNOWN_LEAGUE}</Badge>
                <Badge variant="muted">{team.canton}</Badge>
              </div>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 self-start sm:self-center">
            <TeamCalendarLink teamId={team.id} teamName={fullName} />
            <ShareButton title={fullName} text={`${fullName} auf Tschutti: Kader, Trainer und Spiele.`} />
            <FavoriteButton
              team={{
                id: team.id,
                clubId: team.clubId,
                clubName: team.clubName,
                name,
                logo: team.clubLogoUrl ?? team.teamImageUrl,
              }}
            />
          </div>
        </div>
      </Container>
    </div>
  );
}

function PlayersTab({ teamId }: { teamId: string }) {
  const players = useQuery(teamPlayersQueryOptions(teamId));
  const [selected, setSelected] = useState<TeamPlayer | null>(null);
  if (players.isLoading) return <LoadingState label="Lade Spieler..." />;
  if (players.isError)
    return (
      <ErrorState
        message="Die Spieler konnten nicht geladen werden."
        onRetry={() => void players.refetch()}
      />
    );
  const list = players.data ?? [];
  if (list.length === 0) return <EmptyState icon={UserRound} title="Keine Spieler gefunden" />;
  return (
    <>
      <SquadList players={list} onSelect={setSelected} />
      <PlayerDetailsDialog player={selected} onClose={() => setSelected(null)} />
    </>
  );
}

function CoachesTab({ teamId }: { teamId: string }) {
  const coaches = useQuery(teamCoachesQueryOptions(teamId));
  if (coaches.isLoading) return <LoadingState label="Lade Trainer..." />;
  if (coaches.isError)
    return (
      <ErrorState message="Trainer konnten nicht geladen werden." onRetry={() => void coaches.refetch()} />
    );
  const list = coaches.data ?? [];
  if (list.length === 0) return <EmptyState icon={ClipboardList} title="Keine Trainer gefunden." />;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {list.map((coach) => {
        const fullName = `${coach.firstName} ${coach.lastName}`;
        return (
          <li key={coach.id}>
            <Card className="h-full">
              <Portrait src={coach.coachImageUrl} name={fullName} />
              <div className="flex flex-col gap-0.5 p-3">
                <p className="truncate font-bold">{fullName}</p>
                <p className="text-sm font-medium text-brand-700">{coach.role}</p>
                {coach.birthYear ? (
                  <p className="text-xs text-gray-600">{age(coach.birthYear)} Jahre</p>
                ) : null}
                {coach.atClubSince ? (
                  <p className="text-xs text-gray-600">{formatYearsAtClub(coach.atClubSince)}</p>
                ) : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function DetailsTab({ team, name }: { team: TeamDetail; name: string }) {
  const rows: Array<[string, string]> = [
    ["Mannschaft", name],
    ["Verein", team.clubName || "Nicht verfügbar"],
    ["Liga", team.league || UNKNOWN_LEAGUE],
    ["Kanton", team.canton || "Nicht verfügbar"],
    ["Spieler", String(team.playerCount)],
    ["Trainer", String(team.coachCount)],
  ];
  return (
    <Card className="max-w-2xl">
      <CardContent className="pt-4 sm:pt-5">
        <dl className="divide-y divide-gray-100">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="text-gray-600">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
