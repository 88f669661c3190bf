import type { ManageTeam } from "#shared/teams/types.ts";

/** Team pickers list teams by name ("1. Mannschaft" before "Junioren B"); the team tab lists newest first. */
export function teamsByName(teams: readonly ManageTeam[]): ManageTeam[] {
  return [...teams].sort((a, b) => a.name.localeCompare(b.name, "de-CH", { numeric: true }));
}
