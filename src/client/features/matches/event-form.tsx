import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import type { LineupPlayer, MatchEventView, MatchSummary } from "#shared/api/matches.ts";
import { EVENT_TYPES, type EventType, type TeamSide } from "#shared/constants.ts";
import { EVENT_TYPE_LABELS } from "#shared/event-types.ts";
import { MAX_EVENT_MINUTE } from "#shared/match-clock.ts";
import {
  type EventSource,
  isPlayerRequired,
  type MatchEventFormValues,
  matchEventInputSchema,
} from "#shared/validation/match-event.ts";
import { ApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { Field, Input, Textarea } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { toast } from "../../ui/toast.tsx";
import { matchLineupsQueryOptions, useEventWrites } from "./api.ts";
import { playerName } from "./match-event-list.tsx";
import { fullTeamName } from "./match-teams.tsx";

// The event form of both club dialogs (club-management §5): the report dialog's 'Spielereignisse'
// (source 'report') and the live ticker's 'Neues Ereignis' (source 'live'). The live form picks a
// side first and then one of its players; the report form lists both squads. See
// shared/validation/match-event.ts for the two player rules.

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

interface FormState {
  type: EventType | "";
  minute: string;
  teamSide: TeamSide;
  playerId: string;
  assistPlayerId: string;
  description: string;
}

const WITHOUT_PLAYER: readonly EventType[] = ["kickoff", "halftime", "finalWhistle"];

function initialState(editing: MatchEventView | null, defaultMinute: number): FormState {
  if (editing) {
    return {
      type: editing.type,
      minute: String(editing.minute),
      teamSide: editing.teamSide ?? "home",
      playerId: editing.player?.id ?? "",
      assistPlayerId: editing.assist?.id ?? "",
      description: editing.description ?? "",
    };
  }
  return {
    type: "goal",
    minute: String(defaultMinute),
    teamSide: "home",
    playerId: "",
    assistPlayerId: "",
    description: "",
  };
}

function playerOption(p: LineupPlayer) {
  return { value: p.id, label: `${p.playerNumber ? `#${p.playerNumber} ` : ""}${playerName(p)}` };
}

export type EventFormProps = {
  match: MatchSummary;
  source: EventSource;
  /** The event being edited; null adds a new one. */
  editing: MatchEventView | null;
  /** Minute a new event starts with (the live clock's minute in the ticker). */
  defaultMinute: number;
  onDone?: () => void;
  onCancelEdit?: () => void;
};

export function EventForm({ match, source, editing, defaultMinute, onDone, onCancelEdit }: EventFormProps) {
  const lineups = useQuery(matchLineupsQueryOptions(match.id));
  const { add, update } = useEventWrites(match.id);
  const [state, setState] = useState<FormState>(() => initialState(editing, defaultMinute));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formId = useId();

  // The clock's minute moves on every minute; it is read when the form is (re)filled, and must
  // not wipe what the user is typing.
  const defaultMinuteRef = useRef(defaultMinute);
  defaultMinuteRef.current = defaultMinute;

  // Editing another event (or finishing one) loads it into the form.
  useEffect(() => {
    setState(initialState(editing, defaultMinuteRef.current));
    setErrors({});
  }, [editing]);

  const home = lineups.data?.home.players ?? [];
  const away = lineups.data?.away.players ?? [];
  const type = state.type || null;
  const needsPlayer = type !== null && isPlayerRequired(type, source);
  const hasPlayer = type !== null && !WITHOUT_PLAYER.includes(type);
  const sidePlayers = state.teamSide === "home" ? home : away;

  // In the report form the scorer's side follows from the player.
  const scorerSide: TeamSide | null = useMemo(() => {
    if (source === "live") return state.teamSide;
    if (home.some((p) => p.id === state.playerId)) return "home";
    if (away.some((p) => p.id === state.playerId)) return "away";
    return null;
  }, [source, state.teamSide, state.playerId, home, away]);
  const assistCandidates = (scorerSide === "away" ? away : scorerSide === "home" ? home : []).filter(
    (p) => p.id !== state.playerId,
  );

  function set<K extends keyof FormState>(key: K, value: FormState[K]) {
    setState((s) => {
      const next = { ...s, [key]: value };
      if (key === "teamSide") {
        next.playerId = "";
        next.assistPlayerId = "";
      }
      if (key === "playerId" && next.assistPlayerId === value) next.assistPlayerId = "";
      if (key === "type" && value !== "goal") next.assistPlayerId = "";
      return next;
    });
  }

  const isPending = add.isPending || update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values: MatchEventFormValues = {
      type: state.type as EventType,
      minute: state.minute,
      playerId: hasPlayer ? state.playerId : "",
      assistPlayerId: state.type === "goal" ? state.assistPlayerId : "",
      teamSide: source === "live" && hasPlayer ? state.teamSide : "",
      description: state.description,
      source,
    };
    const parsed = matchEventInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "_")] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    const options = {
      onSuccess: () => {
        toast.success(EVENT_TOASTS.saved);
        if (!editing) setState(initialState(null, defaultMinute));
        onDone?.();
      },
      onError: (error: unknown) => {
        if (error instanceof ApiError && error.status === 400) setErrors(error.fields);
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
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-4"
    >
      <h3 id={`${formId}-title`} className="text-base font-bold text-gray-900">
        {editing ? "Ereignis bearbeiten" : "Neues Ereignis"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Ereignis" required error={errors.type}>
          <NativeSelect
            value={state.type}
            onChange={(e) => set("type", e.target.value as EventType | "")}
            placeholder="Bitte wählen"
            options={EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
          />
        </Field>
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
      </div>

      {hasPlayer && source === "live" ? (
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-gray-900">Mannschaft</legend>
          <div className="grid grid-cols-2 gap-2">
            {(["home", "away"] as const).map((side) => {
              const team = side === "home" ? match.homeTeam : match.awayTeam;
              const isActive = state.teamSide === side;
              return (
                <label
                  key={side}
                  className={`flex min-w-0 cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${isActive ? "border-brand-600 bg-brand-50 font-semibold text-brand-900" : "border-gray-300 bg-white text-gray-800"}`}
                >
                  <input
                    type="radio"
                    name={`${formId}-side`}
                    value={side}
                    checked={isActive}
                    onChange={() => set("teamSide", side)}
                    className="sr-only"
                  />
                  <span className="text-xs font-semibold uppercase text-gray-600">
                    {side === "home" ? "Heim" : "Auswärts"}
                  </span>
                  <span className="line-clamp-2">{fullTeamName(team)}</span>
                </label>
              );
            })}
          </div>
          {errors.teamSide ? <p className="text-sm font-medium text-live-dark">{errors.teamSide}</p> : null}
        </fieldset>
      ) : null}

      {hasPlayer ? (
        <Field label="Spieler" required={needsPlayer} error={errors.playerId}>
          <NativeSelect value={state.playerId} onChange={(e) => set("playerId", e.target.value)}>
            <option value="">{needsPlayer ? "Spieler wählen" : "Kein Spieler"}</option>
            {source === "live" ? (
              sidePlayers.map((p) => {
                const o = playerOption(p);
                return (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                );
              })
            ) : (
              <>
                <optgroup label={fullTeamName(match.homeTeam)}>
                  {home.map((p) => {
                    const o = playerOption(p);
                    return (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    );
                  })}
                </optgroup>
                <optgroup label={fullTeamName(match.awayTeam)}>
                  {away.map((p) => {
                    const o = playerOption(p);
                    return (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    );
                  })}
                </optgroup>
              </>
            )}
          </NativeSelect>
        </Field>
      ) : null}

      {state.type === "goal" ? (
        <Field label="Vorlage (Assist)" error={errors.assistPlayerId}>
          <NativeSelect value={state.assistPlayerId} onChange={(e) => set("assistPlayerId", e.target.value)}>
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
        label="Beschreibung"
        hint="Leer lassen für eine automatische Beschreibung."
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
