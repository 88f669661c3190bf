// Latency of the public club list (GET /api/clubs) with 10,000 clubs (and 50 without a name)
// and 30,000 teams, each club with an address in one of a few towns.
// Not part of `npm test`. Needs a PostgreSQL server; creates and drops its own database:
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/clubs-search.ts
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { createDb } from "#server/db/client.ts";
import { migrateDb } from "#server/db/migrate.ts";
import { listClubs } from "#server/modules/clubs/club-queries.ts";
import { CANTONS, LEAGUES } from "#shared/constants.ts";

const CLUBS = Number(process.env.BENCH_CLUBS ?? 10_000);
const TEAMS_PER_CLUB = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.error("BENCH_DATABASE_URL (a PostgreSQL server URL) is required.");
  process.exit(1);
}

const PREFIXES = ["FC", "SC", "SV", "FC Sportfreunde", "AS", "US", "FC Blau-Weiss", "SC Rot-Gelb"];
const PLACES = [
  "Seeblick",
  "Limmatau",
  "Aarewald",
  "Rheinfelden",
  "Valmaggina",
  "Bergli",
  "Talhof",
  "Rebberg",
];

const TOWNS = ["Thalwil", "Dietikon", "Münsingen", "Rheinfelden", "Tenero", "Zürich", "Bern", "Chur", "Sion"];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function main() {
  const name = `tschutti_bench_${process.pid}`;
  const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  // No statement limit: seeding 30,000 teams on a busy machine takes longer than a request may.
  const { db, sql } = createDb(url.toString(), { max: 4, statementTimeoutMs: 0 });
  try {
    await migrateDb(db);
    const started = performance.now();
    await sql`
      insert into clubs (club_name, contact_address)
      select (${PREFIXES}::text[])[1 + (i % ${PREFIXES.length})] || ' ' || (${PLACES}::text[])[1 + (i / 7 % ${PLACES.length})] || ' ' || i,
        'Dorfstrasse ' || i || chr(10) || (1000 + i % 8000) || ' ' || (${TOWNS}::text[])[1 + (i % ${TOWNS.length})]
      from generate_series(1, ${CLUBS}) i`;
    // Club accounts that have not entered a name yet: listed after the named clubs.
    await sql`insert into clubs (club_name) select '' from generate_series(1, 50)`;
    await sql`
      insert into teams (name, club_id, league, canton)
      select 'Team ' || n, c.id, ${LEAGUES[3]}, ${CANTONS[25]}
      from clubs c cross join generate_series(1, ${TEAMS_PER_CLUB}) n`;
    // As autovacuum would have by now: the trigger-kept columns leave dead rows and a GIN pending list.
    await sql`vacuum analyze`;
    console.log(
      `seeded ${CLUBS} clubs, ${CLUBS * TEAMS_PER_CLUB} teams in ${Math.round(performance.now() - started)} ms`,
    );

    const cases = [
      { label: "first page, no search", search: "", page: 1 },
      { label: "page 200, no search", search: "", page: 200 },
      { label: "last page (unnamed clubs)", search: "", page: 419 },
      { label: "search 'seeblick' (common)", search: "seeblick", page: 1 },
      { label: "search '4711' (rare)", search: "4711", page: 1 },
      { label: "search 'zzz' (none)", search: "zzz", page: 1 },
      { label: "search 'thalwil' (a town)", search: "thalwil", page: 1 },
      { label: "search 'seeblik' (typo)", search: "seeblik", page: 1 },
      { label: "search 'zürich' (canton: all)", search: "zürich", page: 1 },
      { label: "search 'xqzvw' (nonsense)", search: "xqzvw", page: 1 },
    ];
    for (const c of cases) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const result = await listClubs(db, { search: c.search, page: c.page, pageSize: 24 });
        times.push(performance.now() - t0);
        total = result.total;
      }
      times.sort((a, b) => a - b);
      console.log(
        `${c.label.padEnd(30)} total=${String(total).padStart(6)}  p50=${percentile(times, 50).toFixed(2)} ms  p95=${percentile(times, 95).toFixed(2)} ms  p99=${percentile(times, 99).toFixed(2)} ms`,
      );
    }
  } finally {
    await sql.end();
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

await main();
