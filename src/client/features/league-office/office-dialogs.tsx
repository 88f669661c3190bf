import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  CANTONS,
  type Canton,
  FAIR_PLAY_CORRECTION_LABELS,
  LEAGUES,
  type League,
} from "#shared/constants.ts";
import { formatDayMonthYear, pluralize } from "#shared/format.ts";
import { comingLeftText, DEFAULT_GROUP, placementText } from "#shared/league/groups.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import {
  deductionSchema,
  FAIR_PLAY_CORRECTION_MAX_POINTS,
  fairPlayCorrectionSchema,
  MOVED_MATCHES,
  MOVED_MATCHES_LABELS,
  type MovedMatches,
  placementSchema,
} from "#shared/league/schema.ts";
import type { OfficeDeduction, PlacementCheckResponse } from "#shared/league/types.ts";
import { seasonLabel } from "#shared/matches/season.ts";
import { CARD_PENALTY_POINTS, MAX_RED_CARD_POINTS } from "#shared/rankings/ranking-rules.ts";
import { movedLabel, type TableMove } from "#shared/rankings/types.ts";
import { api, errorMessage } from "../../lib/api.ts";
import { FormDialog } from "../../ui/crud/form-dialog.tsx";
import { useConfirm } from "../../ui/dialogs-provider.tsx";
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { officeRedCardsQueryOptions, useCorrectFairPlay, useDeductPoints, usePlaceTeam } from "./api.ts";
import { RedCardPicker } from "./red-card-picker.tsx";

// The console's dialogs: place or move a team, deduct points, correct fair-play points. Each
// checks with the shared schema first (the server checks again) and shows its German errors.

function firstErrors(issues: readonly { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "_")] ??= issue.message;
  return errors;
}

export interface DialogTeam {
  teamId: string;
  name: string;
  /** Counted league matches of the console's season (a move then asks what becomes of them). */
  countedMatches?: number;
}

/** Place a team in a season (the running one: a move when it has counted matches). */
export function PlaceDialog({
  team,
  seasons,
  initial,
  onClose,
}: {
  team: DialogTeam;
  /** The seasons that may still change: the running one and the next. */
  seasons: number[];
  initial: { season: number; canton: Canton; league: League; group: string };
  onClose: () => void;
}) {
  const place = usePlaceTeam();
  const confirm = useConfirm();
  const [values, setValues] = useState({ ...initial, movedMatches: "keep" as MovedMatches });
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The dry run before a placement in the running season: a second submit meanwhile is the same one.
  const [isChecking, setChecking] = useState(false);
  const focusFirstInvalid = useFocusFirstInvalid();
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));
  const cannotSave = (error: unknown) =>
    setErrors({ _: errorMessage(error, "Die Einteilung konnte nicht gespeichert werden.") });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isChecking) return;
    const parsed = placementSchema.safeParse({ teamId: team.teamId, ...values });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return focusFirstInvalid(event.currentTarget);
    }
    setErrors({});
    // Only the running season's placement can be a move (decision 018). Whether it is one is the
    // server's rule (counted matches since the team's last move, the group as the league spells
    // it), so the server answers it with a dry run; a move changes two tables fans read, and the
    // office is asked first. A first placement or a correction is saved without a question.
    // The group a move leaves, named in the toast as the question named it.
    let left: string | null = null;
    if (parsed.data.season === seasons[0]) {
      setChecking(true);
      let check: PlacementCheckResponse;
      try {
        check = await api(leagueOfficePaths.checkPlacement(), { method: "PUT", body: parsed.data });
      } catch (error) {
        return cannotSave(error);
      } finally {
        setChecking(false);
      }
      if (check.result === "moved" && check.from) {
        left = check.from.group;
        const to = { canton: parsed.data.canton, league: parsed.data.league, group: parsed.data.group };
        const ok = await confirm({
          title: `${team.name} verschieben?`,
          description: moveQuestion(team, check.from, to, parsed.data.movedMatches, check.comingInOldGroup),
          confirmLabel: "Verschieben",
        });
        if (!ok) return;
      }
    }
    place.mutate(parsed.data, {
      onSuccess: (result) => {
        const text =
          result.result === "moved"
            ? movedToast(parsed.data.movedMatches, left)
            : result.result === "unchanged"
              ? "Keine Änderung."
              : "Eingeteilt.";
        toast.success(team.name, text);
        onClose();
      },
      onError: cannotSave,
    });
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Mannschaft einteilen"
      description={`${team.name}: Saison, Kanton, Liga und Gruppe.`}
      bodyClassName="grid gap-4"
      onSubmit={(event) => void submit(event)}
      isSaving={place.isPending}
      isUploading={false}
      isDirty={(Object.keys(initial) as (keyof typeof initial)[]).some((key) => values[key] !== initial[key])}
      submitLabel="Einteilen"
    >
      <Field label="Saison" error={errors.season}>
        <NativeSelect
          value={String(values.season)}
          onChange={(e) => set({ season: Number(e.target.value) })}
          options={seasons.map((s) => ({ value: String(s), label: `Saison ${seasonLabel(s)}` }))}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Kanton" error={errors.canton}>
          <NativeSelect
            value={values.canton}
            onChange={(e) => set({ canton: e.target.value as Canton })}
            options={CANTONS}
          />
        </Field>
        <Field label="Liga" error={errors.league}>
          <NativeSelect
            value={values.league}
            onChange={(e) => set({ league: e.target.value as League })}
            options={LEAGUES}
          />
        </Field>
      </div>
      <Field label="Gruppe" error={errors.group} hint={`Leer: «${DEFAULT_GROUP}».`}>
        <Input value={values.group} onChange={(e) => set({ group: e.target.value })} />
      </Field>
      {/* A move in the running season of a team with counted matches: the office decides. */}
      {values.season === seasons[0] && (team.countedMatches ?? 0) > 0 ? (
        <Field
          label={`Bisherige Spiele (${team.countedMatches} gewertet)`}
          error={errors.movedMatches}
          hint="Annulliert zählen sie in der alten Gruppe für niemanden mehr, auch nicht für die Gegner. Gilt, wenn die Mannschaft die Gruppe wechselt."
        >
          <NativeSelect
            value={values.movedMatches}
            onChange={(e) => set({ movedMatches: e.target.value as MovedMatches })}
            options={MOVED_MATCHES.map((m) => ({ value: m, label: MOVED_MATCHES_LABELS[m] }))}
          />
        </Field>
      ) : null}
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-live-dark">
          {errors._}
        </p>
      ) : null}
    </FormDialog>
  );
}

/** «Verschoben. Die bisherigen Spiele bleiben in Gruppe 1.»: a sentence, not the select's option lower-cased. */
function movedToast(movedMatches: MovedMatches, left: string | null): string {
  const where = left ?? "der alten Gruppe";
  return movedMatches === "annul"
    ? `Verschoben. Die bisherigen Spiele in ${where} sind annulliert.`
    : `Verschoben. Die bisherigen Spiele bleiben in ${where}.`;
}

/**
 * What a move does, in the words of decision 018: the team leaves its group, its counted matches
 * stay in that group's table for the other teams (it stands below them, marked as in the table)
 * or are annulled there, and the new group starts it with 0 games. Its fixtures still set against
 * the old group count in neither table afterwards: the office is told how many.
 */
function moveQuestion(
  team: DialogTeam,
  from: TableMove,
  to: TableMove,
  movedMatches: MovedMatches,
  comingInOldGroup: number,
): string {
  const counted = team.countedMatches ?? 0;
  const matches = counted > 0 ? pluralize(counted, "gewertetes Spiel", "gewertete Spiele") : null;
  const plural = counted !== 1;
  const old =
    movedMatches === "annul"
      ? `${matches ?? "Die bisherigen Spiele"} in ${from.group} ${plural ? "werden" : "wird"} annulliert und ${plural ? "zählen" : "zählt"} dort für niemanden mehr, auch nicht für die Gegner.`
      : `${matches ?? "Die bisherigen gewerteten Spiele"} ${plural ? "bleiben" : "bleibt"} in der Tabelle von ${from.group}: Die Gegner behalten ihre Punkte, ${team.name} steht dort unten, «${movedLabel(from, to)}».`;
  const coming = comingInOldGroup > 0 ? ` ${comingLeftText(comingInOldGroup, from.group)}.` : "";
  return `${team.name} verlässt ${placementText(from)} und spielt neu in ${placementText(to)}. ${old} In der neuen Gruppe beginnt die Mannschaft mit 0 Spielen.${coming}`;
}

const sameReason = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Deduct points (with a reason shown under the table) or add fair-play points. */
export function DecisionDialog({
  kind,
  team,
  season,
  earlier = [],
  onClose,
}: {
  kind: "deduction" | "fairPlay";
  team: DialogTeam;
  season: number;
  /** The team's deductions of the season so far: the same one again is asked about first. */
  earlier?: readonly OfficeDeduction[];
  onClose: () => void;
}) {
  const confirm = useConfirm();
  const deduct = useDeductPoints();
  const correct = useCorrectFairPlay();
  const [points, setPoints] = useState("");
  const [reason, setReason] = useState("");
  // A team without a red card this season has only the officials' misconduct to correct: the
  // dialog opens there (the picker's query, shared through the cache), until the clerk picks.
  const redCards = useQuery({
    ...officeRedCardsQueryOptions(team.teamId, season),
    enabled: kind === "fairPlay",
  });
  const hasNoRedCard = redCards.data?.cards.length === 0;
  const [pickedKind, setPickedKind] = useState<"red_card" | "officials" | null>(null);
  const correctionKind = pickedKind ?? (hasNoRedCard ? "officials" : "red_card");
  const [card, setCard] = useState<{ matchId: string; eventId: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isDeduction = kind === "deduction";
  const isSaving = deduct.isPending || correct.isPending;
  const focusFirstInvalid = useFocusFirstInvalid();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const refuse = (issues: readonly { path: PropertyKey[]; message: string }[]) => {
      setErrors(firstErrors(issues));
      focusFirstInvalid(form);
    };
    const base = { teamId: team.teamId, season, points: points === "" ? undefined : Number(points), reason };
    const options = {
      onSuccess: () => {
        toast.success(team.name, isDeduction ? "Punkte abgezogen." : "Strafpunkte erfasst.");
        onClose();
      },
      onError: (error: unknown) =>
        setErrors({ _: errorMessage(error, "Der Entscheid wurde nicht gespeichert.") }),
    };
    if (isDeduction) {
      const parsed = deductionSchema.safeParse(base);
      if (!parsed.success) return refuse(parsed.error.issues);
      setErrors({});
      // A second deduction for the same points and reason is usually the first one saved twice
      // (each counts: five saves took 15 points); a second forfeit of the same kind is not, so
      // it is asked, not refused.
      const same = earlier.find(
        (d) => d.points === parsed.data.points && sameReason(d.reason, parsed.data.reason),
      );
      if (same) {
        void confirm({
          title: "Gleicher Abzug schon erfasst",
          description: `${team.name} hat schon ${pluralize(same.points, "Punkt", "Punkte")} Abzug mit der Begründung «${same.reason}» vom ${formatDayMonthYear(same.createdAt)}.`,
          confirmLabel: "Nochmals abziehen",
        }).then((ok) => {
          if (ok) deduct.mutate(parsed.data, options);
        });
        return;
      }
      deduct.mutate(parsed.data, options);
    } else {
      const named = correctionKind === "red_card" && card ? card : {};
      const parsed = fairPlayCorrectionSchema.safeParse({ ...base, kind: correctionKind, ...named });
      if (!parsed.success) return refuse(parsed.error.issues);
      setErrors({});
      correct.mutate(parsed.data, options);
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={isDeduction ? "Punkte abziehen" : "Strafpunkte korrigieren"}
      description={`${team.name}, Saison ${seasonLabel(season)}.`}
      bodyClassName="grid gap-4"
      onSubmit={submit}
      isSaving={isSaving}
      isUploading={false}
      isDirty={points !== "" || reason.trim() !== "" || card !== null}
      submitLabel="Speichern"
    >
      {isDeduction ? null : (
        <Field label="Art" error={errors.kind}>
          <NativeSelect
            value={correctionKind}
            onChange={(e) => setPickedKind(e.target.value === "officials" ? "officials" : "red_card")}
            options={Object.entries(FAIR_PLAY_CORRECTION_LABELS).map(([value, label]) =>
              value === "red_card" && hasNoRedCard
                ? { value, label: `${label} (keine in dieser Saison)`, disabled: true }
                : { value, label },
            )}
          />
        </Field>
      )}
      {!isDeduction && correctionKind === "red_card" ? (
        <RedCardPicker
          teamId={team.teamId}
          season={season}
          eventId={card?.eventId ?? ""}
          onChange={(picked) => setCard(picked ? { matchId: picked.matchId, eventId: picked.eventId } : null)}
          error={errors.eventId ?? errors.matchId}
        />
      ) : null}
      <Field
        label={isDeduction ? "Punkte" : "Zusätzliche Strafpunkte"}
        required
        error={errors.points}
        hint={
          isDeduction
            ? "1 bis 99 Punkte."
            : correctionKind === "red_card"
              ? `Eine Rote Karte zählt ${CARD_PENALTY_POINTS.red} Punkte; höher bewertet bis ${MAX_RED_CARD_POINTS} (also 1 bis ${FAIR_PLAY_CORRECTION_MAX_POINTS.red_card} zusätzliche).`
              : `1 bis ${FAIR_PLAY_CORRECTION_MAX_POINTS.officials} Strafpunkte.`
        }
      >
        <Input type="number" inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} />
      </Field>
      <Field
        label="Begründung"
        required
        error={errors.reason}
        hint={
          isDeduction
            ? "Steht öffentlich unter der Tabelle."
            : "Die Fairplay-Wertung zeigt die Summe der Korrekturen."
        }
      >
        <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
      </Field>
      {errors._ ? (
        <p role="alert" className="text-sm font-medium text-live-dark">
          {errors._}
        </p>
      ) : null}
    </FormDialog>
  );
}
