import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { COMPETITION_LABELS, COMPETITIONS, type Competition } from "#shared/constants.ts";
import { toZurichDateInput } from "#shared/format.ts";
import { defaultCompetition, type MatchInput, matchInputSchema } from "#shared/matches/schema.ts";
import type { MatchSummary, MatchTeamOption, MatchTeamOptions } from "#shared/matches/types.ts";
import { defaultVenue } from "#shared/matches/venue.ts";
import { Button } from "../../ui/button.tsx";
import { markServerFieldErrors } from "../../ui/crud/server-field-errors.ts";
import { useDiscardGuard } from "../../ui/crud/use-discard-guard.ts";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog.tsx";
import { Field, Input, useRepeatedErrors } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { ErrorState, LoadingState } from "../../ui/skeleton.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchTeamOptionsQueryOptions } from "./club-schedule-queries.ts";
import { KickoffNote } from "./kickoff-note.tsx";
import { proposalToast, useSaveMatch } from "./manage-api.ts";
import { MatchHistoryList } from "./match-history-list.tsx";
import { MATCH_TOASTS, matchErrorToast } from "./match-toasts.ts";
import { OpponentTeamDialog } from "./opponent-team-dialog.tsx";

// Other features reach the schedule's toasts through this component module (architecture.md).
export { MATCH_TOASTS, matchErrorToast } from "./match-toasts.ts";

function draft(match: MatchSummary | null): MatchInput {
  if (!match) return { homeTeamId: "", awayTeamId: "", date: "", time: "", stadium: "" };
  const { date, time } = toZurichDateInput(match.matchDate);
  return {
    homeTeamId: match.homeTeam.id,
    awayTeamId: match.awayTeam.id,
    date,
    time,
    stadium: match.stadium ?? "",
    competition: match.competition,
  };
}

/** 'Meine Teams' (each marked 'Mein Team'), then 'Alle Teams'. */
function TeamOptions({ options }: { options: MatchTeamOptions }) {
  const label = (t: MatchTeamOption) =>
    `${t.name} · ${t.league}${t.clubName && t.clubName !== t.name ? ` (${t.clubName})` : ""}`;
  return (
    <>
      <optgroup label="Meine Teams">
        {options.myTeams.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name} · {t.league} – Mein Team
          </option>
        ))}
      </optgroup>
      <optgroup label="Alle Teams">
        {options.otherTeams.map((t) => (
          <option key={t.id} value={t.id}>
            {label(t)}
          </option>
        ))}
      </optgroup>
    </>
  );
}

export type MatchDialogProps = {
  clubId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The match to edit; null schedules a new one. */
  match: MatchSummary | null;
};

/** Home team, away team, date, time, stadium (club-management §5); a new opponent on the way. */
export function MatchDialog({ clubId, open, onOpenChange, match }: MatchDialogProps) {
  const options = useQuery({ ...matchTeamOptionsQueryOptions(clubId), enabled: open });
  const save = useSaveMatch(clubId);
  const schema = useMemo(() => matchInputSchema(), []);
  const form = useForm<MatchInput>({ resolver: zodResolver(schema) });
  const { errors } = form.formState;
  // In the order the fields stand: the first of the same words is announced, the rest only shown.
  const repeated = useRepeatedErrors({
    homeTeamId: errors.homeTeamId?.message,
    awayTeamId: errors.awayTeamId?.message,
    date: errors.date?.message,
    time: errors.time?.message,
    stadium: errors.stadium?.message,
    competition: errors.competition?.message,
  });
  const [isTeamDialogOpen, setTeamDialogOpen] = useState(false);
  // The last suggestion, so a stadium the user typed is never overwritten.
  const lastSuggestion = useRef("");

  useEffect(() => {
    if (!open) return;
    form.reset(draft(match));
    lastSuggestion.current = "";
    save.reset();
  }, [open, match, form, save.reset]);

  function findTeam(teamId: string): MatchTeamOption | null {
    const data = options.data;
    if (!data) return null;
    return [...data.myTeams, ...data.otherTeams].find((t) => t.id === teamId) ?? null;
  }

  // The team selects are registered (not set by hand), so an invalid submit focuses the first
  // missing field in the order they stand: the form registers its fields as it renders them.
  // They also show the form's value, because a new opponent is set before its option arrives.
  function suggestStadium(teamId: string) {
    if (!options.data) return;
    const current = form.getValues("stadium").trim();
    if (current !== "" && current !== lastSuggestion.current) return;
    const suggestion = defaultVenue(findTeam(teamId));
    lastSuggestion.current = suggestion;
    form.setValue("stadium", suggestion, { shouldValidate: form.formState.isSubmitted });
  }

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { matchId: match?.id ?? null, input: values },
      {
        onSuccess: (result) => {
          const done = match ? MATCH_TOASTS.updated : MATCH_TOASTS.created;
          toast.success(proposalToast(result) ?? done);
          onOpenChange(false);
        },
        onError: (error) => {
          // A refusal the server names at a field (the same match at that kick-off: the date)
          // is marked there and focused; the toast says it too.
          markServerFieldErrors(form, error);
          matchErrorToast(match ? MATCH_TOASTS.updateFailed : MATCH_TOASTS.createFailed, error);
        },
      },
    ),
  );

  // A new opponent plays the own team chosen (home, else away; the first one before a choice):
  // it starts in that team's canton and league, which decide whether the match counts.
  const myTeams = options.data?.myTeams ?? [];
  const chosenOwnTeam =
    myTeams.find((t) => t.id === form.watch("homeTeamId")) ??
    myTeams.find((t) => t.id === form.watch("awayTeamId")) ??
    myTeams[0] ??
    null;
  const closeAsking = useDiscardGuard(form.formState.isDirty, onOpenChange);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && save.isPending) return;
        void closeAsking(next);
      }}
    >
      <DialogContent size="md" preventClose={save.isPending}>
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{match ? "Spiel bearbeiten" : "Neues Spiel"}</DialogTitle>
            <DialogDescription>
              Alle Felder sind Pflichtfelder. Datum und Zeit in Schweizer Zeit.
            </DialogDescription>
          </DialogHeader>
          {options.isPending ? (
            <LoadingState label="Mannschaften werden geladen…" />
          ) : options.isError ? (
            <ErrorState
              className="mt-4"
              message={MATCH_TOASTS.loadFailed}
              onRetry={() => options.refetch()}
              isRetrying={options.isFetching}
            />
          ) : (
            <DialogBody>
              <Field
                label="Heimmannschaft"
                required
                error={errors.homeTeamId?.message}
                announceError={!repeated.has("homeTeamId")}
              >
                <NativeSelect
                  {...form.register("homeTeamId", { onChange: (e) => suggestStadium(e.target.value) })}
                  value={form.watch("homeTeamId") ?? ""}
                  placeholder="Mannschaft wählen"
                >
                  <TeamOptions options={options.data} />
                </NativeSelect>
              </Field>
              <Field
                label="Auswärtsmannschaft"
                required
                error={errors.awayTeamId?.message}
                announceError={!repeated.has("awayTeamId")}
              >
                <NativeSelect
                  {...form.register("awayTeamId")}
                  value={form.watch("awayTeamId") ?? ""}
                  placeholder="Mannschaft wählen"
                >
                  <TeamOptions options={options.data} />
                </NativeSelect>
              </Field>
              {match ? null : (
                <div>
                  <Button type="button" variant="secondary" size="sm" onClick={() => setTeamDialogOpen(true)}>
                    <Plus aria-hidden="true" />
                    Neues Team
                  </Button>
                </div>
              )}
              <div className="grid grid-cols-2 gap-3">
                <Field
                  label="Datum"
                  required
                  error={errors.date?.message}
                  announceError={!repeated.has("date")}
                >
                  <Input type="date" {...form.register("date")} />
                </Field>
                <Field
                  label="Zeit"
                  required
                  error={errors.time?.message}
                  announceError={!repeated.has("time")}
                >
                  <Input type="time" {...form.register("time")} />
                </Field>
              </div>
              <KickoffNote
                date={form.watch("date") ?? ""}
                time={form.watch("time") ?? ""}
                hasTimeError={errors.time !== undefined}
              />
              <Field
                label="Stadion"
                required
                error={errors.stadium?.message}
                announceError={!repeated.has("stadium")}
              >
                <Input {...form.register("stadium")} autoComplete="off" />
              </Field>
              <Field
                label="Wettbewerb"
                hint="Nur Meisterschaftsspiele zählen in der Tabelle."
                error={errors.competition?.message}
                announceError={!repeated.has("competition")}
              >
                <NativeSelect
                  value={form.watch("competition") ?? ""}
                  onChange={(e) =>
                    form.setValue("competition", e.target.value ? (e.target.value as Competition) : undefined)
                  }
                >
                  <option value="">
                    Automatisch:{" "}
                    {
                      COMPETITION_LABELS[
                        defaultCompetition(
                          findTeam(form.watch("homeTeamId")),
                          findTeam(form.watch("awayTeamId")),
                        )
                      ]
                    }
                  </option>
                  {COMPETITIONS.map((c) => (
                    <option key={c} value={c}>
                      {COMPETITION_LABELS[c]}
                    </option>
                  ))}
                </NativeSelect>
              </Field>
              {match ? <MatchHistoryList matchId={match.id} /> : null}
            </DialogBody>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Abbrechen
              </Button>
            </DialogClose>
            <Button type="submit" loading={save.isPending} disabled={!options.isSuccess}>
              {match ? "Speichern" : "Spiel erstellen"}
            </Button>
          </DialogFooter>
        </form>
        <OpponentTeamDialog
          clubId={clubId}
          open={isTeamDialogOpen}
          onOpenChange={setTeamDialogOpen}
          defaults={{ canton: chosenOwnTeam?.canton ?? "", league: chosenOwnTeam?.league ?? "" }}
          onCreated={(teamId) => {
            const side =
              form.getValues("awayTeamId") === ""
                ? "awayTeamId"
                : form.getValues("homeTeamId") === ""
                  ? "homeTeamId"
                  : "awayTeamId";
            form.setValue(side, teamId, { shouldValidate: form.formState.isSubmitted });
            if (side === "homeTeamId") suggestStadium(teamId);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
