import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { age, formatYearsAtClub, initial, pluralize } from "#shared/format.ts";
import { fullTeamName } from "#shared/matches/timeline.ts";
import type { PlayerStats } from "#shared/players/stats.ts";
import type { PlayerDetail } from "#shared/players/types.ts";
import { usePageTitle } from "../../app/use-page-title.ts";
import { ClubLogo } from "../../ui/avatar.tsx";
import { BackLink } from "../../ui/back-link.tsx";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent } from "../../ui/card.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { Container } from "../../ui/page.tsx";
import { responsiveImage } from "../../ui/responsive-image.ts";
import { Stat, StatGroup } from "../../ui/stat.tsx";
import { playerQueryOptions } from "./api.ts";

export function Component() {
  const { playerId = "" } = useParams();
  const player = useSuspenseQuery(playerQueryOptions(playerId));
  usePageTitle(`${player.data.firstName} ${player.data.lastName}`);

  return <PlayerProfile player={player.data} />;
}

function PlayerProfile({ player }: { player: PlayerDetail }) {
  const fullName = `${player.firstName} ${player.lastName}`;
  const teamPath = player.club ? `/vereine/${player.club.id}/teams/${player.team.id}` : null;
  // As the team page names its club above it: «Zurück zu 1. Mannschaft» was wrong German and
  // left open whose team it is.
  const teamName = fullTeamName({ name: player.team.name, clubName: player.club?.clubName ?? null });
  const facts: Array<[string, string]> = [
    ["Position", player.position ?? "Nicht verfügbar"],
    ["Geburtsjahr", player.birthYear ? String(player.birthYear) : "Nicht verfügbar"],
    ["Alter", player.birthYear ? `${age(player.birthYear)} Jahre` : "Nicht verfügbar"],
    ["Im Verein seit", player.atClubSince ? String(player.atClubSince) : "Nicht verfügbar"],
    ["Jahre im Verein", player.atClubSince ? formatYearsAtClub(player.atClubSince) : "Nicht verfügbar"],
  ];
  return (
    <Container className="py-6 sm:py-10">
      {teamPath ? (
        <BackLink to={teamPath} className="mb-4">
          <KeptTogether text={teamName} />
        </BackLink>
      ) : null}
      <Card>
        <div className="flex flex-col md:flex-row">
          {/* On a phone the 2:3 photo is narrower than the card (as wide, it would push the name
              below the screen): it stands on a band across the card, not between white gaps. */}
          <div className="relative bg-gray-100 md:w-72 md:shrink-0 md:bg-transparent">
            <div className="relative mx-auto aspect-[2/3] w-full max-w-72 overflow-hidden bg-brand-50 md:max-w-none">
              {player.playerImageUrl ? (
                <img
                  {...responsiveImage(player.playerImageUrl, "(min-width: 768px) 18rem, 100vw")}
                  alt={`Foto von ${fullName}`}
                  className="size-full object-cover"
                />
              ) : (
                <div
                  role="img"
                  aria-label={`Kein Foto von ${fullName}`}
                  className="flex size-full items-center justify-center bg-gradient-to-b from-brand-50 to-brand-100 text-6xl font-extrabold text-brand-800"
                >
                  {initial(player.firstName)}
                  {initial(player.lastName)}
                </div>
              )}
              <span className="absolute top-3 left-3 flex size-14 items-center justify-center rounded-full bg-white text-2xl font-extrabold text-brand-800 shadow-lg">
                <span aria-hidden="true">{player.playerNumber ?? "–"}</span>
                <span className="sr-only">
                  {player.playerNumber === null ? "Keine Rückennummer" : `Nummer ${player.playerNumber}`}
                </span>
              </span>
            </div>
          </div>
          <CardContent className="flex flex-1 flex-col gap-5 pt-5 sm:pt-6">
            <div>
              {/* A club without a name yet is left out, as on the team's page. */}
              {player.club?.clubName.trim() ? (
                <p className="flex items-center gap-2 text-sm font-semibold text-gray-600">
                  <ClubLogo name={player.club.clubName} src={player.club.clubLogoUrl} size="xs" decorative />
                  {player.club.clubName} · {player.team.name}
                </p>
              ) : (
                <p className="text-sm font-semibold text-gray-600">{player.team.name}</p>
              )}
              <h1 className="mt-1 text-3xl font-extrabold tracking-tight">{fullName}</h1>
              <div className="mt-2 flex flex-wrap gap-2">
                {player.position ? <Badge variant="success">{player.position}</Badge> : null}
                <Badge variant="muted">{player.team.league}</Badge>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-gray-600">{label}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <section aria-labelledby="player-stats">
              <h2 id="player-stats" className="mb-2 text-sm font-bold text-gray-900">
                Statistik
              </h2>
              <StatGroup>
                <Stat label="Tore" value={player.stats.goals} tone="brand" />
                <Stat label="Assists" value={player.stats.assists} />
                <Stat label="Gelbe Karten" value={player.stats.yellowCards} tone="yellow" />
                <Stat label="Gelb-Rote Karten" value={player.stats.yellowRedCards} tone="red" />
                <Stat label="Rote Karten" value={player.stats.redCards} tone="red" />
              </StatGroup>
              <StatsByTeam player={player} />
            </section>
            {teamPath ? (
              <Button asChild variant="outline" className="self-start">
                <Link to={teamPath}>Zur Mannschaft</Link>
              </Button>
            ) : null}
          </CardContent>
        </div>
      </Card>
    </Container>
  );
}

/** '3 Tore, 1 Assist, 1 Gelbe Karte': what a player did for one team, the zeros left out. */
function statsText(stats: PlayerStats): string {
  const parts = [
    [stats.goals, "Tor", "Tore"],
    [stats.assists, "Assist", "Assists"],
    [stats.yellowCards, "Gelbe Karte", "Gelbe Karten"],
    [stats.yellowRedCards, "Gelb-Rote Karte", "Gelb-Rote Karten"],
    [stats.redCards, "Rote Karte", "Rote Karten"],
  ] as const;
  return parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => pluralize(count, one, many))
    .join(", ");
}

/**
 * The statistics count for the team a player played for: after a move, the totals above are
 * split by team, so a fan sees which team he scored for (his squad shows only what he did there).
 */
function StatsByTeam({ player }: { player: PlayerDetail }) {
  const hasOtherTeam = player.statsByTeam.some((entry) => entry.teamId !== player.team.id);
  if (!hasOtherTeam) return null;
  return (
    <div className="mt-3">
      <h3 className="text-xs font-semibold text-gray-600">Nach Mannschaft</h3>
      <ul className="mt-1 space-y-0.5 text-sm text-gray-900">
        {player.statsByTeam.map((entry) => (
          <li key={entry.teamId}>
            <span className="font-semibold">{entry.teamName}</span>: {statsText(entry.stats)}
          </li>
        ))}
      </ul>
    </div>
  );
}
