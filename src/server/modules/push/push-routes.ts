import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { OkResponse } from "#shared/http.ts";
import {
  pushNotificationsResponseSchema,
  pushPreferencesResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionStatusResponseSchema,
} from "#shared/push/response-schema.ts";
import {
  MAX_PUSH_DEVICES,
  PUSH_MESSAGES,
  pushPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "#shared/push/schema.ts";
import type {
  PushNotificationsResponse,
  PushPreferencesResponse,
  PushPublicKeyResponse,
  PushSubscriptionStatusResponse,
} from "#shared/push/types.ts";
import { okResponseSchema } from "#shared/response-schema.ts";
import { isUuid } from "#shared/uuid.ts";
import { requireUser, signInFirst } from "../../auth/access.ts";
import type { AppEnv, SessionUser } from "../../context.ts";
import { AppError, badRequest, notFound } from "../../http/errors.ts";
import { jsonAnswer, PEOPLE_ONLY, PUBLIC_ACCESS } from "../../http/openapi.ts";
import { createRouter } from "../../http/router.ts";
import { checkPushEndpoint, internetPushNetwork } from "./push-endpoint.ts";
import {
  deleteSubscription,
  hasSubscription,
  isFavorite,
  listNotifications,
  listPushPreferences,
  savePushPreferences,
  saveSubscription,
} from "./push-queries.ts";
import { vapidKeys } from "./vapid-keys.ts";

function signedInUser(c: Context<AppEnv>): SessionUser {
  return requireUser(c, PUSH_MESSAGES.signIn);
}

const json = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

/** Web Push: the server's key, a device's subscription, the topics per favourite team, the log. */
export function pushRoutes() {
  const app = createRouter();
  // Everything but the server's public key is the person's own: sign-in first, as for favourites.
  for (const path of [
    "/push/subscriptions",
    "/push/subscriptions/status",
    "/push/preferences",
    "/push/preferences/*",
    "/push/notifications",
  ]) {
    app.use(path, signInFirst(PUSH_MESSAGES.signIn));
  }

  app.openapi(
    createRoute({
      method: "get",
      path: "/push/public-key",
      operationId: "getPushPublicKey",
      security: PUBLIC_ACCESS,
      tags: ["Benachrichtigungen"],
      summary: "Öffentlicher VAPID-Schlüssel für PushManager.subscribe",
      responses: {
        200: {
          description: "Der Schlüssel (Base64url)",
          content: { "application/json": { schema: pushPublicKeyResponseSchema } },
        },
      },
    }),
    (c) => c.json({ publicKey: vapidKeys(c.var.deps.env).publicKey } satisfies PushPublicKeyResponse, 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/push/subscriptions",
      operationId: "subscribePush",
      security: PEOPLE_ONLY,
      tags: ["Benachrichtigungen"],
      summary: "Dieses Gerät für Benachrichtigungen anmelden (PushSubscription als JSON)",
      request: json(pushSubscriptionSchema),
      responses: {
        201: jsonAnswer(okResponseSchema, "{ ok: true }"),
        400: {
          description: `Ungültig, nicht öffentlich erreichbar oder mehr als ${MAX_PUSH_DEVICES} Geräte`,
        },
        401: { description: "Nicht angemeldet" },
        409: { description: PUSH_MESSAGES.otherAccount },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const sub = c.req.valid("json");
      // Only https to public addresses: the server posts there on every goal.
      const network = c.var.deps.pushNetwork ?? internetPushNetwork;
      if (!(await checkPushEndpoint(sub.endpoint, network))) throw badRequest(PUSH_MESSAGES.endpoint);
      const saved = await saveSubscription(c.var.deps.db, user.id, sub);
      if (saved === "tooMany") throw badRequest(PUSH_MESSAGES.tooManyDevices);
      if (saved === "otherAccount") throw new AppError(409, "conflict", PUSH_MESSAGES.otherAccount);
      return c.json({ ok: true } satisfies OkResponse, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/push/subscriptions",
      operationId: "unsubscribePush",
      security: PEOPLE_ONLY,
      tags: ["Benachrichtigungen"],
      summary: "Dieses Gerät abmelden",
      request: json(pushUnsubscribeSchema),
      responses: {
        200: jsonAnswer(okResponseSchema, "{ ok: true }"),
        401: { description: "Nicht angemeldet" },
        404: { description: PUSH_MESSAGES.subscriptionNotFound },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const { endpoint } = c.req.valid("json");
      if (!(await deleteSubscription(c.var.deps.db, user.id, endpoint))) {
        throw notFound(PUSH_MESSAGES.subscriptionNotFound);
      }
      return c.json({ ok: true } satisfies OkResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/push/subscriptions/status",
      operationId: "getPushSubscriptionStatus",
      security: PEOPLE_ONLY,
      tags: ["Benachrichtigungen"],
      summary: "Ob dieses Gerät für das angemeldete Konto Benachrichtigungen erhält",
      description:
        "Ein Gerät, das mehrere Personen nutzen, hält eine Anmeldung des Browsers; an ist sie nur für das Konto, dem der Server sie zuordnet.",
      request: json(pushUnsubscribeSchema),
      responses: {
        200: jsonAnswer(pushSubscriptionStatusResponseSchema, "{ isSubscribed }"),
        400: { description: "Ungültige Adresse" },
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const { endpoint } = c.req.valid("json");
      const body: PushSubscriptionStatusResponse = {
        isSubscribed: await hasSubscription(c.var.deps.db, user.id, endpoint),
      };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/push/preferences",
      operationId: "getPushPreferences",
      security: PEOPLE_ONLY,
      tags: ["Benachrichtigungen"],
      summary: "Meine Favoriten-Teams mit den gewählten Benachrichtigungen",
      responses: {
        200: jsonAnswer(pushPreferencesResponseSchema, "{ teams }"),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const body: PushPreferencesResponse = { teams: await listPushPreferences(c.var.deps.db, user.id) };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "put",
      path: "/push/preferences/{teamId}",
      operationId: "setPushPreferences",
      security: PEOPLE_ONLY,
      tags: ["Benachrichtigungen"],
      summary:
        "Benachrichtigungen für ein Favoriten-Team wählen (Anpfiff, Tore, Karten, Halbzeit, Schlusspfiff, Spieländerungen)",
      description:
        "Spieländerungen (changes): Absage, Verschiebung, Wiederansetzung, neue Anspielzeit oder neuer Spielort eines kommenden Spiels. Fehlt «changes», bleibt diese Wahl, wie sie war.",
      request: { params: z.object({ teamId: z.string() }), ...json(pushPreferencesSchema) },
      responses: {
        200: jsonAnswer(pushPreferencesResponseSchema, "{ teams }"),
        400: { description: "Ungültig" },
        401: { description: "Nicht angemeldet" },
        404: { description: PUSH_MESSAGES.notFavorite },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const { teamId } = c.req.valid("param");
      const input = c.req.valid("json");
      const { db } = c.var.deps;
      if (!isUuid(teamId) || !(await isFavorite(db, user.id, teamId)))
        throw notFound(PUSH_MESSAGES.notFavorite);
      await savePushPreferences(db, user.id, teamId, input);
      const body: PushPreferencesResponse = { teams: await listPushPreferences(db, user.id) };
      return c.json(body, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/push/notifications",
      operationId: "listPushNotifications",
      security: PEOPLE_ONLY,
      tags: ["Benachrichtigungen"],
      summary: "Meine letzten Benachrichtigungen, neueste zuerst",
      responses: {
        200: jsonAnswer(pushNotificationsResponseSchema, "{ notifications }"),
        401: { description: "Nicht angemeldet" },
      },
    }),
    async (c) => {
      const user = signedInUser(c);
      const body: PushNotificationsResponse = {
        notifications: await listNotifications(c.var.deps.db, user.id),
      };
      return c.json(body, 200);
    },
  );

  return app;
}
