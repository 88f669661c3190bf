// Web Push for Tschutti: shows the notifications the server sends and opens the match on a tap.
// Loaded by the app's service worker (sw.js) with importScripts, so it works beside the offline part.
self.addEventListener("push", (event) => {
  let data = { title: "Tschutti", body: "", url: "/" };
  try {
    if (event.data) data = { ...data, ...event.data.json() };
  } catch {
    if (event.data) data.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      icon: "/favicon.svg",
      badge: "/favicon.svg",
      lang: "de-CH",
      data: { url: data.url },
      // One notification per match event: a correction (a goal taken back, the final whistle
      // withdrawn) replaces the one it corrects and is shown afresh.
      ...(data.tag ? { tag: data.tag, renotify: data.renotify === true } : {}),
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin);
  // Only our own pages open from a notification.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      for (const w of windows) {
        if (w.url === target && "focus" in w) return w.focus();
      }
      return self.clients.openWindow(target);
    }),
  );
});
