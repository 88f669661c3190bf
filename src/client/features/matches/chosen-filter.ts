import type { ScheduleFilter } from "#shared/matches/schedule-filter.ts";

/**
 * The schedule's filters as the user last chose them, beside the address that shows them.
 *
 * A change goes into the address, and the page sees the new address only once the router has
 * run the route's loader and React has rendered the transition. A second change in that moment
 * (a date picked right after another, a select changed on a busy phone) would otherwise be built
 * on the old address and drop the first. So a change builds on the last choice, and the fields
 * show it; the address is the truth again once it shows the last change asked for, or once it
 * moves to one this page did not ask for (back, forward, a link).
 */
export interface ChosenFilter {
  filter: ScheduleFilter;
  /** The address (query string) the page showed when the first of the pending changes was made. */
  origin: string;
  /** The addresses asked for since then, the last one last. */
  asked: string[];
}

/** What to show for the address the page now sees. */
export function seenAddress(chosen: ChosenFilter, address: string, filter: ScheduleFilter): ChosenFilter {
  const last = chosen.asked.at(-1);
  // Still the address the changes started from, or one of ours on the way to the last one
  // asked for: the choice stands.
  if (last !== undefined && address !== last) {
    if (address === chosen.origin || chosen.asked.includes(address)) return chosen;
  }
  // The last one asked for, or one this page did not ask for: the address is the truth.
  return { filter, origin: address, asked: [] };
}

/** A change on top of the last choice, with the address (query string) that shows the result. */
export function choose(
  chosen: ChosenFilter,
  change: Partial<ScheduleFilter>,
  addressOf: (filter: ScheduleFilter) => string,
): { chosen: ChosenFilter; address: string } {
  const filter = { ...chosen.filter, ...change };
  const address = addressOf(filter);
  return { chosen: { ...chosen, filter, asked: [...chosen.asked, address] }, address };
}
