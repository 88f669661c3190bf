import { z } from "zod";
import { canton, count, exactly, id, isoDate, league, text } from "../response-schema.ts";
import type { FavoriteResponse, FavoritesMergeResponse, FavoritesResponse, FavoriteTeam } from "./types.ts";

// The favourites answers as zod schemas (OpenAPI), each exactly its response type.

const favoriteTeamSchema = exactly<FavoriteTeam>()(
  z.object({
    id,
    clubId: id.nullable(),
    name: z.string(),
    logo: text,
    clubName: text,
    league,
    canton,
    createdAt: isoDate,
  }),
);
export const favoritesResponseSchema = exactly<FavoritesResponse>()(
  z.object({ favorites: z.array(favoriteTeamSchema) }),
);
export const favoritesMergeResponseSchema = exactly<FavoritesMergeResponse>()(
  z.object({ favorites: z.array(favoriteTeamSchema), added: count }),
);
export const favoriteResponseSchema = exactly<FavoriteResponse>()(z.object({ favorite: favoriteTeamSchema }));
