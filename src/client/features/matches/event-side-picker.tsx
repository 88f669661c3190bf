import { useId } from "react";
import type { TeamSide } from "#shared/constants.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { TeamName } from "./match-teams.tsx";

/** The two teams as radio cards: the side an event belongs to (both event forms). */
export function EventSidePicker({
  match,
  name,
  value,
  onChange,
  error,
  legend = "Mannschaft",
}: {
  match: MatchSummary;
  name: string;
  value: TeamSide;
  onChange: (side: TeamSide) => void;
  error?: string | undefined;
  legend?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-gray-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["home", "away"] as const).map((side) => {
          const team = side === "home" ? match.homeTeam : match.awayTeam;
          const isActive = value === side;
          return (
            <label
              key={side}
              className={`flex min-w-0 cursor-pointer flex-col rounded-lg border px-3 py-2 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${isActive ? "border-brand-600 bg-brand-50 font-semibold text-brand-900" : "border-gray-300 bg-white text-gray-800"}`}
            >
              <input
                type="radio"
                name={name}
                value={side}
                checked={isActive}
                onChange={() => onChange(side)}
                // The chosen team carries the refusal, so a form's focus on its first invalid
                // control lands here and the reason is read with it.
                aria-invalid={error && isActive ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="sr-only"
              />
              <span className="text-xs font-semibold uppercase text-gray-600">
                {side === "home" ? "Heim" : "Auswärts"}
              </span>
              <span className="line-clamp-2">
                <TeamName team={team} />
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-live-dark">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
