import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { createAuth } from "./auth/auth.ts";
import type { AppDeps } from "./context.ts";
import { createDbAvailability } from "./db/availability.ts";
import { createChangeFeed } from "./db/change-feed.ts";
import { createDb, type DbOrTx } from "./db/client.ts";
import { type EmbeddedOptions, startEmbeddedPostgres } from "./db/embedded.ts";
import { migrateDb } from "./db/migrate.ts";
import { sharedSecret } from "./db/server-secrets.ts";
import { type Env, publicBaseUrl } from "./env.ts";
import { streamUploadUrls } from "./http/absolute-urls.ts";
import { createOriginPolicy } from "./http/origin-policy.ts";
import { siteBaseUrl } from "./http/own-address.ts";
import { ReadCache } from "./http/read-cache.ts";
import { createMailer } from "./mail/mailer.ts";
import { accountHooks } from "./modules/profiles/account-hooks.ts";
import { createPushSender } from "./modules/push/push-sender.ts";
import { sharedVapidKeys } from "./modules/push/vapid-keys.ts";
import { createRealtimeHub } from "./realtime/hub.ts";
import { createLocalStorage } from "./storage/local-storage.ts";
import { startOrphanUploadJob } from "./storage/orphan-uploads.ts";
import { createS3Storage } from "./storage/s3-storage.ts";
import type { Storage } from "./storage/storage.ts";

export function createStorage(env: Env): Storage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
    });
  }
  return createLocalStorage(path.join(env.DATA_DIR, "uploads"));
}

/**
 * AUTH_SECRET, or the one generated for this database (server_secrets), shared by every process
 * on it. An installation that kept its secret in DATA_DIR/auth-secret before keeps that one.
 */
export async function authSecret(env: Env, db: DbOrTx): Promise<string> {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  return sharedSecret(db, "auth-secret", () =>
    existsSync(file) ? readFileSync(file, "utf8").trim() : randomBytes(32).toString("hex"),
  );
}

export interface Started {
  deps: AppDeps;
  /** True when the database was started here (embedded), so demo data is seeded when empty. */
  isEmbedded: boolean;
  close: () => Promise<void>;
}

/** Database (embedded unless DATABASE_URL), migrations, storage and auth: everything but HTTP. */
export async function startServices(env: Env, log: Logger, options: EmbeddedOptions = {}): Promise<Started> {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.DATA_DIR, log, options);
  const url = env.DATABASE_URL ?? embedded?.url() ?? "";
  await migrateOnce(url);
  const { db, sql } = createDb(url);
  const dbAvailability = createDbAvailability(url);
  dbAvailability.start();
  const baseURL = publicBaseUrl(env);
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    log,
  });
  const storage = createStorage(env);
  const auth = createAuth({
    db,
    secret: await authSecret(env, db),
    baseURL,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    mailer,
    accounts: accountHooks({ db, storage, log }),
    log,
    originPolicy: createOriginPolicy(env),
    linkBase: (request) => siteBaseUrl(env, request),
  });
  const realtime = createRealtimeHub({ sql, log, payloadOf: streamUploadUrls(env) });
  await realtime.start();
  const pushSender = createPushSender({
    sql,
    db,
    databaseUrl: url,
    log,
    keys: await sharedVapidKeys(env, db),
    // Without PUBLIC_URL the link is the path alone: the service worker opens it on its own origin.
    baseUrl: env.PUBLIC_URL ? baseURL : "",
  });
  await pushSender.start();
  const readCache = readCacheWanted(env) ? new ReadCache(createChangeFeed(sql, log)) : null;
  await readCache?.start();
  const deps: AppDeps = { db, sql, dbAvailability, env, auth, storage, log, realtime, mailer, readCache };
  const stopOrphanJob = startOrphanUploadJob(db, storage, log);
  return {
    deps,
    isEmbedded: embedded !== null,
    close: async () => {
      stopOrphanJob();
      await pushSender.stop();
      await realtime.stop();
      await readCache?.stop();
      await dbAvailability.stop();
      await sql.end({ timeout: 3 });
      await embedded?.stop();
    },
  };
}

/** The public read cache is on where the server runs, unless READ_CACHE=off (tests ask for it). */
function readCacheWanted(env: Env): boolean {
  return env.READ_CACHE ? env.READ_CACHE === "on" : env.NODE_ENV !== "test";
}

/** Held while migrating: processes that start at once on an empty database migrate one by one. */
const MIGRATION_LOCK = 727_016;

/**
 * Migrations on their own connection (no statement timeout for them), under an advisory lock: two
 * processes starting together would otherwise both create the same tables and one would fail
 * (23505 on pg_type). The second finds the migrations applied once it gets the lock.
 */
async function migrateOnce(url: string): Promise<void> {
  const { db, sql } = createDb(url, { max: 1, statementTimeoutMs: 0 });
  try {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrateDb(db);
    await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
