let source: () => string = () => window.location.origin;

/**
 * This site's origin (`https://tschutti.ch`), for addresses shown or handed to other apps (a
 * calendar feed, code samples). The browser's own; while the server renders a page, the
 * origin the visitor asked (entry-server.tsx), so both render the same text.
 */
export function siteOrigin(): string {
  return source();
}

/** The server's per-request origin (entry-server.tsx); the browser never calls this. */
export function setSiteOriginSource(next: () => string): void {
  source = next;
}
