/**
 * Addresses that stand for another page. The spec links the club's live-ticker tab to
 * /verein/spielplaene without showing a screen for it: it is the club's schedule in the
 * management. The server answers an alias with a redirect (so it works without scripts and for a
 * link from outside); the client's router follows it itself on a navigation within the app.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  "/verein/spielplaene": "/manage-club/schedule",
};
