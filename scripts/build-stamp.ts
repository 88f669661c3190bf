import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Everything the client build reads; a change to any of them means a new client build. */
export const CLIENT_INPUTS = [
  "src/client",
  "src/shared",
  "vite.config.ts",
  "build",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
/**
 * Everything the server bundle is made of (migrations included: they are copied beside it). The
 * client's source too: the server renders its pages (src/client/entry-server.tsx).
 */
export const SERVER_INPUTS = [
  "src/server",
  "src/client",
  "src/shared",
  "scripts/server-bundle.ts",
  "build/router-production.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A content hash of the inputs (paths and bytes), stable across machines. */
export function sourcesHash(inputs: readonly string[]): string {
  const hash = createHash("sha256");
  for (const file of inputs.flatMap(filesUnder).sort()) {
    hash.update(file.split(path.sep).join("/"));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** True unless `output` exists and `stampFile` says it was built from exactly these sources. */
export function needsBuild(stampFile: string, output: string, hash: string): boolean {
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  return built !== hash || !existsSync(output);
}

export function writeStamp(stampFile: string, hash: string): void {
  writeFileSync(stampFile, `${hash}\n`);
}
