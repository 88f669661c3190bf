// `npm run bench:data`: fills DATABASE_URL with a Swiss football country:
// at the default size 2,000 clubs, 20,000 teams, 400,000 players, ~200,000 matches over three
// seasons, ~1,000,000 events and 20,000 news posts, deterministically, through COPY.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/tschutti_bench npm run bench:data -- --clubs 20

import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { createDb } from "#server/db/client.ts";
import { migrateDb } from "#server/db/migrate.ts";
import { seasonOf, seasonRange } from "#shared/matches/season.ts";
import { readCountryOptions } from "./args.ts";
import { writeClubs } from "./clubs.ts";
import { afterLoad, ensureEmpty } from "./database.ts";
import { assignGroups, writePlacements } from "./groups.ts";
import { writeMatches } from "./matches.ts";
import { writeNews } from "./news.ts";
import { createRandom } from "./prng.ts";

const MATCHES_PER_CLUB = 100;

/** A refusal or a bad flag is a sentence for the person at the terminal, not a stack trace. */
function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const options = (() => {
  try {
    return readCountryOptions(process.argv.slice(2), process.env);
  } catch (error) {
    return fail(error);
  }
})();
const started = performance.now();
const lap = (what: string) => console.log(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);

const migrator = createDb(options.url, { max: 1, statementTimeoutMs: 0 });
await migrateDb(migrator.db);
try {
  await ensureEmpty(migrator.sql, options.reset);
} catch (error) {
  fail(error);
} finally {
  await migrator.sql.end();
}
lap("migrated");

// The rows are consistent by construction, and COPY into several tables runs on several
// connections at once, so a child row may arrive before its parent is committed: foreign-key
// triggers are off for the loading connections (replica role) and every reference is checked
// after the load instead (afterLoad). Check constraints, unique keys and generated columns apply.
const sql = postgres(options.url, {
  max: 8,
  onnotice: () => {},
  connection: { session_replication_role: "replica", statement_timeout: 0 },
});
try {
  const rnd = createRandom(options.seed);
  const current = seasonOf(options.today);
  const seasons = [current - 2, current - 1, current];
  const rows: Record<string, number> = {};
  const {
    clubs,
    teams,
    rows: clubRows,
  } = await writeClubs(sql, rnd, options.clubs, seasonRange(seasons[0] ?? current).from);
  Object.assign(rows, clubRows);
  lap("clubs, teams, players");
  const groups = assignGroups(rnd, teams);
  Object.assign(rows, await writePlacements(sql, groups, seasons, seasonRange(seasons[0] ?? current).from));
  lap("placements in groups");
  Object.assign(
    rows,
    await writeMatches(sql, rnd, groups, {
      seasons,
      today: options.today,
      targetMatches: options.clubs * MATCHES_PER_CLUB,
      liveCount: Math.max(2, Math.round(options.clubs / 10)),
    }),
  );
  lap("matches, events");
  Object.assign(
    rows,
    await writeNews(sql, rnd, clubs, { from: seasonRange(seasons[0] ?? current).from, today: options.today }),
  );
  lap("news");
  await afterLoad(sql);
  lap("checked, counters, analyzed");
  for (const [table, count] of Object.entries(rows))
    console.log(`${table.padEnd(18)} ${count.toLocaleString("de-CH")}`);
} finally {
  await sql.end();
}
