import { sql } from "drizzle-orm";
import type { AppDeps } from "../context.ts";
import type { DbOrTx } from "../db/client.ts";

/** True when any row still shows this image (a club may reuse a URL it saw elsewhere). */
export async function isImageInUse(db: DbOrTx, url: string): Promise<boolean> {
  const rows = await db.execute(sql`
    select 1 from clubs where club_logo_url = ${url} or stadium_image_url = ${url}
    union all select 1 from teams where team_image_url = ${url}
    union all select 1 from players where player_image_url = ${url}
    union all select 1 from coaches where coach_image_url = ${url}
    union all select 1 from board_members where member_image_url = ${url}
    union all select 1 from club_news_images where image_url = ${url}
    union all select 1 from profiles where profile_image_url = ${url}
    limit 1`);
  return rows.length > 0;
}

/**
 * Deletes replaced or orphaned image files from storage, after the database write committed.
 * A file another row still shows is kept, so one club can never delete another's picture by
 * saving its URL and then removing it. Failures are logged, never thrown: the write succeeded.
 */
export async function removeUnusedImages(
  deps: Pick<AppDeps, "db" | "storage" | "log">,
  urls: Iterable<string | null | undefined>,
): Promise<void> {
  const unique = new Set<string>();
  for (const url of urls) if (url && deps.storage.owns(url)) unique.add(url);
  for (const url of unique) {
    try {
      if (!(await isImageInUse(deps.db, url))) await deps.storage.remove(url);
    } catch (error) {
      deps.log.warn({ err: error, url }, "image file could not be removed");
    }
  }
}
