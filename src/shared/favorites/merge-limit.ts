// Apart from the favourites' schemas: the sync that moves a visitor's favourites into the account
// at sign-in runs on every page of a signed-in fan, and needs this number, not zod.

/** Most favourites one merge takes (the browser's list moved into the account). */
export const FAVORITES_MERGE_MAX = 200;
