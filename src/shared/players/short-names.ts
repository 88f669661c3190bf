// A player's short name where space is a tile's width (the live ticker's number tiles): the last
// name, as a ticker person calls a player. Two of the shown players with the same last name get
// the first name's initial before it («L. Frei», «M. Frei»), and where the initials meet too the
// first name in full («Lena Frei», «Luca Frei»): a number alone cannot tell them apart, and a
// player without one had nothing else at all.

const sameName = new Intl.Collator("de-CH", { sensitivity: "accent" });

function isSame(a: string, b: string): boolean {
  return sameName.compare(a.trim(), b.trim()) === 0;
}

function initialOf(firstName: string): string {
  const first = [...firstName.trim()][0];
  return first ? `${first.toLocaleUpperCase("de-CH")}.` : "";
}

/** Each player's short name among `players` (the ones shown together), by id. */
export function shortPlayerNames(
  players: readonly { id: string; firstName: string; lastName: string }[],
): Map<string, string> {
  const names = new Map<string, string>();
  for (const player of players) {
    const last = player.lastName.trim();
    const namesakes = players.filter((p) => p.id !== player.id && isSame(p.lastName, last));
    if (namesakes.length === 0 || player.firstName.trim() === "") {
      names.set(player.id, last);
      continue;
    }
    const initial = initialOf(player.firstName);
    const initialShared = namesakes.some((p) => isSame(initialOf(p.firstName), initial));
    names.set(player.id, initialShared ? `${player.firstName.trim()} ${last}` : `${initial} ${last}`);
  }
  return names;
}
