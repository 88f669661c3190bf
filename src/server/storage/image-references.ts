import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../db/client.ts";
import {
  boardMembers,
  clubNews,
  clubNewsImages,
  clubs,
  coaches,
  players,
  profiles,
  teams,
} from "../db/schema/index.ts";

// The one list of columns that hold an uploaded image's URL, written with the Drizzle schema's
// own objects. Three questions are answered from it: which URLs any row still shows (the hourly
// clean-up of unused uploads and the seed's reset), whether one URL is still shown (before a
// replaced file is removed), and which images a club's rows show (when the club is deleted).
// A column missing here would make the clean-up delete files still in use:
// image-references.test.ts fails for any URL column of the schema that is neither listed here
// nor named as holding no upload.

const teamsOfClub = (clubId: string) =>
  sql`(select ${teams.id} from ${teams} where ${teams.clubId} = ${clubId})`;

interface ImageColumn {
  table: PgTable;
  column: PgColumn;
  /** The rows of this table that belong to a club; null for tables no club owns (profiles). */
  ofClub: ((clubId: string) => SQL) | null;
}

export const IMAGE_COLUMNS: readonly ImageColumn[] = [
  { table: clubs, column: clubs.clubLogoUrl, ofClub: (clubId) => sql`${clubs.id} = ${clubId}` },
  { table: clubs, column: clubs.stadiumImageUrl, ofClub: (clubId) => sql`${clubs.id} = ${clubId}` },
  { table: teams, column: teams.teamImageUrl, ofClub: (clubId) => sql`${teams.clubId} = ${clubId}` },
  {
    table: players,
    column: players.playerImageUrl,
    ofClub: (clubId) => sql`${players.teamId} in ${teamsOfClub(clubId)}`,
  },
  {
    table: coaches,
    column: coaches.coachImageUrl,
    ofClub: (clubId) => sql`${coaches.teamId} in ${teamsOfClub(clubId)}`,
  },
  {
    table: boardMembers,
    column: boardMembers.memberImageUrl,
    ofClub: (clubId) => sql`${boardMembers.clubId} = ${clubId}`,
  },
  {
    table: clubNewsImages,
    column: clubNewsImages.imageUrl,
    ofClub: (clubId) =>
      sql`${clubNewsImages.newsId} in (select ${clubNews.id} from ${clubNews} where ${clubNews.clubId} = ${clubId})`,
  },
  { table: profiles, column: profiles.profileImageUrl, ofClub: null },
];

function unionAll(parts: SQL[]): SQL {
  return sql.join(parts, sql` union all `);
}

/** Every image URL any row refers to, as one `select url` (nulls included; callers filter). */
export function referencedImageUrls(): SQL {
  return sql.join(
    IMAGE_COLUMNS.map(({ table, column }) => sql`select ${column} as url from ${table}`),
    sql` union `,
  );
}

/** True when any row still shows this image (a club may reuse a URL it saw elsewhere). */
export async function isImageInUse(db: DbOrTx, url: string): Promise<boolean> {
  const rows = await db.execute(
    sql`${unionAll(IMAGE_COLUMNS.map(({ table, column }) => sql`select 1 from ${table} where ${column} = ${url}`))} limit 1`,
  );
  return rows.length > 0;
}

/** The images a club's own rows show (its logo, teams, players, coaches, board and news). */
export async function clubImageUrls(db: DbOrTx, clubId: string): Promise<string[]> {
  const parts = IMAGE_COLUMNS.flatMap(({ table, column, ofClub }) =>
    ofClub ? [sql`select ${column} as url from ${table} where ${ofClub(clubId)}`] : [],
  );
  const rows = await db.execute<{ url: string | null }>(unionAll(parts));
  return rows.flatMap((r) => (r.url ? [r.url] : []));
}
