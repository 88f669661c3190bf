import { RANKING_TOP } from "../constants.ts";

// Where the top scorers and the cards list end: at the 10th player, and with every
// player tied with the 10th, so nobody with as many goals as a listed player is left out. When
// the place at the cut is shared by so many that the list would grow past twice its size (a
// whole league with one goal each), that place is not listed player by player: the list ends
// before it and says how many share it.

/** The longest a list may grow by the ties at its cut. */
export const RANKING_MAX_ROWS = 2 * RANKING_TOP;

/** The place at the cut, shared by `count` players who are not listed one by one. */
export interface SharedPlace {
  rank: number;
  count: number;
}

/** Cuts a list ranked 1, 2, 2, 4 … (in list order) by the rule above. */
export function cutRanking<T extends { rank: number }>(
  ranked: readonly T[],
  top: number = RANKING_TOP,
  maxRows: number = RANKING_MAX_ROWS,
): { players: T[]; sharedPlace: SharedPlace | null } {
  const last = ranked[top - 1];
  if (!last) return { players: [...ranked], sharedPlace: null };
  const withTies = ranked.filter((p) => p.rank <= last.rank);
  if (withTies.length <= maxRows) return { players: withTies, sharedPlace: null };
  const before = ranked.filter((p) => p.rank < last.rank);
  return { players: before, sharedPlace: { rank: last.rank, count: withTies.length - before.length } };
}

/** '12 Spieler teilen sich Rang 5.' under a list that ends before a crowded place. */
export function sharedPlaceText(place: SharedPlace): string {
  return `${place.count} Spieler teilen sich Rang ${place.rank} und sind hier nicht einzeln aufgeführt.`;
}
