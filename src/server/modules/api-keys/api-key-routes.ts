import { createRoute } from "@hono/zod-openapi";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { apiKeysResponseSchema, createdApiKeySchema } from "#shared/api-keys/response-schema.ts";
import { API_KEY_MESSAGES, createApiKeySchema, MAX_ACTIVE_API_KEYS } from "#shared/api-keys/schema.ts";
import type { ApiKeysResponse, ApiKeyView, CreatedApiKey } from "#shared/api-keys/types.ts";
import type { DeletedResponse } from "#shared/http.ts";
import { deletedResponseSchema } from "#shared/response-schema.ts";
import { NO_PERMISSION, requireClubRole, requireUser } from "../../auth/access.ts";
import type { DbOrTx } from "../../db/client.ts";
import { accountSuspensions, clubAdmins, clubApiKeys, user } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../http/errors.ts";
import { errorResponses, jsonAnswer, PEOPLE_ONLY } from "../../http/openapi.ts";
import { clubIdParams, jsonBody } from "../../http/route-schemas.ts";
import { createRouter, uuidParams } from "../../http/router.ts";
import { newApiKey } from "./api-key-secret.ts";

const keyParams = clubIdParams.extend(uuidParams("id", API_KEY_MESSAGES.notFound).shape);
const creator = alias(user, "creator");
const revoker = alias(user, "revoker");

/** Every key of the club, newest first, revoked ones too: the list is the keys' history. */
async function listApiKeys(db: DbOrTx, clubId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select({
      id: clubApiKeys.id,
      name: clubApiKeys.name,
      scopes: clubApiKeys.scopes,
      hint: clubApiKeys.hint,
      createdAt: clubApiKeys.createdAt,
      createdBy: creator.name,
      lastUsedAt: clubApiKeys.lastUsedAt,
      revokedAt: clubApiKeys.revokedAt,
      revokedBy: revoker.name,
      revokedReason: clubApiKeys.revokedReason,
      creatorSuspendedAt: accountSuspensions.suspendedAt,
    })
    .from(clubApiKeys)
    .leftJoin(creator, eq(creator.id, clubApiKeys.createdBy))
    .leftJoin(revoker, eq(revoker.id, clubApiKeys.revokedBy))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, clubApiKeys.createdBy))
    .where(eq(clubApiKeys.clubId, clubId))
    .orderBy(desc(clubApiKeys.createdAt), desc(clubApiKeys.id));
  return rows.map(({ creatorSuspendedAt, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    // As api-key-auth.ts answers it: revoked for good, or resting while its creator is suspended.
    status: r.revokedAt !== null ? "revoked" : creatorSuspendedAt !== null ? "dormant" : "active",
  }));
}

/**
 * A club's API keys: Administrators create, list and revoke them. Keys are managed
 * by people only (requireUser refuses a key), so a key can never make or keep another key.
 */
export function apiKeyRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/clubs/{clubId}/api-keys",
      operationId: "listClubApiKeys",
      tags: ["API-Schlüssel"],
      summary:
        "API-Schlüssel des Vereins (ohne Geheimnis), auch widerrufene, neueste zuerst. `status`: active, dormant (Konto des Erstellers gesperrt) oder revoked; `revokedReason` creatorNoLongerAdmin, wenn die Person, die ihn erstellt hat, nicht mehr Administrator ist",
      security: PEOPLE_ONLY,
      request: { params: clubIdParams },
      responses: {
        200: jsonAnswer(apiKeysResponseSchema, "Die Schlüssel"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      requireUser(c);
      await requireClubRole(c, clubId, "club");
      return c.json({ apiKeys: await listApiKeys(c.var.deps.db, clubId) } satisfies ApiKeysResponse, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/clubs/{clubId}/api-keys",
      operationId: "createClubApiKey",
      tags: ["API-Schlüssel"],
      summary: "API-Schlüssel erstellen; `key` steht nur in dieser Antwort",
      security: PEOPLE_ONLY,
      request: { params: clubIdParams, body: jsonBody(createApiKeySchema) },
      responses: {
        201: jsonAnswer(createdApiKeySchema, "Der neue Schlüssel, einmal im Klartext", {
          id: "0b8f5a52-6a4c-4a57-9d3e-2f1c7b7e9a10",
          key: "tsk_3q2-7wEXAMPLEexampleEXAMPLEexampleEXAMPLEex",
        }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    }),
    async (c) => {
      const { clubId } = c.req.valid("param");
      const me = requireUser(c);
      await requireClubRole(c, clubId, "club");
      const input = c.req.valid("json");
      const secret = newApiKey();
      const id = await c.var.deps.db.transaction(async (tx) => {
        // One key at a time per club, so two creations cannot both pass the count.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${clubId}`}))`);
        // The maker's Administrator row, held until the key is in: a change that makes them no
        // Administrator at the same moment waits and then revokes this key too, or went first
        // and the creation is refused (a key of a former Administrator would never work).
        const [stillAdmin] = await tx
          .select({ userId: clubAdmins.userId })
          .from(clubAdmins)
          .where(
            and(eq(clubAdmins.clubId, clubId), eq(clubAdmins.userId, me.id), eq(clubAdmins.role, "admin")),
          )
          .for("share");
        if (!stillAdmin) throw forbidden(NO_PERMISSION);
        const [active] = await tx
          .select({ n: count() })
          .from(clubApiKeys)
          .where(and(eq(clubApiKeys.clubId, clubId), isNull(clubApiKeys.revokedAt)));
        if ((active?.n ?? 0) >= MAX_ACTIVE_API_KEYS) throw conflict(API_KEY_MESSAGES.tooMany);
        const [row] = await tx
          .insert(clubApiKeys)
          .values({
            clubId,
            name: input.name,
            scopes: input.scopes,
            keyHash: secret.hash,
            hint: secret.hint,
            createdBy: me.id,
          })
          .returning({ id: clubApiKeys.id });
        if (!row) throw notFound(API_KEY_MESSAGES.notFound);
        return row.id;
      });
      return c.json({ id, key: secret.key } satisfies CreatedApiKey, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/clubs/{clubId}/api-keys/{id}",
      operationId: "revokeClubApiKey",
      tags: ["API-Schlüssel"],
      summary: "API-Schlüssel widerrufen: ab sofort 401; bleibt in der Liste",
      security: PEOPLE_ONLY,
      request: { params: keyParams },
      responses: {
        200: jsonAnswer(deletedResponseSchema, "Widerrufen"),
        ...errorResponses(401, 403, 404),
      },
    }),
    async (c) => {
      const { clubId, id } = c.req.valid("param");
      const me = requireUser(c);
      await requireClubRole(c, clubId, "club");
      const { db } = c.var.deps;
      const [found] = await db
        .select({ revokedAt: clubApiKeys.revokedAt })
        .from(clubApiKeys)
        .where(and(eq(clubApiKeys.id, id), eq(clubApiKeys.clubId, clubId)));
      if (!found) throw notFound(API_KEY_MESSAGES.notFound);
      // Revoking twice keeps the first revocation's time and person.
      await db
        .update(clubApiKeys)
        .set({ revokedAt: new Date(), revokedBy: me.id })
        .where(and(eq(clubApiKeys.id, id), isNull(clubApiKeys.revokedAt)));
      return c.json({ deleted: true, id } satisfies DeletedResponse, 200);
    },
  );

  return app;
}
