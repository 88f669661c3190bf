import { useQuery } from "@tanstack/react-query";
import { Plus, UserCog, Users } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { COACH_MESSAGES } from "#shared/coaches/schema.ts";
import type { ManageCoach } from "#shared/coaches/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { useConfirmedDelete, useEditDialog } from "../../ui/crud/entity-tab.tsx";
import { PersonCard, PersonPhoto } from "../../ui/crud/person-card.tsx";
import { TabHeader } from "../../ui/crud/tab-header.tsx";
import { useRevealAdded } from "../../ui/crud/use-reveal-added.ts";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { useClubPermission } from "../manage/use-club-permission.ts";
import { manageTeamsQueryOptions, teamsByName } from "../teams/api.ts";
import { manageCoachesQueryOptions, useDeleteCoach } from "./api.ts";
import { CoachEditDialog } from "./coach-edit-dialog.tsx";

/** Tab 'Trainer' (Meine Trainer): pick a team (the first is preselected), then its coaches. */
/** `teamsPath` is the management's teams tab, where a club without teams is sent first. */
export function ManageCoachesTab({ clubId, teamsPath }: { clubId: string; teamsPath: string }) {
  const teams = useQuery(manageTeamsQueryOptions(clubId));
  const [chosenTeamId, setChosenTeamId] = useState<string | null>(null);
  const can = useClubPermission(clubId);
  const teamList = useMemo(() => teamsByName(teams.data ?? []), [teams.data]);
  // The chosen team, or first one the member may manage while nothing (or a since deleted team)
  // is chosen. Other teams' coaches are shown without buttons: the server would refuse them.
  const team =
    teamList.find((t) => t.id === chosenTeamId) ??
    teamList.find((t) => can("team", [t.id])) ??
    teamList[0] ??
    null;
  const mayEdit = team !== null && can("team", [team.id]);
  const coaches = useQuery({ ...manageCoachesQueryOptions(team?.id ?? ""), enabled: team !== null });
  const remove = useConfirmedDelete(useDeleteCoach());
  const dialog = useEditDialog<ManageCoach>();
  const cardList = useRef<HTMLUListElement>(null);
  const added = useRevealAdded(
    cardList,
    useMemo(() => (coaches.data ?? []).map((c) => c.id), [coaches.data]),
  );

  function handleDelete(coach: ManageCoach) {
    void remove.confirmAndDelete(coach.id, {
      title: COACH_MESSAGES.deleteTitle,
      description: `Möchtest du ${coach.firstName} ${coach.lastName} wirklich löschen? Dies kann nicht rückgängig gemacht werden.`,
      onSuccess: () => toast.success(COACH_MESSAGES.deleted),
      onError: (error) =>
        toast.error(`${COACH_MESSAGES.deleteFailed}: ${errorMessage(error, "Unbekannter Fehler")}`),
    });
  }

  return (
    <>
      <TabHeader
        title="Meine Trainer"
        description="Trainerinnen und Trainer pro Mannschaft."
        actions={
          mayEdit ? (
            <Button onClick={dialog.openNew}>
              <Plus aria-hidden="true" />
              Trainer hinzufügen
            </Button>
          ) : null
        }
      />
      {teams.isPending ? (
        <Skeleton className="h-40" />
      ) : teams.isError ? (
        <ErrorState
          message={COACH_MESSAGES.dataLoadFailed}
          onRetry={() => teams.refetch()}
          isRetrying={teams.isFetching}
        />
      ) : !team ? (
        <EmptyState
          icon={Users}
          title="Keine Mannschaften vorhanden"
          description="Trainer gehören zu einer Mannschaft. Lege zuerst eine Mannschaft an."
          action={
            <Button asChild variant="outline">
              <Link to={teamsPath}>Zu den Mannschaften</Link>
            </Button>
          }
        />
      ) : (
        <>
          <Field
            label="Mannschaft"
            className="mb-5 max-w-sm"
            hint={mayEdit ? undefined : "Diese Mannschaft verwaltest du nicht: ihre Trainer nur ansehen."}
          >
            <NativeSelect value={team.id} onChange={(event) => setChosenTeamId(event.target.value)}>
              {teamList.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.league})
                </option>
              ))}
            </NativeSelect>
          </Field>
          {coaches.isPending ? (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Skeleton className="h-44" />
              <Skeleton className="h-44" />
            </div>
          ) : coaches.isError ? (
            <ErrorState
              message={COACH_MESSAGES.loadFailed}
              onRetry={() => coaches.refetch()}
              isRetrying={coaches.isFetching}
            />
          ) : coaches.data.length === 0 ? (
            <EmptyState
              icon={UserCog}
              title="Keine Trainer für diese Mannschaft"
              description={
                mayEdit
                  ? `Füge den ersten Trainer von ${team.name} hinzu.`
                  : `Die Trainer von ${team.name} erfasst, wer diese Mannschaft verwaltet.`
              }
            />
          ) : (
            <ul
              ref={cardList}
              className="grid grid-cols-1 gap-4 sm:grid-cols-2"
              aria-label={`Trainer von ${team.name}`}
            >
              {coaches.data.map((coach) => (
                <li key={coach.id} {...added.rowProps(coach.id)}>
                  <CoachCard
                    coach={coach}
                    onEdit={mayEdit ? () => dialog.openEdit(coach) : undefined}
                    onDelete={mayEdit ? () => handleDelete(coach) : undefined}
                    isDeleting={remove.isDeleting(coach.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <CoachEditDialog
        teamId={team?.id ?? null}
        teamName={team?.name ?? ""}
        coach={dialog.item}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        onAdded={(coach) => added.markAdded(coach.id)}
      />
    </>
  );
}

function CoachCard({
  coach,
  onEdit,
  onDelete,
  isDeleting,
}: {
  coach: ManageCoach;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
  isDeleting: boolean;
}) {
  const name = `${coach.firstName} ${coach.lastName}`;
  return (
    <PersonCard
      name={name}
      image={
        <div className="aspect-[2/3] w-20 shrink-0 overflow-hidden rounded-lg bg-gray-100">
          <PersonPhoto url={coach.coachImageUrl} name={name} />
        </div>
      }
      role={
        // The role is the club's own words (up to 60 characters): on one line the badge ran past
        // the card's edge. It wraps within the card (the badge keeps its own one-line rule, so
        // its text does it).
        <Badge variant="success" className="max-w-full">
          <span className="min-w-0 whitespace-normal wrap-break-word">{coach.role}</span>
        </Badge>
      }
      birthYear={coach.birthYear}
      atClubSince={coach.atClubSince}
      onEdit={onEdit}
      onDelete={onDelete}
      isDeleting={isDeleting}
    />
  );
}
