import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/postgres-js";
import pino from "pino";
import postgres from "postgres";
import { createApp } from "#server/app.ts";
import { createAuth } from "#server/auth/auth.ts";
import type { AppDeps } from "#server/context.ts";
import { createDbAvailability } from "#server/db/availability.ts";
import * as schema from "#server/db/schema/index.ts";
import { readEnv } from "#server/env.ts";
import { createMailer } from "#server/mail/mailer.ts";
import { accountHooks } from "#server/modules/profiles/account-hooks.ts";
import { createRealtimeHub } from "#server/realtime/hub.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import type { Endpoint } from "./targets.ts";

// The SQL floor of an endpoint is the SQL it actually runs: each URL is requested once through
// the app (createApp, as the server builds it) on a database client whose postgres.js `debug`
// hook records every statement with its parameters; the parameters are then written in as
// literals so pgbench can run the statements on its own.

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) {
    const items = value.map((v) => `"${String(v).replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`);
    return `'{${items.join(",")}}'`;
  }
  return `'${String(value).replaceAll("'", "''")}'`;
}

export function inline(query: string, params: readonly unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

export interface RecordingApp {
  app: ReturnType<typeof createApp>;
  /** The statements (parameters inlined) run since the last `take()`. */
  take: () => string[];
  close: () => Promise<void>;
}

/** The app as the server builds it, on a client that records every statement it runs. */
export function recordingApp(url: string): RecordingApp {
  let recorded: string[] = [];
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    debug: (_connection, query, params) => {
      // postgres.js reads the array types once per client: its own query, not the endpoint's.
      if (!query.includes("pg_catalog.pg_type")) recorded.push(inline(query, params));
    },
  });
  const db = drizzle(client, { schema, casing: "snake_case" });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-bench-capture-"));
  const log = pino({ level: "silent" });
  const env = readEnv({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    API_READ_LIMIT: "1000000000",
  });
  const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(dataDir, "outbox"), log });
  const auth = createAuth({
    db,
    secret: "x".repeat(40),
    baseURL: "http://localhost:3000",
    rateLimitScale: 1,
    mailer,
    accounts: accountHooks({ db, storage: createLocalStorage(dataDir), log }),
    log,
  });
  const deps: AppDeps = {
    db,
    sql: client,
    dbAvailability: createDbAvailability(url),
    readCache: null,
    env,
    auth,
    mailer,
    storage: createLocalStorage(dataDir),
    log,
    realtime: createRealtimeHub({ sql: client, log }),
  };
  return {
    app: createApp(deps),
    take: () => {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    close: async () => {
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Per endpoint, per URL: the statements the request ran, ready for pgbench. */
export async function captureSql(url: string, endpoints: Endpoint[]): Promise<Map<string, string[][]>> {
  const { app, take, close } = recordingApp(url);
  const result = new Map<string, string[][]>();
  try {
    for (const endpoint of endpoints) {
      const perPath: string[][] = [];
      for (const p of endpoint.paths) {
        take();
        const res = await app.request(p);
        if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        perPath.push(take());
      }
      result.set(endpoint.name, perPath);
    }
  } finally {
    await close();
  }
  return result;
}
