import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { POSITIONS } from "#shared/constants.ts";
import { zurichYear } from "#shared/format.ts";
import { PLAYER_MESSAGES, PLAYER_YEAR_MIN, playerSchema } from "#shared/players/schema.ts";
import type { ManagePlayer } from "#shared/players/types.ts";
import { MEDIA_CONSENT_HINT, MEDIA_CONSENT_LABEL } from "#shared/players/youth-privacy.ts";
import type { ManageTeam } from "#shared/teams/types.ts";
import { errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { FormDialog, fieldError as text } from "../../ui/crud/form-dialog.tsx";
import { NameFields, SINCE_DEPENDS_ON_BIRTH, YearFields } from "../../ui/crud/person-fields.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { useDialogImage } from "../../ui/crud/use-image-upload.ts";
import { useOnOpen } from "../../ui/crud/use-on-open.ts";
import { ImageUpload } from "../../ui/image-upload.tsx";
import { Field, Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { TeamEditDialog } from "../teams/team-edit-dialog.tsx";
import { managePlayersQueryOptions, useSavePlayer } from "./api.ts";

type Schema = ReturnType<typeof playerSchema>;
type FormIn = z.input<Schema>;
type FormOut = z.output<Schema>;

function draft(player: ManagePlayer | null, teamId: string): FormIn {
  const year = zurichYear();
  if (!player) {
    // Spec §3: draft defaults (no number, born 20 years ago, at the club since this year).
    return {
      firstName: "",
      lastName: "",
      teamId,
      position: "",
      playerNumber: "",
      birthYear: year - 20,
      atClubSince: year,
      mediaConsent: false,
    };
  }
  return {
    firstName: player.firstName,
    lastName: player.lastName,
    teamId: player.teamId,
    position: player.position ?? "",
    playerNumber: player.playerNumber ?? "",
    birthYear: player.birthYear ?? "",
    atClubSince: player.atClubSince ?? "",
    mediaConsent: player.mediaConsent,
  };
}

/** Add or edit a player, with the '+ Team' shortcut (club-management §2 'Spielerverwaltung'). */
export function PlayerEditDialog({
  clubId,
  teams,
  mayAddTeam,
  player,
  defaultTeamId,
  open,
  onOpenChange,
  onAdded,
}: {
  clubId: string;
  /** The teams the member may put players in. */
  teams: ManageTeam[];
  /** '+ Team' only for a member who may create teams. */
  mayAddTeam: boolean;
  player: ManagePlayer | null;
  /** Preselected team for a new player (the current filter). */
  defaultTeamId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After «Hinzufügen» succeeded, with the new player (e.g. to show where the list put him). */
  onAdded?: (player: ManagePlayer) => void;
}) {
  const schema = useMemo(() => playerSchema(), []);
  const save = useSavePlayer(clubId);
  const image = useDialogImage("player");
  const [isTeamDialogOpen, setTeamDialogOpen] = useState(false);
  // A team made with '+ Team' is selected once the refreshed team list contains it.
  const [pendingTeamId, setPendingTeamId] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;
  const isBusy = image.isUploading || save.isPending;
  const numberHint = useTakenNumbersHint(clubId, teams, form.watch("teamId"), player?.id ?? null);

  useOnOpen(open, () => {
    form.reset(draft(player, defaultTeamId));
    image.setImageUrl(player?.playerImageUrl ?? null);
    setPendingTeamId(null);
  });

  useEffect(() => {
    if (pendingTeamId && teams.some((team) => team.id === pendingTeamId)) {
      form.setValue("teamId", pendingTeamId, { shouldValidate: true, shouldDirty: true });
      setPendingTeamId(null);
    }
  }, [pendingTeamId, teams, form]);

  // A form refused before sending says so at its fields, where the focus goes: nothing failed to
  // save, and a toast would cover the first field on a phone.
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id: player?.id ?? null, input: { ...values, playerImageUrl: image.imageUrl } },
      {
        onSuccess: (result) => {
          // A player moved to another team may leave a list filtered by team: the toast says where.
          const movedTo = player && result.player.teamId !== player.teamId ? result.player.teamName : null;
          toast.success(
            player ? PLAYER_MESSAGES.updated : PLAYER_MESSAGES.added,
            movedTo ? `Jetzt in «${movedTo}».` : undefined,
          );
          onOpenChange(false);
          if (!player) onAdded?.(result.player);
        },
        onError: (error) => {
          markServerFieldErrors(form, error);
          toast.error(
            player ? PLAYER_MESSAGES.updateFailed : PLAYER_MESSAGES.addFailed,
            errorMessage(error, PLAYER_MESSAGES.saveFailed),
          );
        },
      },
    ),
  );

  const title = player ? "Spieler bearbeiten" : "Spieler hinzufügen";
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Vor- und Nachname und das Team sind Pflichtfelder. Statistiken entstehen aus den Spielereignissen."
      size="lg"
      onSubmit={onSubmit}
      isSaving={save.isPending}
      isUploading={image.isUploading}
      isDirty={form.formState.isDirty || image.isChanged}
      holdOpen={isTeamDialogOpen}
      submitLabel={player ? "Speichern" : "Hinzufügen"}
      outsideForm={
        <TeamEditDialog
          clubId={clubId}
          open={isTeamDialogOpen}
          onOpenChange={setTeamDialogOpen}
          team={null}
          variant="shortcut"
          onSaved={(team) => setPendingTeamId(team.id)}
        />
      }
    >
      <ImageUpload
        label="Foto"
        aspect="portrait"
        alt={player ? `${player.firstName} ${player.lastName}` : ""}
        {...image.uploadProps}
        disabled={save.isPending}
        hint="Hochformat 2:3; JPG, PNG oder WebP, max. 5 MB."
      />
      <div className="grid grid-cols-1 content-start gap-4 sm:grid-cols-2">
        <NameFields
          firstName={{ field: form.register("firstName"), error: text(errors.firstName?.message) }}
          lastName={{ field: form.register("lastName"), error: text(errors.lastName?.message) }}
        />
        <Field label="Team" required error={text(errors.teamId?.message)} className="sm:col-span-2">
          <div className="flex gap-2">
            <NativeSelect
              className="min-w-0 flex-1"
              placeholder="Team wählen"
              options={teams.map((team) => ({
                value: team.id,
                label: `${team.name} (${team.league})`,
              }))}
              {...form.register("teamId")}
            />
            {mayAddTeam ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => setTeamDialogOpen(true)}
                disabled={isBusy}
                aria-label="Neues Team erstellen"
              >
                <Plus aria-hidden="true" />
                Team
              </Button>
            ) : null}
          </div>
        </Field>
        <Field label="Position" error={text(errors.position?.message)}>
          <NativeSelect placeholder="Position wählen" options={POSITIONS} {...form.register("position")} />
        </Field>
        <Field label="Rückennummer" hint={numberHint} error={text(errors.playerNumber?.message)}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            step={1}
            {...form.register("playerNumber")}
          />
        </Field>
        <YearFields
          min={PLAYER_YEAR_MIN}
          birthYear={{
            field: form.register("birthYear", SINCE_DEPENDS_ON_BIRTH),
            error: text(errors.birthYear?.message),
          }}
          atClubSince={{ field: form.register("atClubSince"), error: text(errors.atClubSince?.message) }}
        />
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2 text-sm text-gray-900">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              {...form.register("mediaConsent")}
            />
            <span>
              <span className="font-medium">{MEDIA_CONSENT_LABEL}</span>
              <span className="block text-gray-600">{MEDIA_CONSENT_HINT}</span>
            </span>
          </label>
        </div>
      </div>
    </FormDialog>
  );
}

/**
 * «Rückennummer»'s hint: the numbers the chosen team already wears. The server refuses a number
 * taken in the team, and a secretary trying 7, then 77, learnt each only from a refusal. The
 * club's players are the list the tab shows (the same query, no new request); the player being
 * edited does not stand in his own way.
 */
function useTakenNumbersHint(
  clubId: string,
  teams: ManageTeam[],
  teamId: string | undefined,
  playerId: string | null,
): string {
  const players = useQuery(managePlayersQueryOptions(clubId));
  const team = teams.find((t) => t.id === teamId);
  if (!team || !players.data) return "1 bis 99";
  const taken = players.data
    .flatMap((p) =>
      p.teamId === team.id && p.id !== playerId && p.playerNumber !== null ? [p.playerNumber] : [],
    )
    .sort((a, b) => a - b);
  return taken.length > 0 ? `1 bis 99. In «${team.name}» vergeben: ${taken.join(", ")}` : "1 bis 99";
}
