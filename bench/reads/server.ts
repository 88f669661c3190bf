import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { bundleServer } from "../../scripts/server-bundle.ts";

// The server under test is the production one: src/server/main.ts bundled by esbuild exactly as
// scripts/start.ts bundles it (into node_modules/.cache, so the bench never touches dist/ and
// the bundle still finds its packages in node_modules), run
// by plain node with NODE_ENV=production. Only the per-address read limit is lifted: the bench
// sends from one address, far above what one fan would.

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

async function bundle(dir: string): Promise<string> {
  const entry = path.join(dir, "main.mjs");
  await bundleServer(entry);
  return entry;
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not answer /api/health within 60 s");
}

export async function startProductionServer(databaseUrl: string, port: number): Promise<RunningServer> {
  const dir = path.resolve("node_modules", ".cache", `tschutti-bench-server-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const entry = await bundle(dir);
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: process.cwd(),
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir, "data"),
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-42",
      API_READ_LIMIT: "1000000000",
      SEED_DEMO: "false",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
