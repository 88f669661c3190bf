import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { createAuth } from "./auth/auth.ts";
import type { AppDeps } from "./context.ts";
import { createDb } from "./db/client.ts";
import { startEmbeddedPostgres } from "./db/embedded.ts";
import { migrateDb } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import { createOriginPolicy } from "./http/origin-policy.ts";
import { createPushSender } from "./modules/push/push-sender.ts";
import { vapidKeys } from "./modules/push/vapid-keys.ts";
import { createRealtimeHub } from "./realtime/hub.ts";
import { createLocalStorage } from "./storage/local-storage.ts";
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

/** AUTH_SECRET, or one generated on first start and kept under DATA_DIR. */
export function authSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export interface Started {
  deps: AppDeps;
  /** True when the database was started here (embedded), so demo data is seeded when empty. */
  isEmbedded: boolean;
  close: () => Promise<void>;
}

/** Database (embedded unless DATABASE_URL), migrations, storage and auth: everything but HTTP. */
export async function startServices(env: Env, log: Logger): Promise<Started> {
  const embedded = env.DATABASE_URL ? null : await startEmbeddedPostgres(env.DATA_DIR, log);
  const url = env.DATABASE_URL ?? embedded?.url() ?? "";
  const { db, sql } = createDb(url);
  await migrateDb(db);
  const baseURL = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const auth = createAuth({
    db,
    secret: authSecret(env),
    baseURL,
    rateLimitScale: env.RATE_LIMIT_SCALE,
    originPolicy: createOriginPolicy(env),
  });
  const realtime = createRealtimeHub({ sql, log });
  await realtime.start();
  const pushSender = createPushSender({ sql, db, log, keys: vapidKeys(env), baseUrl: baseURL });
  await pushSender.start();
  const deps: AppDeps = { db, sql, env, auth, storage: createStorage(env), log, realtime };
  return {
    deps,
    isEmbedded: embedded !== null,
    close: async () => {
      await pushSender.stop();
      await realtime.stop();
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}
