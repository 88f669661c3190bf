// Fan-out of the live ticker stream: N subscribers of GET /api/live/stream on ONE server process,
// events published through the API (POST /api/manage/matches/:id/events: transaction, realtime_log
// row, NOTIFY, the hub's one LISTEN connection, one read, one write per subscriber). Reports
// delivery latency percentiles (from sending the POST to a subscriber reading the frame) and the
// server's memory per subscriber. Not part of `npm test`.
//
//   node --import tsx bench/sse-fanout.ts [N=1000] [ROUNDS=10]
//
// The server runs in a child process (so its RSS is its own), on a fresh embedded PostgreSQL in a
// temporary folder, or on a fresh database created on TEST_DATABASE_URL / BENCH_DATABASE_URL.
// Subscribers are raw sockets in this process. Raise `ulimit -n` above N first.

import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createMailer } from "#server/mail/mailer.ts";

interface ServerReady {
  type: "ready";
  port: number;
  matchId: string;
  playerId: string;
  cookie: string;
}

interface ServerStats {
  type: "stats";
  rss: number;
  heapUsed: number;
  subscribers: number;
}

type ServerMessage = ServerReady | ServerStats;

const isServer = process.argv.includes("--server");

if (isServer) {
  await runServer();
} else {
  await runClient();
}

// ---------------------------------------------------------------------------------------------
// Server side (child process)

async function runServer(): Promise<void> {
  const { serve } = await import("@hono/node-server");
  const pino = (await import("pino")).default;
  const postgres = (await import("postgres")).default;
  const { createApp } = await import("#server/app.ts");
  const { createAuth } = await import("#server/auth/auth.ts");
  const { accountHooks } = await import("#server/modules/profiles/account-hooks.ts");
  const { createDb } = await import("#server/db/client.ts");
  const { startEmbeddedPostgres } = await import("#server/db/embedded.ts");
  const { migrateDb } = await import("#server/db/migrate.ts");
  const { players, teams } = await import("#server/db/schema/index.ts");
  const { readEnv } = await import("#server/env.ts");
  const { createRealtimeHub } = await import("#server/realtime/hub.ts");
  const { createLocalStorage } = await import("#server/storage/local-storage.ts");

  const log = pino({ level: "silent" });
  const tmp = mkdtempSync(path.join(os.tmpdir(), "tschutti-sse-bench-"));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let url: string;
  let cleanup: () => Promise<void>;
  if (adminUrl) {
    const name = `tschutti_sse_bench_${process.pid}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    cleanup = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const embedded = await startEmbeddedPostgres(tmp, log);
    url = embedded.url();
    cleanup = () => embedded.stop();
  }

  const { db, sql } = createDb(url, { max: 10 });
  await migrateDb(db);
  const env = readEnv({
    NODE_ENV: "production",
    DATA_DIR: tmp,
    LOG_LEVEL: "silent",
    RATE_LIMIT_SCALE: "100",
  });
  const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(tmp, "outbox"), log });
  const auth = createAuth({
    db,
    secret: "b".repeat(40),
    baseURL: "http://localhost",
    rateLimitScale: 100,
    mailer,
    accounts: accountHooks(db),
  });
  const realtime = createRealtimeHub({ sql, log });
  await realtime.start();
  const { createDbAvailability } = await import("#server/db/availability.ts");
  const app = createApp({
    db,
    sql,
    dbAvailability: createDbAvailability(url),
    env,
    auth,
    mailer,
    storage: createLocalStorage(path.join(tmp, "uploads")),
    log,
    realtime,
  });

  // A club with a team, an opponent and a player, and a live match, all through the API.
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
  await app.request(`/api/manage/matches/${match.id}/live/start`, {
    method: "POST",
    headers: { ...origin, cookie },
  });

  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
    const ready: ServerReady = {
      type: "ready",
      port: info.port,
      matchId: match.id,
      playerId: player.id,
      cookie,
    };
    process.send?.(ready);
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
      const stats: ServerStats = {
        type: "stats",
        rss: mem.rss,
        heapUsed: mem.heapUsed,
        subscribers: realtime.subscriberCount,
      };
      process.send?.(stats);
    } else if (message.type === "stop") {
      if ("closeAllConnections" in server) server.closeAllConnections();
      server.close();
      await realtime.stop();
      await sql.end({ timeout: 5 });
      await cleanup();
      rmSync(tmp, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Client side (this process): N raw-socket subscribers

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

async function runClient(): Promise<void> {
  const N = Number(process.argv[2] ?? 1000);
  const ROUNDS = Number(process.argv[3] ?? 10);
  const child = fork(fileURLToPath(import.meta.url), ["--server"], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    stdio: "inherit",
  });
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
  const stats = async (): Promise<ServerStats> => {
    child.send({ type: "stats" });
    const m = await next();
    if (m.type !== "stats") throw new Error("unexpected message");
    return m;
  };

  const ready = await next();
  if (ready.type !== "ready") throw new Error("server did not start");
  const { port, matchId, playerId, cookie } = ready;
  console.log(`server ready on port ${port}; ${N} subscribers, ${ROUNDS} rounds`);
  const before = await stats();

  // Per subscriber: how many event.created frames it has seen; per round: arrival times.
  const counts = new Uint32Array(N);
  let round = -1;
  let roundStart = 0;
  const latencies: number[][] = [];
  let readyCount = 0;
  const sockets: net.Socket[] = [];

  const connectOne = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.write(
          `GET /api/live/stream?matches=${matchId} HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n`,
        );
      });
      socket.setEncoding("utf8");
      let buffer = "";
      let isReady = false;
      socket.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!isReady && frame.includes("event: ready")) {
            isReady = true;
            readyCount++;
            resolve();
          } else if (frame.includes("event: event.created") && round >= 0) {
            counts[index] = (counts[index] ?? 0) + 1;
            latencies[round]?.push(performance.now() - roundStart);
          }
          end = buffer.indexOf("\n\n");
        }
      });
      socket.on("error", reject);
      sockets.push(socket);
    });

  const t0 = performance.now();
  for (let i = 0; i < N; i += 500) {
    await Promise.all(Array.from({ length: Math.min(500, N - i) }, (_, k) => connectOne(i + k)));
  }
  console.log(`connected ${readyCount} subscribers in ${Math.round(performance.now() - t0)} ms`);
  const after = await stats();
  const perSubscriberKb = (after.rss - before.rss) / N / 1024;
  const heapPerSubscriberKb = (after.heapUsed - before.heapUsed) / N / 1024;
  console.log(
    `server RSS ${(before.rss / 1e6).toFixed(0)} -> ${(after.rss / 1e6).toFixed(0)} MB ` +
      `(${perSubscriberKb.toFixed(1)} KB per subscriber; heap ${heapPerSubscriberKb.toFixed(1)} KB); hub counts ${after.subscribers}`,
  );

  const all: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    latencies[r] = [];
    round = r;
    roundStart = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/manage/matches/${matchId}/events`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: "http://localhost" },
      body: JSON.stringify({ type: "yellowCard", minute: Math.min(90, r + 1), playerId, source: "live" }),
    });
    const postMs = performance.now() - roundStart;
    if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
    const deadline = performance.now() + 15_000;
    while ((latencies[r]?.length ?? 0) < N && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const sorted = [...(latencies[r] ?? [])].sort((a, b) => a - b);
    if (r > 0) all.push(...sorted);
    console.log(
      `round ${r}: delivered ${sorted.length}/${N}, POST ${postMs.toFixed(1)} ms, ` +
        `p50 ${percentile(sorted, 0.5).toFixed(1)} ms p95 ${percentile(sorted, 0.95).toFixed(1)} ms ` +
        `p99 ${percentile(sorted, 0.99).toFixed(1)} ms max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const missing = Array.from(counts).filter((c) => c !== ROUNDS).length;
  all.sort((a, b) => a - b);
  console.log(
    `steady state (rounds 1..${ROUNDS - 1}): p50 ${percentile(all, 0.5).toFixed(1)} ms, p95 ${percentile(all, 0.95).toFixed(1)} ms, ` +
      `p99 ${percentile(all, 0.99).toFixed(1)} ms; subscribers with a missing or extra event: ${missing}`,
  );

  for (const socket of sockets) socket.destroy();
  child.send({ type: "stop" });
  await new Promise((resolve) => child.once("exit", resolve));
}
