// The order of player lists: German alphabetical order by last name, then first name,
// as the platform's Intl collator for de-CH has it («Çelik» before «Zürcher», «Özil» with the
// O's), not the byte order the database's C collation gives. One collator for the process.

let collator: Intl.Collator | null = null;

/** The de-CH collator (numeric, so 'Team 2' comes before 'Team 10'). */
export function germanCollator(): Intl.Collator {
  collator ??= new Intl.Collator("de-CH", { numeric: true });
  return collator;
}

export function comparePlayerNames(
  a: { lastName: string; firstName: string },
  b: { lastName: string; firstName: string },
): number {
  const compare = germanCollator().compare;
  return compare(a.lastName, b.lastName) || compare(a.firstName, b.firstName);
}

/** A copy of the list in German name order (stable: equal names keep their order). */
export function sortPlayersByName<T extends { lastName: string; firstName: string }>(
  list: readonly T[],
): T[] {
  return [...list].sort(comparePlayerNames);
}
