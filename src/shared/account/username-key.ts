import { nameSkeleton } from "../text/name-skeleton.ts";

/**
 * What makes two usernames the same, as clubNameKey does for clubs: their confusable skeleton
 * (case, accents, punctuation and look-alike letters ignored: "fcsееblick" with a Cyrillic е,
 * "FCSEEBL1CK" and "fc.seeblick" are "fcseeblick"). Stored as profiles.username_key under a unique
 * index. A name of punctuation alone has an empty skeleton; it is then compared by its letters in
 * lower case, as every username was before, so two such names do not all count as one.
 */
/**
 * Raised whenever usernameKey (or the nameSkeleton and confusables data under it) may give another
 * key for a name: each profile stores the version its key was computed with, and the next start
 * recomputes exactly the rows below it (server/db/username-keys.ts).
 */
export const USERNAME_KEY_VERSION = 1;

export function usernameKey(username: string): string {
  const trimmed = username.trim();
  return nameSkeleton(trimmed) || trimmed.normalize("NFKC").toLowerCase();
}
