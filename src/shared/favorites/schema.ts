import { z } from "zod";
import { FAVORITES_MERGE_MAX } from "./merge-limit.ts";

// Bodies of the favourites API (spec: public-and-accounts §4 favourites, §8 messages).

export { FAVORITES_MERGE_MAX } from "./merge-limit.ts";

export const FAVORITE_MESSAGES = {
  teamId: "Ungültige Team-ID",
  teamNotFound: "Team wurde nicht gefunden.",
  tooMany: `Höchstens ${FAVORITES_MERGE_MAX} Favoriten auf einmal`,
  signInRequired: "Bitte melde dich an, um Favoriten zu speichern.",
} as const;

export const favoriteAddSchema = z.object({
  teamId: z.uuid({ error: FAVORITE_MESSAGES.teamId }),
});
export type FavoriteAddInput = z.infer<typeof favoriteAddSchema>;

/**
 * A visitor's local favourites, merged once after sign-in. Ids are plain strings: an old
 * browser may still hold ids that are no UUIDs; the server skips every id that names no team.
 */
export const favoriteMergeSchema = z.object({
  teamIds: z
    .array(z.string({ error: FAVORITE_MESSAGES.teamId }).max(100, FAVORITE_MESSAGES.teamId), {
      error: FAVORITE_MESSAGES.teamId,
    })
    .max(FAVORITES_MERGE_MAX, FAVORITE_MESSAGES.tooMany),
});
export type FavoriteMergeInput = z.infer<typeof favoriteMergeSchema>;
