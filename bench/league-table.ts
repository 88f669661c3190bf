// Latency of the league table (GET /api/rankings/table) for a league of 16 teams and 240 played
// matches, among 2,850 other teams and ~26,000 other matches, against the floor: every statement
// the function sends (captured from the driver), through pgbench on the same database. Also the top scorers and cards over ~150,000 events.
// Not part of `npm test`. Creates and drops its own database on TEST_DATABASE_URL (or
// BENCH_DATABASE_URL), or starts an embedded PostgreSQL in a temporary folder:
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/league-table.ts

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Placeholder, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pino from "pino";
import postgres from "postgres";
import { createApp } from "#server/app.ts";
import { createAuth } from "#server/auth/auth.ts";
import type { AppDeps } from "#server/context.ts";
import { createDbAvailability } from "#server/db/availability.ts";
import { createDb, type Db } from "#server/db/client.ts";
import { startEmbeddedPostgres } from "#server/db/embedded.ts";
import { migrateDb } from "#server/db/migrate.ts";
import { readEnv } from "#server/env.ts";
import { placementsSql } from "#server/modules/league/placement-queries.ts";
import { accountHooks } from "#server/modules/profiles/account-hooks.ts";
import { listPlayerRanking } from "#server/modules/rankings/ranking-queries.ts";
import { findLeagueTable, tableMatchesSql, tableTeamsSql } from "#server/modules/rankings/table-queries.ts";
import { createRealtimeHub } from "#server/realtime/hub.ts";
import { createLocalStorage } from "#server/storage/local-storage.ts";
import { CANTONS, LEAGUES } from "#shared/constants.ts";
import { seasonOf, seasonRange } from "#shared/matches/season.ts";
import type { LeagueTableResponse } from "#shared/rankings/types.ts";
import { createMailer } from "../src/server/mail/mailer.ts";
import { pgbenchLatencies } from "./pgbench.ts";

const CANTON = "Zürich" as const;
/** The played round lies in the current season (the table shows one season). */
const SEASON = seasonOf(new Date());
const LEAGUE = "3. Liga" as const;
const LEAGUE_TEAMS = 16; // a double round: 16 × 15 = 240 matches
const NOISE_TEAMS_PER_LEAGUE = 10; // in every other canton and league: 285 × 10 teams, 285 × 90 matches
const PLAYERS_PER_TEAM = 15;
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const WARMUP = 50;
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    n: sorted.length,
  };
}

const fmt = (ms: number) => `${ms.toFixed(3)} ms`;

async function measure(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

/** A fresh database: a new one on the given server, or an embedded server of its own. */
async function openDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const name = `tschutti_bench_rank_${process.pid}`;
  if (adminUrl) {
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        // BENCH_KEEP=1 leaves the database for a look with psql.
        if (process.env.BENCH_KEEP === "1") console.log(`kept database ${name}`);
        else await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "tschutti-bench-"));
  const embedded = await startEmbeddedPostgres(dir, pino({ level: "warn" }));
  console.log("no TEST_DATABASE_URL: using an embedded PostgreSQL");
  return {
    url: embedded.url(),
    drop: async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function seed(sql: postgres.Sql): Promise<void> {
  const t0 = performance.now();
  // The measured league: half club teams ('1. Mannschaft' of 'FC Bench n'), half opponents.
  await sql`insert into clubs (club_name) select 'FC Bench ' || i from generate_series(1, ${LEAGUE_TEAMS / 2}) i`;
  await sql`
    insert into teams (name, club_id, canton, league)
    select '1. Mannschaft', id, ${CANTON}, ${LEAGUE} from clubs`;
  await sql`
    insert into teams (name, canton, league)
    select 'SC Gegner ' || i, ${CANTON}, ${LEAGUE} from generate_series(1, ${LEAGUE_TEAMS / 2}) i`;
  // Every other canton and league gets its own teams.
  const combos = CANTONS.flatMap((canton) => LEAGUES.map((league) => ({ canton, league }))).filter(
    (c) => !(c.canton === CANTON && c.league === LEAGUE),
  );
  await sql`
    insert into teams (name, canton, league)
    select 'Team ' || c.canton || ' ' || c.league || ' ' || n, c.canton, c.league
    from jsonb_to_recordset(${JSON.stringify(combos)}::jsonb) as c(canton text, league text)
    cross join generate_series(1, ${NOISE_TEAMS_PER_LEAGUE}) n`;
  // A double round in every canton and league (the measured one included): every ordered pair once.
  await sql`
    insert into matches (home_team_id, away_team_id, match_date, status, home_score, away_score, period)
    select h.id, a.id, now() - random() * (now() - ${seasonRange(SEASON).from.toISOString()}::timestamptz), 'completed',
           floor(random() * 5)::int, floor(random() * 4)::int, 'finished'
    from teams h join teams a on a.canton = h.canton and a.league = h.league and a.id <> h.id`;
  // Rows the table must skip: the measured league's next round, cancelled matches, friendlies
  // against teams of other leagues (they touch the home/away indexes of the measured teams).
  await sql`
    insert into matches (home_team_id, away_team_id, match_date, status)
    select h.id, a.id, now() + (random() * interval '100 days'), (array['scheduled', 'cancelled'])[1 + (random() < 0.2)::int]
    from teams h join teams a on a.canton = h.canton and a.league = h.league and a.id <> h.id
    where h.canton = ${CANTON} and h.league = ${LEAGUE}`;
  await sql`
    insert into matches (home_team_id, away_team_id, match_date, status, home_score, away_score)
    select h.id, a.id, now() - interval '300 days', 'completed', 2, 1
    from teams h cross join lateral (
      select id from teams where canton = ${CANTON} and league = '2. Liga' order by random() limit 3
    ) a
    where h.canton = ${CANTON} and h.league = ${LEAGUE}`;
  // Squads and, per played match, three goals and three cards of players of the two teams.
  await sql`
    insert into players (team_id, first_name, last_name, player_number)
    select t.id, 'Vorname' || n, 'Nachname' || (n * 7919 % 1000), n from teams t cross join generate_series(1, ${PLAYERS_PER_TEAM}) n`;
  await sql`
    with squads as (select team_id, array_agg(id) as ids from players group by team_id)
    insert into match_events (match_id, event_type, minute, player_id, team_side)
    select m.id,
           (array['goal', 'goal', 'goal', 'yellow_card', 'yellow_card', 'red_card'])[e],
           1 + floor(random() * 90)::int,
           s.ids[1 + floor(random() * ${PLAYERS_PER_TEAM})::int],
           case when side then 'home' else 'away' end
    from matches m
    cross join generate_series(1, 6) e
    cross join lateral (select random() < 0.5 as side) r
    join squads s on s.team_id = case when r.side then m.home_team_id else m.away_team_id end
    where m.status = 'completed' and m.home_score is not null`;
  // The league office raised one red card of every measured team, and an older correction names
  // none: the table's fair-play statement counts the cards that still count (group-matches.ts).
  await sql`
    insert into fair_play_corrections (team_id, season, match_id, event_id, names_card, kind, points, reason)
    select distinct on (p.team_id) p.team_id, p.season, e.match_id, e.id, true, 'red_card', 3, 'Bench'
    from team_placements p
    join matches m on p.team_id in (m.home_team_id, m.away_team_id) and m.status = 'completed'
    join match_events e on e.match_id = m.id and e.event_type = 'red_card'
      and e.team_side = case when m.home_team_id = p.team_id then 'home' else 'away' end
    where p.canton = ${CANTON} and p.league = ${LEAGUE} and p.season = ${SEASON}
    order by p.team_id, m.match_date`;
  await sql`
    insert into fair_play_corrections (team_id, season, kind, points, reason, created_at)
    select p.team_id, p.season, 'red_card', 2, 'Bench (ohne Karte)', now() - interval '1 day'
    from team_placements p where p.canton = ${CANTON} and p.league = ${LEAGUE} and p.season = ${SEASON}`;
  await sql`analyze`;
  const [counts] = await sql<{ teams: number; matches: number; events: number; players: number }[]>`
    select (select count(*) from teams)::int as teams, (select count(*) from matches)::int as matches,
           (select count(*) from match_events)::int as events, (select count(*) from players)::int as players`;
  console.log(
    `seeded ${counts?.teams} teams, ${counts?.matches} matches, ${counts?.players} players, ${counts?.events} events in ${Math.round(performance.now() - t0)} ms`,
  );
}

/** The SQL Drizzle sends, with its placeholders written in as literals, for pgbench. */
function inlineSql(
  query: { toSQL: () => { sql: string; params: unknown[] } },
  values: Record<string, string>,
): string {
  const { sql, params } = query.toSQL();
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const param = params[Number(n) - 1];
    const value = param instanceof Placeholder ? values[param.name] : param;
    return `'${String(value).replaceAll("'", "''")}'`;
  });
}

/** A captured statement with its parameters written in as literals, for pgbench. */
function withLiterals({ query, params }: { query: string; params: unknown[] }): string {
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return "NULL";
    if (typeof value === "number" || typeof value === "boolean") return String(value);
    if (value instanceof Date) return literal(value.toISOString());
    return `'${String(value).replaceAll("'", "''")}'`;
  };
  return query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * One statement list for PGBENCH_SECONDS on one connection: every transaction's latency. With
 * `pipelined`, the statements after the first go out together in pgbench's pipeline mode (as the
 * function sends them side by side, there on several connections).
 */
function pgbench(url: string, statements: string[], pipelined = false): number[] {
  // One line per statement: a `--` comment of the SQL would run on to the line's end, over the
  // statement's `;` and into the next one (the table's teams query has two).
  const line = (statement: string) => `${statement.replace(/--[^\n]*/g, "").replace(/\s+/g, " ")};`;
  const [first, ...rest] = statements.map(line);
  const lines =
    pipelined && rest.length > 1 ? [first, "\\startpipeline", ...rest, "\\endpipeline"] : [first, ...rest];
  return pgbenchLatencies(url, `${lines.join("\n")}\n`, PGBENCH_SECONDS);
}

function createBenchApp(db: Db, sql: postgres.Sql, url: string) {
  const uploads = mkdtempSync(path.join(os.tmpdir(), "tschutti-bench-uploads-"));
  const log = pino({ level: "silent" });
  const env = readEnv({ NODE_ENV: "test", DATA_DIR: uploads, LOG_LEVEL: "silent" });
  const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(uploads, "outbox"), log });
  const auth = createAuth({
    db,
    secret: "x".repeat(40),
    baseURL: "http://localhost:3000",
    rateLimitScale: 1,
    mailer,
    accounts: accountHooks({ db, storage: createLocalStorage(uploads), log }),
    log,
  });
  const deps: AppDeps = {
    db,
    sql,
    dbAvailability: createDbAvailability(url),
    readCache: null,
    env,
    auth,
    mailer,
    storage: createLocalStorage(uploads),
    log,
    realtime: createRealtimeHub({ sql, log }),
  };
  return { app: createApp(deps), cleanup: () => rmSync(uploads, { recursive: true, force: true }) };
}

async function main() {
  const database = await openDatabase();
  // Pool size as in production (createDb's default): the table's two queries run side by side.
  // No statement timeout: seeding inserts 150,000 events in one statement, and their statistics
  // trigger took longer than the 5 s a request may on a shared 2-core machine.
  const { db, sql } = createDb(database.url, { statementTimeoutMs: 0 });
  try {
    await migrateDb(db);
    await seed(sql);

    const { rows } = await findLeagueTable(db, { canton: CANTON, league: LEAGUE, season: SEASON });
    const played = rows.reduce((s, r) => s + r.played, 0);
    if (rows.length !== LEAGUE_TEAMS || played !== 2 * 240) {
      throw new Error(`unexpected table: ${rows.length} teams, ${played / 2} matches`);
    }
    console.log(
      `table: ${rows.length} teams, ${played / 2} matches counted; leader ${rows[0]?.name} ${rows[0]?.points} Pkt`,
    );

    const values = { canton: CANTON, league: LEAGUE };
    const dialect = new PgDialect({ casing: "snake_case" });
    const query = (statement: SQL) => ({ toSQL: () => dialect.sqlToQuery(statement) });
    const placed = placementsSql(SEASON, { canton: CANTON, league: LEAGUE, group: "Gruppe 1" });
    const teamsSql = inlineSql(query(tableTeamsSql(SEASON, placed)), values);
    const matchesSql = inlineSql(query(tableMatchesSql(SEASON, placed)), values);
    const plan = await sql.unsafe<{ "QUERY PLAN": string }[]>(
      `explain (analyze, costs off, timing off) ${matchesSql}`,
    );
    console.log("\nplan of the matches query:");
    for (const line of plan) console.log(`  ${line["QUERY PLAN"]}`);

    const fnTimes = summary(
      await measure(RUNS, () => findLeagueTable(db, { canton: CANTON, league: LEAGUE, season: SEASON })),
    );
    const { app, cleanup } = createBenchApp(db, sql, database.url);
    const url = `/api/rankings/table?canton=${encodeURIComponent(CANTON)}&league=${encodeURIComponent(LEAGUE)}`;
    const httpTimes = summary(
      await measure(RUNS, async () => {
        const res = await app.request(url);
        const body = (await res.json()) as LeagueTableResponse;
        if (res.status !== 200 || body.rows.length !== LEAGUE_TEAMS)
          throw new Error(`bad response ${res.status}`);
      }),
    );
    cleanup();
    const scorerTimes = summary(await measure(Math.min(RUNS, 200), () => listPlayerRanking(db, "scorers")));
    const cardTimes = summary(await measure(Math.min(RUNS, 200), () => listPlayerRanking(db, "cards")));
    const scorerLeagueTimes = summary(
      await measure(Math.min(RUNS, 200), () =>
        listPlayerRanking(db, "scorers", { canton: CANTON, league: LEAGUE }),
      ),
    );

    // Every statement findLeagueTable sends (the group list, then its five reads side by side),
    // as the driver got them: the floor of the whole function, not only of its two main reads.
    const captured: { query: string; params: unknown[] }[] = [];
    const capturing = createDb(database.url, {
      max: 1,
      logger: { logQuery: (query, params) => captured.push({ query, params }) },
    });
    await findLeagueTable(capturing.db, { canton: CANTON, league: LEAGUE, season: SEASON });
    await capturing.sql.end();
    const everySql = captured.map(withLiterals);

    console.log(`\npgbench: ${PGBENCH_SECONDS} s per script, 1 connection, prepared statements`);
    const floorAll = summary(pgbench(database.url, everySql, true));
    const floorAllSerial = summary(pgbench(database.url, everySql));
    const floorBoth = summary(pgbench(database.url, [teamsSql, matchesSql]));
    const floorTeams = summary(pgbench(database.url, [teamsSql]));
    const floorMatches = summary(pgbench(database.url, [matchesSql]));

    const line = (label: string, s: ReturnType<typeof summary>) =>
      console.log(
        `${label.padEnd(46)} p50 ${fmt(s.p50).padStart(10)}  p95 ${fmt(s.p95).padStart(10)}  p99 ${fmt(s.p99).padStart(10)}  (n=${s.n})`,
      );
    // Latency on a shared machine depends on what else runs: the load average says how busy it was.
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(
      `\nleague table, ${CANTON} ${LEAGUE}: ${LEAGUE_TEAMS} teams, 240 matches (load average ${load.join(" ")}, ${os.cpus().length} CPUs)`,
    );
    line("findLeagueTable (groups, then 5 queries in parallel + rule)", fnTimes);
    line("GET /api/rankings/table via app.request", httpTimes);
    line(`pgbench floor: all ${everySql.length}, the last ${everySql.length - 1} pipelined`, floorAll);
    line(`pgbench: all ${everySql.length}, one after another`, floorAllSerial);
    line("pgbench: teams and matches queries, one after other", floorBoth);
    line("pgbench: teams query alone", floorTeams);
    line("pgbench: matches query alone", floorMatches);
    console.log(
      `ratio function / pgbench on all (p50): ${(fnTimes.p50 / floorAll.p50).toFixed(2)}×; HTTP / pgbench: ${(httpTimes.p50 / floorAll.p50).toFixed(2)}×`,
    );
    console.log("\nplayer rankings (aggregate over every match event)");
    line("scorers, all players", scorerTimes);
    line("cards, all players", cardTimes);
    line(`scorers, ${CANTON} ${LEAGUE} only`, scorerLeagueTimes);
  } finally {
    await sql.end();
    await database.drop();
  }
}

await main();
