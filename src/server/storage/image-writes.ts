import { eq } from "drizzle-orm";
import type { AnyPgColumn, PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { DbOrTx, Tx } from "../db/client.ts";
import { notFound } from "../http/errors.ts";
import { checkImageUrl } from "./image-url-check.ts";
import { removeUnusedImages } from "./unused-images.ts";

// The image steps of a write on a row that shows a picture: replace the row's image inside a
// transaction, remove files no row shows any more once the write committed.

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
    const imageUrl = await checkImageUrl(c, options.url, current.url, options.field);
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
  deleteRow: (db: DbOrTx) => Promise<Array<{ url: string | null }>>,
): Promise<void> {
  const [deleted] = await deleteRow(c.var.deps.db);
  if (!deleted) throw notFound(notFoundMessage);
  await removeUnusedImages(c.var.deps, [deleted.url]);
}
