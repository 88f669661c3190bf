const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Real ids are UUIDs; anything else cannot name a row and is answered with 404. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
