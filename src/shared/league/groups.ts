// Groups of a league in a season («Gruppe 1», «Gruppe 2», …).

export const DEFAULT_GROUP = "Gruppe 1";
export const GROUP_MAX = 40;

const numeric = new Intl.Collator("de-CH", { numeric: true });

/** 'Gruppe 2' before 'Gruppe 10'. */
export function compareGroups(a: string, b: string): number {
  return numeric.compare(a, b);
}

/** «Gruppe 1» and «gruppe 1» are one group: names compared without case. */
export function sameGroupName(a: string, b: string): boolean {
  return a.toLocaleLowerCase("de-CH") === b.toLocaleLowerCase("de-CH");
}

/** 'Zürich, 3. Liga, Gruppe 2', as the history and the console's questions name a placement. */
export function placementText(p: { canton: string; league: string; group: string }): string {
  return `${p.canton}, ${p.league}, ${p.group}`;
}

/**
 * What a move leaves behind in the old group (the console's question, the office's history): the
 * fixtures still set against its teams count in neither group's table once the team has left.
 */
export function comingLeftText(count: number, oldGroup: string): string {
  return count === 1
    ? `1 kommendes Spiel gegen ${oldGroup} bleibt angesetzt und zählt in keiner Tabelle`
    : `${count} kommende Spiele gegen ${oldGroup} bleiben angesetzt und zählen in keiner Tabelle`;
}
