// The app's service worker. Push notifications live in their own file; the offline part of the
// PWA adds its handlers here.
importScripts("/push-sw.js");
