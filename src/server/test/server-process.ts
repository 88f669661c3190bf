import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { findFreePort } from "../db/embedded.ts";
import { isAlive, readPid } from "../db/embedded-owner.ts";

/**
 * Real server processes for the tests of process behaviour (outages, shared data folders,
 * signals). Every wait polls for a state with an upper bound; nothing sleeps a fixed time.
 */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: (p: string) => string;
  output: () => string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** `undefined` removes a variable (e.g. NODE_ENV, which vitest sets). */
function withoutUnset(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

export function startNode(
  script: string,
  env: Record<string, string | undefined>,
): { child: ChildProcess; output: () => string; exited: Promise<number | string> } {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: ROOT,
    env: withoutUnset({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? -1));
  });
  return { child, output: () => output, exited };
}

export async function startServer(
  dataDir: string,
  env: Record<string, string | undefined> = {},
  script = "src/server/main.ts",
): Promise<ServerProcess> {
  const port = await findFreePort();
  const started = startNode(script, {
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: "0",
    ...env,
  });
  const server: ServerProcess = { ...started, port, url: (p) => `http://127.0.0.1:${port}${p}` };
  await waitFor(
    `health of ${port}`,
    120_000,
    async () => (await status(server.url("/api/health"))) === 200,
    server,
  );
  return server;
}

export async function status(url: string, init?: RequestInit): Promise<number | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return null;
  }
}

/** Polls `check` until it holds; fails with the server's output after `boundMs`. */
export async function waitFor(
  what: string,
  boundMs: number,
  check: () => Promise<boolean> | boolean,
  server?: { output: () => string },
): Promise<void> {
  const until = Date.now() + boundMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${server?.output() ?? ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The postmaster of the embedded cluster and its backends (to freeze the whole server). */
export function postgresPids(pgDir: string): number[] {
  const postmaster = readPid(path.join(pgDir, "postmaster.pid"));
  if (postmaster === null || !isAlive(postmaster)) return [];
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${postmaster}/task/${postmaster}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // No /proc (not Linux): the postmaster alone.
  }
  return [postmaster, ...children];
}

export async function stopProcess(server: {
  child: ChildProcess;
  exited: Promise<number | string>;
}): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const killer = setTimeout(() => server.child.kill("SIGKILL"), 15_000);
  await server.exited;
  clearTimeout(killer);
}
