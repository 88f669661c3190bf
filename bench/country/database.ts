import type { Sql } from "postgres";

// Guards and checks around the load: never overwrite someone's data by accident, and prove
// afterwards that every reference holds (the load itself runs without foreign-key triggers).

/** Tables whose rows mean "this database is in use". */
const USER_DATA = ["user", "clubs", "teams", "players", "matches", "club_news", "profiles"] as const;

export async function ensureEmpty(sql: Sql, reset: boolean): Promise<void> {
  const used: string[] = [];
  for (const table of USER_DATA) {
    const [row] = await sql<{ used: boolean }[]>`select exists (select 1 from ${sql(table)}) as used`;
    if (row?.used) used.push(table);
  }
  if (used.length === 0) return;
  if (!reset) {
    throw new Error(
      `Die Datenbank enthält schon Daten (${used.join(", ")}). Mit --reset werden alle Tabellen geleert; sonst eine leere Datenbank angeben.`,
    );
  }
  const tables = await sql<{ name: string }[]>`
    select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`;
  await sql.unsafe(`TRUNCATE ${tables.map((t) => t.name).join(", ")} RESTART IDENTITY CASCADE`);
  console.log(`--reset: ${tables.length} Tabellen geleert`);
}

/** Every single-column foreign key of the schema, checked with one anti-join each. */
async function checkReferences(sql: Sql): Promise<void> {
  const keys = await sql<{ child: string; col: string; parent: string; pcol: string }[]>`
    select c.conrelid::regclass::text as child, a.attname as col,
           c.confrelid::regclass::text as parent, pa.attname as pcol
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
    where c.contype = 'f' and array_length(c.conkey, 1) = 1
      and c.connamespace = 'public'::regnamespace`;
  for (const k of keys) {
    const [row] = await sql.unsafe<{ n: number }[]>(
      `select count(*)::int as n from ${k.child} c where c."${k.col}" is not null
         and not exists (select 1 from ${k.parent} p where p."${k.pcol}" = c."${k.col}")`,
    );
    if (row?.n) throw new Error(`${k.child}.${k.col}: ${row.n} rows point to no ${k.parent}`);
  }
  console.log(`${keys.length} foreign keys checked: every reference holds`);
}

/**
 * After COPY: check the references, rebuild what the database derives from events and teams
 * (the scorer and card counters, the clubs' active team counts, when the schema has them),
 * and analyze so plans see the sizes.
 */
export async function afterLoad(sql: Sql): Promise<void> {
  await checkReferences(sql);
  // The season counters (migration 0009) are kept by statement triggers, which the replica
  // role of the load skipped: recount them from the events, as the migration's backfill does.
  const [counters] = await sql<{ exists: boolean }[]>`
    select exists (select 1 from pg_proc where proname = 'rebuild_player_season_stats') as exists`;
  if (counters?.exists) {
    await sql`select rebuild_player_season_stats()`;
    console.log("player_season_stats rebuilt from the events");
  }
  // clubs.active_teams (migration 0012) is kept by a row trigger on teams, skipped alike.
  const [activeTeams] = await sql<{ exists: boolean }[]>`
    select exists (select 1 from pg_proc where proname = 'rebuild_club_active_teams') as exists`;
  if (activeTeams?.exists) {
    await sql`select rebuild_club_active_teams()`;
    console.log("clubs.active_teams recounted from the teams");
  }
  // clubs.team_cantons (migration 0021), the club search's cantons, is kept by a trigger alike.
  const [teamCantons] = await sql<{ exists: boolean }[]>`
    select exists (select 1 from pg_proc where proname = 'rebuild_club_team_cantons') as exists`;
  if (teamCantons?.exists) {
    await sql`select rebuild_club_team_cantons()`;
    console.log("clubs.team_cantons rebuilt from the teams");
  }
  await sql.unsafe("VACUUM (ANALYZE)");
}
