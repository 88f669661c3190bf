import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { EVENT_TYPES, type EventType } from "#shared/constants.ts";
import { MAX_EVENT_MINUTE } from "#shared/matches/clock.ts";
import {
  type EventSource,
  type MatchEventFormValues,
  matchEventInputSchema,
} from "#shared/matches/event-schema.ts";
import { EVENT_TYPE_INFO, EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import {
  NO_LINEUPS,
  offeredPlayers,
  PLAYER_RULE_MESSAGES,
  pickRoleOf,
  playersFor,
  recordedEventType,
  standingsAtMoment,
} from "#shared/matches/player-rules.ts";
import { MAX_ADDED_MINUTE } from "#shared/matches/timeline.ts";
import type { LineupPlayer, MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { ApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { startingLineupsQueryOptions } from "../live/api.ts";
import { matchEventsQueryOptions, matchLineupsQueryOptions } from "./api.ts";
import { type FormState, initialState, isChangedFrom, withChange } from "./event-form-state.ts";
import { CHOOSE_PLAYER, PlayerSelect, playerOption, WITHOUT_PLAYER } from "./event-player-select.tsx";
import { EventSidePicker } from "./event-side-picker.tsx";
import { useEventWrites } from "./manage-api.ts";

// The event form of both club dialogs (club-management §5): the report dialog's 'Spielereignisse'
// (source 'report') and the live ticker's 'Neues Ereignis' (source 'live'). Both pick a side
// first, then one of its players or 'Ohne Spieler' (an opponent may have no players here); a
// substitution names the player going off and the one coming on. See shared/matches/event-schema.ts.

export const EVENT_TOASTS = {
  saved: "Ereignis gespeichert!",
  deleted: "Ereignis gelöscht!",
  liveSaveFailed: "Fehler beim Speichern des Ereignisses",
  liveDeleteFailed: "Fehler beim Löschen des Ereignisses",
  reportDeleteFailed: "Fehler beim Löschen des Events",
} as const;

/** The report dialog's error toast by cause (club-management §8 'Events'). */
export function reportEventErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return "Fehler: Keine Berechtigung für diese Aktion";
    if (error.status === 409 && error.code === "conflict") return "Fehler: Dieses Ereignis existiert bereits";
    if (error.fields.playerId || error.fields.assistPlayerId) {
      return "Fehler: Ungültige Spieler- oder Spiel-ID";
    }
    return `Fehler beim Hinzufügen des Events: ${error.message || "Unbekannter Fehler"}`;
  }
  return "Fehler beim Hinzufügen des Events: Unbekannter Fehler";
}

export type EventFormProps = {
  match: MatchSummary;
  source: EventSource;
  /** The event being edited; null adds a new one. */
  editing: MatchEventView | null;
  /** Minute (and stoppage minute) a new event starts with (the live clock's in the ticker). */
  defaultMinute: number;
  defaultAddedMinute?: number | null;
  onDone?: () => void;
  onCancelEdit?: () => void;
  /** The first field takes the focus as the form shows (it replaced what had the focus). */
  isFocusedOnShow?: boolean;
  /**
   * Told whether anything was typed since the form was filled (false again once it leaves), so
   * the dialog around it asks «Änderungen verwerfen?» before closing, as a FormDialog does.
   */
  onDirtyChange?: (isDirty: boolean) => void;
};

export function EventForm({
  match,
  source,
  editing,
  defaultMinute,
  defaultAddedMinute = null,
  onDone,
  onCancelEdit,
  isFocusedOnShow = false,
  onDirtyChange,
}: EventFormProps) {
  const lineups = useQuery(matchLineupsQueryOptions(match.id));
  const startingLineups = useQuery(startingLineupsQueryOptions(match.id));
  const events = useQuery(matchEventsQueryOptions(match.id));
  const { add, update } = useEventWrites(match.id);
  const defaultTime = { minute: defaultMinute, addedMinute: defaultAddedMinute };
  const [state, setState] = useState<FormState>(() => initialState(editing, defaultTime));
  // What the form was last filled with: what differs from it is what a close would throw away.
  const [filled, setFilled] = useState<FormState>(state);
  const isDirty = isChangedFrom(state, filled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focusFirstInvalid = useFocusFirstInvalid();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const isFocusedOnShowRef = useRef(isFocusedOnShow);
  useEffect(() => {
    if (isFocusedOnShowRef.current) {
      formRef.current?.querySelector<HTMLElement>("select, input, textarea")?.focus();
    }
  }, []);

  // The clock's minute moves on every minute; it is read when the form is (re)filled, and must
  // not wipe what the user is typing.
  const defaultTimeRef = useRef(defaultTime);
  defaultTimeRef.current = defaultTime;

  // Editing another event (or finishing one) loads it into the form.
  useEffect(() => {
    const next = initialState(editing, defaultTimeRef.current);
    setState(next);
    setFilled(next);
    setErrors({});
  }, [editing]);

  const onDirtyChangeRef = useRef(onDirtyChange);
  onDirtyChangeRef.current = onDirtyChange;
  useEffect(() => onDirtyChangeRef.current?.(isDirty), [isDirty]);
  // A form that leaves (another tab) holds nothing more to lose.
  useEffect(() => () => onDirtyChangeRef.current?.(false), []);

  const home = lineups.data?.home.players ?? [];
  const away = lineups.data?.away.players ?? [];
  const type = state.type || null;
  const info = type ? EVENT_TYPE_INFO[type] : null;
  const isSided = info?.isSided ?? false;
  // The pickers offer whom the server would take at the form's minute (one rule,
  // shared/matches/player-rules.ts): nobody sent off or substituted off before it, and with a
  // line-up only players on the pitch score, assist or go off, only others come on. The players
  // of the event being edited stay offered.
  const moment = {
    minute: wholeNumberOr(state.minute, Number.POSITIVE_INFINITY),
    addedMinute: wholeNumberOr(state.addedMinute, null),
  };
  const standings = standingsAtMoment(events.data ?? [], startingLineups.data ?? NO_LINEUPS, moment, editing);
  const side = state.teamSide;
  const sidePlayers = offeredPlayers(side === "home" ? home : away, standings, editing?.player?.id);
  const withKept = (offered: readonly LineupPlayer[], id: string | undefined) =>
    sidePlayers.filter((p) => offered.includes(p) || p.id === id);
  const playerChoices = withKept(
    playersFor(sidePlayers, standings, side, type ? pickRoleOf(type) : "any"),
    editing?.player?.id,
  );
  const playerInChoices = withKept(playersFor(sidePlayers, standings, side, "bench"), editing?.playerIn?.id);
  // A second yellow for the same player is recorded as yellow-red; the form says so beforehand.
  const isSecondYellow =
    state.type === "yellowCard" &&
    recordedEventType("yellowCard", state.playerId, standings) !== "yellowCard";
  // A side without players can only take events 'ohne Spieler': preselect it.
  const hasNoPlayers = lineups.isSuccess && sidePlayers.length === 0;
  // A choice the pickers no longer offer (another minute or event type) is no choice.
  const offeredOrNone = (value: string, choices: readonly { id: string }[]) =>
    value === WITHOUT_PLAYER || choices.some((p) => p.id === value) ? value : "";
  const playerValue = hasNoPlayers ? WITHOUT_PLAYER : offeredOrNone(state.playerId, playerChoices);
  const playerInValue = hasNoPlayers ? WITHOUT_PLAYER : offeredOrNone(state.playerInId, playerInChoices);
  const assistCandidates = withKept(
    playersFor(sidePlayers, standings, side, "pitch"),
    editing?.assist?.id,
  ).filter((p) => p.id !== playerValue);
  const assistValue = offeredOrNone(state.assistPlayerId, assistCandidates);

  function set<K extends keyof FormState>(key: K, value: FormState[K]) {
    setState((s) => withChange(s, key, value));
  }

  const isPending = add.isPending || update.isPending;
  const idOrEmpty = (value: string) => (value === WITHOUT_PLAYER ? "" : value);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const isSubstitution = state.type === "substitution";
    const values: MatchEventFormValues = {
      type: isSecondYellow ? "yellowRedCard" : (state.type as EventType),
      minute: state.minute,
      addedMinute: state.addedMinute,
      playerId: isSided ? idOrEmpty(playerValue) : "",
      playerInId: isSubstitution ? idOrEmpty(playerInValue) : "",
      assistPlayerId: info?.isScorerGoal ? assistValue : "",
      teamSide: isSided ? state.teamSide : "",
      description: state.description,
      source,
    };
    const next: Record<string, string> = {};
    // The form asks for a deliberate choice: a player, or 'Ohne Spieler'.
    if (isSided && playerValue === "") next.playerId = CHOOSE_PLAYER;
    if (isSubstitution && playerInValue === "") next.playerInId = CHOOSE_PLAYER;
    const parsed = matchEventInputSchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "_")] ??= issue.message;
    }
    if (Object.keys(next).length > 0) {
      setErrors(next);
      return focusFirstInvalid(form);
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        toast.success(EVENT_TOASTS.saved);
        if (!editing) {
          const empty = initialState(null, defaultTime);
          setState(empty);
          setFilled(empty);
        }
        onDone?.();
      },
      onError: (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) {
          setErrors(error.fields);
          focusFirstInvalid(form);
        }
        if (source === "live") {
          toast.error(EVENT_TOASTS.liveSaveFailed, error instanceof ApiError ? error.message : undefined);
        } else {
          toast.error(reportEventErrorMessage(error));
        }
      },
    };
    if (editing) update.mutate({ eventId: editing.id, input: values }, options);
    else add.mutate(values, options);
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-4"
    >
      <h3 id={`${formId}-title`} className="text-base font-bold text-gray-900">
        {editing ? "Ereignis bearbeiten" : "Neues Ereignis"}
      </h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_auto]">
        <Field label="Ereignis" required error={errors.type}>
          <NativeSelect
            value={state.type}
            onChange={(e) => set("type", e.target.value as EventType | "")}
            placeholder="Bitte wählen"
            options={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3 sm:w-56">
          <Field label="Minute" required error={errors.minute} hint={`0 bis ${MAX_EVENT_MINUTE}`}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_EVENT_MINUTE}
              step={1}
              value={state.minute}
              onChange={(e) => set("minute", e.target.value)}
            />
          </Field>
          <Field label="+ Nachspiel" error={errors.addedMinute} hint="z. B. 45+2">
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_ADDED_MINUTE}
              step={1}
              value={state.addedMinute}
              onChange={(e) => set("addedMinute", e.target.value)}
            />
          </Field>
        </div>
      </div>

      {isSided ? (
        <EventSidePicker
          match={match}
          name={`${formId}-side`}
          value={state.teamSide}
          onChange={(side) => set("teamSide", side)}
          error={errors.teamSide}
          legend={state.type === "ownGoal" ? "Mannschaft des Eigentorschützen" : "Mannschaft"}
        />
      ) : null}
      {state.type === "ownGoal" ? (
        <p className="-mt-2 text-sm text-gray-600">Ein Eigentor zählt für die andere Mannschaft.</p>
      ) : null}

      {isSided ? (
        <div className={state.type === "substitution" ? "grid gap-4 sm:grid-cols-2" : "contents"}>
          <PlayerSelect
            label={state.type === "substitution" ? "Spieler raus" : "Spieler"}
            value={playerValue}
            onChange={(v) => set("playerId", v)}
            players={playerChoices}
            squadSize={sidePlayers.length}
            error={errors.playerId}
          />
          {isSecondYellow ? (
            <p role="status" className="text-sm font-semibold text-red-800">
              {PLAYER_RULE_MESSAGES.secondYellow}
            </p>
          ) : null}
          {state.type === "substitution" ? (
            <PlayerSelect
              label="Spieler rein"
              value={playerInValue}
              onChange={(v) => set("playerInId", v)}
              players={playerInChoices}
              squadSize={sidePlayers.length}
              error={errors.playerInId}
              exclude={state.playerId}
            />
          ) : null}
        </div>
      ) : null}

      {info?.isScorerGoal && sidePlayers.length > 0 ? (
        <Field label="Vorlage (Assist)" error={errors.assistPlayerId}>
          <NativeSelect value={assistValue} onChange={(e) => set("assistPlayerId", e.target.value)}>
            <option value="">Keine Vorlage</option>
            {assistCandidates.map((p) => {
              const o = playerOption(p);
              return (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              );
            })}
          </NativeSelect>
        </Field>
      ) : null}

      <Field
        label={info?.isComment ? "Kommentar" : "Beschreibung"}
        required={info?.isComment ?? false}
        hint={info?.isComment ? undefined : "Leer lassen für eine automatische Beschreibung."}
        error={errors.description}
      >
        <Textarea rows={2} value={state.description} onChange={(e) => set("description", e.target.value)} />
      </Field>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editing && onCancelEdit ? (
          <Button type="button" variant="outline" onClick={onCancelEdit}>
            Abbrechen
          </Button>
        ) : null}
        <Button type="submit" loading={isPending}>
          {editing ? "Änderungen speichern" : "Ereignis hinzufügen"}
        </Button>
      </div>
    </form>
  );
}

/** The whole number a form field holds, or `fallback` while it holds none. */
function wholeNumberOr<F>(value: string, fallback: F): number | F {
  const n = Number(value);
  return value.trim() !== "" && Number.isInteger(n) ? n : fallback;
}
