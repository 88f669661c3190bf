import type { To } from "react-router";
import { parseListCursor } from "#shared/list-cursor.ts";

/**
 * The address parameter of a paged list's later page: `/news?weiter=<cursor>`. «Weitere … laden»
 * needs the page's code; without it (and for a crawler) the list's next page is this address,
 * which the server renders from that cursor.
 */
export const CURSOR_PARAM = "weiter";

/** The address's cursor; one the lists cannot read is left out (the list starts at its top). */
export function cursorOf(params: URLSearchParams): string | null {
  const text = params.get(CURSOR_PARAM);
  return text && parseListCursor(text) ? text : null;
}

/** The same address with the list starting at `cursor` (null: at its top). */
export function cursorAddress(params: URLSearchParams, cursor: string | null): To {
  const next = new URLSearchParams(params);
  if (cursor) next.set(CURSOR_PARAM, cursor);
  else next.delete(CURSOR_PARAM);
  const search = next.toString();
  return { search: search ? `?${search}` : "" };
}
