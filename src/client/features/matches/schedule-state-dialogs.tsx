import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import type { TeamSide } from "#shared/constants.ts";
import { formatLongDate, formatLongDateTime } from "#shared/format.ts";
import {
  forfeitScore,
  matchResultSchema,
  newMatchDate,
  postponeMatchSchema,
  restoreMatchSchema,
  sameKickoffMessage,
} from "#shared/matches/schema.ts";
import { hasScoringEvents, scoreFromEvents } from "#shared/matches/timeline.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { ApiError, errorMessage } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
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
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { KeptTogether } from "../../ui/kept-together.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchEventsQueryOptions } from "./api.ts";
import { KickoffNote } from "./kickoff-note.tsx";
import { proposalToast, usePostponeMatch, useRestoreMatch, useSaveResult } from "./manage-api.ts";
import { fullTeamName, hasResult, TeamName } from "./match-teams.tsx";

// The schedule's state changes after a match was set: 'Endstand
// erfassen' (or 'ändern') on a past match, 'Verschieben' (new date optional) and 'Wieder ansetzen'.

export type ScheduleAction = "result" | "postpone" | "restore";

/** Under the optional reason of what the league office does to a fixture without a club. */
export const OFFICE_REASON_HINT = "Freiwillig. Steht als Begründung im Verlauf der Spielleitung.";

/**
 * The final score's action, on its button and as its dialog's title: «Endstand ändern» once a
 * score is recorded (the ticker's, one entered before, a forfeit), «Endstand erfassen» before.
 * The club's schedule and the league office's fixtures say the same.
 */
export function finalScoreLabel(
  match: Pick<MatchSummary, "homeScore" | "awayScore">,
): "Endstand erfassen" | "Endstand ändern" {
  return hasResult(match) ? "Endstand ändern" : "Endstand erfassen";
}

/**
 * A first final score ends the match; a change to a finished match's score only changes it, and
 * «Das Spiel ist beendet» there read as if the match had been reopened.
 */
export const FINAL_SCORE_TOASTS = {
  ended: "Endstand gespeichert. Das Spiel ist beendet.",
  changed: "Endstand geändert.",
} as const;

/** The office's forfeit deletes a fixture's events (it cannot delete them one by one first). */
export const FORFEIT_CLEARS_EVENTS = (count: number) =>
  `Mit dem Forfait werden ${count === 1 ? "das Ereignis" : `die ${count} Ereignisse`} des Spielberichts gelöscht.`;

function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}

function ShellDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  isSaving,
  submitLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSaving: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (isSaving ? undefined : onOpenChange(next))}>
      <DialogContent size="sm">
        <form onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {/* A day keeps its month and a team its ordinal: on a phone «Freitag, 11.» stood above
                «Dezember 2026». */}
            <DialogDescription>
              <KeptTogether text={description} />
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4">{children}</DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isSaving}>
                Abbrechen
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSaving}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** «Home gegen Away, Sonntag, 20. Dezember 2026»: the line a question or dialog about a match names it by. */
export const matchLine = (match: MatchSummary) =>
  `${fullTeamName(match.homeTeam)} gegen ${fullTeamName(match.awayTeam)}, ${formatLongDate(match.matchDate)}`;

/**
 * 'Endstand erfassen' or 'Endstand ändern' (finalScoreLabel): with goal events their score is
 * filled in, and one with fewer goals is refused. `asksReason`: the league office's console,
 * where a forfeit's reason goes into its Verlauf (a club's forfeit has no such place).
 */
export function FinalScoreDialog({
  match,
  onClose,
  asksReason = false,
}: {
  match: MatchSummary;
  onClose: () => void;
  asksReason?: boolean;
}) {
  const events = useQuery(matchEventsQueryOptions(match.id));
  const save = useSaveResult();
  const [home, setHome] = useState(match.homeScore === null ? "" : String(match.homeScore));
  const [away, setAway] = useState(match.awayScore === null ? "" : String(match.awayScore));
  const [forfeit, setForfeit] = useState<TeamSide | "">(match.forfeit ?? "");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focusFirstInvalid = useFocusFirstInvalid();
  const hasGoals = events.data ? hasScoringEvents(events.data) : false;
  const fromEvents = events.data && hasGoals ? scoreFromEvents(events.data) : null;

  useEffect(() => {
    if (fromEvents && home === "" && away === "") {
      setHome(String(fromEvents.home));
      setAway(String(fromEvents.away));
    }
  }, [fromEvents, home, away]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = matchResultSchema.safeParse(
      forfeit
        ? { ...forfeitScore(forfeit), forfeit, ...(asksReason && reason.trim() ? { reason } : {}) }
        : {
            homeScore: home === "" ? undefined : Number(home),
            awayScore: away === "" ? undefined : Number(away),
            ...(asksReason && reason.trim() ? { reason } : {}),
          },
    );
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return focusFirstInvalid(event.currentTarget);
    }
    setErrors({});
    save.mutate(
      { matchId: match.id, input: parsed.data },
      {
        onSuccess: (result) => {
          toast.success(
            proposalToast(result) ??
              (match.status === "completed" ? FINAL_SCORE_TOASTS.changed : FINAL_SCORE_TOASTS.ended),
          );
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(error, "Der Endstand konnte nicht gespeichert werden");
          if (error instanceof ApiError && error.status === 409) setErrors({ _: message });
          toast.error("Endstand nicht gespeichert", message);
        },
      },
    );
  }

  return (
    <ShellDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={finalScoreLabel(match)}
      description={matchLine(match)}
      onSubmit={submit}
      isSaving={save.isPending}
      submitLabel="Endstand speichern"
    >
      <Field
        label="Wertung"
        hint="Forfait: 3:0 für die andere Mannschaft, ohne Spielereignisse und Spielerstatistik."
        error={errors.forfeit}
      >
        <NativeSelect
          value={forfeit}
          onChange={(e) => {
            const side = e.target.value === "home" || e.target.value === "away" ? e.target.value : "";
            setForfeit(side);
            if (side) {
              const score = forfeitScore(side);
              setHome(String(score.homeScore));
              setAway(String(score.awayScore));
            }
          }}
          options={[
            { value: "", label: "Gespielt" },
            { value: "home", label: `Forfait ${fullTeamName(match.homeTeam)}` },
            { value: "away", label: `Forfait ${fullTeamName(match.awayTeam)}` },
          ]}
        />
      </Field>
      <div className="grid grid-cols-2 items-end gap-3">
        <Field label={<TeamName team={match.homeTeam} />} required error={errors.homeScore}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={home}
            disabled={forfeit !== ""}
            onChange={(e) => setHome(e.target.value)}
          />
        </Field>
        <Field label={<TeamName team={match.awayTeam} />} required error={errors.awayScore}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={99}
            value={away}
            disabled={forfeit !== ""}
            onChange={(e) => setAway(e.target.value)}
          />
        </Field>
      </div>
      {/* The office's forfeit or correction of a recorded result is a decision: its Verlauf
          keeps why. Its first result is no decision, it asks none. */}
      {asksReason && (forfeit || match.status === "completed") ? (
        <Field label="Grund" hint={OFFICE_REASON_HINT} error={errors.reason}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      ) : null}
      {asksReason && forfeit && events.data?.length ? (
        <p className="text-sm font-medium text-gray-900">{FORFEIT_CLEARS_EVENTS(events.data.length)}</p>
      ) : null}
      {fromEvents && !forfeit ? (
        <p className="text-sm text-gray-600">
          Die Tore im Spielbericht ergeben {fromEvents.home}:{fromEvents.away}. Der Endstand kann mehr Tore
          haben (nicht jeder Torschütze erfasst), aber nicht weniger.
        </p>
      ) : null}
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-live-dark">
          {errors._}
        </p>
      ) : null}
    </ShellDialog>
  );
}

/**
 * 'Verschieben' (new date and reason optional) or 'Wieder ansetzen' (new date optional; with
 * `asksReason`, the league office's console, a reason for its Verlauf too).
 */
export function ScheduleDateDialog({
  match,
  action,
  onClose,
  onSaved,
  asksReason = false,
}: {
  match: MatchSummary;
  action: "postpone" | "restore";
  onClose: () => void;
  /** After a save, before `onClose`: the schedule places the focus by what changed. */
  onSaved?: () => void;
  asksReason?: boolean;
}) {
  const postpone = usePostponeMatch();
  const restore = useRestoreMatch();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focusFirstInvalid = useFocusFirstInvalid();
  const isPostpone = action === "postpone";
  const isSaving = postpone.isPending || restore.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = isPostpone || (asksReason && reason.trim()) ? { date, time, reason } : { date, time };
    const parsed = (isPostpone ? postponeMatchSchema : restoreMatchSchema)().safeParse(input);
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return focusFirstInvalid(form);
    }
    const sameKickoff = isPostpone ? sameKickoffMessage(match, input) : null;
    if (sameKickoff) {
      setErrors({ date: sameKickoff });
      return focusFirstInvalid(form);
    }
    setErrors({});
    const options = {
      onSuccess: (result: object) => {
        // To a kick-off already known the match moves (the server sets it again for it).
        const movedTo = isPostpone ? newMatchDate(input) : null;
        const moves = movedTo !== null && movedTo.getTime() !== Date.parse(match.matchDate);
        const done = moves
          ? `Spiel verschoben auf ${formatLongDateTime(movedTo)}.`
          : isPostpone
            ? "Spiel verschoben."
            : "Spiel wieder angesetzt.";
        toast.success(proposalToast(result) ?? done);
        onSaved?.();
        onClose();
      },
      onError: (error: unknown) => {
        // A refusal at a field (400, or 409 for another match of the same teams at that
        // kick-off) is marked there.
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
          setErrors(error.fields);
          focusFirstInvalid(form);
        }
        toast.error(
          isPostpone ? "Das Spiel konnte nicht verschoben werden" : "Das Spiel konnte nicht angesetzt werden",
          errorMessage(error, ""),
        );
      },
    };
    if (isPostpone) postpone.mutate({ matchId: match.id, input }, options);
    else restore.mutate({ matchId: match.id, input }, options);
  }

  return (
    <ShellDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={isPostpone ? "Spiel verschieben" : "Spiel wieder ansetzen"}
      description={matchLine(match)}
      onSubmit={submit}
      isSaving={isSaving}
      submitLabel={isPostpone ? "Verschieben" : "Wieder ansetzen"}
    >
      <p className="text-sm text-gray-600">
        {isPostpone
          ? "Steht der neue Termin schon fest, trage ihn ein: das Spiel findet dann zu dieser Zeit statt. Sonst bleibt es als «verschoben» offen, bis du es wieder ansetzt."
          : "Ohne neues Datum bleibt das bisherige."}
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Neues Datum" error={errors.date}>
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </Field>
        <Field label="Uhrzeit" error={errors.time}>
          <Input type="time" value={time} onChange={(e) => setTime(e.target.value)} />
        </Field>
      </div>
      <KickoffNote date={date} time={time} hasTimeError={errors.time !== undefined} />
      {isPostpone || asksReason ? (
        <Field label="Grund" hint={isPostpone ? undefined : OFFICE_REASON_HINT} error={errors.reason}>
          <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </Field>
      ) : null}
    </ShellDialog>
  );
}
