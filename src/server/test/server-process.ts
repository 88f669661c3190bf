import { type ChildProcess, spawn } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
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

/** How often a start is tried again when another process took the picked port first. */
const PORT_TRIES = 3;

/**
 * A server on a free port, answering its health check. The port is picked free, then handed to
 * the process; in between another test's process may take it. Then a health check would be
 * answered by that process while ours fails to listen: so the answer counts only once the
 * listening socket is ours, and a start that found its port taken is tried on another one.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string | undefined> = {},
  script = "src/server/main.ts",
): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await findFreePort();
    const started = startNode(script, {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      ...env,
    });
    const server: ServerProcess = { ...started, port, url: (p) => `http://127.0.0.1:${port}${p}` };
    let ended = false;
    void server.exited.then(() => {
      ended = true;
    });
    await waitFor(
      `health of ${port}`,
      120_000,
      async () =>
        ended ||
        ((await status(server.url("/api/health"))) === 200 && listensOn(processTree(server.child.pid), port)),
      server,
    );
    if (!ended) return server;
    if (attempt >= PORT_TRIES || !server.output().includes("schon belegt"))
      throw new Error(`the server ended before it answered\n${server.output()}`);
  }
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

/** `pid` and every process below it (Linux /proc), depth first. */
export function processTree(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // No /proc (not Linux) or the process has ended.
  }
  return [pid, ...children.flatMap((child) => processTree(child))];
}

/**
 * Whether one of `pids` holds the socket listening on `port` (Linux /proc: the socket's inode
 * in /proc/net/tcp*, then the processes' open files). Without /proc it cannot tell and says yes.
 */
export function listensOn(pids: number[], port: number): boolean {
  const inodes = new Set<string>();
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  let readable = false;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text: string;
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    readable = true;
    for (const line of text.split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDRESS:PORT in hex; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === "0A" && fields[9]) inodes.add(fields[9]);
    }
  }
  if (!readable) return true;
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return true;
      } catch {
        // Closed meanwhile.
      }
    }
  }
  return false;
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
