/**
 * The address typed on one sign-in page that a link to the next takes along («Passwort
 * vergessen?» and back): in the history's state, so it never shows in the address bar or a
 * server's log.
 */
export function carriedEmail(state: unknown): string {
  if (typeof state !== "object" || state === null || !("email" in state)) return "";
  return typeof state.email === "string" ? state.email : "";
}
