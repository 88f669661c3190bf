import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isAlive } from "../src/server/db/embedded-owner.ts";
import { runKillRun } from "../src/server/test/idempotent-writer.ts";
import { signUpClub } from "../src/server/test/process-club.ts";
import { postgresPids, startServer, stopProcess } from "../src/server/test/server-process.ts";

// 1,000 news posts with Idempotency-Key from 4 writers, the server process
// killed (SIGKILL) 3 times, each time the moment a write has committed but its client has no
// answer yet, and started again on the same data folder. Every key is sent again until it is
// answered. Prints lost (0 rows) and duplicated (more than 1 row) writes.
//
//   node --import tsx bench/idempotency-kills.ts [keys] [kills]

const keys = Number(process.argv[2] ?? 1000);
const kills = Number(process.argv[3] ?? 3);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "tschutti-bench-idem-"));
const started = performance.now();
let server = await startServer(dataDir);
try {
  const club = await signUpClub(server, "bench_idem");
  const run = await runKillRun(
    dataDir,
    server,
    club,
    { keys, kills, writers: 4, keyBoundMs: 180_000 },
    (line) => console.log(`${((performance.now() - started) / 1000).toFixed(1)} s: ${line}`),
  );
  server = run.server;
  const { result } = run;
  const rows = [...result.rowsPerKey.values()];
  console.log(
    JSON.stringify(
      {
        keys,
        killsDone: result.killsDone,
        answered201: result.answered,
        replayedAnswers: result.replayed,
        otherFinalAnswers: Object.fromEntries(result.refused),
        lost: rows.filter((n) => n === 0).length,
        duplicated: rows.filter((n) => n > 1).length,
        seconds: Math.round((performance.now() - started) / 1000),
      },
      null,
      2,
    ),
  );
} finally {
  await stopProcess(server);
  for (const pid of postgresPids(path.join(dataDir, "pg"))) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
