import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import pino from "pino";
import { createApp } from "./app.ts";
import { startServices } from "./bootstrap.ts";
import { readEnv } from "./env.ts";
import { renderClientRoute } from "./modules/seo/client-route.ts";
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
  app.use(
    "/uploads/*",
    serveStatic({
      root: path.join(env.DATA_DIR, "uploads"),
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ""),
      onFound: (_path, c) => c.header("cache-control", "public, max-age=3600"),
    }),
  );
  app.use(
    "/assets/*",
    serveStatic({
      root: CLIENT_DIR,
      onFound: (_p, c) => c.header("cache-control", "public, max-age=31536000, immutable"),
    }),
  );
  // Top-level files of the build (favicon, …). Paths without an extension are client routes.
  app.use("/:file{.+\\.[a-z0-9]+$}", serveStatic({ root: CLIENT_DIR }));
  // A missing file is a 404, not the app shell (a broken image must not receive HTML).
  app.get("/uploads/*", (c) => c.text("Nicht gefunden", 404));
  app.get("/assets/*", (c) => c.text("Nicht gefunden", 404));
  app.get("/:file{.+\\.[a-z0-9]+$}", (c) => c.text("Nicht gefunden", 404));
  // Every other path is a client route: the shell with the page's head tags, 404 when unknown.
  const indexFile = path.join(CLIENT_DIR, "index.html");
  app.get("*", async (c) => {
    if (!existsSync(indexFile)) return c.text("Client nicht gebaut: bitte `npm run build` ausführen.", 503);
    c.header("cache-control", "no-cache");
    return renderClientRoute(c, await readFile(indexFile, "utf8"));
  });

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
