// The read bench: what fans read, through the production server, at 100
// connections, beside its floors measured in the same run (a plain node:http server; pgbench on
// the SQL each endpoint runs). Fill the databases first with `npm run bench:data`, then:
//   node --import tsx bench/reads.ts --db postgres://postgres@127.0.0.1:5432/tschutti_bench_small \
//     --db postgres://postgres@127.0.0.1:5432/tschutti_bench [--seconds 5] [--only club,player] [--out r.json]
// With two or more --db the last is compared with the first (cost flatness).

import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { captureSql } from "./reads/capture.ts";
import { copyAnswers, type HttpResult, load, sequential, startFloorServer, withLoad } from "./reads/http.ts";
import { type PgbenchResult, runPgbench } from "./reads/pgbench.ts";
import { startProductionServer } from "./reads/server.ts";
import { type Endpoint, readEndpoints } from "./reads/targets.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string", multiple: true },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "100" },
    "pg-clients": { type: "string", default: "10" },
    port: { type: "string", default: "3190" },
    only: { type: "string" },
    out: { type: "string" },
  },
});
const databases = values.db ?? (process.env.DATABASE_URL ? [process.env.DATABASE_URL] : []);
if (databases.length === 0) throw new Error("--db URL (or DATABASE_URL) fehlt");
const SECONDS = Number(values.seconds);
const SHORT = Math.max(2, Math.round(SECONDS / 2));
const CONNECTIONS = Number(values.connections);
// The server's pool has 10 connections (createDb's default): the SQL floor gets as many.
const PG_CLIENTS = Number(values["pg-clients"]);
const PORT = Number(values.port);
const only = values.only?.split(",").map((s) => s.trim());

interface Row {
  endpoint: string;
  kind: Endpoint["kind"];
  statements: number;
  /** The node:http floor at 100 connections, run right before this endpoint (the load drifts). */
  floor: HttpResult;
  /** The floor server sending this endpoint's own answers (same paths, same compressed bytes). */
  sameBytes: HttpResult;
  /** Mean size of the endpoint's answers as sent to a browser. */
  answerBytes: number;
  http: HttpResult;
  http1: HttpResult;
  pg: PgbenchResult;
  pg1: PgbenchResult;
  load: { mean: number; max: number };
}

interface Run {
  database: string;
  clubs: number;
  events: number;
  floor: { http: HttpResult; http1: HttpResult; load: { mean: number; max: number } };
  rows: Row[];
}

const f0 = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 1 ? n.toFixed(3) : n < 10 ? n.toFixed(2) : n.toFixed(0));
const x = (n: number) => `${n.toFixed(n < 1 ? 3 : 2)}`;

async function measureDatabase(url: string): Promise<Run> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [size] = await sql<{ clubs: number; events: number }[]>`
    select (select count(*) from clubs)::int as clubs, (select count(*) from match_events)::int as events`;
  const endpoints = (await readEndpoints(sql)).filter((e) => !only || only.includes(e.name));
  await sql.end();
  console.log(`\n== ${new URL(url).pathname.slice(1)}: ${size?.clubs} clubs, ${size?.events} events`);
  const captured = await captureSql(url, endpoints);

  const floorServer = await startFloorServer(PORT + 1);
  const floor = await withLoad(async () => ({
    http: await load(floorServer.url, ["/"], { connections: CONNECTIONS, seconds: SECONDS }),
    http1: await sequential(floorServer.url, ["/"], SHORT),
  }));
  console.log(
    `node:http floor: ${f0(floor.value.http.rps)} req/s, p50 ${floor.value.http.p50} ms, p99 ${floor.value.http.p99} ms; 1 connection p50 ${ms(floor.value.http1.p50)} ms`,
  );

  const server = await startProductionServer(url, PORT);
  const rows: Row[] = [];
  try {
    for (const endpoint of endpoints) {
      // Warm-up: every URL a few times (JIT, prepared statements, PostgreSQL's cache).
      await load(server.url, endpoint.paths, { connections: 10, seconds: 1 });
      const answerBytes = await copyAnswers(server.url, floorServer.url, endpoint.paths);
      const scripts = captured.get(endpoint.name) ?? [];
      const measured = await withLoad(async () => ({
        floor: await load(floorServer.url, ["/"], { connections: CONNECTIONS, seconds: SHORT }),
        sameBytes: await load(floorServer.url, endpoint.paths, { connections: CONNECTIONS, seconds: SHORT }),
        http: await load(server.url, endpoint.paths, { connections: CONNECTIONS, seconds: SECONDS }),
        // The server still works off what the 100 connections queued when autocannon stopped;
        // one more request waits behind that queue, so the 1-connection run starts on an idle server.
        drained: await fetch(`${server.url}${endpoint.paths[0]}`).then((res) => res.arrayBuffer()),
        http1: await sequential(server.url, endpoint.paths, SHORT),
        pg: await runPgbench(url, scripts, { clients: PG_CLIENTS, seconds: SECONDS }),
        pg1: await runPgbench(url, scripts, { clients: 1, seconds: SHORT }),
      }));
      const { floor: endpointFloor, sameBytes, http, http1, pg, pg1 } = measured.value;
      const row: Row = {
        endpoint: endpoint.name,
        kind: endpoint.kind,
        statements: Math.max(...scripts.map((s) => s.length)),
        floor: endpointFloor,
        sameBytes,
        answerBytes,
        http,
        http1,
        pg,
        pg1,
        load: measured.load,
      };
      if (row.http.failures || row.http1.failures)
        console.log(`  ! ${endpoint.name}: ${row.http.failures} failed requests`);
      console.log(
        `  ${endpoint.name.padEnd(14)} ${f0(row.http.rps).padStart(6)} req/s p50 ${row.http.p50} p99 ${row.http.p99} | 1c ${ms(row.http1.p50)} ms vs pgbench 1c ${ms(row.pg1.p50)} ms | pgbench ${f0(row.pg.tps)} tps | load ${row.load.mean.toFixed(1)}`,
      );
      rows.push(row);
    }
  } finally {
    await server.stop();
    floorServer.stop();
  }
  return {
    database: new URL(url).pathname.slice(1),
    clubs: size?.clubs ?? 0,
    events: size?.events ?? 0,
    floor: { ...floor.value, load: floor.load },
    rows,
  };
}

function printRun(run: Run): void {
  const floor = run.floor.http.rps;
  console.log(
    `\n### ${run.clubs} clubs, ${run.events} events (${CONNECTIONS} connections, ${SECONDS} s each; pgbench ${PG_CLIENTS} clients)`,
  );
  console.log(
    `node:http floor: ${f0(floor)} req/s, p99 ${run.floor.http.p99} ms, 1 connection p50 ${ms(run.floor.http1.p50)} ms; load ${run.floor.load.mean.toFixed(1)}\n`,
  );
  console.log(
    "| endpoint | req/s | p50 ms | p99 ms | node:http req/s | ÷ node:http | answer KB | same-bytes floor req/s | ÷ same bytes | pgbench tps | ÷ pgbench | 1 conn p50 ms | pgbench 1c p50 ms | × pgbench 1c | load | goals |",
  );
  console.log(
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  );
  for (const r of run.rows) {
    const toFloor = r.http.rps / r.floor.rps;
    const latencyRatio = r.http1.p50 / Math.max(r.pg1.p50, 0.001);
    const misses = [
      r.kind === "row" && toFloor < 0.25 ? "<25% floor" : "",
      r.kind === "row" && r.http.p99 >= 50 ? "p99≥50" : "",
      r.http.p99 >= 100 ? "p99≥100" : "",
      latencyRatio > 2 ? ">2× pgbench" : "",
      r.http.failures ? `${r.http.failures} failed` : "",
    ].filter(Boolean);
    console.log(
      `| ${r.endpoint} | ${f0(r.http.rps)} | ${r.http.p50} | ${r.http.p99} | ${f0(r.floor.rps)} | ${x(toFloor)} | ` +
        `${(r.answerBytes / 1024).toFixed(1)} | ${f0(r.sameBytes.rps)} | ${x(r.http.rps / r.sameBytes.rps)} | ${f0(r.pg.tps)} | ${x(r.http.rps / r.pg.tps)} | ${ms(r.http1.p50)} | ${ms(r.pg1.p50)} | ${x(latencyRatio)} | ${r.load.mean.toFixed(1)} | ${misses.length ? misses.join(", ") : "ok"} |`,
    );
  }
}

// An answer can be larger in a larger country by its nature (50 live matches against 2, a league
// of 153 teams against 16): the verdict takes the throughput against the same-bytes floor, which
// sends those bytes, so it reads our cost per request and not the size of the answer. The plain
// floor's column stays beside it.
function printFlatness(small: Run, big: Run): void {
  console.log(`\n### Cost flatness: ${big.clubs} clubs against ${small.clubs} clubs (goal ≤ 1.5×)\n`);
  console.log(
    "| endpoint | 1 conn p50 × | pgbench 1c p50 × | answer bytes × | req/s ÷ (floor-normalised) | req/s ÷ (same-bytes-normalised) | verdict |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const b of big.rows) {
    const s = small.rows.find((r) => r.endpoint === b.endpoint);
    if (!s) continue;
    const latency = b.http1.p50 / Math.max(s.http1.p50, 0.001);
    const sqlCost = b.pg1.p50 / Math.max(s.pg1.p50, 0.001);
    const throughput = s.http.rps / s.floor.rps / (b.http.rps / b.floor.rps);
    const perBytes = s.http.rps / s.sameBytes.rps / (b.http.rps / b.sameBytes.rps);
    const worst = Math.max(latency, perBytes);
    console.log(
      `| ${b.endpoint} | ${x(latency)} | ${x(sqlCost)} | ${x(b.answerBytes / Math.max(s.answerBytes, 1))} | ` +
        `${x(throughput)} | ${x(perBytes)} | ${worst <= 1.5 ? "flat" : "grows"} |`,
    );
  }
}

const runs: Run[] = [];
for (const url of databases) runs.push(await measureDatabase(url));
for (const run of runs) printRun(run);
const first = runs[0];
const last = runs.at(-1);
if (first && last && runs.length > 1) printFlatness(first, last);
if (values.out) writeFileSync(values.out, `${JSON.stringify(runs, null, 2)}\n`);
process.exit(0);
