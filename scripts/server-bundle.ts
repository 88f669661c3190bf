import { cpSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

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
    sourcemap: true,
    logLevel: "warning",
  });
  cpSync(path.join("src", "server", "db", "migrations"), path.join(path.dirname(outfile), "migrations"), {
    recursive: true,
  });
}
