import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAlive } from "../db/embedded-owner.ts";
import { runKillRun } from "../test/idempotent-writer.ts";
import { type ProcessClub, signUpClub } from "../test/process-club.ts";
import { postgresPids, type ServerProcess, startServer, stopProcess } from "../test/server-process.ts";

// Writes with Idempotency-Key while the server process is killed (SIGKILL) the
// moment a write has committed but its client has no answer yet. The client sends each key again
// until it is answered: every write must exist exactly once (bench/idempotency-kills.ts runs the
// same with 1,000 writes).

let dataDir: string;
let server: ServerProcess;
let club: ProcessClub;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-idem-kill-"));
  server = await startServer(dataDir);
  club = await signUpClub(server, "idem_kill");
}, 180_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  for (const pid of postgresPids(path.join(dataDir, "pg"))) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe("Idempotency-Key across a killed server", () => {
  it("no committed write runs again and none is lost", async () => {
    const run = await runKillRun(dataDir, server, club, {
      keys: 90,
      kills: 2,
      writers: 3,
      keyBoundMs: 90_000,
    });
    server = run.server;
    const { result } = run;
    expect(result.killsDone).toBe(2);
    expect([...result.refused]).toEqual([]);
    expect(result.answered).toBe(90);
    const wrong = [...result.rowsPerKey].filter(([, rows]) => rows !== 1);
    expect(wrong, "keys with 0 (lost) or more than 1 (duplicated) rows").toEqual([]);
  }, 300_000);
});
