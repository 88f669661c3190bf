/**
 * Where a sign-in link asks to go afterwards (`?weiter=`): a path of this site, else null. Not
 * "//host" nor "/\host", which a browser takes for another site's address (the server answers a
 * signed-in visitor of the sign-in page with a redirect to it).
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next?.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  // Control characters and spaces have no place in a path a link of this site names.
  return /[\p{Cc}\s]/u.test(next) ? null : next;
}
