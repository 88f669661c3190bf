import type { Server } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { createApp } from "./app.ts";
import { startServices } from "./bootstrap.ts";
import { isDatabaseUnavailable } from "./db/availability.ts";
import { readEnv } from "./env.ts";
import { cacheHitPath, withCacheHits } from "./http/cache-hits.ts";
import { createHttpServer } from "./http/node-server.ts";
import { serveClient } from "./http/static-files.ts";
import { warnIfImpressumIncomplete } from "./modules/legal/operator-info.ts";
import { createReadLimiter, readLimitOf } from "./modules/read-api/read-rate-limit.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed/seed.ts";

const env = readEnv();
const log = pino({ level: env.LOG_LEVEL });
warnIfImpressumIncomplete(env, log);
const CLIENT_DIR = path.resolve(env.CLIENT_DIR);

let stopping = false;
let server: Server | null = null;
let services: Awaited<ReturnType<typeof startServices>> | null = null;

/** Everything stops within 10 s: a hung close must not keep the process (and its port) alive. */
async function stop(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ reason }, "shutting down");
  // A driver that trips over its own closed socket while we close it (postgres.js after a
  // database restart) must not turn a requested stop into a crash exit code.
  process.removeAllListeners("uncaughtException");
  process.on("uncaughtException", (error) => log.warn({ err: error.message }, "error while shutting down"));
  setTimeout(() => process.exit(code || 1), 9_000).unref();
  server?.close();
  try {
    await services?.close();
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, "shutdown incomplete");
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(signal, 0));

// A database connection that dies (a restart, the embedded postmaster killed) rejects the
// queries on it. postgres.js can reject one that no code of ours holds: with the postmaster
// killed under writes (db/postmaster-kills.test.ts), on a loaded machine, the process died of
// an unhandled `write CONNECTION_CLOSED` whose stack ends in the driver's socket handler. The
// outage itself is answered elsewhere (the availability probe, 503s, the push sender's re-lead),
// so such a rejection is logged and the server goes on; any other unhandled rejection is a bug
// and stops the process as Node would.
process.on("unhandledRejection", (reason) => {
  if (isDatabaseUnavailable(reason)) {
    log.warn({ err: reason instanceof Error ? reason.message : String(reason) }, "database connection lost");
    return;
  }
  log.fatal({ err: reason }, "unhandled rejection");
  void stop("unhandled rejection", 1);
});
// Started by `npm start` (scripts/start.ts, with an IPC channel): when that process is gone, even
// killed, the channel closes and the server stops instead of running on as an orphan.
if (process.send) process.once("disconnect", () => void stop("npm start ended", 0));

async function main() {
  services = await startServices(env, log, {
    supervise: {
      // Restarting kept failing: exit non-zero so a supervisor (systemd, Docker) starts afresh.
      onFatal: (error) => {
        log.fatal({ err: error.message }, "The embedded PostgreSQL cannot be restarted: exiting");
        void stop("database lost", 1);
      },
    },
  });
  const { deps } = services;
  const shouldSeed = env.SEED_DEMO ?? services.isEmbedded;
  if (shouldSeed && (await isDatabaseEmpty(deps.db))) {
    log.info("Empty database: loading the demo data");
    await seedDemoData(deps.db, deps.storage);
  }

  // One read limit per address, whether the app or the cache hit path answers.
  const readLimiter = createReadLimiter({ limit: readLimitOf(env) });
  const app = createApp(deps, readLimiter);
  serveClient(app, { clientDir: CLIENT_DIR, uploadsDir: path.join(env.DATA_DIR, "uploads") });

  const hits = cacheHitPath(deps, readLimiter);
  server = createHttpServer(withCacheHits(hits, getRequestListener(app.fetch, { hostname: env.HOST })));
  server.listen(env.PORT, env.HOST, () => {
    log.info(`Tschutti läuft auf http://localhost:${env.PORT}`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    log.error(
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} ist schon belegt (läuft Tschutti schon?). Beende das andere Programm oder starte mit PORT=<freier Port>.`
        : `Der HTTP-Server konnte nicht starten: ${error.message}`,
    );
    void stop("listen failed", 1);
  });
}

main().catch((error: unknown) => {
  // A German sentence that says what to do, never a stack trace at start.
  log.error(
    isDatabaseUnavailable(error)
      ? "Die Datenbank ist nicht erreichbar. Prüfe DATABASE_URL (läuft der PostgreSQL-Server?) oder starte ohne DATABASE_URL mit der eingebetteten Datenbank."
      : error instanceof Error
        ? error.message
        : String(error),
  );
  void stop("start failed", 1);
});
