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

/** The sign-in page with the way back to `target` (a path of this site, with its query). */
export function signInPath(target: string): string {
  return `/auth?weiter=${encodeURIComponent(target)}`;
}

/**
 * The pages only a signed-in person can use. A visitor is sent to sign in and back: by the server
 * before it renders one (so a link from a mail or a bookmark works without scripts too), and by the
 * page's own guard after a navigation in the browser.
 */
const SIGNED_IN_PAGES = ["/profile", "/favorites", "/dashboard", "/manage-club", "/spielleitung"];

export function isSignedInPage(path: string): boolean {
  return SIGNED_IN_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
