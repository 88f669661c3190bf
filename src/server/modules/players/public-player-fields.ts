import { type Placeholder, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { zurichYear } from "#shared/format.ts";
import { AGE_OF_MAJORITY, JUNIOR_LEAGUE_PREFIX } from "#shared/players/youth-privacy.ts";
import { players } from "../../db/schema/index.ts";

// The youth-privacy rule of #shared/youth-privacy.ts as SQL, for every public read of players:
// a minor's photo and birth year are null without recorded consent (in any team; without a
// birth year, a Junioren player counts as a minor). Works on the players table or any alias of
// it (scorer, assistant), since it looks the team up itself.

interface PlayerColumns {
  teamId: AnyPgColumn;
  mediaConsent: AnyPgColumn;
  playerImageUrl: AnyPgColumn;
  birthYear: AnyPgColumn;
}

/**
 * The year an age is counted in: the shared rule's Zurich year, as a parameter (not now() in
 * SQL: one clock). A query built once names a placeholder its runs fill with zurichYear().
 */
export type AgeYear = number | Placeholder<"year">;

/** The placeholder a query built once has for the year (its runs pass `{ year: zurichYear() }`). */
export const AGE_YEAR_PLACEHOLDER = sql.placeholder("year");

/** SQL true where isYouthProtected says the player's photo and birth year stay hidden. */
export function youthProtected(
  p: {
    teamId: AnyPgColumn | SQL;
    mediaConsent: AnyPgColumn | SQL;
    birthYear: AnyPgColumn | SQL;
  },
  year: AgeYear = zurichYear(),
): SQL<boolean> {
  return sql<boolean>`(not ${p.mediaConsent} and case
    when ${p.birthYear} is not null then ${year}::int - ${p.birthYear} <= ${AGE_OF_MAJORITY}
    else exists (
      select 1 from teams privacy_team
      where privacy_team.id = ${p.teamId} and privacy_team.league like ${`${JUNIOR_LEAGUE_PREFIX}%`}
    ) end)`;
}

function unlessProtected<T>(p: PlayerColumns, value: AnyPgColumn, year?: AgeYear): SQL<T | null> {
  return sql<T | null>`case when not ${youthProtected(p, year)} then ${value} end`;
}

export function publicPlayerImage(p: PlayerColumns, year?: AgeYear): SQL<string | null> {
  return unlessProtected<string>(p, p.playerImageUrl, year);
}

export function publicBirthYear(p: PlayerColumns): SQL<number | null> {
  return unlessProtected<number>(p, p.birthYear);
}

/**
 * The columns of a player every public read shows (squad list, player page). Made for each
 * read: the youth rule's year is the clock's when the read runs, not when the server started.
 */
export const publicPlayerColumns = () => ({
  id: players.id,
  teamId: players.teamId,
  firstName: players.firstName,
  lastName: players.lastName,
  playerNumber: players.playerNumber,
  // Public reads: hidden for minors without consent (youth privacy).
  playerImageUrl: publicPlayerImage(players),
  birthYear: publicBirthYear(players),
  atClubSince: players.atClubSince,
  position: players.position,
});
