import { useQuery } from "@tanstack/react-query";
import { MapPin, Plus, Trophy, Users } from "lucide-react";
import { Link } from "react-router";
import { formatDate, pluralize } from "#shared/format.ts";
import { TEAM_MESSAGES } from "#shared/teams/schema.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { TeamLogo } from "../../ui/avatar.tsx";
import { Button } from "../../ui/button.tsx";
import { Card } from "../../ui/card.tsx";
import {
  EditDeleteButtons,
  toastFailure,
  useConfirmedDelete,
  useEditDialog,
} from "../../ui/crud/entity-tab.tsx";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { manageTeamsQueryOptions, useDeleteTeam } from "./api.ts";
import { TeamEditDialog } from "./team-edit-dialog.tsx";

/** Tab 'Mannschaften': the club's teams, newest first (club-management §2). */
export function ManageTeamsTab({ clubId }: { clubId: string }) {
  const teams = useQuery(manageTeamsQueryOptions(clubId));
  const remove = useConfirmedDelete(useDeleteTeam());
  const dialog = useEditDialog<ManageTeam>();

  function handleDelete(team: ManageTeam) {
    const isArchive = team.completedMatchCount > 0 || team.agreedFixtureCount > 0;
    void remove.confirmAndDelete(team.id, {
      title: "Mannschaft löschen",
      description: deleteDescription(team),
      onSuccess: () => toast.success(isArchive ? TEAM_MESSAGES.archived : TEAM_MESSAGES.deleted, team.name),
      onError: toastFailure(TEAM_MESSAGES.deleteFailed),
    });
  }

  const addButton = (
    <Button onClick={dialog.openNew}>
      <Plus aria-hidden="true" />
      Mannschaft hinzufügen
    </Button>
  );

  return (
    <>
      <TabHeader
        title="Mannschaften"
        description="Deine Mannschaften, die neueste zuerst."
        actions={teams.data && teams.data.length > 0 ? addButton : null}
      />
      {teams.isPending ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      ) : teams.isError ? (
        <ErrorState
          message={TEAM_MESSAGES.loadFailed}
          onRetry={() => teams.refetch()}
          isRetrying={teams.isFetching}
        />
      ) : teams.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="Noch keine Mannschaften"
          description="Lege deine erste Mannschaft an. Danach kannst du Spieler, Trainer und Spiele erfassen."
          action={addButton}
        />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label="Mannschaften">
          {teams.data.map((team) => (
            <li key={team.id}>
              <TeamCard
                team={team}
                clubId={clubId}
                onEdit={() => dialog.openEdit(team)}
                onDelete={() => handleDelete(team)}
                isDeleting={remove.isDeleting(team.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <TeamEditDialog
        clubId={clubId}
        open={dialog.open}
        team={dialog.item}
        onOpenChange={dialog.onOpenChange}
      />
    </>
  );
}

function TeamCard({
  team,
  clubId,
  onEdit,
  onDelete,
  isDeleting,
}: {
  team: ManageTeam;
  clubId: string;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  return (
    <Card className="flex h-full flex-col">
      <div className="flex items-start gap-3 p-4">
        <TeamLogo name={team.name} src={team.teamImageUrl} size="lg" decorative />
        <div className="min-w-0 flex-1">
          {/* Whole, not cut with «…»: a club's teams may differ only at their names' ends. */}
          <h3 className="wrap-break-word text-base font-bold text-gray-900">
            <Link
              to={`/vereine/${clubId}/teams/${team.id}`}
              className="hover:text-brand-700 hover:underline focus-visible:underline"
            >
              <KeptTogether text={team.name} />
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600">
            <span className="inline-flex items-center gap-1">
              <Trophy aria-hidden="true" className="size-3.5" />
              {team.league}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-3.5" />
              {team.canton}
            </span>
          </p>
          <p className="mt-1 text-xs text-gray-500">Erstellt am {formatDate(team.createdAt)}</p>
        </div>
      </div>
      <div className="mt-auto flex justify-end gap-2 border-t border-gray-100 px-4 py-2">
        <EditDeleteButtons name={team.name} onEdit={onEdit} onDelete={onDelete} isDeleting={isDeleting} />
      </div>
    </Card>
  );
}

/** What «Löschen» will do to the team, as removeTeam on the server does it. */
function deleteDescription(team: ManageTeam): string {
  const { completedMatchCount: played, agreedFixtureCount: agreed } = team;
  if (played === 0 && agreed === 0) {
    return `«${team.name}» wird mit allen Spielern, Trainern und Spielen gelöscht. Dies kann nicht rückgängig gemacht werden.`;
  }
  const why = [
    played > 0 ? pluralize(played, "beendetes Spiel", "beendete Spiele") : null,
    agreed > 0
      ? `${pluralize(agreed, "vereinbartes Spiel", "vereinbarte Spiele")} mit anderen Vereinen`
      : null,
  ]
    .filter(Boolean)
    .join(" und ");
  const kept = played > 0 ? " Die beendeten Spiele und die Tabellen der Gegner bleiben unverändert." : "";
  const calledOff =
    agreed > 0
      ? ` ${agreed === 1 ? "Das vereinbarte kommende Spiel wird" : "Die vereinbarten kommenden Spiele werden"} abgesagt; die Gegner sehen ${agreed === 1 ? "es" : "sie"} mit dem Grund in ihrem Spielplan.`
      : "";
  return `«${team.name}» hat ${why} und wird deshalb archiviert: Die Mannschaft verschwindet aus deinen Listen und Formularen, ihre Seite ist nicht mehr erreichbar, und ihre Spieler und Trainer werden gelöscht.${kept}${calledOff} Alle übrigen kommenden Spiele werden gelöscht. Dies kann nicht rückgängig gemacht werden.`;
}
