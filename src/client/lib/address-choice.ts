import { useLayoutEffect, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * Choices kept in the address (the schedule's filters, the league office's league), as the user
 * last made them.
 *
 * A change goes into the address, and the page sees the new address only once the router has
 * run the route's loader and React has rendered the transition. A second change in that moment
 * (a date picked right after another, a select changed on a busy phone) would otherwise be built
 * on the old address and drop the first. So a change builds on the last choice, and the fields
 * show it; the address is the truth again once it shows the last change asked for, or once it
 * moves to one the page did not ask for (back, forward, a link).
 */
export interface AddressChoice<C> {
  choice: C;
  /** The address (query string) the page showed when the first of the pending changes was made. */
  origin: string;
  /** The addresses asked for since then, the last one last. */
  asked: string[];
}

/** What to show for the address the page now sees. */
export function seenAddress<C>(chosen: AddressChoice<C>, address: string, choice: C): AddressChoice<C> {
  const last = chosen.asked.at(-1);
  // Still the address the changes started from, or one of ours on the way to the last one
  // asked for: the choice stands.
  if (last !== undefined && address !== last) {
    if (address === chosen.origin || chosen.asked.includes(address)) return chosen;
  }
  // The last one asked for, or one the page did not ask for: the address is the truth.
  return { choice, origin: address, asked: [] };
}

/** A change on top of the last choice, with the address (query string) that shows the result. */
export function choose<C>(
  chosen: AddressChoice<C>,
  change: Partial<C>,
  addressOf: (choice: C) => string,
): { chosen: AddressChoice<C>; address: string } {
  const choice = { ...chosen.choice, ...change };
  const address = addressOf(choice);
  return { chosen: { ...chosen, choice, asked: [...chosen.asked, address] }, address };
}

/**
 * The choice the address holds, as the fields should show it, and the change that puts a part of
 * it into the address (replacing the entry, keeping the scroll position). `addressOf` gives the
 * whole query string of a choice.
 */
export function useAddressChoice<C>(
  parse: (params: URLSearchParams) => C,
  addressOf: (choice: C) => string,
): { shown: C; inAddress: C; change: (change: Partial<C>) => void } {
  const [params, setParams] = useSearchParams();
  const address = params.toString();
  const inAddress = parse(params);
  const chosen = useRef<AddressChoice<C>>({ choice: inAddress, origin: address, asked: [] });
  // Read during render, written only by a change and after a commit: React may render the
  // router's new address in a transition and drop that render (a part of the page waits for its
  // data) while an urgent render of the old address comes first. Written during render, the
  // dropped render had already taken the new address as the truth, the urgent one then took the
  // old one, and a second change built on it (the league office's «Uri», then «4. Liga», kept
  // Zürich in a loaded run).
  const seen = seenAddress(chosen.current, address, inAddress);
  useLayoutEffect(() => {
    chosen.current = seenAddress(chosen.current, address, inAddress);
  });
  const change = (part: Partial<C>) => {
    // This handler belongs to the render on screen, so `address` is the address the page shows.
    const next = choose(seenAddress(chosen.current, address, inAddress), part, addressOf);
    chosen.current = next.chosen;
    setParams(new URLSearchParams(next.address), { replace: true, preventScrollReset: true });
  };
  return { shown: seen.choice, inAddress, change };
}
