import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { UNUSED_UPLOAD_HOURS } from "#shared/legal/retention.ts";
import type { DbOrTx } from "../db/client.ts";
import { uploads } from "../db/schema/index.ts";
import { referencedImageUrls } from "./image-references.ts";
import type { Storage } from "./storage.ts";

export const ORPHAN_AFTER_MS = UNUSED_UPLOAD_HOURS * 60 * 60 * 1000;
const RUN_EVERY_MS = 60 * 60 * 1000;

// Why a table of uploads and not a listing of the storage: an S3 bucket may be shared and is
// slow and costly to list, and a listing cannot tell a demo picture or another app's file from
// an abandoned upload. The uploads table names exactly the files a dialog received, so only
// those are ever candidates; a row stays while an entity refers to its URL.

/**
 * Removes uploads older than 24 h that no entity refers to. The rows are deleted first, in one
 * statement: with several server processes each file is claimed by exactly one of them.
 */
export async function removeOrphanUploads(db: DbOrTx, storage: Storage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AFTER_MS);
  const rows = await db.execute<{ url: string }>(sql`
    delete from ${uploads}
    where ${uploads.createdAt} < ${cutoff.toISOString()}::timestamptz
      and ${uploads.url} not in (select url from (${referencedImageUrls()}) refs where url is not null)
    returning ${uploads.url} as url`);
  const urls = [...rows].map((r) => r.url);
  await Promise.allSettled(urls.map((url) => storage.remove(url)));
  return urls.length;
}

/** Runs the clean-up shortly after start and then hourly, in the server process. */
export function startOrphanUploadJob(db: DbOrTx, storage: Storage, log: Logger): () => void {
  const run = async () => {
    try {
      const removed = await removeOrphanUploads(db, storage);
      if (removed > 0) log.info({ removed }, "removed orphan uploads");
    } catch (error) {
      // A database outage: the next run catches up.
      log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "orphan upload clean-up failed",
      );
    }
  };
  const first = setTimeout(() => void run(), 60_000);
  const every = setInterval(() => void run(), RUN_EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
