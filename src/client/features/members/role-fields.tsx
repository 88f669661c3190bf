import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import {
  CLUB_ROLE_DESCRIPTIONS,
  CLUB_ROLE_LABELS,
  CLUB_ROLES,
  type ClubRole,
} from "#shared/members/club-roles.ts";
import { Field } from "../../ui/input.tsx";
import { NativeSelect } from "../../ui/select.tsx";
import { manageTeamsQueryOptions } from "../teams/api.ts";

export interface RoleValue {
  role: ClubRole;
  teamIds: string[];
}

/** Role select and, for Trainer, the teams to choose: used by the invite form and the role dialog. */
export function RoleFields({
  clubId,
  value,
  onChange,
  teamError,
}: {
  clubId: string;
  value: RoleValue;
  onChange: (value: RoleValue) => void;
  teamError?: string | undefined;
}) {
  const teams = useQuery({ ...manageTeamsQueryOptions(clubId), enabled: value.role === "trainer" });
  const groupId = useId();
  return (
    <div className="flex flex-col gap-4">
      <Field label="Rolle" hint={CLUB_ROLE_DESCRIPTIONS[value.role]}>
        <NativeSelect
          value={value.role}
          onChange={(e) => onChange({ ...value, role: e.target.value as ClubRole })}
          options={CLUB_ROLES.map((role) => ({ value: role, label: CLUB_ROLE_LABELS[role] }))}
        />
      </Field>
      {value.role === "trainer" ? (
        <fieldset aria-describedby={teamError ? `${groupId}-error` : undefined}>
          <legend className="mb-2 text-sm font-medium text-gray-900">Mannschaften</legend>
          {teams.isPending ? (
            <p className="text-sm text-gray-600">Mannschaften werden geladen…</p>
          ) : teams.isError ? (
            <p className="text-sm text-red-700">Mannschaften konnten nicht geladen werden.</p>
          ) : teams.data.length === 0 ? (
            <p className="text-sm text-gray-600">Lege zuerst eine Mannschaft an.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {teams.data.map((team, index) => (
                <li key={team.id}>
                  <label className="flex min-h-10 items-center gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      // The group's error is the fieldset's; its first box takes the focus for it.
                      aria-invalid={teamError && index === 0 ? true : undefined}
                      checked={value.teamIds.includes(team.id)}
                      onChange={(e) =>
                        onChange({
                          ...value,
                          teamIds: e.target.checked
                            ? [...value.teamIds, team.id]
                            : value.teamIds.filter((id) => id !== team.id),
                        })
                      }
                    />
                    <span>
                      {team.name} <span className="text-gray-500">({team.league})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {teamError ? (
            <p id={`${groupId}-error`} role="alert" className="mt-1 text-sm text-red-700">
              {teamError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </div>
  );
}
