import type { ManagePlayer } from "#shared/players/types.ts";

type Searchable = Pick<ManagePlayer, "firstName" | "lastName" | "position" | "teamName">;

/** Full name, position or team name contain the search, case-insensitively (spec §2 'Spielerverwaltung'). */
export function matchesPlayerSearch(player: Searchable, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase("de-CH");
  if (!needle) return true;
  return [`${player.firstName} ${player.lastName}`, player.position ?? "", player.teamName].some((value) =>
    value.toLocaleLowerCase("de-CH").includes(needle),
  );
}
