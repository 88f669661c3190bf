import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { ClubDetail, ClubListItem, ClubTeam } from "#shared/clubs/types.ts";
import { searchWords } from "#shared/search/fold-search-text.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import { clubs, teams } from "../../db/schema/index.ts";
import { clubMatchesSearch, clubSearchOrder } from "./club-search-sql.ts";

/**
 * THE rule of which clubs the public list, search and sitemap show: a club with a name and at
 * least one team that is not archived (a fresh sign-up without either stays out). `active_teams`
 * is that count, kept on the club by a trigger on teams (migration 0012); clubs_listed_name_idx
 * holds exactly these clubs in name order.
 */
export function listedClubSql(alias: string) {
  return sql.raw(`${alias}.club_name <> '' and ${alias}.active_teams > 0`);
}

export interface ClubPage {
  clubs: ClubListItem[];
  total: number;
}

/**
 * One page of listed clubs ordered by name, or, with a search, the clubs holding its words in
 * their name, ground, address or teams' cantons, best first (see club-search-sql.ts), with the
 * total of matches, in one statement. Without a search the page and the total are read from
 * clubs_listed_name_idx alone (the page stops after its rows); a search runs on the folded
 * find_text column through its trigram index (bench/clubs-search.ts measures both).
 */
export async function listClubs(db: DbOrTx, query: ClubListQuery): Promise<ClubPage> {
  if (searchWords(query.search).length === 0) return readClubPage(db, query);
  // pg_trgm costs its similarity operator like '=', so for a common word the planner would
  // rather compute the similarity for every club (200 ms at 10'000 clubs) than read the
  // trigram index (2 ms); within this transaction only, it takes the index.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return readClubPage(tx, query);
  });
}

interface ClubListQuery {
  search: string;
  page: number;
  pageSize: number;
}

async function readClubPage(db: DbOrTx, { search, page, pageSize }: ClubListQuery): Promise<ClubPage> {
  const offset = (page - 1) * pageSize;
  const filter = sql`${listedClubSql("c")} and ${clubMatchesSearch(search)}`;
  const [result] = await db.execute<{ total: number; clubs: ClubListItem[] | null }>(sql`
    with page as (
      select c.id, c.club_name, c.club_logo_url, c.active_teams, c.search_text
      from clubs c where ${filter}
      order by ${clubSearchOrder(search)}
      limit ${pageSize} offset ${offset}
    )
    select
      (select count(*)::int from clubs c where ${filter}) as total,
      (select json_agg(json_build_object(
                'id', c.id, 'clubName', c.club_name, 'clubLogoUrl', c.club_logo_url, 'teamCount', c.active_teams)
              order by ${clubSearchOrder(search)})
       from page c) as clubs`);
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
      teamCount: clubs.activeTeams,
      contactAddress: clubs.contactAddress,
      contactEmail: clubs.contactEmail,
      contactPhone: clubs.contactPhone,
      description: clubs.description,
      verified: sql<boolean>`${clubs.verifiedAt} is not null`,
    })
    .from(clubs)
    // A deleted club whose results were kept (archived) has no page any more.
    .where(and(eq(clubs.id, id), isNull(clubs.archivedAt)))
    .limit(1);
  return row ?? null;
}

/** Whether the public club list shows the club (listedClubSql). */
export async function isListedClub(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.id, id), isNull(clubs.archivedAt), listedClubSql("clubs")))
    .limit(1);
  return rows.length > 0;
}

export async function clubExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.id, id), isNull(clubs.archivedAt)))
    .limit(1);
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
    .orderBy(asc(teams.createdAt), byName(teams.name));
}
