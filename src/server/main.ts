import path from "node:path";
import { serve } from "@hono/node-server";
import pino from "pino";
import { createApp } from "./app.ts";
import { startServices } from "./bootstrap.ts";
import { readEnv } from "./env.ts";
import { serveClient } from "./http/static-files.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed/seed.ts";

const env = readEnv();
const log = pino({ level: env.LOG_LEVEL });
const CLIENT_DIR = path.resolve(env.CLIENT_DIR);

async function main() {
  const services = await startServices(env, log);
  const { deps } = services;
  const shouldSeed = env.SEED_DEMO ?? services.isEmbedded;
  if (shouldSeed && (await isDatabaseEmpty(deps.db))) {
    log.info("Empty database: loading the demo data");
    await seedDemoData(deps.db, deps.storage);
  }

  const app = createApp(deps);
  serveClient(app, { clientDir: CLIENT_DIR, uploadsDir: path.join(env.DATA_DIR, "uploads") });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info(`Tschutti läuft auf http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down");
    server.close();
    await services.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
