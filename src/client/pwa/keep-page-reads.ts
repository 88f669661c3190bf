/** The message the service worker answers by keeping a page's public reads (service-worker.js). */
export const KEEP_PAGE_READS = "keep-page-reads";

/**
 * Hands the service worker the public reads a server-rendered page was made from. The server
 * made them, so the worker never saw them: without this, a club page opened from a link and
 * seen in full showed «Keine Verbindung» offline, while a page reached inside the app opened.
 * Sent once the worker is active (on a first visit it is still installing), and only in
 * production builds, where a worker is registered.
 */
export function keepPageReads(paths: readonly string[]): void {
  if (!import.meta.env.PROD || paths.length === 0 || !("serviceWorker" in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => {
    registration.active?.postMessage({ type: KEEP_PAGE_READS, paths });
  });
}
