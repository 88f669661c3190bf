// The child processes of bench/sse-fanout.ts (servers and subscriber processes) and the memory
// measurement of a server while its subscribers connect.

import { type ChildProcess, fork } from "node:child_process";
import net from "node:net";
import type { ServerMessage } from "./sse-fanout-server.ts";

export interface Child<M = ServerMessage> {
  process: ChildProcess;
  /** The child's next IPC message (queued if it came before the call). */
  next(): Promise<M>;
}

// Every child this bench started: when one fails and the bench exits, the others (servers that
// hold 19,000 sockets and a database) must not live on.
const children = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of children) child.kill();
});

export function spawnChild<M = ServerMessage>(
  script: string,
  env: NodeJS.ProcessEnv,
  execArgv: string[],
): Child<M> {
  const child = fork(script, [], { execArgv, env: { ...process.env, ...env }, stdio: "inherit" });
  children.add(child);
  const inbox: M[] = [];
  const waiters: ((m: M) => void)[] = [];
  child.on("message", (m: M) => {
    const waiter = waiters.shift();
    if (waiter) waiter(m);
    else inbox.push(m);
  });
  child.on("exit", (code) => {
    children.delete(child);
    if (code) {
      console.error(`${script} exited with ${code}`);
      process.exit(1);
    }
  });
  const next = () =>
    new Promise<M>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else waiters.push(resolve);
    });
  return { process: child, next };
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

async function stats(child: Child): Promise<Memory> {
  child.process.send({ type: "stats" });
  const m = await child.next();
  if (m.type !== "stats") throw new Error("unexpected message");
  return m;
}

async function statsOf(children: Child[]): Promise<Memory> {
  const all = await Promise.all(children.map(stats));
  const total = (key: keyof Memory) => all.reduce((s, m) => s + m[key], 0);
  return { rss: total("rss"), heapUsed: total("heapUsed"), heapTotal: total("heapTotal") };
}

/**
 * Runs `connect(0, half)` and `connect(half, n)`, with the servers' memory (after a forced GC)
 * before, between and after: per subscriber over all N, and for the second half alone (what one
 * more subscriber costs once the heap has its working size; the first connects also pay for
 * young-generation growth and compiled code).
 */
export async function measureMemory(
  servers: Child[],
  n: number,
  connect: (from: number, to: number) => Promise<void>,
  half: number,
): Promise<{ memory: string; connectMs: number }> {
  const before = await statsOf(servers);
  const t0 = performance.now();
  await connect(0, half);
  const firstMs = performance.now() - t0;
  const middle = await statsOf(servers);
  const t1 = performance.now();
  await connect(half, n);
  const connectMs = firstMs + performance.now() - t1;
  const after = await statsOf(servers);
  const kb = (after.rss - before.rss) / n / 1024;
  const heapKb = (after.heapUsed - before.heapUsed) / n / 1024;
  const marginalKb = (after.rss - middle.rss) / (n - half) / 1024;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
  const memory =
    `RSS ${mb(before.rss)} -> ${mb(middle.rss)} -> ${mb(after.rss)} MB: ${kb.toFixed(1)} KB per subscriber ` +
    `(second half ${marginalKb.toFixed(1)} KB, heap ${heapKb.toFixed(1)} KB; V8 heap committed ` +
    `${mb(before.heapTotal)} -> ${mb(after.heapTotal)} MB)`;
  return { memory, connectMs };
}
