import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Everything the client build reads; a change to any of them means a new build. */
const BUILD_INPUTS = [
  "src/client",
  "src/shared",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

/** The build output folder (`npm run build` writes there) and the hash of what it was built from. */
export function clientOutDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.VITE_OUT_DIR ?? path.join("dist", "client");
}
const stampFile = (outDir: string) => `${outDir}.build-hash`;

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** A content hash of the build inputs (paths and bytes), stable across machines. */
export function sourcesHash(): string {
  const hash = createHash("sha256");
  for (const file of BUILD_INPUTS.flatMap(filesUnder).sort()) {
    hash.update(file.split(path.sep).join("/"));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** True unless the output exists and was built from exactly these sources. */
export function needsBuild(outDir: string, hash: string): boolean {
  const built = existsSync(stampFile(outDir)) ? readFileSync(stampFile(outDir), "utf8").trim() : "";
  return built !== hash || !existsSync(path.join(outDir, "index.html"));
}

export function writeStamp(outDir: string, hash: string): void {
  writeFileSync(stampFile(outDir), `${hash}\n`);
}
