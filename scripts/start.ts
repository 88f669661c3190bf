import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

// `npm start`: builds the client only when its sources changed since the last build, then runs
// the server in this process, as production unless NODE_ENV says otherwise. A plain script
// instead of `NODE_ENV=… &&` chains, so it works the same in every shell (Windows too).

/** Everything the client build reads; a change to any of them means a new build. */
const BUILD_INPUTS = [
  "src/client",
  "src/shared",
  "vite.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];

const outDir = process.env.VITE_OUT_DIR ?? path.join("dist", "client");
const stampFile = `${outDir}.build-hash`;

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

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

function buildIfChanged(): void {
  const current = sourcesHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : "";
  if (built === current && existsSync(path.join(outDir, "index.html"))) {
    console.log("Client unverändert: kein neuer Build nötig.");
    return;
  }
  console.log("Client-Quellen geändert: baue den Client …");
  // Through npm, so the build is exactly `npm run build` (whatever steps it has).
  const npmCli = process.env.npm_execpath;
  const result = npmCli
    ? spawnSync(process.execPath, [npmCli, "run", "build"], { stdio: "inherit" })
    : spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) {
    console.error("Der Client-Build ist fehlgeschlagen (siehe oben); der Server startet nicht.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, `${current}\n`);
}

buildIfChanged();
process.env.NODE_ENV ??= "production";
await import("../src/server/main.ts");
