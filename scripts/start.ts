import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { CLIENT_INPUTS, needsBuild, SERVER_INPUTS, sourcesHash, writeStamp } from "./build-stamp.ts";
import { bundleServer } from "./server-bundle.ts";

// `npm start`: builds the client and bundles the server only when their sources changed since
// the last time, then runs the bundle in production mode unless NODE_ENV says otherwise. A
// script instead of `NODE_ENV=… &&` chains, so it works the same in every shell (Windows too).
// The bundle runs without tsx: its loader hooks triple the time Node needs to load the
// dependencies, which is most of a restart.

const clientOut = process.env.VITE_OUT_DIR ?? path.join("dist", "client");
const serverOut = path.join("dist", "server");
const serverEntry = path.join(serverOut, "main.mjs");

function buildClientIfChanged(): void {
  const hash = sourcesHash(CLIENT_INPUTS);
  const stamp = `${clientOut}.build-hash`;
  if (!needsBuild(stamp, path.join(clientOut, "index.html"), hash)) {
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
  writeStamp(stamp, hash);
}

async function bundleServerIfChanged(): Promise<void> {
  const hash = sourcesHash(SERVER_INPUTS);
  const stamp = `${serverOut}.build-hash`;
  if (!needsBuild(stamp, serverEntry, hash)) return;
  rmSync(serverOut, { recursive: true, force: true });
  await bundleServer(serverEntry);
  writeStamp(stamp, hash);
}

buildClientIfChanged();
try {
  await bundleServerIfChanged();
} catch (error) {
  console.error(
    `Der Server konnte nicht gebündelt werden: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
// The IPC channel tells the server when this process is gone, however it ended (main.ts stops).
const server = spawn(process.execPath, ["--enable-source-maps", serverEntry], {
  stdio: ["inherit", "inherit", "inherit", "ipc"],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => server.kill(signal));
// npm runs this script through a shell and passes a signal to that shell only; a shell that ends
// on it without passing it on (dash, Debian's sh) leaves this process behind with a new parent.
// That counts as a SIGTERM: the server stops and takes its PostgreSQL with it.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  server.kill("SIGTERM");
}, 250);
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
