// A tap's latency at idle and with many live matches ticking, beside pgbench on the same
// statements. Not part of `npm test`.
//
//   node --import tsx bench/tap-latency.ts [TAPS=200] [--matches 500] [--tick-seconds 60] [--pgbench-seconds 20]
//     [--warm-up 100]
//     [--events-per-match 20 | --one-match]
//
// One server process (bench/sse-fanout-server.ts: a club, a player and a live match). A tap is a
// goal POSTed with an Idempotency-Key, as the live control sends it; its latency is the POST's,
// measured by this process, one tap at a time. "Ticking": MATCHES more live matches, each
// getting a goal every TICK seconds on average (Poisson arrivals, in parallel with the measured
// taps), which is what a full Saturday's tickers send. Beside each phase's latencies: the server
// process's CPU time per measured tap (all its threads; when ticking, the background taps' share
// included), which a shared host disturbs less than the latencies.
//
// pgbench gives the floors, one client for PGBENCH seconds each, prepared statements as the server
// uses them: the statements of one tap's transaction as the server sent them (captured by the
// driver, BENCH_CAPTURE_TAPS), and every statement of one tap, from the session's lookup to the
// COMMIT, with what the server sent without waiting as one pipeline. Each run gets a fresh event
// id and key and one of many matches; the transaction alone keeps the version guard by comparing
// its md5 with itself, the whole tap compares with the version it read. The figures are the
// database's own time for what a tap asks of it.

import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { pgbenchLatencies } from "./pgbench.ts";
import { spawnChild } from "./sse-fanout-children.ts";
import type { CapturedStatement, Fixture, MarkedStatement, ServerMessage } from "./sse-fanout-server.ts";
import { percentile } from "./sse-fanout-stats.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) =>
  args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
const TAPS = Number(args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? 200);
const MATCHES = option("--matches", 500);
const TICK_SECONDS = option("--tick-seconds", 60);
const PGBENCH_SECONDS = option("--pgbench-seconds", 20);
const WARM_UP = option("--warm-up", 100);
// A match's timeline as a Saturday's ticker leaves it: the measured taps go to fresh live
// matches, this many to each. Taps on one match only (`--one-match`) grew its timeline to
// hundreds of events, which every tap reads and checks.
const EVENTS_PER_MATCH = args.includes("--one-match")
  ? Number.POSITIVE_INFINITY
  : option("--events-per-match", 20);
const here = path.dirname(fileURLToPath(import.meta.url));
// pgbench's matches: ids made of a fixed prefix and a 12-digit number pgbench draws (:m).
const PGBENCH_MATCH_PREFIX = "00000000-0000-4000-8000-";
const PGBENCH_MATCH_FIRST = 100_000_000_000;
const PGBENCH_MATCHES = 50 * PGBENCH_SECONDS;
// Statements the server sent this close after the one before went out without waiting for it
// (a round trip here is 0.3 ms and more, and the server sends a pipelined pair 0.1 ms apart).
const SAME_ROUND_TRIP_MS = 0.2;
/** The variables of a run: a key number and one of the pgbench matches. */
const PGBENCH_VARIABLES = [
  "\\set n random(1, 2000000000)",
  `\\set m random(${PGBENCH_MATCH_FIRST}, ${PGBENCH_MATCH_FIRST + PGBENCH_MATCHES - 1})`,
];

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

/** The server's CPU time so far, in ms: user and system. */
async function serverCpu(): Promise<{ user: number; system: number }> {
  server.process.send({ type: "cpu" });
  const answer = await server.next();
  if (answer.type !== "cpu") throw new Error("server did not tell its CPU time");
  return { user: answer.user / 1000, system: answer.system / 1000 };
}

async function measure(label: string): Promise<void> {
  const cpuBefore = await serverCpu();
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
  // What the server's process spent per tap (with the background taps, when ticking): steadier
  // on a shared host than the latencies, which wait on whatever else runs.
  const cpuAfter = await serverCpu();
  const per = (ms: number) => (ms / TAPS).toFixed(2);
  const user = cpuAfter.user - cpuBefore.user;
  const system = cpuAfter.system - cpuBefore.system;
  console.log(
    `${"".padEnd(28)} server CPU per measured tap ${per(user + system)} ms (user ${per(user)}, system ${per(system)})`,
  );
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");

console.log(`${os.cpus().length} cores; load average ${load()}`);
// Warm-up: JIT, and each statement prepared on each of the pool's connections (its first use on
// a connection costs a round trip more). The first 50 taps after a start are slower; with 20
// warm-up taps, that tail was still in the idle p99. A server on a Saturday is warm.
for (let i = 0; i < WARM_UP; i++) await tap(fixture.matchId, 1 + (i % 90));
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
// One more tap, alone: the transaction the driver captured last is this one, and every statement
// sent since the mark is this tap's.
server.process.send({ type: "mark" });
if ((await server.next()).type !== "marked") throw new Error("server did not mark");
const lastBody = (await tap(fixture.matchId, 45)).body;

server.process.send({ type: "capture" });
const captured = await server.next();
if (captured.type !== "captured" || captured.statements.length === 0) throw new Error("no tap captured");
const eventId = /"id":"([0-9a-f-]{36})"/.exec(lastBody)?.[1];

// pgbench's taps go to matches of their own, each getting a goal now and then, so a timeline
// stays about as short as the measured taps' (on one match, thousands of goals in a run made the
// later runs read and hash a longer timeline: its p50 rose from 3.6 to 5.1 ms within a run).
await db`
  insert into matches (id, home_team_id, away_team_id, match_date, stadium, status, started_at, period,
    period_started_at, created_by_club_id, acceptance, competition)
  select (${PGBENCH_MATCH_PREFIX} || (${PGBENCH_MATCH_FIRST}::bigint + g))::uuid, home_team_id, away_team_id,
    match_date, stadium, status, started_at, period, period_started_at, created_by_club_id, acceptance, competition
  from matches, generate_series(0, ${PGBENCH_MATCHES - 1}) g where id = ${fixture.matchId}`;

const transaction = transactionScript(captured.statements);
await eachRunWrites(() =>
  pgbench(
    `the tap's transaction (${transaction.count} statements)`,
    transaction.script,
    "pgbench on the transaction",
  ),
);
const whole = requestScript(captured.marked);
await eachRunWrites(() =>
  pgbench(
    `every statement of the tap (${whole.count}, the session's and the check's reads included)`,
    whole.script,
    "pgbench on every statement",
  ),
);

/** A floor counts only if every run wrote its goal (a failed version guard writes nothing). */
async function eachRunWrites(run: () => number): Promise<void> {
  const goals = async () => {
    const [row] = await db<{ count: number }[]>`
      select count(*)::int as count from match_events
      where match_id::text like ${`${PGBENCH_MATCH_PREFIX}%`}`;
    return row?.count ?? 0;
  };
  const before = await goals();
  const runs = run();
  const written = (await goals()) - before;
  if (written !== runs) throw new Error(`pgbench: ${runs} runs wrote ${written} goals`);
}
await db.end();
const exited = new Promise((resolve) => server.process.once("exit", resolve));
server.process.send({ type: "stop" });
await exited;

/** SQL literal of a driver parameter. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  // An array parameter (ids as `= any($1::uuid[])`): PostgreSQL's array literal.
  if (Array.isArray(value)) return literal(`{${value.map((v) => JSON.stringify(String(v))).join(",")}}`);
  return quoted(String(value).replaceAll("'", "''"));
}

/** A string literal's text (quotes doubled) as pgbench passes it on unchanged. */
function quoted(text: string): string {
  // pgbench reads a colon before a name as its variable, in a string too: written as an escape.
  if (!/:[A-Za-z_]/.test(text)) return `'${text}'`;
  return `U&'${text.replaceAll("\\", "\\005C").replaceAll(":", "\\003A")}'`;
}

/** The statement's own string literals (a time format's 'HH24:MI') as pgbench passes them on. */
function escapedLiterals(query: string): string {
  return query.replace(/'((?:[^']|'')*)'/g, (_, text: string) => quoted(text));
}

/**
 * A captured statement with its parameters written in, for one pgbench run: a new event id and
 * key per run (pgbench's :n), one of the pgbench matches (:m) for the tap's match, and the
 * version guard's value as `version` (a variable, or null for the guard's own md5).
 */
function pgbenchStatement({ query, parameters }: CapturedStatement, version: string): string {
  const match = `(${literal(PGBENCH_MATCH_PREFIX)} || :m)::uuid`;
  const text = escapedLiterals(query).replace(/\$(\d+)/g, (_, n: string) => {
    const value = parameters[Number(n) - 1];
    if (value === eventId) return "gen_random_uuid()";
    if (value === fixture.matchId) return match;
    if (typeof value === "string" && value.startsWith("tap-latency-")) return "('bench-' || :n)";
    if (typeof value === "string" && /^[0-9a-f]{32}$/.test(value)) return version;
    if (typeof value === "string" && value.includes(fixture.matchId)) {
      const [before, after] = value.split(fixture.matchId);
      return `(${literal(before)} || ${match}::text || ${literal(after)})`;
    }
    return literal(value);
  });
  return text.replace(/\s+/g, " ").trim();
}

/** The tap's transaction, the version guard compared with its own md5 so every run writes. */
function transactionScript(statements: CapturedStatement[]): { script: string; count: number } {
  const lines = statements.map((statement) =>
    `${pgbenchStatement(statement, "__version__")};`.replace(/=\s*__version__/, "is not null"),
  );
  return {
    script: [...PGBENCH_VARIABLES, "begin;", ...lines, "commit;", ""].join("\n"),
    count: lines.length,
  };
}

/**
 * Every statement of the tap, from the session's lookup to the COMMIT, in the order the server
 * sent them; what it sent together without waiting (the check's reads, the pipelined pairs) is
 * one pgbench pipeline. The version read's answer is kept (\\gset) and the write's guard compares
 * with it, as the server's does.
 */
function requestScript(marked: MarkedStatement[]): { script: string; count: number } {
  const end = marked.findIndex((m) => /^\s*commit/i.test(m.query));
  const statements = marked.slice(0, end + 1);
  const groups: MarkedStatement[][] = [];
  for (const statement of statements) {
    const group = groups.at(-1);
    const previous = group?.at(-1);
    // Sent within a fraction of a round trip of the one before: not waiting for its answer.
    if (group && previous && statement.at - previous.at < SAME_ROUND_TRIP_MS && !isVersionRead(previous))
      group.push(statement);
    else groups.push([statement]);
  }
  const lines = groups.flatMap((group) => {
    const texts = group.map((statement) =>
      isVersionRead(statement)
        ? `${pgbenchStatement(statement, ":version")} \\gset`
        : `${pgbenchStatement(statement, ":version")};`,
    );
    return group.length > 1 ? ["\\startpipeline", ...texts, "\\endpipeline"] : texts;
  });
  return { script: [...PGBENCH_VARIABLES, ...lines, ""].join("\n"), count: statements.length };
}

function isVersionRead(statement: CapturedStatement): boolean {
  return /^\s*select md5\(/i.test(statement.query);
}

/** Runs a script with one client for PGBENCH_SECONDS; prints its p50 and p99 per run. */
function pgbench(what: string, script: string, label: string): number {
  console.log(`pgbench script, ${what}`);
  const logged = pgbenchLatencies(fixture.databaseUrl, script, PGBENCH_SECONDS).sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} p50 ${percentile(logged, 0.5).toFixed(2)} ms, p99 ${percentile(logged, 0.99).toFixed(2)} ms (${logged.length} runs, load ${load()})`,
  );
  return logged.length;
}
