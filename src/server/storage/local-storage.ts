import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { variantUrls } from "#shared/uploads/image-variants.ts";
import type { Storage } from "./storage.ts";

export const LOCAL_UPLOADS_PREFIX = "/uploads/";

/** Files under DATA_DIR/uploads, served by the app at /uploads/. */
export function createLocalStorage(dir: string): Storage & { dir: string } {
  const root = path.resolve(dir);
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return file;
  };
  return {
    dir: root,
    async put(key, body) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
      return LOCAL_UPLOADS_PREFIX + key;
    },
    async remove(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX)) return;
      for (const file of [...variantUrls(url), url]) {
        await rm(fileFor(file.slice(LOCAL_UPLOADS_PREFIX.length)), { force: true });
      }
    },
    owns(url) {
      return url.startsWith(LOCAL_UPLOADS_PREFIX) && !url.includes("..");
    },
    async exists(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX) || url.includes("..")) return false;
      try {
        return (await stat(fileFor(url.slice(LOCAL_UPLOADS_PREFIX.length)))).isFile();
      } catch {
        return false;
      }
    },
    async read(url) {
      if (!url.startsWith(LOCAL_UPLOADS_PREFIX) || url.includes("..")) return null;
      try {
        return await readFile(fileFor(url.slice(LOCAL_UPLOADS_PREFIX.length)));
      } catch {
        return null;
      }
    },
  };
}
