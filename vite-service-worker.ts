import { createHash } from "node:crypto";
import path from "node:path";
import { build } from "esbuild";
import type { Plugin } from "vite";

const SOURCE = path.resolve("src/client/pwa/service-worker.js");

/**
 * Emits /sw.js: src/client/pwa/service-worker.js bundled with its Workbox modules, with the
 * build's files to precache (every hashed JS/CSS/font/image asset, not the source maps) and a
 * version derived from them, so a new build installs a new worker and refreshes the shell.
 */
export function serviceWorker(): Plugin {
  return {
    name: "tschutti-service-worker",
    apply: "build",
    async generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith("assets/") && !name.endsWith(".map"))
        .sort()
        .map((name) => `/${name}`);
      const version = createHash("sha256").update(files.join("\n")).digest("hex").slice(0, 12);
      const result = await build({
        entryPoints: [SOURCE],
        bundle: true,
        write: false,
        format: "iife",
        platform: "browser",
        target: "es2022",
        minify: true,
        legalComments: "none",
        define: {
          __SW_VERSION__: JSON.stringify(version),
          __SW_PRECACHE__: JSON.stringify(files),
          // Workbox logs and asserts only outside production.
          "process.env.NODE_ENV": JSON.stringify("production"),
        },
      });
      const source = result.outputFiles[0]?.text;
      if (!source) throw new Error("service worker: esbuild produced no output");
      this.emitFile({ type: "asset", fileName: "sw.js", source });
    },
  };
}
