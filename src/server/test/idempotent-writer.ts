import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import type { ProcessClub } from "./process-club.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

/**
 * Writes with Idempotency-Key against a server process that is killed (SIGKILL) and started
 * again on the same data folder, as a client with an outbox does: every key is sent again until
 * it gets an answer that is not worth retrying. Shared by the suite's kill test and bench/.
 */
export interface KillRun {
  keys: number;
  kills: number;
  writers: number;
  /** How long one key may go unanswered (the server restarting included). */
  keyBoundMs: number;
}

export interface KillRunResult {
  /** Keys whose final answer was 201 (fresh or replayed). */
  answered: number;
  /** Final answers other than 201, by key. */
  refused: Map<string, number | null>;
  /** Rows per key: 0 is a lost write, more than 1 a duplicated one. */
  rowsPerKey: Map<string, number>;
  killsDone: number;
  replayed: number;
}

/** The embedded database of a data folder, reached directly (to watch it and count rows). */
export function openDataDirDatabase(dataDir: string): postgres.Sql {
  const port = readFileSync(path.join(dataDir, "pg-port"), "utf8").trim();
  const password = readFileSync(path.join(dataDir, "pg-password"), "utf8").trim();
  return postgres(`postgres://tschutti:${encodeURIComponent(password)}@127.0.0.1:${port}/tschutti`, {
    max: 2,
    connect_timeout: 2,
    onnotice: () => {},
  });
}

const titleOf = (key: string) => `Schlüssel ${key}`;

export async function runKillRun(
  dataDir: string,
  first: ServerProcess,
  club: ProcessClub,
  run: KillRun,
  log: (line: string) => void = () => {},
): Promise<{ result: KillRunResult; server: ServerProcess }> {
  let server = first;
  let restarting: Promise<void> | null = null;
  let killsDone = 0;
  let replayed = 0;
  const acknowledged = new Set<string>();
  const refused = new Map<string, number | null>();
  const keys = Array.from({ length: run.keys }, (_, i) => `k${i}-${first.port}`);
  const db = openDataDirDatabase(dataDir);

  /**
   * Kills the server the moment a write is committed but its client has no answer yet (the
   * window in which a retry could run a committed write again).
   */
  const killWhenUnanswered = async () => {
    while (killsDone < run.kills && acknowledged.size + refused.size < keys.length) {
      if (restarting) {
        await restarting;
        continue;
      }
      // The kills are spread over the run: the next one once its share of keys is answered.
      if (acknowledged.size < ((killsDone + 1) * keys.length) / (run.kills + 1)) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      let committed: string[] = [];
      try {
        const rows = await db<{ title: string }[]>`
          select title from club_news where club_id = ${club.clubId}`;
        committed = rows.map((r) => r.title);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const unanswered = keys.some((key) => !acknowledged.has(key) && committed.includes(titleOf(key)));
      if (!unanswered) continue;
      killsDone++;
      const victim = server;
      victim.child.kill("SIGKILL");
      log(`kill ${killsDone} with ${acknowledged.size} keys answered`);
      restarting = (async () => {
        await victim.exited;
        server = await startServer(dataDir);
        restarting = null;
      })();
    }
  };

  const send = async (key: string) => {
    const until = Date.now() + run.keyBoundMs;
    for (;;) {
      if (restarting) await restarting;
      const target = server;
      const res = await postNewsWithReplay(target, club, key);
      if (res.status === 201) {
        acknowledged.add(key);
        if (res.replayed) replayed++;
        return;
      }
      // No answer (the server died), 503 (the database restarts) or 409 (the key is in progress):
      // worth sending again; anything else is the final answer.
      if (res.status !== null && res.status !== 503 && res.status !== 409) {
        refused.set(key, res.status);
        return;
      }
      if (Date.now() > until) {
        refused.set(key, res.status);
        return;
      }
      // A client's pause before it sends again (the restart itself is awaited above).
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  let next = 0;
  const writer = async () => {
    for (let i = next++; i < keys.length; i = next++) await send(keys[i] as string);
  };
  const killer = killWhenUnanswered();
  await Promise.all(Array.from({ length: run.writers }, writer));
  await killer;
  if (restarting) await restarting;

  const rows = await db<{ title: string; n: number }[]>`
    select title, count(*)::int as n from club_news where club_id = ${club.clubId} group by title`;
  await db.end({ timeout: 1 });
  const byTitle = new Map(rows.map((r) => [r.title, r.n]));
  const rowsPerKey = new Map(keys.map((key) => [key, byTitle.get(titleOf(key)) ?? 0]));
  return { result: { answered: acknowledged.size, refused, rowsPerKey, killsDone, replayed }, server };
}

async function postNewsWithReplay(
  server: ServerProcess,
  club: ProcessClub,
  key: string,
): Promise<{ status: number | null; replayed: boolean }> {
  try {
    const res = await fetch(server.url(`/api/manage/clubs/${club.clubId}/news`), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        // Each restart listens on a new port: the page is that server's own.
        origin: `http://127.0.0.1:${server.port}`,
        cookie: club.cookie,
        "idempotency-key": key,
      },
      body: JSON.stringify({
        title: titleOf(key),
        content: "Einmal geschrieben.",
        isPublished: true,
        images: [],
      }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return { status: res.status, replayed: res.headers.get("idempotent-replayed") === "true" };
  } catch {
    return { status: null, replayed: false };
  }
}
