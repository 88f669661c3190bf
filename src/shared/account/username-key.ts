import { nameSkeleton } from "../text/name-skeleton.ts";

/**
 * What makes two usernames the same, as clubNameKey does for clubs: their confusable skeleton
 * (case, accents, punctuation and look-alike letters ignored: "fcsееblick" with a Cyrillic е,
 * "FCSEEBL1CK" and "fc.seeblick" are "fcseeblick"). Stored as profiles.username_key under a unique
 * index. A name of punctuation alone has an empty skeleton; it is then compared by its letters in
 * lower case, as every username was before, so two such names do not all count as one.
 */
export function usernameKey(username: string): string {
  const trimmed = username.trim();
  return nameSkeleton(trimmed) || trimmed.normalize("NFKC").toLowerCase();
}
