// Live fans at derby scale, beside the SSE floor in the same run. Not part of `npm test`.
//
//   ulimit -n 20000
//   node --import tsx bench/live-fans.ts [FANS=1000] [ROUNDS=10] [--processes 1|2|both] [--no-floor]
//
// bench/sse-fanout.ts measures frames reaching sockets; this one measures what the pages do with
// them. Each Tschutti fan (bench/live-fans-process.ts) holds the ticker page's query cache and
// applies every frame with the client's own code, sending the requests the client would send;
// the floor's subscribers (`../shared/tools/floors/sse`, SSE_FLOOR_DIR overrides) only read.
// Tschutti runs on one process and/or two over one database (fans split across them, both
// subscribed through LISTEN/NOTIFY, the taps alternating). Rounds are interleaved across the
// systems, as in sse-fanout.ts. A round is one tap: a goal posted through the API with an
// Idempotency-Key, as the live control sends it.
//
// Reported per system: tap-to-visible p50/p99 (POST sent → the fan's cache holds the event,
// reloads included; the floor: → frame read), requests per fan per event, server memory per fan
// (RSS after the connects minus before, after a forced GC, summed over the processes), and
// fans that did not apply every event exactly once, in order.

import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FansCommand, FansReply } from "./live-fans-process.ts";
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
import type { SubscriberCommand, TriggerRequest } from "./sse-subscriber-process.ts";

const args = process.argv.slice(2);
const positional = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--processes");
const N = Number(positional[0] ?? 1000);
const ROUNDS = Number(positional[1] ?? 10);
const processesArg = args[args.indexOf("--processes") + 1];
const modes = args.includes("--processes")
  ? processesArg === "both"
    ? [1, 2]
    : [Number(processesArg)]
  : [1, 2];
const withFloor = !args.includes("--no-floor");
const here = path.dirname(fileURLToPath(import.meta.url));
const floorDir = process.env.SSE_FLOOR_DIR ?? path.resolve(here, "../../shared/tools/floors/sse");
const BINS = 16_000;

interface System {
  label: string;
  servers: Child[];
  client: Child<FansReply>;
  trigger(round: number): TriggerRequest;
  stop(): Promise<void>;
  rounds: Histogram[];
  roundP99: number[];
  requests: number;
  memory: string;
}

async function ask(client: Child<FansReply>, command: FansCommand | SubscriberCommand): Promise<FansReply> {
  client.process.send(command);
  return client.next();
}

async function connect(
  label: string,
  servers: Child[],
  script: string,
  command: (from: number, to: number) => FansCommand | SubscriberCommand,
): Promise<Pick<System, "client" | "memory">> {
  const client = spawnChild<FansReply>(path.join(here, script), {}, ["--import", "tsx"]);
  const { memory, connectMs } = await measureMemory(
    servers,
    N,
    async (from, to) => {
      await ask(client, command(from, to));
    },
    Math.floor(N / 2),
  );
  console.log(`[${label}] connected ${N} in ${connectMs.toFixed(0)} ms; ${memory}`);
  return { client, memory };
}

// Lets the floor server answer the same `stats` message as ours (as in sse-fanout.ts).
const FLOOR_STATS = `data:text/javascript,process.on("message", async () => { gc(); await new Promise((r) => setTimeout(r, 50)); gc(); const m = process.memoryUsage(); process.send({ type: "stats", rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, subscribers: -1 }); });`;

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
  const targets = [{ port, path: "/events" }];
  const connected = await connect("floor", [floor], "sse-subscriber-process.ts", (from, to) => ({
    type: "connect",
    size: N,
    readyMarker: ": hi",
    countedMarker: "event: score",
    targets,
    from,
    to,
  }));
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
    requests: 0,
  };
}

async function startTschutti(processes: number): Promise<System> {
  const script = path.join(here, "sse-fanout-server.ts");
  const execArgv = ["--import", "tsx", "--expose-gc"];
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
  const targets = ports.map((port) => ({ port, path: `/api/live/stream?matches=${fixture.matchId}` }));
  const connected = await connect(label, servers, "live-fans-process.ts", (from, to) => ({
    type: "connect",
    size: N,
    matchId: fixture.matchId,
    targets,
    from,
    to,
  }));
  return {
    label,
    servers,
    ...connected,
    trigger: (round) => {
      const port = ports[round % ports.length];
      return {
        url: `http://127.0.0.1:${port}/api/manage/matches/${fixture.matchId}/events`,
        method: "POST",
        headers: {
          "content-type": "application/json",
          cookie: fixture.cookie,
          origin: `http://127.0.0.1:${port}`,
          "idempotency-key": `live-fans-${processes}-${round}`,
        },
        body: JSON.stringify({ type: "goal", minute: Math.min(90, round + 1), playerId: fixture.playerId }),
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
    requests: 0,
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
  `${N} fans, ${ROUNDS} taps per system, interleaved; ${os.cpus().length} cores; load average ${load()}`,
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
    // The floor's subscribers answer without requests and read times.
    const round: { triggerMs: number; requests?: number; arrivals?: number[] } = reply;
    const parts = [`${system.label} ${lat.length}/${N} POST ${ms(round.triggerMs)}`];
    if (round.arrivals) {
      system.requests += round.requests ?? 0;
      parts.push(
        `frame read p50 ${ms(percentile(round.arrivals, 0.5))} p99 ${ms(percentile(round.arrivals, 0.99))}`,
      );
    }
    parts.push(`visible p50 ${ms(percentile(lat, 0.5))} p99 ${ms(percentile(lat, 0.99))}`);
    line.push(parts.join(" "));
    if (r > 0) {
      system.rounds.push(histogram(lat, BINS));
      system.roundP99.push(percentile(lat, 0.99));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.log(`round ${r} (load ${os.loadavg()[0]?.toFixed(1)}): ${line.join("; ")}`);
}

console.log(`\nsteady rounds 1..${ROUNDS - 1}; load average at the end ${load()}`);
const floor = systems.find((s) => s.label === "floor");
for (const s of systems) {
  const faults = await ask(s.client, { type: "faults", rounds: ROUNDS });
  const requests = s === floor ? "-" : (s.requests / (N * ROUNDS)).toFixed(3);
  console.log(
    `${s.label.padEnd(12)} tap-to-visible p50 ${ms(pooledP(s.rounds, 0.5))}, p99 ${ms(pooledP(s.rounds, 0.99))}; ` +
      `requests per fan per event ${requests}; ${s.memory}; ` +
      `fans missing, repeating or reordering an event: ${faults.type === "faults" ? faults.faults : "?"}`,
  );
}
for (const s of systems) {
  if (!floor || s === floor) continue;
  const paired = s.roundP99.map((v, i) => v / (floor.roundP99[i] ?? Number.NaN));
  console.log(
    `${s.label} vs floor: pooled p99 ${x(pooledRatio(s.rounds, floor.rounds, 0.99))}; ` +
      `median of paired round p99 ratios ${x(medianInterval(paired))} (95 % intervals)`,
  );
}
for (const s of systems) {
  await ask(s.client, { type: "close" });
  await s.stop();
}
