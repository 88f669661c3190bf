import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import path from "node:path";

export interface BenchServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The production server as `npm start` runs it (NODE_ENV=production, the built client,
 * precompressed assets) on a fresh embedded database with the demo data, for the page benches.
 */
export async function startBenchServer(options: { clientDir: string; name: string }): Promise<BenchServer> {
  if (!existsSync(path.join(options.clientDir, "index.html"))) {
    throw new Error(`No client build in ${options.clientDir}: run \`npm run build\` first.`);
  }
  const port = Number(process.env.BENCH_PORT ?? 3301);
  const dataDir = path.join(".bench-data", options.name);
  rmSync(dataDir, { recursive: true, force: true });
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      CLIENT_DIR: options.clientDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PUBLIC_URL: url,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("The server exited before it was ready.");
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error("The server did not become ready within 3 minutes.");
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
