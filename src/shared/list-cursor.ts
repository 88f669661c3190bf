/**
 * Where the next page of a public list begins: `<microseconds since 1970>_<id>` of the last row
 * of the page before (the answer's `nextCursor`, asked back as `after=`). Lists go by an instant
 * and then the id, because many rows share an instant (a Saturday's 15:00 kickoff); the
 * microseconds keep it exact where a JavaScript Date would round.
 */
export interface ListCursor {
  /** The instant in microseconds since 1970, as digits. */
  micros: string;
  id: string;
}

const LIST_CURSOR = /^(-?\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function parseListCursor(text: string): ListCursor | null {
  const found = LIST_CURSOR.exec(text);
  return found?.[1] && found[2] ? { micros: found[1], id: found[2].toLowerCase() } : null;
}
