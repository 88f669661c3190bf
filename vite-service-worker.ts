import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const SOURCE = path.resolve("src/client/pwa/service-worker.js");

/**
 * Emits /sw.js from src/client/pwa/service-worker.js with the build's files to precache (every
 * hashed JS/CSS/font/image asset, not the source maps) and a version derived from them, so a new
 * build installs a new worker and drops the old shell cache.
 */
export function serviceWorker(): Plugin {
  return {
    name: "tschutti-service-worker",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith("assets/") && !name.endsWith(".map"))
        .sort()
        .map((name) => `/${name}`);
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const source = readFileSync(SOURCE, "utf8")
        .replace('"__SW_VERSION__"', JSON.stringify(version))
        .replace('["__SW_PRECACHE__"]', JSON.stringify(files));
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
