import { useQuery } from "@tanstack/react-query";
import { Download, FileUp, Plus, Search, Shirt } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { formatCount } from "#shared/format.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { PLAYER_MESSAGES } from "#shared/players/schema.ts";
import type { ManagePlayer } from "#shared/players/types.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import {
  EditDeleteButtons,
  toastFailure,
  useConfirmedDelete,
  useEditDialog,
} from "../../ui/crud/entity-tab.tsx";
import { PersonPhoto } from "../../ui/crud/person-card.tsx";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { useRevealAdded } from "../../ui/crud/use-reveal-added.ts";
import { Field } from "../../ui/input.tsx";
import { LiveMessage, useResultMessage } from "../../ui/live-message.tsx";
import { SearchField } from "../../ui/search-field.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { Stat, StatGroup } from "../../ui/stat.tsx";
import { toast } from "../../ui/toast.tsx";
import { useClubPermission } from "../manage/use-club-permission.ts";
import { manageTeamsQueryOptions, teamsByName } from "../teams/api.ts";
import { managePlayersQueryOptions, useDeletePlayer } from "./api.ts";
import { PlayerEditDialog } from "./player-edit-dialog.tsx";
import { PlayerImportDialog } from "./player-import-dialog.tsx";
import { matchesPlayerSearch } from "./player-search.ts";
import { useSteps } from "./use-steps.ts";

const ALL_TEAMS = "";

/** Tab 'Spieler' (Spielerverwaltung): search, team filter, card grid, dialogs. */
export function ManagePlayersTab({ clubId }: { clubId: string }) {
  const teams = useQuery(manageTeamsQueryOptions(clubId));
  const players = useQuery(managePlayersQueryOptions(clubId));
  const remove = useConfirmedDelete(useDeletePlayer());
  const [search, setSearch] = useState("");
  const [teamFilter, setTeamFilter] = useState(ALL_TEAMS);
  const [isImportOpen, setImportOpen] = useState(false);
  const dialog = useEditDialog<ManagePlayer>();
  const deferredSearch = useDeferredValue(search);

  const shown = useMemo(
    () =>
      (players.data ?? []).filter(
        (p) =>
          (teamFilter === ALL_TEAMS || p.teamId === teamFilter) && matchesPlayerSearch(p, deferredSearch),
      ),
    [players.data, teamFilter, deferredSearch],
  );
  const cardList = useRef<HTMLUListElement>(null);
  const steps = useSteps(cardList, shown, JSON.stringify([teamFilter, deferredSearch.trim()]));
  const added = useRevealAdded(
    cardList,
    useMemo(() => steps.shown.map((p) => p.id), [steps.shown]),
  );

  function handleDelete(player: ManagePlayer) {
    void remove.confirmAndDelete(player.id, {
      title: PLAYER_MESSAGES.deleteTitle(`${player.firstName} ${player.lastName}`),
      description: PLAYER_MESSAGES.confirmDelete,
      onSuccess: () => toast.success(PLAYER_MESSAGES.deleted),
      onError: toastFailure(PLAYER_MESSAGES.deleteFailed),
    });
  }

  const teamList: ManageTeam[] = useMemo(() => teamsByName(teams.data ?? []), [teams.data]);
  // The teams whose players this member may change (a Trainer's own); others are read-only.
  const can = useClubPermission(clubId);
  const ownTeams = useMemo(() => teamList.filter((t) => can("team", [t.id])), [teamList, can]);
  const mayAddTeam = can("club");
  const isLoading = teams.isPending || players.isPending;
  const loadError = teams.isError
    ? PLAYER_MESSAGES.teamsLoadFailed
    : players.isError
      ? PLAYER_MESSAGES.loadFailed
      : null;
  // The count and the empty states come and go with the search and the team filter: a screen
  // reader hears what they found from one region that stays, not from a count that unmounts
  // when nothing is found.
  const list = isLoading || loadError ? null : (players.data ?? null);
  const said = useResultMessage(
    list ? JSON.stringify([teamFilter, deferredSearch.trim()]) : null,
    list === null
      ? null
      : list.length === 0
        ? "Noch keine Spieler."
        : shown.length === 0
          ? "Keine Spieler gefunden."
          : `${formatCount(shown.length)} Spieler gefunden.`,
  );

  return (
    <>
      <TabHeader
        title="Spielerverwaltung"
        description="Alle Spieler deiner Mannschaften."
        actions={
          <>
            <Button variant="outline" asChild>
              <a href={playerPaths.clubCsv(clubId)} download>
                <Download aria-hidden="true" />
                CSV exportieren
              </a>
            </Button>
            {ownTeams.length > 0 ? (
              <Button variant="outline" onClick={() => setImportOpen(true)}>
                <FileUp aria-hidden="true" />
                CSV importieren
              </Button>
            ) : null}
            {ownTeams.length > 0 || mayAddTeam ? (
              // The form starts with a team picked from the club's teams: before they are loaded it
              // would start without one, so the button waits for them, busy.
              <Button onClick={dialog.openNew} loading={teams.isPending} disabled={teams.isError}>
                <Plus aria-hidden="true" />
                Spieler hinzufügen
              </Button>
            ) : null}
          </>
        }
      />
      <PlayerImportDialog teams={ownTeams} open={isImportOpen} onOpenChange={setImportOpen} />
      <LiveMessage said={said} />
      <div className="mb-5 grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <SearchField
          label="Spieler suchen"
          placeholder="Name, Position oder Team suchen…"
          value={search}
          onChange={setSearch}
        />
        <Field label="Team filtern" hideLabel>
          <NativeSelect value={teamFilter} onChange={(event) => setTeamFilter(event.target.value)}>
            <option value={ALL_TEAMS}>Alle Teams</option>
            {teamList.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>

      {isLoading ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
      ) : loadError ? (
        <ErrorState
          message={loadError}
          onRetry={() => {
            void teams.refetch();
            void players.refetch();
          }}
          isRetrying={teams.isFetching || players.isFetching}
        />
      ) : (players.data ?? []).length === 0 ? (
        <EmptyState
          icon={Shirt}
          title="Noch keine Spieler"
          description={
            teamList.length === 0
              ? "Lege zuerst eine Mannschaft an – oder direkt im Spielerdialog mit «+ Team»."
              : "Füge den ersten Spieler deines Vereins hinzu."
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Search}
          title="Keine Spieler gefunden"
          description="Versuche es mit einem anderen Suchbegriff oder Team."
        />
      ) : (
        <>
          {steps.progress ? <p className="mb-3 text-sm text-gray-600">{steps.progress}</p> : null}
          <ul
            ref={cardList}
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-1 lg:grid-cols-2"
            aria-label="Spieler"
          >
            {steps.shown.map((player) => (
              <li key={player.id} {...added.rowProps(player.id)}>
                <PlayerCard
                  player={player}
                  mayEdit={can("team", [player.teamId])}
                  onEdit={() => dialog.openEdit(player)}
                  onDelete={() => handleDelete(player)}
                  isDeleting={remove.isDeleting(player.id)}
                />
              </li>
            ))}
          </ul>
          {steps.rest > 0 ? (
            <div className="mt-6 flex justify-center">
              <Button variant="outline" onClick={steps.showMore}>
                Weitere Spieler anzeigen ({formatCount(steps.rest)})
              </Button>
            </div>
          ) : null}
        </>
      )}

      <PlayerEditDialog
        clubId={clubId}
        teams={ownTeams}
        mayAddTeam={mayAddTeam}
        player={dialog.item}
        defaultTeamId={ownTeams.some((t) => t.id === teamFilter) ? teamFilter : (ownTeams[0]?.id ?? "")}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        onAdded={(player) => {
          steps.keep(player.id);
          added.markAdded(player.id);
        }}
      />
    </>
  );
}

function PlayerCard({
  player,
  mayEdit,
  onEdit,
  onDelete,
  isDeleting,
}: {
  player: ManagePlayer;
  /** Only a member who may change this player's team gets the buttons. */
  mayEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const name = `${player.firstName} ${player.lastName}`;
  return (
    <Card className="flex h-full flex-col">
      <div className="flex gap-4 p-4 pb-3">
        <div className="relative aspect-[2/3] w-24 shrink-0 overflow-hidden rounded-lg bg-gray-100 sm:w-28">
          <PersonPhoto
            url={player.playerImageUrl}
            name={name}
            missingLabel="Kein Foto"
            iconClassName="size-12"
          />
          {player.playerNumber !== null ? (
            <span className="absolute top-1.5 left-1.5 flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-extrabold text-white shadow-md tabular-nums">
              <span className="sr-only">Nummer </span>
              {player.playerNumber}
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div>
            <h3 className="text-base font-bold leading-tight text-gray-900">
              <Link to={`/players/${player.id}`} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            </h3>
            <p className="text-sm font-medium text-brand-700">{player.position ?? "Keine Position"}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
            <PlayerFact label="Team" value={player.teamName} />
            <PlayerFact label="Liga" value={player.teamLeague} />
            <PlayerFact label="Geburtsjahr" value={player.birthYear ?? "–"} />
            <PlayerFact label="Im Verein seit" value={player.atClubSince ?? "–"} />
          </dl>
        </div>
      </div>
      <div className="mt-auto px-4 pb-3">
        <StatGroup className="grid-cols-5 sm:grid-cols-5">
          <Stat variant="compact" label="Tore" value={player.goals} tone="brand" />
          <Stat variant="compact" label="Assists" value={player.assists} />
          <Stat variant="compact" label="Gelb" value={player.yellowCards} tone="yellow" />
          <Stat variant="compact" label="Gelb-Rot" value={player.yellowRedCards} tone="red" />
          <Stat variant="compact" label="Rot" value={player.redCards} tone="red" />
        </StatGroup>
      </div>
      {mayEdit ? (
        <div className="flex justify-end gap-2 border-t border-gray-100 px-4 py-2">
          <EditDeleteButtons name={name} onEdit={onEdit} onDelete={onDelete} isDeleting={isDeleting} />
        </div>
      ) : null}
    </Card>
  );
}

function PlayerFact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="truncate font-medium text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}
