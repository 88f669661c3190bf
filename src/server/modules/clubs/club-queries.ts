import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ClubDetail, ClubListItem, ClubTeam } from "#shared/clubs/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, teams } from "../../db/schema/index.ts";
import { matchesSearch } from "../../db/search-sql.ts";

/**
 * THE rule of which clubs the public list and search show: a club with a name and at least one
 * team that is not archived (a fresh sign-up without either stays out).
 */
export function listedClubSql(alias: string) {
  return sql.raw(
    `${alias}.club_name <> '' and exists (select 1 from teams lt where lt.club_id = ${alias}.id and lt.archived_at is null)`,
  );
}

export interface ClubPage {
  clubs: ClubListItem[];
  total: number;
}

/**
 * One page of clubs ordered by name, optionally filtered by the words of a search (folded,
 * any order, see matchesSearch), with the total of matches, in one statement. Clubs that have not entered a name
 * yet come last instead of filling the top of the list. The named part of the page is read
 * in name order straight from clubs_name_idx (without a search the scan stops after the
 * page); the unnamed remainder, if the page reaches it, is taken after that. Team counts are
 * looked up for the page's rows only, through teams_club_idx. The substring search runs on
 * the folded search_text column through its trigram index (bench/clubs-search.ts measures it).
 */
export async function listClubs(
  db: DbOrTx,
  { search, page, pageSize }: { search: string; page: number; pageSize: number },
): Promise<ClubPage> {
  const offset = (page - 1) * pageSize;
  const filter = sql`${listedClubSql("c")} and ${matchesSearch(sql`c.search_text`, search)}`;
  const [result] = await db.execute<{ total: number; clubs: ClubListItem[] | null }>(sql`
    with counts as (
      select count(*) filter (where c.club_name <> '')::int as named, count(*)::int as total
      from clubs c where ${filter}
    ),
    named_page as (
      select c.id, c.club_name, c.club_logo_url, 0 as unnamed
      from clubs c where ${filter} and c.club_name <> ''
      order by c.club_name, c.id
      limit ${pageSize} offset ${offset}
    ),
    unnamed_page as (
      select c.id, c.club_name, c.club_logo_url, 1 as unnamed
      from clubs c where ${filter} and c.club_name = ''
      order by c.id
      limit greatest(0, ${pageSize} - (select count(*) from named_page))
      offset greatest(0, ${offset} - (select named from counts))
    ),
    page as (select * from named_page union all select * from unnamed_page)
    select
      (select total from counts) as total,
      (select json_agg(json_build_object(
                'id', p.id, 'clubName', p.club_name, 'clubLogoUrl', p.club_logo_url, 'teamCount', tc.team_count)
              order by p.unnamed, p.club_name, p.id)
       from page p
       cross join lateral (
         select count(*)::int as team_count from teams t where t.club_id = p.id and t.archived_at is null
       ) tc) as clubs`);
  return { clubs: result?.clubs ?? [], total: result?.total ?? 0 };
}

export async function findClubById(db: DbOrTx, id: string): Promise<ClubDetail | null> {
  const [row] = await db
    .select({
      id: clubs.id,
      clubName: clubs.clubName,
      clubLogoUrl: clubs.clubLogoUrl,
      stadiumName: clubs.stadiumName,
      stadiumImageUrl: clubs.stadiumImageUrl,
      foundingYear: clubs.foundingYear,
      activeMembers: clubs.activeMembers,
      teamsCount: clubs.teamsCount,
      teamCount: sql<number>`(select count(*)::int from teams t where t.club_id = "clubs"."id" and t.archived_at is null)`,
      contactAddress: clubs.contactAddress,
      contactEmail: clubs.contactEmail,
      contactPhone: clubs.contactPhone,
      description: clubs.description,
    })
    .from(clubs)
    .where(eq(clubs.id, id))
    .limit(1);
  return row ?? null;
}

export async function clubExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, id)).limit(1);
  return rows.length > 0;
}

/** The club's teams in the order the club created them, with their squad size. */
export async function listClubTeams(db: DbOrTx, clubId: string): Promise<ClubTeam[]> {
  return db
    .select({
      id: teams.id,
      name: teams.name,
      teamImageUrl: teams.teamImageUrl,
      league: teams.league,
      canton: teams.canton,
      playerCount: sql<number>`(select count(*)::int from players p where p.team_id = "teams"."id")`,
    })
    .from(teams)
    .where(and(eq(teams.clubId, clubId), isNull(teams.archivedAt)))
    .orderBy(asc(teams.createdAt), asc(teams.name));
}
