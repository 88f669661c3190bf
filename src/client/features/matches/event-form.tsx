import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import type { EventSource } from "#shared/matches/event-schema.ts";
import type { MatchEventView, MatchSummary } from "#shared/matches/types.ts";
import { ApiError } from "../../lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { useFocusFirstInvalid } from "../../ui/focus-first-invalid.ts";
import { Field, Textarea } from "../../ui/input.tsx";
import { toast } from "../../ui/toast.tsx";
import { useEventChoices } from "./event-form-choices.ts";
import { EventPlayerFields, EventTypeAndTimeFields } from "./event-form-fields.tsx";
import { type FormState, initialState, isChangedFrom, withChange } from "./event-form-state.ts";
import { eventFormErrors, eventFormValues, reportEventErrorMessage } from "./event-form-submit.ts";
import { useEventWrites } from "./manage-api.ts";

// The event form of both club dialogs (club-management §5): the report dialog's 'Spielereignisse'
// (source 'report') and the live ticker's 'Neues Ereignis' (source 'live'). Both pick a side
// first, then one of its players or 'Ohne Spieler' (an opponent may have no players here); a
// substitution names the player going off and the one coming on. See shared/matches/event-schema.ts.
// Whom the pickers offer is event-form-choices.ts, the fields event-form-fields.tsx, what is sent
// (and refused before sending) event-form-submit.ts.

export const EVENT_TOASTS = {
  saved: "Ereignis gespeichert!",
  deleted: "Ereignis gelöscht!",
  liveSaveFailed: "Fehler beim Speichern des Ereignisses",
  liveDeleteFailed: "Fehler beim Löschen des Ereignisses",
  reportDeleteFailed: "Fehler beim Löschen des Events",
} as const;

/** The form's title, and the name of the live control's tab that holds it. */
export function eventFormTitle(editing: MatchEventView | null): string {
  return editing ? "Ereignis bearbeiten" : "Neues Ereignis";
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
  onDirtyChange,
}: EventFormProps) {
  const { add, update } = useEventWrites(match.id);
  const defaultTime = { minute: defaultMinute, addedMinute: defaultAddedMinute };
  const [state, setState] = useState<FormState>(() => initialState(editing, defaultTime));
  // What the form was last filled with: what differs from it is what a close would throw away.
  const [filled, setFilled] = useState<FormState>(state);
  const isDirty = isChangedFrom(state, filled);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focusFirstInvalid = useFocusFirstInvalid();
  const formId = useId();

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
  // In the commit of the keystroke itself, not after the next paint: an Escape pressed right
  // after typing met a dialog that did not know yet, and closed without asking.
  useLayoutEffect(() => onDirtyChangeRef.current?.(isDirty), [isDirty]);
  // A form that leaves (a closed dialog, a refill by a new key) holds nothing more to lose.
  useLayoutEffect(() => () => onDirtyChangeRef.current?.(false), []);

  const choices = useEventChoices(match.id, state, editing);
  const { info } = choices;

  function set<K extends keyof FormState>(key: K, value: FormState[K]) {
    setState((s) => withChange(s, key, value));
  }

  const isPending = add.isPending || update.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = eventFormValues(state, choices, source);
    const next = eventFormErrors(state, choices, values);
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
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={`${formId}-title`}
      className="flex flex-col gap-4"
    >
      <h3 id={`${formId}-title`} className="text-base font-bold text-gray-900">
        {eventFormTitle(editing)}
      </h3>
      <EventTypeAndTimeFields match={match} state={state} errors={errors} set={set} />
      <EventPlayerFields
        match={match}
        formId={formId}
        state={state}
        choices={choices}
        errors={errors}
        set={set}
      />

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
