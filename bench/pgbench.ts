// pgbench as the benches' floor: one client, prepared statements as postgres.js sends them, and
// every transaction's latency read from pgbench's own log (its summary has no percentiles).

import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

function findPgbench(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  try {
    execFileSync("pgbench", ["--version"], { stdio: "ignore" });
    return "pgbench";
  } catch {
    const fallback = "/usr/lib/postgresql/15/bin/pgbench";
    if (existsSync(fallback)) return fallback;
    throw new Error("pgbench not found: set PGBENCH to its path");
  }
}

/**
 * Runs `script` (pgbench's script language) for `seconds` on one connection; the latency of each
 * transaction in ms, in the order they ran. A statement that fails aborts pgbench, and this throws.
 */
export function pgbenchLatencies(url: string, script: string, seconds: number): number[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tschutti-pgbench-"));
  try {
    const scriptFile = path.join(dir, "script.sql");
    writeFileSync(scriptFile, script);
    try {
      execFileSync(
        findPgbench(),
        ["-n", "-M", "prepared", "-c", "1", "-T", String(seconds), "-f", scriptFile, "-l"].concat([
          "--log-prefix",
          path.join(dir, "log"),
          url,
        ]),
        { stdio: ["ignore", "ignore", "inherit"] },
      );
    } catch (error) {
      // Its complaint names a line of the script: kept for reading.
      const kept = path.join(os.tmpdir(), `pgbench-failed-${process.pid}.sql`);
      writeFileSync(kept, script);
      throw new Error(`pgbench failed on the script kept at ${kept}`, { cause: error });
    }
    const times: number[] = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith("log"))) {
      for (const line of readFileSync(path.join(dir, file), "utf8").split("\n")) {
        // client_id transaction_no time_us script_no time_epoch time_us_fraction
        const micros = Number(line.split(" ")[2]);
        if (Number.isFinite(micros) && line) times.push(micros / 1000);
      }
    }
    return times;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
