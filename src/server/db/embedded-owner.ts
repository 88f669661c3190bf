import { readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** DATA_DIR/pg-owner holds the pid of the process responsible for the embedded server. */
export const ownerFile = (dataRoot: string) => path.join(dataRoot, "pg-owner");

/** The first line of a pid file (pg-owner, postmaster.pid) as a pid, or null. */
export function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Makes this process the owner unless a live process already is. The exclusive create makes two
 * processes starting at once agree on one owner; a marker whose process is gone is replaced.
 */
export function claimOwner(file: string): boolean {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx", mode: 0o644 });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = readPid(file);
      if (pid === process.pid) return true;
      if (pid !== null && isAlive(pid)) return false;
      // An empty marker may be one another process is writing this very moment.
      if (pid === null && Date.now() - mtimeMs(file) < 5_000) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
}

export function releaseOwner(file: string): void {
  if (readPid(file) === process.pid) rmSync(file, { force: true });
}

function mtimeMs(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}
