// Response shapes of the calendar feeds.

/** GET/POST /api/me/calendar: the secret feed address, null until the fan has made one. */
export interface CalendarFeedResponse {
  url: string | null;
}

/** webcal:// makes calendar apps offer to subscribe instead of downloading the file once. */
export function toWebcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, "webcal://");
}
