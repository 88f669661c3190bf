import type { EventType } from "#shared/constants.ts";
import { EVENT_TYPES } from "#shared/constants.ts";
import { MAX_EVENT_MINUTE } from "#shared/matches/clock.ts";
import { EVENT_TYPE_LABELS } from "#shared/matches/event-types.ts";
import { PLAYER_RULE_MESSAGES } from "#shared/matches/player-rules.ts";
import { MAX_ADDED_MINUTE } from "#shared/matches/timeline.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { Field, Input } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import type { EventChoices } from "./event-form-choices.ts";
import type { FormState } from "./event-form-state.ts";
import { PlayerSelect, playerOption } from "./event-player-select.tsx";
import { EventSidePicker } from "./event-side-picker.tsx";

// The event form's fields: what happened and when, then who (side, players, assist).

/** One field of the form changed (event-form-state.ts `withChange` clears what it makes stale). */
export type SetField = <K extends keyof FormState>(key: K, value: FormState[K]) => void;

type Errors = Record<string, string>;

/** «Ereignis», «Minute» and «+ Nachspiel». */
export function EventTypeAndTimeFields({
  match,
  state,
  errors,
  set,
}: {
  match: Pick<MatchSummary, "status">;
  state: FormState;
  errors: Errors;
  set: SetField;
}) {
  // While the match is live the ticker's «Spiel beenden» sets the whistle and the server refuses
  // one entered here (TIMELINE_MESSAGES.whistleWhileLive); a whistle being edited keeps its name.
  const types = EVENT_TYPES.filter(
    (t) => t !== "finalWhistle" || match.status !== "live" || state.type === "finalWhistle",
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_auto]">
      <Field label="Ereignis" required error={errors.type}>
        <NativeSelect
          value={state.type}
          onChange={(e) => set("type", e.target.value as EventType | "")}
          placeholder="Bitte wählen"
          options={types.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }))}
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
  );
}

/** The side and its players a sided event names, and the assist of a scorer's goal. */
export function EventPlayerFields({
  match,
  formId,
  state,
  choices,
  errors,
  set,
}: {
  match: MatchSummary;
  /** The form's id, which names the side picker's radio group. */
  formId: string;
  state: FormState;
  choices: EventChoices;
  errors: Errors;
  set: SetField;
}) {
  const { info, isSided, sidePlayers } = choices;
  return (
    <>
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
            value={choices.playerValue}
            onChange={(v) => set("playerId", v)}
            players={choices.playerChoices}
            squadSize={sidePlayers.length}
            error={errors.playerId}
          />
          {choices.isSecondYellow ? (
            <p role="status" className="text-sm font-semibold text-red-800">
              {PLAYER_RULE_MESSAGES.secondYellow}
            </p>
          ) : null}
          {state.type === "substitution" ? (
            <PlayerSelect
              label="Spieler rein"
              value={choices.playerInValue}
              onChange={(v) => set("playerInId", v)}
              players={choices.playerInChoices}
              squadSize={sidePlayers.length}
              error={errors.playerInId}
              exclude={state.playerId}
            />
          ) : null}
        </div>
      ) : null}

      {info?.isScorerGoal && sidePlayers.length > 0 ? (
        <Field label="Vorlage (Assist)" error={errors.assistPlayerId}>
          <NativeSelect value={choices.assistValue} onChange={(e) => set("assistPlayerId", e.target.value)}>
            <option value="">Keine Vorlage</option>
            {choices.assistCandidates.map((p) => {
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
    </>
  );
}
