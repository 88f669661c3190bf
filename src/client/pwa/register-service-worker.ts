/**
 * Registers /sw.js in production builds, so the live control opens without a connection. In development Vite serves modules
 * that change on every edit, so there is nothing worth caching and no worker is registered.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {
      // Without a worker the app still works online; nothing to tell the user.
    });
  };
  // After the page's own requests (the worker fetches the shell to cache it). The first paint
  // waits for the page's data, so by then the load event may have passed.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
