import { createInterface } from "node:readline/promises";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import pino, { type Logger } from "pino";
import { createStorage } from "../bootstrap.ts";
import { createDb, type Db } from "../db/client.ts";
import { startEmbeddedPostgres } from "../db/embedded.ts";
import { migrateDb } from "../db/migrate.ts";
import { type Env, readEnv } from "../env.ts";
import { DEMO_ACCOUNTS, DEMO_TABLE } from "./demo-data.ts";
import { removeStoredImages, resetDatabase } from "./reset.ts";
import { isDatabaseEmpty, seedDemoData } from "./seed.ts";

/**
 * `npm run seed`: replaces whatever is in the database with a fresh demo world. Works against
 * DATABASE_URL, against the embedded server of a running `npm start` (shared, not restarted),
 * or starts the embedded server itself for the duration of the run. A database that holds data
 * is only wiped with `--force` or a yes typed on a terminal.
 */

export interface SeedOptions {
  /** `--force`: wipe a database that holds data without asking. */
  force: boolean;
  /** Asks on a terminal whether to wipe (absent when nobody can answer: then it refuses). */
  confirm?: (question: string) => Promise<boolean>;
}

/** Refused or declined: the database is untouched. */
export class SeedRefused extends Error {}

interface Target {
  url: string;
  description: string;
  stop: () => Promise<void>;
}

async function openTarget(env: Env, log: Logger): Promise<Target> {
  const noop = async () => {};
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, description: "DATABASE_URL", stop: noop };
  // Shares the server of a running `npm start` on this folder (never stops it), or starts one.
  const embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
  return { url: embedded.url(), description: `eingebetteter Server in ${env.DATA_DIR}`, stop: embedded.stop };
}

interface Counts {
  clubs: number;
  teams: number;
  players: number;
  coaches: number;
  board: number;
  news: number;
  published: number;
  matches: number;
  completed: number;
  live: number;
  scheduled: number;
  cancelled: number;
  events: number;
  reports: number;
  table_teams: number;
}

async function countRows(db: Db): Promise<Counts> {
  const rows = await db.execute<Record<keyof Counts, number>>(sql`
    select
      (select count(*) from clubs)::int as clubs,
      (select count(*) from teams)::int as teams,
      (select count(*) from players)::int as players,
      (select count(*) from coaches)::int as coaches,
      (select count(*) from board_members)::int as board,
      (select count(*) from club_news)::int as news,
      (select count(*) from club_news where is_published)::int as published,
      (select count(*) from matches)::int as matches,
      (select count(*) from matches where status = 'completed')::int as completed,
      (select count(*) from matches where status = 'live')::int as live,
      (select count(*) from matches where status = 'scheduled')::int as scheduled,
      (select count(*) from matches where status = 'cancelled')::int as cancelled,
      (select count(*) from match_events)::int as events,
      (select count(*) from match_reports)::int as reports,
      (select count(*) from teams where canton = ${DEMO_TABLE.canton} and league = ${DEMO_TABLE.league})::int
        as table_teams
  `);
  const [counts] = [...rows];
  if (!counts) throw new Error("count query returned no row");
  return counts;
}

async function describeData(db: Db): Promise<string> {
  const [row] = await db.execute<{ clubs: number; accounts: number }>(sql`
    select (select count(*) from clubs)::int as clubs, (select count(*) from "user")::int as accounts`);
  return `${row?.clubs ?? 0} Vereine, ${row?.accounts ?? 0} Konten`;
}

export async function runSeed(env: Env = readEnv(), options: SeedOptions = { force: false }): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  const started = performance.now();
  const target = await openTarget(env, log);
  const { db, sql: connection } = createDb(target.url, { max: 4, statementTimeoutMs: 0 });
  try {
    await migrateDb(db);
    if (!options.force && !(await isDatabaseEmpty(db))) {
      const what = `Die Datenbank (${target.description}) enthält Daten: ${await describeData(db)}.`;
      if (!options.confirm) {
        throw new SeedRefused(
          `${what} \`npm run seed\` würde alles löschen (Konten, Vereine, Bilder) und die Demodaten laden. ` +
            "Nichts geändert. Wenn das gewollt ist: `npm run seed -- --force`.",
        );
      }
      const yes = await options.confirm(
        `${what}\nAlles löschen (Konten, Vereine, Bilder) und die Demodaten laden? Tippe «ja» zum Bestätigen: `,
      );
      if (!yes) throw new SeedRefused("Abgebrochen: nichts geändert.");
    }
    const storage = createStorage(env);
    await removeStoredImages(db, storage);
    await resetDatabase(db);
    await seedDemoData(db, storage);
    const c = await countRows(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Demodaten geladen (${target.description}, ${seconds} s):`,
        `  ${c.clubs} Vereine, ${c.teams} Mannschaften, ${c.players} Spieler, ${c.coaches} Trainer, ${c.board} Vorstandsmitglieder`,
        `  ${c.news} News (${c.published} veröffentlicht), ${c.matches} Spiele (${c.completed} beendet, ${c.live} live, ${c.scheduled} geplant, ${c.cancelled} abgesagt), ${c.events} Spielereignisse, ${c.reports} Spielberichte`,
        `  Tabelle: ${DEMO_TABLE.canton}, ${DEMO_TABLE.league} mit ${c.table_teams} Mannschaften`,
        `Anmeldung Verein: ${DEMO_ACCOUNTS.club.email} / ${DEMO_ACCOUNTS.club.password} (${DEMO_ACCOUNTS.club.clubName})`,
        `Anmeldung Fan:    ${DEMO_ACCOUNTS.fan.email} / ${DEMO_ACCOUNTS.fan.password}`,
        `Spielleitung:     ${DEMO_ACCOUNTS.leagueOffice.email} / ${DEMO_ACCOUNTS.leagueOffice.password}`,
      ].join("\n"),
    );
  } finally {
    await connection.end({ timeout: 5 });
    await target.stop();
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
/** A yes/no question on the terminal; only when someone sits at one. */
function terminalConfirm(): SeedOptions["confirm"] {
  if (!process.stdin.isTTY || !process.stdout.isTTY) return undefined;
  return async (question) => {
    const terminal = createInterface({ input: process.stdin, output: process.stdout });
    try {
      const answer = (await terminal.question(question)).trim().toLowerCase();
      return answer === "ja" || answer === "j";
    } finally {
      terminal.close();
    }
  };
}

if (isEntryPoint) {
  const force = process.argv.slice(2).includes("--force");
  runSeed(readEnv(), { force, confirm: terminalConfirm() }).catch((error: unknown) => {
    console.error(
      error instanceof SeedRefused
        ? error.message
        : `Demodaten konnten nicht geladen werden: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
}
