import type { AppDeps } from "../context.ts";
import { isImageInUse } from "./image-references.ts";

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
