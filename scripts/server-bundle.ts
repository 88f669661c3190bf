import { cpSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { ROUTER_PRODUCTION_BUILD } from "../build/router-production.ts";

/**
 * Bundles src/server/main.ts into `outfile` as `npm start` runs it, with the migrations beside
 * it (migrate.ts finds its SQL files next to the running module). One definition for
 * scripts/start.ts and the benches that measure the production server.
 */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: ["src/server/main.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // Node 20.10+ reads `import … with { type: "json" }` (the confusables table); esbuild drops
    // the attribute for a plain node20 target, and Node then refuses the JSON import.
    supported: { "import-attributes": true },
    packages: "external",
    // React Router's package exports name only its development build (see build/router-production.ts);
    // as a path the production build is bundled (its own imports stay external), so the server
    // renders with the same router build as the browser hydrates with.
    alias: { "react-router": ROUTER_PRODUCTION_BUILD },
    sourcemap: true,
    logLevel: "warning",
  });
  cpSync(path.join("src", "server", "db", "migrations"), path.join(path.dirname(outfile), "migrations"), {
    recursive: true,
  });
}
