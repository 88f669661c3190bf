import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// The database floor: pgbench runs an endpoint's statements (one transaction = one request's
// statements, one script per sampled URL, picked at random like the HTTP load rotates them),
// prepared like postgres.js runs them, and every transaction's latency is read from its log.

export interface PgbenchResult {
  tps: number;
  p50: number;
  p99: number;
}

export function findPgbench(): string {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  try {
    execFileSync("pgbench", ["--version"], { stdio: "ignore" });
    return "pgbench";
  } catch {
    for (const version of [18, 17, 16, 15, 14]) {
      const candidate = `/usr/lib/postgresql/${version}/bin/pgbench`;
      if (existsSync(candidate)) return candidate;
    }
    throw new Error("pgbench not found: set PGBENCH to its path");
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runPgbench(
  url: string,
  scripts: string[][],
  { clients, seconds }: { clients: number; seconds: number },
): Promise<PgbenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "tschutti-pgbench-"));
  try {
    const files = scripts.map((statements, i) => {
      const file = path.join(dir, `script-${i}.sql`);
      // One line per statement (comments dropped first, they would swallow the rest of it).
      const lines = statements.map(
        (s) =>
          `${s
            .replace(/--[^\n]*/g, "")
            .replace(/\s+/g, " ")
            .trim()};`,
      );
      writeFileSync(file, `${lines.join("\n")}\n`);
      return file;
    });
    // Asynchronous, so the load-average sampler keeps ticking while pgbench runs.
    const { stdout: output } = await promisify(execFile)(
      findPgbench(),
      [
        "-n",
        "-M",
        "prepared",
        "-c",
        String(clients),
        "-j",
        String(Math.min(clients, 2)),
        "-T",
        String(seconds),
        ...files.flatMap((f) => ["-f", f]),
        "-l",
        "--log-prefix",
        path.join(dir, "log"),
        url,
      ],
      { encoding: "utf8" },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? 0);
    const times: number[] = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith("log"))) {
      for (const line of readFileSync(path.join(dir, file), "utf8").split("\n")) {
        // client_id transaction_no time_us script_no time_epoch time_us_fraction
        const micros = Number(line.split(" ")[2]);
        if (line && Number.isFinite(micros)) times.push(micros / 1000);
      }
    }
    times.sort((a, b) => a - b);
    return { tps, p50: percentile(times, 50), p99: percentile(times, 99) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
