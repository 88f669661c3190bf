/**
 * Resolves once React has taken over the server's HTML (main.tsx marks the page interactive)
 * and then the browser is idle; at once on the server, and at once when the page was already
 * interactive (a later page of the visit, whose part has no server HTML to show meanwhile and
 * would otherwise move what is below it later). For code a part needs only to take over what
 * the server already shows: it loads after the first route instead of with it.
 */
export function whenIdleAfterHydration(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  const root = document.documentElement;
  if (root.dataset.interactive !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === "function")
        window.requestIdleCallback(() => resolve(), { timeout: 2_000 });
      else window.setTimeout(resolve, 0);
    };
    const observer = new MutationObserver(() => {
      if (root.dataset.interactive === undefined) return;
      observer.disconnect();
      whenIdle();
    });
    observer.observe(root, { attributes: true, attributeFilter: ["data-interactive"] });
  });
}
