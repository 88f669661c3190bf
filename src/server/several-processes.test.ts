import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabase } from "./test/global-setup.ts";
import { type ServerProcess, startServer, stopProcess } from "./test/server-process.ts";

// Two server processes, each with a data folder of its own, on one empty
// database (as behind a load balancer). Both come up (migrations one at a time), and both sign
// and check sessions and pushes with the same generated secrets (kept in the database).

const adminUrl = inject("adminUrl");
const database = `tschutti_multi_${process.pid}_${Date.now()}`;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];

beforeAll(async () => {
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${database}"`);
  await admin.end();
});

afterAll(async () => {
  for (const server of servers) await stopProcess(server);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
}, 60_000);

describe("two processes on one database", () => {
  it("both start on an empty database and share sessions and push keys", async () => {
    const env = { DATABASE_URL: withDatabase(adminUrl, database) };
    const folders = [0, 1].map(() => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "tschutti-multi-"));
      dataDirs.push(dir);
      return dir;
    });
    const started = await Promise.allSettled(folders.map((dir) => startServer(dir, env)));
    for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
    expect(
      started.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const [a, b] = servers as [ServerProcess, ServerProcess];

    const res = await fetch(a.url("/api/auth/sign-up/email"), {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${a.port}` },
      body: JSON.stringify({
        email: "zwei@example.ch",
        password: "geheim123",
        name: "zwei",
        username: "zwei",
        accountType: "fan",
      }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    for (const server of [a, b]) {
      const me = await fetch(server.url("/api/me"), { headers: { cookie } });
      expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe("zwei@example.ch");
    }

    const keys = await Promise.all(
      [a, b].map(async (server) => {
        const key = await fetch(server.url("/api/push/public-key"));
        return ((await key.json()) as { publicKey: string }).publicKey;
      }),
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  }, 240_000);
});
