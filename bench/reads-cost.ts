// What each public read costs, in units a busy machine does not change: the buffers (8 KB pages)
// its SQL touches, and the CPU time the Node process spends on one request (routing, the
// driver's decoding, Drizzle, JSON, the ETag) apart from the database's. On a shared 2-core
// machine wall-clock latencies move with the neighbours' load; these two figures do not, so
// they show whether an endpoint is flat from 20 to 2,000 clubs and where its time goes.
//   node --import tsx bench/reads-cost.ts --db postgres://…/tschutti_bench_small \
//     --db postgres://…/tschutti_bench [--only "club list,results"] [--requests 200]
// With two or more --db the last is compared with the first.

import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { recordingApp } from "./reads/capture.ts";
import { readEndpoints } from "./reads/targets.ts";

const { values } = parseArgs({
  options: {
    db: { type: "string", multiple: true },
    only: { type: "string" },
    requests: { type: "string", default: "200" },
  },
});
const databases = values.db ?? [];
if (databases.length === 0) throw new Error("--db URL fehlt");
const REQUESTS = Number(values.requests);
const only = values.only?.split(",").map((s) => s.trim());

interface Cost {
  endpoint: string;
  /** Shared buffers hit or read by one request's statements (mean over the sampled URLs). */
  buffers: number;
  /** EXPLAIN ANALYZE execution time of those statements, ms (moves with the load). */
  sqlMs: number;
  /** Node CPU (user + system) per request, ms. */
  cpuMs: number;
  /** Wall time per request in process, one after the other, ms (moves with the load). */
  wallMs: number;
  bytes: number;
}

interface PlanNode {
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
}

async function measure(url: string): Promise<{ label: string; costs: Cost[] }> {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  const [{ clubs } = { clubs: 0 }] = await sql<{ clubs: number }[]>`select count(*)::int as clubs from clubs`;
  const endpoints = (await readEndpoints(sql)).filter((e) => !only || only.includes(e.name));
  const { app, take, close } = recordingApp(url);
  const costs: Cost[] = [];
  try {
    for (const endpoint of endpoints) {
      let buffers = 0;
      let sqlMs = 0;
      let bytes = 0;
      for (const p of endpoint.paths) {
        take();
        const res = await app.request(p);
        if (res.status !== 200) throw new Error(`${p}: ${res.status}`);
        bytes += (await res.arrayBuffer()).byteLength;
        for (const statement of take()) {
          const [row] = await sql.unsafe<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }[]>(
            `explain (analyze, buffers, format json) ${statement}`,
          );
          const plan = row?.["QUERY PLAN"][0];
          if (!plan) continue;
          buffers += plan.Plan["Shared Hit Blocks"] + plan.Plan["Shared Read Blocks"];
          sqlMs += plan["Execution Time"];
        }
      }
      const n = endpoint.paths.length;
      const cpu0 = process.cpuUsage();
      const wall0 = performance.now();
      for (let i = 0; i < REQUESTS; i++) {
        const res = await app.request(endpoint.paths[i % n] as string);
        await res.arrayBuffer();
      }
      const wallMs = (performance.now() - wall0) / REQUESTS;
      const cpu = process.cpuUsage(cpu0);
      costs.push({
        endpoint: endpoint.name,
        buffers: buffers / n,
        sqlMs: sqlMs / n,
        cpuMs: (cpu.user + cpu.system) / 1000 / REQUESTS,
        wallMs,
        bytes: bytes / n,
      });
    }
  } finally {
    await close();
    await sql.end();
  }
  return { label: `${url.split("/").pop()}: ${clubs} clubs`, costs };
}

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toPrecision(3));

const results = [];
for (const url of databases) results.push(await measure(url));
for (const { label, costs } of results) {
  console.log(`\n#### ${label} (${REQUESTS} requests per endpoint, in process)\n`);
  console.log(
    "| endpoint | SQL buffers | SQL ms (EXPLAIN) | Node CPU ms/request | wall ms/request | bytes |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const c of costs)
    console.log(
      `| ${c.endpoint} | ${fmt(c.buffers)} | ${fmt(c.sqlMs)} | ${fmt(c.cpuMs)} | ${fmt(c.wallMs)} | ${fmt(c.bytes)} |`,
    );
}
const first = results[0];
const last = results.at(-1);
if (first && last && results.length > 1) {
  console.log(`\n#### ${last.label} against ${first.label} (goal ≤ 1.5×)\n`);
  console.log("| endpoint | SQL buffers × | Node CPU × | bytes × |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const c of last.costs) {
    const base = first.costs.find((b) => b.endpoint === c.endpoint);
    if (!base) continue;
    const ratio = (a: number, b: number) => fmt(b === 0 ? 0 : a / b);
    console.log(
      `| ${c.endpoint} | ${ratio(c.buffers, base.buffers)} | ${ratio(c.cpuMs, base.cpuMs)} | ${ratio(c.bytes, base.bytes)} |`,
    );
  }
}
