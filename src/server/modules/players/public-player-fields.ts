import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { JUNIOR_LEAGUE_PREFIX } from "#shared/players/youth-privacy.ts";
import { players } from "../../db/schema/index.ts";

// The youth-privacy rule of #shared/youth-privacy.ts as SQL, for every public read of players:
// a Junioren player's photo and birth year are null without recorded consent. Works on the
// players table or any alias of it (scorer, assistant), since it looks the team up itself.

interface PlayerColumns {
  teamId: AnyPgColumn;
  mediaConsent: AnyPgColumn;
  playerImageUrl: AnyPgColumn;
  birthYear: AnyPgColumn;
}

function unlessProtected<T>(p: PlayerColumns, value: AnyPgColumn): SQL<T | null> {
  return sql<T | null>`case when ${p.mediaConsent} or not exists (
    select 1 from teams privacy_team
    where privacy_team.id = ${p.teamId} and privacy_team.league like ${`${JUNIOR_LEAGUE_PREFIX}%`}
  ) then ${value} end`;
}

export function publicPlayerImage(p: PlayerColumns): SQL<string | null> {
  return unlessProtected<string>(p, p.playerImageUrl);
}

export function publicBirthYear(p: PlayerColumns): SQL<number | null> {
  return unlessProtected<number>(p, p.birthYear);
}

/** The columns of a player every public read shows (squad list, player page). */
export const publicPlayerColumns = {
  id: players.id,
  teamId: players.teamId,
  firstName: players.firstName,
  lastName: players.lastName,
  playerNumber: players.playerNumber,
  // Public reads: hidden for Junioren without consent (youth privacy).
  playerImageUrl: publicPlayerImage(players),
  birthYear: publicBirthYear(players),
  atClubSince: players.atClubSince,
  position: players.position,
};
