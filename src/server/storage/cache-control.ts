/**
 * How long browsers and caches keep an uploaded image. Every upload gets a fresh random name
 * that is never written again (images/store-image.ts), and a replaced picture gets a new URL,
 * so a cached copy can never go stale: a year, immutable.
 */
export const UPLOAD_CACHE_CONTROL = "public, max-age=31536000, immutable";
