import { spawnSync } from "node:child_process";
import { clientOutDir, needsBuild, sourcesHash, writeStamp } from "./client-build-stamp.ts";

// `npm start`: builds the client only when its sources changed since the last build, then runs
// the server in this process, as production unless NODE_ENV says otherwise. A plain script
// instead of `NODE_ENV=… &&` chains, so it works the same in every shell (Windows too).

function buildIfChanged(): void {
  const outDir = clientOutDir();
  const hash = sourcesHash();
  if (!needsBuild(outDir, hash)) {
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
  writeStamp(outDir, hash);
}

buildIfChanged();
process.env.NODE_ENV ??= "production";
await import("../src/server/main.ts");
