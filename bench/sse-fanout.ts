// Fan-out of the live ticker stream, beside its floor in the same run. Not part of `npm test`.
//
//   ulimit -n 20000
//   node --import tsx bench/sse-fanout.ts [N=1000] [ROUNDS=10] [--processes 1|2|both] [--no-floor]
//
// Systems: the floor (`../shared/tools/floors/sse/server.mjs`, plain node:http, one broadcast
// written to every open response; SSE_FLOOR_DIR overrides the folder), Tschutti on one process
// and/or on two processes over one database (N/2 subscribers each, the POSTs alternating). Each
// system gets N subscribers in a subscriber process of its own (bench/sse-subscriber-process.ts),
// all systems stay connected, and their rounds are interleaved: round r of every system runs
// back to back, in an order that rotates by round, so paired rounds share the machine's load.
// Tschutti's round is one goal posted through the API (transaction, realtime_log row,
// NOTIFY, each hub's LISTEN, one frame written to every subscriber).
//
// Latency is from sending the trigger (GET /broadcast, or the POST) to a subscriber reading the
// frame, measured the same way for all by the same client (bench/sse-subscribers.ts). Round 0
// of each system is a warm-up; the ratios and their intervals: bench/sse-fanout-stats.ts.
// Memory per subscriber is the server's RSS (and V8 heap) after N connects minus before, each
// after a forced GC, divided by N (summed over the processes). Every subscriber must get every
// event exactly once, in the same order as everyone else.

import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Child, freePort, measureMemory, spawnChild } from "./sse-fanout-children.ts";
import type { Fixture } from "./sse-fanout-server.ts";
import {
  type Histogram,
  histogram,
  type Interval,
  medianInterval,
  percentile,
  pooledP,
  pooledRatio,
} from "./sse-fanout-stats.ts";
import type { SubscriberCommand, SubscriberReply, TriggerRequest } from "./sse-subscriber-process.ts";
import type { Target } from "./sse-subscribers.ts";

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
const BINS = 16_000; // 1 ms bins up to the subscribers' 15 s round deadline

interface System {
  label: string;
  servers: Child[];
  client: Child<SubscriberReply>;
  trigger(round: number): TriggerRequest;
  stop(): Promise<void>;
  rounds: Histogram[];
  roundP99: number[];
  memory: string;
  connectMs: number;
}

async function ask(client: Child<SubscriberReply>, command: SubscriberCommand): Promise<SubscriberReply> {
  client.process.send(command);
  return client.next();
}

/** Forks the system's subscriber process and connects N subscribers, measuring the servers' memory. */
async function connect(
  label: string,
  servers: Child[],
  targets: Target[],
  markers: { readyMarker: string; countedMarker: string },
): Promise<Pick<System, "client" | "memory" | "connectMs">> {
  const client = spawnChild<SubscriberReply>(path.join(here, "sse-subscriber-process.ts"), {}, [
    "--import",
    "tsx",
  ]);
  const half = Math.floor(N / 2);
  const command = (from: number, to: number): SubscriberCommand => ({
    type: "connect",
    size: N,
    ...markers,
    targets,
    from,
    to,
  });
  const { memory, connectMs } = await measureMemory(
    servers,
    N,
    async (from, to) => {
      await ask(client, command(from, to));
    },
    half,
  );
  console.log(`[${label}] connected ${N} in ${connectMs.toFixed(0)} ms; ${memory}`);
  return { client, memory, connectMs };
}

async function startFloor(): Promise<System> {
  const port = await freePort();
  const floor = spawnChild(path.join(floorDir, "server.mjs"), { PORT: String(port) }, [
    "--expose-gc",
    "--import",
    FLOOR_STATS,
  ]);
  while (
    !(await fetch(`http://127.0.0.1:${port}/count`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const connected = await connect("floor", [floor], [{ port, path: "/events" }], {
    readyMarker: ": hi",
    countedMarker: "event: score",
  });
  return {
    label: "floor",
    servers: [floor],
    ...connected,
    trigger: () => ({ url: `http://127.0.0.1:${port}/broadcast`, method: "GET", expectStatus: 200 }),
    stop: async () => {
      floor.process.kill();
    },
    rounds: [],
    roundP99: [],
  };
}

// Lets the floor server answer the same `stats` message as ours, without touching its code.
const FLOOR_STATS = `data:text/javascript,process.on("message", async () => { gc(); await new Promise((r) => setTimeout(r, 50)); gc(); const m = process.memoryUsage(); process.send({ type: "stats", rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, subscribers: -1 }); });`;

async function startTschutti(processes: number): Promise<System> {
  const script = path.join(here, "sse-fanout-server.ts");
  // BENCH_SERVER_NODE_FLAGS, e.g. "--cpu-prof", profiles the server processes.
  const extraFlags = process.env.BENCH_SERVER_NODE_FLAGS?.split(" ").filter(Boolean) ?? [];
  const execArgv = ["--import", "tsx", "--expose-gc", ...extraFlags];
  const primary = spawnChild(script, {}, execArgv);
  const ready = await primary.next();
  if (ready.type !== "ready" || !ready.fixture) throw new Error("server did not start");
  const fixture: Fixture = ready.fixture;
  const servers = [primary];
  const ports = [ready.port];
  for (let i = 1; i < processes; i++) {
    const child = spawnChild(script, { BENCH_ATTACH_URL: fixture.databaseUrl }, execArgv);
    const m = await child.next();
    if (m.type !== "ready") throw new Error("second server did not start");
    servers.push(child);
    ports.push(m.port);
  }
  const label = processes === 1 ? "tschutti" : `tschutti x${processes}`;
  const streamPath = `/api/live/stream?matches=${fixture.matchId}`;
  const targets = ports.map((port) => ({ port, path: streamPath }));
  const connected = await connect(label, servers, targets, {
    readyMarker: "event: ready",
    countedMarker: "event: event.created",
  });
  return {
    label,
    servers,
    ...connected,
    // Rounds alternate between the processes: each publishes, every process delivers.
    trigger: (round) => {
      const port = ports[round % ports.length];
      return {
        url: `http://127.0.0.1:${port}/api/manage/matches/${fixture.matchId}/events`,
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: fixture.cookie,
          origin: `http://127.0.0.1:${port}`,
        },
        body: JSON.stringify({
          // A goal: any number of them is valid (a second yellow card would be a sending-off,
          // and a card for a player already sent off is refused, which stopped the bench).
          type: "goal",
          minute: Math.min(90, round + 1),
          playerId: fixture.playerId,
          source: "live",
        }),
        expectStatus: 201,
      };
    },
    stop: async () => {
      for (const child of [...servers].reverse()) {
        const exited = new Promise((resolve) => child.process.once("exit", resolve));
        child.process.send({ type: "stop" });
        await exited;
      }
    },
    rounds: [],
    roundP99: [],
  };
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
const ms = (v: number) => `${v.toFixed(0)} ms`;
const x = (i: Interval) => `${i.value.toFixed(2)}× [${i.low.toFixed(2)}, ${i.high.toFixed(2)}]`;

console.log(
  `${N} subscribers, ${ROUNDS} rounds per system, interleaved; ${os.cpus().length} cores; load average ${load()}`,
);
const systems: System[] = [];
if (withFloor) systems.push(await startFloor());
for (const processes of modes) systems.push(await startTschutti(processes));

for (let r = 0; r < ROUNDS; r++) {
  const order = systems.map((_, i) => systems[(i + r) % systems.length] as System);
  const line: string[] = [];
  for (const system of order) {
    const reply = await ask(system.client, { type: "round", trigger: system.trigger(r) });
    if (reply.type !== "round") throw new Error("unexpected reply");
    const lat = reply.latencies;
    line.push(
      `${system.label} ${lat.length}/${N} trig ${ms(reply.triggerMs)} p50 ${ms(percentile(lat, 0.5))} p99 ${ms(percentile(lat, 0.99))}`,
    );
    if (r > 0) {
      system.rounds.push(histogram(lat, BINS));
      system.roundP99.push(percentile(lat, 0.99));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.log(`round ${r} (load ${os.loadavg()[0]?.toFixed(1)}): ${line.join("; ")}`);
}

console.log(`\nsteady rounds 1..${ROUNDS - 1} of each system; load average at the end ${load()}`);
const floor = systems.find((s) => s.label === "floor");
const one = systems.find((s) => s.label === "tschutti");
for (const s of systems) {
  const faults = await ask(s.client, { type: "faults", rounds: ROUNDS });
  const perRound = medianInterval(s.roundP99);
  console.log(
    `${s.label.padEnd(12)} pooled p50 ${ms(pooledP(s.rounds, 0.5))}, p99 ${ms(pooledP(s.rounds, 0.99))}; ` +
      `per-round p99 median ${ms(perRound.value)} [${ms(perRound.low)}, ${ms(perRound.high)}], ` +
      `range ${ms(Math.min(...s.roundP99))}–${ms(Math.max(...s.roundP99))}; ${s.memory}; connect ${ms(s.connectMs)}; ` +
      `missing, extra or out-of-order: ${faults.type === "faults" ? faults.faults : "?"}`,
  );
}
const compare = (a: System, b: System, name: string) => {
  const paired = a.roundP99.map((v, i) => v / (b.roundP99[i] ?? Number.NaN));
  console.log(
    `${a.label} vs ${name}: pooled p99 ${x(pooledRatio(a.rounds, b.rounds, 0.99))}; ` +
      `median of paired round p99 ratios ${x(medianInterval(paired))} (95 % intervals)`,
  );
};
for (const s of systems) {
  if (floor && s !== floor) compare(s, floor, "floor");
  if (one && s.label.startsWith("tschutti x")) compare(s, one, "one process");
}
for (const s of systems) {
  await ask(s.client, { type: "close" });
  await s.stop();
}
