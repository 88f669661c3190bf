import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ServerProcess,
  startNode,
  startServer,
  status,
  stopProcess,
  waitFor,
} from "../test/server-process.ts";
import { isAlive, ownerFile, readPid } from "./embedded-owner.ts";

// Several processes on one data folder share one embedded PostgreSQL (a second `npm start`,
// or the seed beside a running server).

let dataDir: string;
const servers: ServerProcess[] = [];

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-shared-"));
});

afterAll(async () => {
  for (const server of servers) await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function clubCount(server: ServerProcess): Promise<number> {
  const res = await fetch(server.url("/api/clubs"), { signal: AbortSignal.timeout(10_000) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

describe("one embedded database per data folder", () => {
  it("`npm run seed` beside a running server uses its database and the server keeps answering", async () => {
    const first = await startServer(dataDir);
    servers.push(first);
    const postmaster = readPid(path.join(dataDir, "pg", "postmaster.pid"));
    expect(readPid(ownerFile(dataDir))).toBe(first.child.pid);

    const seed = startNode("src/server/seed/run.ts", { DATA_DIR: dataDir });
    const codes = new Set<number | null>();
    let seedDone = false;
    const seedExit = seed.exited.then((code) => {
      seedDone = true;
      return code;
    });
    await waitFor("the seed to finish", 170_000, async () => {
      codes.add(await status(first.url("/api/health")));
      return seedDone;
    });
    expect(await seedExit, seed.output()).toBe(0);
    expect(seed.output()).toContain("Demodaten geladen");
    expect([...codes]).toEqual([200]);
    // Same server, still owned by the running app, now with the demo data.
    expect(readPid(path.join(dataDir, "pg", "postmaster.pid"))).toBe(postmaster);
    expect(readPid(ownerFile(dataDir))).toBe(first.child.pid);
    expect(await clubCount(first)).toBeGreaterThan(0);
  }, 240_000);

  it("a second server shares the database and takes it over when the first one stops", async () => {
    const [first] = servers;
    if (!first) throw new Error("first server missing");
    const second = await startServer(dataDir);
    servers.push(second);
    expect(await status(first.url("/api/health"))).toBe(200);
    expect(readPid(ownerFile(dataDir))).toBe(first.child.pid);
    expect(await clubCount(second)).toBe(await clubCount(first));

    await stopProcess(first);
    await waitFor(
      "the second server to take over",
      60_000,
      async () =>
        (await status(second.url("/api/clubs"))) === 200 && readPid(ownerFile(dataDir)) === second.child.pid,
      second,
    );
    expect(await clubCount(second)).toBeGreaterThan(0);

    const postmaster = readPid(path.join(dataDir, "pg", "postmaster.pid")) as number;
    await stopProcess(second);
    await waitFor("postgres to end with its owner", 10_000, () => !isAlive(postmaster));
    expect(() => readFileSync(ownerFile(dataDir))).toThrow();
  }, 240_000);
});
