/**
 * Registers /sw.js in production builds (issue 13 item 2). In development Vite serves modules
 * that change on every edit, so there is nothing worth caching and no worker is registered.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a worker the app still works online; nothing to tell the user.
    });
  });
}
