// One Tschutti server process of bench/sse-fanout.ts, forked by it. The primary creates the
// database (a fresh one on BENCH_DATABASE_URL / TEST_DATABASE_URL, or an embedded PostgreSQL in a
// temporary folder), migrates it and creates a club, a team, a player and a live match through
// the API; a secondary (BENCH_ATTACH_URL set) serves the same database as a second process with
// its own realtime hub. Both answer `stats` (memory after a forced GC) and `stop` over IPC.

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import postgres from "postgres";
import { createApp } from "#server/app.ts";
import { createAuth } from "#server/auth/auth.ts";
import { createDbAvailability } from "#server/db/availability.ts";
import { createDb } from "#server/db/client.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.ts";
import { migrateDb } from "#server/db/migrate.ts";
import { players, teams } from "#server/db/schema/index.ts";
import { readEnv } from "#server/env.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { accountHooks } from "#server/modules/profiles/account-hooks.ts";
import { createRealtimeHub } from "#server/realtime/hub.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";

export interface Fixture {
  databaseUrl: string;
  matchId: string;
  playerId: string;
  cookie: string;
}

export type ServerMessage =
  | { type: "ready"; port: number; fixture: Fixture | null }
  | {
      type: "stats";
      rss: number;
      heapUsed: number;
      heapTotal: number;
      external: number;
      subscribers: number;
    }
  | { type: "marked" }
  /** The process's CPU time so far (process.cpuUsage, microseconds). */
  | { type: "cpu"; user: number; system: number }
  | { type: "captured"; statements: CapturedStatement[]; marked: MarkedStatement[] };

/** A statement as the driver sent it (BENCH_CAPTURE_TAPS: bench/tap-latency.ts's pgbench script). */
export interface CapturedStatement {
  query: string;
  parameters: unknown[];
}

/** A statement sent after the bench's mark, on which connection and when (ms, this process's clock). */
export interface MarkedStatement extends CapturedStatement {
  connection: number;
  at: number;
}

// BENCH_LOG_LEVEL=error shows what a failing request ran into.
const log = pino({ level: process.env.BENCH_LOG_LEVEL ?? "silent" });
const tmp = mkdtempSync(path.join(os.tmpdir(), "tschutti-sse-bench-"));
const attachUrl = process.env.BENCH_ATTACH_URL;

async function createDatabase(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres(tmp, log);
    return { url: embedded.url(), cleanup: () => embedded.stop() };
  }
  const name = `tschutti_sse_bench_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    cleanup: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

const database = attachUrl ? { url: attachUrl, cleanup: async () => {} } : await createDatabase();
const { db, sql } = createDb(database.url, { max: 10 });
if (!attachUrl) await migrateDb(db);
// Every bench subscriber comes from 127.0.0.1: the per-address bound of live streams is lifted.
const env = readEnv({
  NODE_ENV: "production",
  DATA_DIR: tmp,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
  RATE_LIMIT_SCALE: "100",
  LIVE_STREAMS_PER_ADDRESS: "1000000",
});
const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(tmp, "outbox"), log });
const auth = createAuth({
  db,
  secret: "b".repeat(40),
  baseURL: "http://localhost",
  rateLimitScale: 100,
  mailer,
  accounts: accountHooks({ db, storage: createLocalStorage(path.join(tmp, "uploads")), log }),
  log,
});
const realtime = createRealtimeHub({ sql, log });

// The statements of the last transaction that wrote a match event, with their parameters.
let lastTap: CapturedStatement[] = [];
// Every statement since the bench's mark, the tap's reads before its transaction included; none
// before it (kept from the start, they grew the heap by some 100 MB over a bench's taps).
let marked: MarkedStatement[] | null = null;
if (process.env.BENCH_CAPTURE_TAPS) {
  const open = new Map<number, CapturedStatement[]>();
  sql.options.debug = (connection: number, query: string, parameters: unknown[]) => {
    marked?.push({ connection, at: performance.now(), query, parameters: [...parameters] });
    const statement = query.trim().toLowerCase();
    if (statement.startsWith("begin")) open.set(connection, []);
    else if (statement.startsWith("commit")) {
      const done = open.get(connection) ?? [];
      open.delete(connection);
      if (done.some((s) => /insert into "?match_events"?/.test(s.query.toLowerCase()))) lastTap = done;
    } else open.get(connection)?.push({ query, parameters });
  };
}
await realtime.start();
const app = createApp({
  db,
  sql,
  dbAvailability: createDbAvailability(database.url),
  readCache: null,
  env,
  auth,
  mailer,
  storage: createLocalStorage(path.join(tmp, "uploads")),
  log,
  realtime,
});

/** A club with a team, an opponent and a player, and a live match, all through the API. */
async function createFixture(): Promise<Fixture> {
  const origin = { origin: "http://localhost", "content-type": "application/json" };
  const signUp = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: origin,
    body: JSON.stringify({
      email: "bench@example.ch",
      password: "geheim123",
      name: "bench_club",
      username: "bench_club",
      accountType: "club",
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const me = (await (await app.request("/api/me", { headers: { cookie } })).json()) as {
    club: { id: string };
  };
  const [home] = await db
    .insert(teams)
    .values({ name: "FC Bench", clubId: me.club.id, league: "3. Liga", canton: "Zürich" })
    .returning({ id: teams.id });
  const [away] = await db
    .insert(teams)
    .values({ name: "SC Gegner", clubId: null, league: "3. Liga", canton: "Zürich" })
    .returning({ id: teams.id });
  if (!home || !away) throw new Error("team insert failed");
  const [player] = await db
    .insert(players)
    .values({ teamId: home.id, firstName: "Lena", lastName: "Frei", playerNumber: 9 })
    .returning({ id: players.id });
  if (!player) throw new Error("player insert failed");
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich" }).format(new Date());
  const created = await app.request(`/api/manage/clubs/${me.club.id}/matches`, {
    method: "POST",
    headers: { ...origin, cookie },
    body: JSON.stringify({
      homeTeamId: home.id,
      awayTeamId: away.id,
      date: today,
      time: "00:00",
      stadium: "Bench",
    }),
  });
  const { match } = (await created.json()) as { match: { id: string } };
  const started = await app.request(`/api/manage/matches/${match.id}/live/start`, {
    method: "POST",
    headers: { ...origin, cookie },
    body: "{}",
  });
  if (started.status !== 200) throw new Error(`live start failed: ${started.status} ${await started.text()}`);
  // The benches tap goals at minutes up to 90, and a running match takes none its clock has not
  // reached: the match is put in its second half with the clock set to the 90th minute.
  for (const [method, step, body] of [
    ["POST", "halftime", {}],
    ["POST", "second-half", {}],
    ["PUT", "clock", { minute: 90 }],
  ] as const) {
    const res = await app.request(`/api/manage/matches/${match.id}/live/${step}`, {
      method,
      headers: { ...origin, cookie },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`live ${step} failed: ${res.status} ${await res.text()}`);
  }
  return { databaseUrl: database.url, matchId: match.id, playerId: player.id, cookie };
}

const fixture = attachUrl ? null : await createFixture();
const send = (message: ServerMessage) => process.send?.(message);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  send({ type: "ready", port: info.port, fixture });
});
// Long-lived streams: no idle timeouts on this bench server.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 0;
  server.headersTimeout = 0;
  server.requestTimeout = 0;
}

process.on("message", async (message: { type: string }) => {
  if (message.type === "stats") {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    globalThis.gc?.();
    const mem = process.memoryUsage();
    if (process.env.BENCH_HEAP_SNAPSHOT && realtime.subscriberCount > 0) {
      (await import("node:v8")).writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
    }
    const { rss, heapUsed, heapTotal, external } = mem;
    send({ type: "stats", rss, heapUsed, heapTotal, external, subscribers: realtime.subscriberCount });
  } else if (message.type === "cpu") {
    send({ type: "cpu", ...process.cpuUsage() });
  } else if (message.type === "mark") {
    marked = [];
    send({ type: "marked" });
  } else if (message.type === "capture") {
    send({ type: "captured", statements: lastTap, marked: marked ?? [] });
  } else if (message.type === "stop") {
    if ("closeAllConnections" in server) server.closeAllConnections();
    server.close();
    await realtime.stop();
    await sql.end({ timeout: 5 });
    await database.cleanup();
    rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  }
});
