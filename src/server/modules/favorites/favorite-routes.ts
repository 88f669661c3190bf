import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  favoriteResponseSchema,
  favoritesMergeResponseSchema,
  favoritesResponseSchema,
} from "#shared/favorites/response-schema.ts";
import { FAVORITE_MESSAGES, favoriteAddSchema, favoriteMergeSchema } from "#shared/favorites/schema.ts";
import type { FavoriteResponse, FavoritesMergeResponse, FavoritesResponse } from "#shared/favorites/types.ts";
import { isUuid } from "#shared/uuid.ts";
import { requireUser, signInFirst } from "../../auth/access.ts";
import type { AppEnv, SessionUser } from "../../context.ts";
import { notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { addFavorites, listFavorites, removeFavorite } from "./favorite-queries.ts";

function signedInUser(c: Context<AppEnv>): SessionUser {
  return requireUser(c, FAVORITE_MESSAGES.signInRequired);
}

/** The signed-in user's favourite teams (visitors keep theirs in the browser). */
export function favoriteRoutes() {
  const app = createRouter();
  for (const path of ["/favorites", "/favorites/*"]) {
    app.use(path, signInFirst(FAVORITE_MESSAGES.signInRequired));
  }

  app.openapi(
    createRoute({
      method: "get",
      path: "/favorites",
      operationId: "listFavorites",
      security: PEOPLE_ONLY,
      tags: ["Favoriten"],
      summary: "Meine Favoriten-Teams",
      responses: {
        200: jsonAnswer(favoritesResponseSchema, "{ favorites }"),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      return c.json(
        { favorites: await listFavorites(c.var.deps.db, user.id) } satisfies FavoritesResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/favorites",
      operationId: "addFavorite",
      security: PEOPLE_ONLY,
      tags: ["Favoriten"],
      summary: "Team zu den Favoriten hinzufügen (mehrfaches Hinzufügen ändert nichts)",
      request: { body: { content: { "application/json": { schema: favoriteAddSchema } }, required: true } },
      responses: {
        201: jsonAnswer(favoriteResponseSchema, "Hinzugefügt: { favorite }"),
        200: jsonAnswer(favoriteResponseSchema, "War schon Favorit: { favorite }"),
        401: { description: "Nicht angemeldet" },
        404: { description: FAVORITE_MESSAGES.teamNotFound },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const { teamId } = c.req.valid("json");
      const { db } = c.var.deps;
      const added = await addFavorites(db, user.id, [teamId]);
      const [favorite] = await listFavorites(db, user.id, [teamId]);
      if (!favorite) throw notFound(FAVORITE_MESSAGES.teamNotFound);
      return c.json({ favorite } satisfies FavoriteResponse, added > 0 ? 201 : 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/favorites/merge",
      operationId: "mergeFavorites",
      security: PEOPLE_ONLY,
      tags: ["Favoriten"],
      summary: "Die im Browser gemerkten Favoriten nach der Anmeldung übernehmen",
      request: { body: { content: { "application/json": { schema: favoriteMergeSchema } }, required: true } },
      responses: {
        200: jsonAnswer(favoritesMergeResponseSchema, "{ favorites, added }"),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const { teamIds } = c.req.valid("json");
      const { db } = c.var.deps;
      const ids = [...new Set(teamIds.map((id) => id.toLowerCase()).filter(isUuid))];
      const added = await addFavorites(db, user.id, ids);
      return c.json(
        { favorites: await listFavorites(db, user.id), added } satisfies FavoritesMergeResponse,
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/favorites/{teamId}",
      operationId: "removeFavorite",
      security: PEOPLE_ONLY,
      tags: ["Favoriten"],
      summary: "Team aus den Favoriten entfernen",
      request: { params: z.object({ teamId: z.string() }) },
      responses: {
        204: { description: "Entfernt (auch wenn es kein Favorit war)" },
        401: { description: "Nicht angemeldet" },
        404: { description: "Keine gültige Team-ID" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const { teamId } = c.req.valid("param");
      if (!isUuid(teamId)) throw notFound(FAVORITE_MESSAGES.teamNotFound);
      await removeFavorite(c.var.deps.db, user.id, teamId);
      return c.body(null, 204);
    },
  );

  return app;
}
