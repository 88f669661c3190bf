import type { Sql } from "postgres";

// What fans read, as URLs: every endpoint rotates over up to SAMPLES ids drawn from the
// database (ids are random UUIDs, so the first ones by id are a random sample), so the bench
// reads many rows like real traffic instead of one cached row.

export const SAMPLES = 20;
/** The page size of /spielplan (SCHEDULE_PAGE_SIZE in the client). */
const SCHEDULE_PAGE = 24;

export interface Endpoint {
  name: string;
  /** What the goals call it: a single-row read, or a list. */
  kind: "row" | "list";
  paths: string[];
}

export async function readEndpoints(sql: Sql): Promise<Endpoint[]> {
  const ids = async (query: Promise<{ id: string }[]>) => (await query).map((r) => r.id);
  const clubs = await ids(sql`select id from clubs order by id limit ${SAMPLES}`);
  const teams = await ids(sql`select id from teams order by id limit ${SAMPLES}`);
  const players = await ids(sql`select id from players order by id limit ${SAMPLES}`);
  const live = await ids(sql`select id from matches where status = 'live' order by id limit ${SAMPLES}`);
  const news = await ids(sql`select id from club_news where is_published order by id limit ${SAMPLES}`);
  // A table is one group's (a league with several groups asks which one): the groups of the
  // latest season's placements.
  const groups = await sql<{ canton: string; league: string; group: string }[]>`
    select canton, league, "group" from (
      select distinct canton, league, group_name as "group" from team_placements
      where ends_at is null and season = (select max(season) from team_placements)) g
    order by md5(canton || league || "group") limit ${SAMPLES}`;
  const places = await sql<{ word: string }[]>`
    select distinct lower(split_part(club_name, ' ', 2)) as word from clubs order by 1 limit ${SAMPLES}`;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  // /spielplan reads 24 matches a page and goes on with `after=` (the last match's cursor):
  // the first five pages, with cursors from the same order the API reads in.
  const schedulePages = async (scope: "upcoming" | "past") => {
    const rows =
      scope === "upcoming"
        ? await sql<{ cursor: string }[]>`
            select ((extract(epoch from match_date) * 1000000)::bigint)::text || '_' || id as cursor
            from matches where acceptance = 'accepted' and match_date > now()
              and status in ('scheduled', 'cancelled', 'postponed')
            order by match_date, id limit ${4 * SCHEDULE_PAGE}`
        : await sql<{ cursor: string }[]>`
            select ((extract(epoch from match_date) * 1000000)::bigint)::text || '_' || id as cursor
            from matches where acceptance = 'accepted' and match_date <= now() and status <> 'live'
            order by match_date desc, id desc limit ${4 * SCHEDULE_PAGE}`;
    const afters = [1, 2, 3, 4].flatMap((n) => rows[n * SCHEDULE_PAGE - 1]?.cursor ?? []);
    const first = `/api/matches?${q({ scope, limit: String(SCHEDULE_PAGE) })}`;
    return [first, ...afters.map((after) => `${first}&${q({ after })}`)];
  };
  const endpoints: Endpoint[] = [
    { name: "club list", kind: "list", paths: [1, 2, 3, 4, 5].map((page) => `/api/clubs?page=${page}`) },
    { name: "club search", kind: "list", paths: places.map((p) => `/api/clubs?${q({ search: p.word })}`) },
    { name: "club", kind: "row", paths: clubs.map((id) => `/api/clubs/${id}`) },
    { name: "club teams", kind: "list", paths: clubs.map((id) => `/api/clubs/${id}/teams`) },
    { name: "team", kind: "row", paths: teams.map((id) => `/api/teams/${id}`) },
    { name: "team players", kind: "list", paths: teams.map((id) => `/api/teams/${id}/players`) },
    { name: "player", kind: "row", paths: players.map((id) => `/api/players/${id}`) },
    { name: "schedule", kind: "list", paths: await schedulePages("upcoming") },
    { name: "results", kind: "list", paths: await schedulePages("past") },
    { name: "live list", kind: "list", paths: ["/api/matches?scope=live&limit=50"] },
    { name: "ticker match", kind: "row", paths: live.map((id) => `/api/matches/${id}`) },
    { name: "ticker events", kind: "list", paths: live.map((id) => `/api/matches/${id}/events`) },
    { name: "league table", kind: "list", paths: groups.map((g) => `/api/rankings/table?${q(g)}`) },
    { name: "scorers", kind: "list", paths: ["/api/rankings/scorers"] },
    { name: "news list", kind: "list", paths: ["/api/news"] },
    { name: "news", kind: "row", paths: news.map((id) => `/api/news/${id}`) },
  ];
  return endpoints.filter((e) => e.paths.length > 0);
}
