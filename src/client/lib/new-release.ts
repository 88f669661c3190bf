// After a release, a page opened before it still asks for the code of its old build, which the
// server no longer has: the next page or tab whose code was not yet loaded fails. Loading the
// address afresh gets the new build, which is what the person would have to do by hand («Bitte
// lade die Seite neu.»); the app does it once per address, so a part that fails for another
// reason shows the error page instead of loading again and again.

const KEY = "tschutti:new-release-reload";
/** A second failure of the same address within this long is not a release: leave it shown. */
const ONCE_WITHIN_MS = 60_000;

/**
 * The browser's failure to load a module of the app's code: Chromium «Failed to fetch
 * dynamically imported module», Firefox «error loading dynamically imported module», Safari
 * «Importing a module script failed», Vite's preload of a module's style sheet «Unable to preload CSS».
 */
export function isCodeLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|importing a module script failed|unable to preload css/i.test(error.message)
  );
}

/**
 * Whether to load `href` afresh now: the first failure of the address in a while; it is noted,
 * so the failure after that load is left to the error page. Without storage (a private window
 * that refuses it), never: a loop would have no end.
 */
export function mayReloadFor(href: string, now: number, storage: Storage | null): boolean {
  if (!storage) return false;
  try {
    const last = JSON.parse(storage.getItem(KEY) ?? "null") as { href?: unknown; at?: unknown } | null;
    if (last && last.href === href && typeof last.at === "number" && now - last.at < ONCE_WITHIN_MS)
      return false;
    storage.setItem(KEY, JSON.stringify({ href, at: now }));
    return true;
  } catch {
    return false;
  }
}

/** The session's storage, or null where the browser refuses it. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Loads the page afresh (its own function, so a test can see it called). */
export function reloadPage(): void {
  window.location.reload();
}
