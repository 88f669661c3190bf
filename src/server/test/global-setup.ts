import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { createDb } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { migrateDb } from "../db/migrate.ts";

declare module "vitest" {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

/**
 * One PostgreSQL for the run: TEST_DATABASE_URL when set, otherwise an embedded server in a
 * temporary folder. Migrations run once into a template; each test file clones it.
 */
export default async function setup(project: TestProject) {
  const log = pino({ level: "warn" });
  let tmpDir: string | null = null;
  let stopEmbedded: (() => Promise<void>) | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmpDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-test-"));
    const embedded = await startEmbeddedPostgres(tmpDir, log);
    adminUrl = embedded.url("postgres");
    stopEmbedded = embedded.stop;
  }
  const templateDb = `tschutti_tpl_${process.pid}_${Date.now()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${templateDb}"`);
  const { db, sql } = createDb(withDatabase(adminUrl, templateDb), { max: 1, statementTimeoutMs: 0 });
  await migrateDb(db);
  await sql.end();

  project.provide("adminUrl", adminUrl);
  project.provide("templateDb", templateDb);

  return async () => {
    const leftovers = await admin<{ datname: string }[]>`
      SELECT datname FROM pg_database WHERE datname LIKE ${`tschutti_t_${process.pid}_%`}`;
    for (const { datname } of leftovers)
      await admin.unsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await admin.unsafe(`DROP DATABASE IF EXISTS "${templateDb}" WITH (FORCE)`);
    await admin.end();
    await stopEmbedded?.();
    if (tmpDir) rmSync(tmpDir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
