import type { z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import type { ClubPermission } from "#shared/club-roles.ts";
import { type ClubAccess, NO_PERMISSION, requireClubRole, requireUser } from "../auth/access.ts";
import type { AppEnv } from "../context.ts";
import type { Db, DbOrTx, Tx } from "../db/client.ts";
import { notFound } from "../http/errors.ts";
import { uuidParams } from "../http/router.ts";
import { checkImageUrl } from "./image-url-check.ts";
import { removeUnusedImages } from "./unused-images.ts";

// The steps every club-management write on an existing row repeats: find the owning club and
// authorize, replace the row's image inside a transaction, remove files no row shows any more.

/** Error responses every management route documents in /api/openapi.json. */
export const manageErrorResponses = {
  400: { description: "Ungültige Eingabe" },
  401: { description: "Nicht angemeldet" },
  403: { description: "Keine Berechtigung" },
  404: { description: "Nicht gefunden" },
};

export const clubIdParams = uuidParams("clubId", "Verein nicht gefunden");

/** `{ id }` path params; a malformed id answers 404 with the row's message. */
export const idParamsFor = (notFoundMessage: string) => uuidParams("id", notFoundMessage);

/** The club owning a row (null when no club owns it) and, for players and coaches, its team. */
export interface RowOwner {
  clubId: string | null;
  teamId?: string;
}
export type FindOwner = (db: DbOrTx, id: string) => Promise<RowOwner | undefined>;

/**
 * Authorizes a request on an existing row, in this order: 401 for a visitor, 404 when the row
 * is missing, 403 unless the user holds `permission` in the owning club (for `team`: the row's
 * team and every team in `teamIds`). The id is already a UUID (checked by the param schema).
 */
export async function requireOwnedRow(
  c: Context<AppEnv>,
  id: string,
  notFoundMessage: string,
  findOwner: FindOwner,
  permission: ClubPermission,
  options: { signInMessage?: string; teamIds?: readonly string[] } = {},
): Promise<ClubAccess & { id: string; teamId?: string }> {
  requireUser(c, options.signInMessage ?? NO_PERMISSION);
  const owner = await findOwner(c.var.deps.db, id);
  if (owner === undefined) throw notFound(notFoundMessage);
  const teamIds = [...(owner.teamId ? [owner.teamId] : []), ...(options.teamIds ?? [])];
  const access = await requireClubRole(c, owner.clubId, permission, {
    teamIds,
    ...(options.signInMessage ? { signInMessage: options.signInMessage } : {}),
  });
  return { ...access, id, ...(owner.teamId ? { teamId: owner.teamId } : {}) };
}

/**
 * A write that may replace a row's image. In one transaction: lock the row and read its current
 * image URL (404 when it is gone), check the requested URL (undefined keeps the current one),
 * write. After the commit the replaced file is removed.
 */
export async function updateWithImage<T>(
  c: Context<AppEnv>,
  options: {
    notFoundMessage: string;
    field: string;
    url: string | null | undefined;
    lockCurrentImage: (tx: Tx) => Promise<{ url: string | null } | undefined>;
    write: (tx: Tx, imageUrl: string | null) => Promise<T>;
  },
): Promise<T> {
  const { result, previous, next } = await c.var.deps.db.transaction(async (tx) => {
    const current = await options.lockCurrentImage(tx);
    if (!current) throw notFound(options.notFoundMessage);
    const imageUrl = checkImageUrl(c, options.url, current.url, options.field);
    return { result: await options.write(tx, imageUrl), previous: current.url, next: imageUrl };
  });
  if (previous !== next) await removeUnusedImages(c.var.deps, [previous]);
  return result;
}

/**
 * Locks a row for the rest of the transaction and reads its image URL (undefined when the row
 * is missing): the `lockCurrentImage` step of updateWithImage for a table with one image column.
 */
export async function lockImageUrl(
  tx: Tx,
  table: PgTable,
  idColumn: PgColumn,
  imageColumn: AnyPgColumn<{ data: string; notNull: false }>,
  id: string,
): Promise<{ url: string | null } | undefined> {
  const [current] = await tx.select({ url: imageColumn }).from(table).where(eq(idColumn, id)).for("update");
  return current;
}

/** Deletes one row (404 when nothing was deleted), then its image file. */
export async function deleteWithImage(
  c: Context<AppEnv>,
  notFoundMessage: string,
  deleteRow: (db: Db) => Promise<Array<{ url: string | null }>>,
): Promise<void> {
  const [deleted] = await deleteRow(c.var.deps.db);
  if (!deleted) throw notFound(notFoundMessage);
  await removeUnusedImages(c.var.deps, [deleted.url]);
}

/** A required JSON request body validated by `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}
