import type { Sql } from "postgres";
import { clubNameKey } from "#shared/clubs/schema.ts";
import { CANTONS, type Canton, type League } from "#shared/constants.ts";
import { openCopy } from "./copy.ts";
import { CLUB_PREFIXES, CLUB_SUFFIXES, FIRST_NAMES, LAST_NAMES, PLACES, TEAM_SLOTS } from "./names.ts";
import type { Random } from "./prng.ts";

// Clubs with their board, ten teams each (every slot of TEAM_SLOTS), twenty players and one or
// two coaches per team. Returns what the match generator needs: every team with its squad.

export const PLAYERS_PER_TEAM = 20;
/** About this many clubs per canton, so a scaled-down country still has full leagues. */
const CLUBS_PER_CANTON = 77;
/** Rough share of the clubs per canton (the big ones first), for the cantons in use. */
const CANTON_WEIGHTS: Partial<Record<Canton, number>> = {
  Zürich: 18,
  Bern: 14,
  Aargau: 9,
  "St. Gallen": 7,
  Waadt: 9,
  Luzern: 5,
  Tessin: 5,
  Wallis: 4,
  Genf: 5,
  Thurgau: 3,
  Solothurn: 3,
  Freiburg: 4,
  "Basel-Landschaft": 3,
  Graubünden: 2,
  "Basel-Stadt": 2,
  Schwyz: 2,
};

export interface TeamRef {
  id: string;
  clubId: string;
  name: string;
  canton: Canton;
  league: League;
  stadium: string;
  /** Player ids by shirt slot: the first eleven start, the others sit on the bench. */
  players: string[];
}

export interface ClubRef {
  id: string;
  createdAt: Date;
}

function cantonsInUse(clubs: number): Canton[] {
  const byWeight = [...CANTONS].sort((a, b) => (CANTON_WEIGHTS[b] ?? 1) - (CANTON_WEIGHTS[a] ?? 1));
  return byWeight.slice(0, Math.max(1, Math.min(CANTONS.length, Math.round(clubs / CLUBS_PER_CANTON))));
}

function uniqueClubName(rnd: Random, taken: Set<string>, foundingYear: number): string {
  const prefix = rnd.pick(CLUB_PREFIXES);
  const suffix = rnd.pick(CLUB_SUFFIXES);
  const base = `${prefix} ${rnd.pick(PLACES)}${suffix ? ` ${suffix}` : ""}`;
  for (const candidate of [base, `${base} ${foundingYear}`]) {
    if (!taken.has(clubNameKey(candidate))) {
      taken.add(clubNameKey(candidate));
      return candidate;
    }
  }
  for (let n = 2; ; n++) {
    const candidate = `${base} ${foundingYear} ${n}`;
    if (!taken.has(clubNameKey(candidate))) {
      taken.add(clubNameKey(candidate));
      return candidate;
    }
  }
}

const isJunior = (league: League) => league.startsWith("Junioren");

export async function writeClubs(
  sql: Sql,
  rnd: Random,
  clubCount: number,
  epoch: Date,
): Promise<{ clubs: ClubRef[]; teams: TeamRef[]; rows: Record<string, number> }> {
  const cantons = cantonsInUse(clubCount);
  const weights = cantons.map((c) => CANTON_WEIGHTS[c] ?? 1);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const cantonOf = () => {
    let x = rnd.next() * totalWeight;
    for (let i = 0; i < cantons.length; i++) {
      x -= weights[i] ?? 0;
      if (x < 0) return cantons[i] as Canton;
    }
    return cantons[0] as Canton;
  };

  const clubCopy = await openCopy(sql, "clubs", [
    "id",
    "club_name",
    "name_key",
    "stadium_name",
    "founding_year",
    "active_members",
    "teams_count",
    "contact_address",
    "contact_email",
    "contact_phone",
    "description",
    "created_at",
    "updated_at",
  ]);
  const boardCopy = await openCopy(sql, "board_members", [
    "id",
    "club_id",
    "first_name",
    "last_name",
    "role",
    "birth_year",
    "at_club_since",
    "created_at",
    "updated_at",
  ]);
  const teamCopy = await openCopy(sql, "teams", [
    "id",
    "name",
    "club_id",
    "created_by_club_id",
    "league",
    "canton",
    "created_at",
    "updated_at",
  ]);
  const playerCopy = await openCopy(sql, "players", [
    "id",
    "team_id",
    "first_name",
    "last_name",
    "player_number",
    "birth_year",
    "at_club_since",
    "position",
    "media_consent",
    "created_at",
    "updated_at",
  ]);
  const coachCopy = await openCopy(sql, "coaches", [
    "id",
    "team_id",
    "first_name",
    "last_name",
    "role",
    "birth_year",
    "at_club_since",
    "created_at",
    "updated_at",
  ]);

  const taken = new Set<string>();
  const clubs: ClubRef[] = [];
  const teams: TeamRef[] = [];
  const person = () => [rnd.pick(FIRST_NAMES), rnd.pick(LAST_NAMES)] as const;
  for (let c = 0; c < clubCount; c++) {
    const id = rnd.uuid();
    const foundingYear = rnd.int(1890, 2010);
    const name = uniqueClubName(rnd, taken, foundingYear);
    const place = name.split(" ").at(-1) ?? name;
    const createdAt = new Date(epoch.getTime() + c * 60_000);
    const canton = cantonOf();
    clubs.push({ id, createdAt });
    await clubCopy.write([
      id,
      name,
      clubNameKey(name),
      `Sportplatz ${place}`,
      foundingYear,
      rnd.int(40, 650),
      TEAM_SLOTS.length,
      `Postfach, ${place}`,
      `info@${clubNameKey(name)}.ch`,
      `0${rnd.int(21, 91)} ${rnd.int(100, 999)} ${rnd.int(10, 99)} ${rnd.int(10, 99)}`,
      `${name} wurde ${foundingYear} gegründet und spielt in ${canton}.`,
      createdAt,
      createdAt,
    ]);
    for (const [i, role] of ["Präsident", "Kassier", "Aktuar"].entries()) {
      const [first, last] = person();
      const at = new Date(createdAt.getTime() + i * 1000);
      await boardCopy.write([
        rnd.uuid(),
        id,
        first,
        last,
        role,
        rnd.int(1950, 1995),
        rnd.int(1990, 2024),
        at,
        at,
      ]);
    }
    for (const [slot, team] of TEAM_SLOTS.entries()) {
      const teamId = rnd.uuid();
      const league = rnd.pick(team.leagues) as League;
      const at = new Date(createdAt.getTime() + (slot + 1) * 1000);
      await teamCopy.write([teamId, team.name, id, id, league, canton, at, at]);
      const ref: TeamRef = {
        id: teamId,
        clubId: id,
        name: team.name,
        canton,
        league,
        stadium: `Sportplatz ${place}`,
        players: [],
      };
      const junior = isJunior(league);
      for (let p = 0; p < PLAYERS_PER_TEAM; p++) {
        const playerId = rnd.uuid();
        const [first, last] = person();
        const birthYear = junior ? rnd.int(2007, 2017) : rnd.int(1975, 2006);
        const position =
          p === 0 || p === 11
            ? "Torwart"
            : p < 5 || p === 12
              ? "Verteidiger"
              : p < 9
                ? "Mittelfeldspieler"
                : "Stürmer";
        await playerCopy.write([
          playerId,
          teamId,
          first,
          last,
          rnd.chance(0.9) ? p + 1 : null,
          birthYear,
          rnd.int(Math.max(birthYear + 6, 1990), 2025),
          position,
          junior && rnd.chance(0.5),
          at,
          at,
        ]);
        ref.players.push(playerId);
      }
      for (const role of rnd.chance(0.4) ? ["Trainer", "Co-Trainer"] : ["Trainer"]) {
        const [first, last] = person();
        await coachCopy.write([
          rnd.uuid(),
          teamId,
          first,
          last,
          role,
          rnd.int(1955, 1998),
          rnd.int(2000, 2025),
          at,
          at,
        ]);
      }
      teams.push(ref);
    }
  }
  const rows: Record<string, number> = {};
  rows.clubs = await clubCopy.end();
  rows.board_members = await boardCopy.end();
  rows.teams = await teamCopy.end();
  rows.players = await playerCopy.end();
  rows.coaches = await coachCopy.end();
  return { clubs, teams, rows };
}
