// Fan-out of the live ticker stream, beside its floor in the same run. Not part of `npm test`.
//
//   ulimit -n 20000
//   node --import tsx bench/sse-fanout.ts [N=1000] [ROUNDS=10] [--processes 1|2|both] [--no-floor]
//
// 1. The floor: `../shared/tools/floors/sse/server.mjs` (plain node:http, one broadcast written to
//    every open response; SSE_FLOOR_DIR overrides the folder), N subscribers, ROUNDS broadcasts.
// 2. Tschutti on one process (and/or two processes over one database, N/2 subscribers each): N
//    subscribers of GET /api/live/stream?matches=<id>, one yellow card per round posted through
//    the API (transaction, realtime_log row, NOTIFY, each hub's one LISTEN connection and one
//    read, one frame written to every subscriber), alternating between the processes.
//
// Latency is from sending the trigger (GET /broadcast, or the POST) to a subscriber reading the
// frame, measured the same way for both by the same client (bench/sse-subscribers.ts). Memory
// per subscriber is the server's RSS (and V8 heap) after N connects minus before, each after a
// forced GC, divided by N (summed over the processes). Every subscriber must get every event
// exactly once, in the same order as everyone else.

import { type ChildProcess, fork } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Fixture, ServerMessage } from "./sse-fanout-server.ts";
import { percentile, Subscribers, type Target } from "./sse-subscribers.ts";

const args = process.argv.slice(2);
const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--processes");
const N = Number(positional[0] ?? 1000);
const ROUNDS = Number(positional[1] ?? 10);
const processesArg = args[args.indexOf("--processes") + 1];
const modes = args.includes("--processes")
  ? processesArg === "both"
    ? [1, 2]
    : [Number(processesArg)]
  : [1];
const withFloor = !args.includes("--no-floor");
const here = path.dirname(fileURLToPath(import.meta.url));
const floorDir = process.env.SSE_FLOOR_DIR ?? path.resolve(here, "../../shared/tools/floors/sse");

// Lets the floor server answer the same `stats` message as ours, without touching its code.
const FLOOR_STATS = `data:text/javascript,process.on("message", async () => { gc(); await new Promise((r) => setTimeout(r, 50)); gc(); const m = process.memoryUsage(); process.send({ type: "stats", rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, subscribers: -1 }); });`;

interface Child {
  process: ChildProcess;
  next(): Promise<ServerMessage>;
}

function spawnChild(script: string, env: NodeJS.ProcessEnv, execArgv: string[]): Child {
  const child = fork(script, [], { execArgv, env: { ...process.env, ...env }, stdio: "inherit" });
  const inbox: ServerMessage[] = [];
  const waiters: ((m: ServerMessage) => void)[] = [];
  child.on("message", (m: ServerMessage) => {
    const waiter = waiters.shift();
    if (waiter) waiter(m);
    else inbox.push(m);
  });
  const next = () =>
    new Promise<ServerMessage>((resolve) => {
      const queued = inbox.shift();
      if (queued) resolve(queued);
      else waiters.push(resolve);
    });
  return { process: child, next };
}

interface Memory {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
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
  return {
    rss: total("rss"),
    heapUsed: total("heapUsed"),
    heapTotal: total("heapTotal"),
    external: total("external"),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Result {
  label: string;
  p50: number;
  p99: number;
  firstP99: number;
  kbPerSubscriber: number;
  marginalKb: number;
  heapKbPerSubscriber: number;
  connectMs: number;
  faults: number;
}

const fmt = (ms: number) => `${ms.toFixed(0)} ms`;

/** Connects N subscribers to `targets`, runs the rounds, returns the figures. */
async function measure(
  label: string,
  children: Child[],
  targets: Target[],
  markers: { ready: string; counted: string },
  trigger: (round: number) => Promise<void>,
): Promise<Result> {
  const before = await statsOf(children);
  const subs = new Subscribers(N, markers.ready, markers.counted);
  const half = Math.floor(N / 2);
  const t0 = performance.now();
  await subs.connect(targets, 0, half);
  const connectMs1 = performance.now() - t0;
  const middle = await statsOf(children);
  const t1 = performance.now();
  await subs.connect(targets, half, N);
  const connectMs = connectMs1 + performance.now() - t1;
  const after = await statsOf(children);
  const kbPerSubscriber = (after.rss - before.rss) / N / 1024;
  const heapKbPerSubscriber = (after.heapUsed - before.heapUsed) / N / 1024;
  // The second half alone: what one more subscriber costs once the heap has grown to its
  // working size (the first connects also pay for young-generation growth and compiled code).
  const marginalKb = (after.rss - middle.rss) / (N - half) / 1024;
  const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
  console.log(
    `[${label}] connected ${subs.connected} in ${fmt(connectMs)}; RSS ${mb(before.rss)} -> ${mb(middle.rss)} -> ` +
      `${mb(after.rss)} MB: ${kbPerSubscriber.toFixed(1)} KB per subscriber, second half ${marginalKb.toFixed(1)} KB ` +
      `(heap ${heapKbPerSubscriber.toFixed(1)} KB); V8 heap committed ${mb(before.heapTotal)} -> ${mb(after.heapTotal)} MB`,
  );
  const steady: number[] = [];
  let firstP99 = Number.NaN;
  for (let r = 0; r < ROUNDS; r++) {
    const round = await subs.runRound(() => trigger(r));
    const lat = round.latencies;
    if (r === 0) firstP99 = percentile(lat, 0.99);
    else steady.push(...lat);
    console.log(
      `[${label}] round ${r}: delivered ${lat.length}/${N}, trigger ${fmt(round.triggerMs)}, ` +
        `p50 ${fmt(percentile(lat, 0.5))} p99 ${fmt(percentile(lat, 0.99))} max ${fmt(lat.at(-1) ?? Number.NaN)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  steady.sort((a, b) => a - b);
  const faults = subs.missingOrExtra(ROUNDS) + subs.disorderly.size;
  await subs.closeAll();
  return {
    label,
    p50: percentile(steady, 0.5),
    p99: percentile(steady, 0.99),
    firstP99,
    kbPerSubscriber,
    marginalKb,
    heapKbPerSubscriber,
    connectMs,
    faults,
  };
}

async function runFloor(): Promise<Result> {
  const port = await freePort();
  const floor = spawnChild(path.join(floorDir, "server.mjs"), { PORT: String(port) }, [
    "--expose-gc",
    "--import",
    FLOOR_STATS,
  ]);
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/count`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const result = await measure(
    "floor",
    [floor],
    [{ port, path: "/events" }],
    { ready: ": hi", counted: "event: score" },
    async () => {
      await (await fetch(`http://127.0.0.1:${port}/broadcast`)).text();
    },
  );
  floor.process.kill();
  return result;
}

async function runTschutti(processes: number): Promise<Result> {
  const script = path.join(here, "sse-fanout-server.ts");
  // BENCH_SERVER_NODE_FLAGS, e.g. "--cpu-prof", profiles the server processes.
  const extraFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const execArgv = ["--import", "tsx", "--expose-gc", ...extraFlags];
  const primary = spawnChild(script, {}, execArgv);
  const ready = await primary.next();
  if (ready.type !== "ready" || !ready.fixture) throw new Error("server did not start");
  const fixture: Fixture = ready.fixture;
  const children = [primary];
  const ports = [ready.port];
  for (let i = 1; i < processes; i++) {
    const child = spawnChild(script, { BENCH_ATTACH_URL: fixture.databaseUrl }, execArgv);
    const m = await child.next();
    if (m.type !== "ready") throw new Error("second server did not start");
    children.push(child);
    ports.push(m.port);
  }
  const streamPath = `/api/live/stream?matches=${fixture.matchId}`;
  const label = processes === 1 ? "tschutti" : `tschutti x${processes}`;
  const result = await measure(
    label,
    children,
    ports.map((port) => ({ port, path: streamPath })),
    { ready: "event: ready", counted: "event: event.created" },
    async (round) => {
      // Rounds alternate between the processes: each publishes, every process delivers.
      const port = ports[round % ports.length];
      const res = await fetch(`http://127.0.0.1:${port}/api/manage/matches/${fixture.matchId}/events`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: fixture.cookie,
          origin: `http://127.0.0.1:${port}`,
        },
        body: JSON.stringify({
          type: "yellowCard",
          minute: Math.min(90, round + 1),
          playerId: fixture.playerId,
          source: "live",
        }),
      });
      if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    },
  );
  for (const child of children.reverse()) {
    const exited = new Promise((resolve) => child.process.once("exit", resolve));
    child.process.send({ type: "stop" });
    await exited;
  }
  return result;
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
console.log(`${N} subscribers, ${ROUNDS} rounds; ${os.cpus().length} cores; load average ${load()}`);
const results: Result[] = [];
if (withFloor) results.push(await runFloor());
for (const processes of modes) results.push(await runTschutti(processes));

const floor = results.find((r) => r.label === "floor");
const one = results.find((r) => r.label === "tschutti");
console.log(`\nsteady state (rounds 1..${ROUNDS - 1}); load average at the end ${load()}`);
for (const r of results) {
  const vsFloor = floor && r !== floor ? `, p99 ${(r.p99 / floor.p99).toFixed(2)}x floor` : "";
  const vsOne =
    one && r.label.startsWith("tschutti x") ? `, p99 ${(r.p99 / one.p99).toFixed(2)}x one process` : "";
  console.log(
    `${r.label.padEnd(12)} p50 ${fmt(r.p50)}, p99 ${fmt(r.p99)} (first round ${fmt(r.firstP99)})${vsFloor}${vsOne}; ` +
      `${r.kbPerSubscriber.toFixed(1)} KB per subscriber (second half ${r.marginalKb.toFixed(1)} KB, heap ${r.heapKbPerSubscriber.toFixed(1)} KB); ` +
      `connect ${fmt(r.connectMs)}; missing, extra or out-of-order: ${r.faults}`,
  );
}
