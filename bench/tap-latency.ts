// A tap's latency at idle and with many live matches ticking, beside pgbench on the same
// statements. Not part of `npm test`.
//
//   node --import tsx bench/tap-latency.ts [TAPS=200] [--matches 500] [--tick-seconds 60] [--pgbench-seconds 20]
//     [--events-per-match 20 | --one-match]
//
// One server process (bench/sse-fanout-server.ts: a club, a player and a live match). A tap is a
// goal POSTed with an Idempotency-Key, as the live control sends it; its latency is the POST's,
// measured by this process, one tap at a time. "Ticking": MATCHES more live matches, each
// getting a goal every TICK seconds on average (Poisson arrivals, in parallel with the measured
// taps), which is what a full Saturday's tickers send.
//
// pgbench runs the statements of one tap's transaction as the server sent them (captured by the
// driver, BENCH_CAPTURE_TAPS), with a fresh event id and key each time and the version guard
// kept (its md5 computed, compared with itself), one client, for PGBENCH seconds. Its figure is
// the floor: the database's own time for what a tap asks of it.

import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { spawnChild } from "./sse-fanout-children.ts";
import type { CapturedStatement, Fixture, ServerMessage } from "./sse-fanout-server.ts";
import { percentile } from "./sse-fanout-stats.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const TAPS = Number(args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? 200);
const MATCHES = option("--matches", 500);
const TICK_SECONDS = option("--tick-seconds", 60);
const PGBENCH_SECONDS = option("--pgbench-seconds", 20);
// A match's timeline as a Saturday's ticker leaves it: the measured taps go to fresh live
// matches, this many to each. Taps on one match only (`--one-match`) grew its timeline to
// hundreds of events, which every tap reads and checks.
const EVENTS_PER_MATCH = args.includes("--one-match")
  ? Number.POSITIVE_INFINITY
  : option("--events-per-match", 20);
const here = path.dirname(fileURLToPath(import.meta.url));

const server = spawnChild<ServerMessage>(
  path.join(here, "sse-fanout-server.ts"),
  { BENCH_CAPTURE_TAPS: "1" },
  ["--import", "tsx"],
);
// A crash here must not leave the server running.
process.on("exit", () => server.process.kill());
const ready = await server.next();
if (ready.type !== "ready" || !ready.fixture) throw new Error("server did not start");
const fixture: Fixture = ready.fixture;
const base = `http://127.0.0.1:${ready.port}`;
const db = postgres(fixture.databaseUrl, { max: 2, onnotice: () => {} });

let keys = 0;
async function tap(
  matchId: string,
  minute: number,
  playerId = fixture.playerId,
): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/manage/matches/${matchId}/events`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      cookie: fixture.cookie,
      origin: base,
      "idempotency-key": `tap-latency-${process.pid}-${keys++}`,
    },
    body: JSON.stringify({ type: "goal", minute, playerId }),
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`tap failed: ${res.status} ${body}`);
  return { ms: performance.now() - started, body };
}

/** Live copies of the fixture's match (same teams, live since kick-off). */
async function liveCopies(count: number): Promise<string[]> {
  if (count <= 0) return [];
  const rows = await db<{ id: string }[]>`
    insert into matches (home_team_id, away_team_id, match_date, stadium, status, started_at, period,
      period_started_at, created_by_club_id, acceptance, competition)
    select home_team_id, away_team_id, match_date, stadium, status, started_at, period, period_started_at,
      created_by_club_id, acceptance, competition
    from matches, generate_series(1, ${count}) where id = ${fixture.matchId}
    returning id`;
  return rows.map((r) => r.id);
}

async function measure(label: string): Promise<void> {
  const times: number[] = [];
  let failed = 0;
  const perMatch = Math.min(EVENTS_PER_MATCH, TAPS);
  const targets = Number.isFinite(perMatch) ? await liveCopies(Math.ceil(TAPS / perMatch)) : [];
  for (let i = 0; i < TAPS; i++) {
    const matchId = targets[Math.floor(i / perMatch)] ?? fixture.matchId;
    const minute = Number.isFinite(perMatch)
      ? 1 + Math.floor(((i % perMatch) * 90) / perMatch)
      : 1 + (i % 90);
    try {
      times.push((await tap(matchId, minute)).ms);
    } catch (error) {
      failed++;
      console.log(`  measured tap failed: ${String(error).slice(0, 200)}`);
    }
  }
  if (failed > 0) console.log(`  ${failed} of ${TAPS} measured taps failed`);
  times.sort((a, b) => a - b);
  const f = (p: number) => `${percentile(times, p).toFixed(1)} ms`;
  console.log(
    `${label.padEnd(28)} ${TAPS} taps: p50 ${f(0.5)}, p99 ${f(0.99)}, max ${f(1)} (load ${load()})`,
  );
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

console.log(`${os.cpus().length} cores; load average ${load()}`);
// Warm-up: prepared statements, JIT.
for (let i = 0; i < 20; i++) await tap(fixture.matchId, 1 + i);
await measure("idle");

// The other live matches.
const others = (await liveCopies(MATCHES)).map((id) => ({ id }));
// Each match's goals by a player of its own: the counters' rows (one per player and season)
// are not shared between matches, as on a real Saturday.
const scorers = await db<{ id: string }[]>`
  insert into players (team_id, first_name, last_name)
  select home_team_id, 'Bench', 'Spieler ' || g from matches, generate_series(1, ${MATCHES}) g
  where id = ${fixture.matchId}
  returning id`;
let ticking = true;
let ticks = 0;
const failures = new Map<string, number>();
const inFlight = new Set<Promise<unknown>>();
let wake: () => void = () => {};
const stopped = new Promise<void>((resolve) => {
  wake = resolve;
});
const tickers = others.map(async ({ id }, index) => {
  const scorer = scorers[index]?.id ?? fixture.playerId;
  let minute = 1;
  while (ticking) {
    // Exponential gaps: the matches tick independently, not in step. A gap still running at the
    // stop (of 500 matches, the longest is about six minutes) must not keep the bench alive.
    const gap = -Math.log(1 - Math.random()) * TICK_SECONDS * 1000;
    await Promise.race([new Promise((resolve) => setTimeout(resolve, gap).unref()), stopped]);
    if (!ticking) break;
    const sent = tap(id, minute, scorer).then(
      () => ticks++,
      (error: unknown) => {
        const reason = String(error).slice(0, 160);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
      },
    );
    inFlight.add(sent);
    await sent;
    inFlight.delete(sent);
    minute = (minute % 90) + 1;
  }
});
const tickStart = performance.now();
await measure(`${MATCHES} matches ticking`);
ticking = false;
wake();
const rate = ticks / ((performance.now() - tickStart) / 1000);
console.log(`  background: ${ticks} taps on ${MATCHES} matches, ${rate.toFixed(1)} taps/s`);
for (const [reason, count] of failures) console.log(`  background failures: ${count}× ${reason}`);
await Promise.all(tickers);
// One more tap, alone: the transaction the driver captured last is this one.
const lastBody = (await tap(fixture.matchId, 45)).body;

// The last tap's transaction as a pgbench script.
server.process.send({ type: "capture" });
const captured = await server.next();
if (captured.type !== "captured" || captured.statements.length === 0) throw new Error("no tap captured");
const script = pgbenchScript(captured.statements);
const scriptFile = path.join(os.tmpdir(), `tap-${process.pid}.sql`);
writeFileSync(scriptFile, script);
console.log(`pgbench script (${captured.statements.length} statements in the transaction): ${scriptFile}`);
const out = execFileSync(
  "pgbench",
  [
    "-n",
    "-r",
    "-c",
    "1",
    "-T",
    String(PGBENCH_SECONDS),
    "-f",
    scriptFile,
    "--log",
    "--log-prefix",
    scriptFile,
    fixture.databaseUrl,
  ],
  { encoding: "utf8", cwd: os.tmpdir() },
);
console.log(
  out
    .split("\n")
    .filter((l) => /latency|tps|transactions/.test(l))
    .join("\n"),
);
const logged = execFileSync("sh", ["-c", `cat ${scriptFile}.*`], { encoding: "utf8" })
  .trim()
  .split("\n")
  .map((line) => Number(line.split(" ")[2]) / 1000)
  .sort((a, b) => a - b);
console.log(
  `pgbench per transaction: p50 ${percentile(logged, 0.5).toFixed(2)} ms, p99 ${percentile(logged, 0.99).toFixed(2)} ms (${logged.length} transactions)`,
);
execFileSync("sh", ["-c", `rm -f ${scriptFile} ${scriptFile}.*`]);

await db.end();
const exited = new Promise((resolve) => server.process.once("exit", resolve));
server.process.send({ type: "stop" });
await exited;

/** SQL literal of a driver parameter. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/**
 * The captured transaction with its parameters written in: a new event id and a new key per
 * run (pgbench's :n), and the version guard compared with itself, so every run writes.
 */
function pgbenchScript(statements: CapturedStatement[]): string {
  const eventId = /"id":"([0-9a-f-]{36})"/.exec(lastBody)?.[1];
  const lines = statements.map(({ query, parameters }) => {
    let text = query.replace(/\$(\d+)/g, (_, n: string) => {
      const value = parameters[Number(n) - 1];
      if (value === eventId) return "gen_random_uuid()";
      if (typeof value === "string" && value.startsWith("tap-latency-")) return "('bench-' || :n)";
      if (typeof value === "string" && /^[0-9a-f]{32}$/.test(value)) return "__version__";
      return literal(value);
    });
    // The guard: `<md5 of the versions> = __version__` becomes `<md5> is not null`.
    text = text.replace(/=\s*__version__/, "is not null");
    return `${text.replace(/\s+/g, " ").trim()};`;
  });
  return ["\\set n random(1, 2000000000)", "begin;", ...lines, "commit;", ""].join("\n");
}
