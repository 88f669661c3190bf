import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Logger } from "drizzle-orm/logger";
import pino, { type Logger as AppLogger } from "pino";
import postgres from "postgres";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import { createAuth } from "../auth/auth.ts";
import type { AppDeps } from "../context.ts";
import { createDbAvailability } from "../db/availability.ts";
import { createChangeFeed } from "../db/change-feed.ts";
import { createDb } from "../db/client.ts";
import { readEnv } from "../env.ts";
import { streamUploadUrls } from "../http/absolute-urls.ts";
import { createOriginPolicy } from "../http/origin-policy.ts";
import { siteBaseUrl } from "../http/own-address.ts";
import { ReadCache } from "../http/read-cache.ts";
import { createMailer } from "../mail/mailer.ts";
import { accountHooks } from "../modules/profiles/account-hooks.ts";
import { createRealtimeHub } from "../realtime/hub.ts";
import { createLocalStorage } from "../storage/local-storage.ts";
import { withDatabase } from "./global-setup.ts";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  uploadsDir: string;
  /** Connection URL of this test's database. */
  databaseUrl: string;
  close: () => Promise<void>;
}

let counter = 0;

export interface TestAppOptions {
  /** Hears every statement Drizzle sends (e.g. to count queries or see the tables they name). */
  dbLogger?: Logger;
  /** The app's log (deps.log, auth's too); silent unless TEST_LOG_LEVEL says otherwise. */
  log?: AppLogger;
}

/** A fresh database cloned from the migrated template, and the app on top of it. */
export async function createTestApp(
  envOverrides: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const adminUrl = inject("adminUrl");
  const templateDb = inject("templateDb");
  const name = `tschutti_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}" TEMPLATE "${templateDb}"`);
  await admin.end();

  const databaseUrl = withDatabase(adminUrl, name);
  const sibling = await createAppOnDatabase(databaseUrl, envOverrides, options);
  return {
    ...sibling,
    close: async () => {
      await sibling.close();
      const cleanup = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The app on an existing test database: a second one beside createTestApp()'s plays a second
 * server process on the same database (e.g. realtime fan-out across processes).
 */
export async function createAppOnDatabase(
  databaseUrl: string,
  envOverrides: NodeJS.ProcessEnv = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const { db, sql } = createDb(databaseUrl, { max: 5, logger: options.dbLogger });
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-uploads-"));
  // Tests speak for many clients; X-Forwarded-For names each one (see client-ip.ts).
  const env = readEnv({
    NODE_ENV: "test",
    TRUST_PROXY: "1",
    DATA_DIR: uploadsDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3000",
    ...envOverrides,
  });
  const log = options.log ?? pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(uploadsDir, "outbox"),
    log,
  });
  const storage = createLocalStorage(uploadsDir);
  const auth = createAuth({
    db,
    secret: "x".repeat(40),
    baseURL: env.PUBLIC_URL ?? "http://localhost:3000",
    rateLimitScale: env.RATE_LIMIT_SCALE,
    mailer,
    accounts: accountHooks({ db, storage, log }),
    log,
    originPolicy: createOriginPolicy(env),
    linkBase: (request) => siteBaseUrl(env, request),
  });
  const deps: AppDeps = {
    db,
    sql,
    dbAvailability: createDbAvailability(databaseUrl),
    env,
    auth,
    storage,
    log,
    mailer,
    // Starts its LISTEN connection only when a test subscribes to the stream.
    realtime: createRealtimeHub({ sql, log: pino({ level: "silent" }), payloadOf: streamUploadUrls(env) }),
    // Off unless a test asks (READ_CACHE=on): most tests write fixtures straight into the
    // database, which the cache only hears of through the change feed, a moment later.
    readCache: env.READ_CACHE === "on" ? new ReadCache(createChangeFeed(sql, log)) : null,
  };
  await deps.readCache?.start();
  const app = createApp(deps);
  return {
    app,
    deps,
    uploadsDir,
    databaseUrl,
    close: async () => {
      await deps.realtime.stop();
      await deps.readCache?.stop();
      await deps.dbAvailability.stop();
      await sql.end({ timeout: 5 });
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}
