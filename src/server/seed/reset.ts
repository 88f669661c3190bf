import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import * as schema from "../db/schema/index.ts";
import { pushSenderState, serverSecrets, uploads } from "../db/schema/index.ts";
import { referencedImageUrls } from "../storage/image-references.ts";
import type { Storage } from "../storage/storage.ts";

/**
 * Empties every table of the schema (app and auth tables) in one TRUNCATE, for re-seeding.
 * The list comes from the schema module, so a table added later is included without a change
 * here; drizzle's migration journal lives in its own schema and is kept. Sequences continue
 * (no RESTART IDENTITY): a fan still connected to the live stream with Last-Event-ID must not
 * see old event ids handed out again. For the same reason the push sender's position in
 * realtime_log stays: emptied, a running sender would read the log from the start again and
 * send every notification once more on each later write. The generated secrets stay too (a
 * process started later would sign with new ones and the running ones could not read its cookies).
 */
export async function resetDatabase(db: DbOrTx): Promise<void> {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter(
      (value: unknown): value is PgTable =>
        is(value, PgTable) && value !== pushSenderState && value !== serverSecrets,
    )
    .map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`TRUNCATE TABLE ${tables.join(", ")} CASCADE`));
}

/**
 * Removes the files behind every image URL the database refers to, before a reset drops
 * the rows: otherwise each re-seed would leave the previous demo pictures behind for good.
 */
export async function removeStoredImages(db: DbOrTx, storage: Storage): Promise<number> {
  // Pending uploads too: the reset drops their rows as well.
  const rows = await db.execute<{ url: string }>(
    sql`${referencedImageUrls()} union select ${uploads.url} from ${uploads}`,
  );
  const urls = [...rows]
    .map((r) => r.url)
    .filter((url): url is string => typeof url === "string" && storage.owns(url));
  await Promise.allSettled(urls.map((url) => storage.remove(url)));
  return urls.length;
}
