import { eq, inArray } from "drizzle-orm";
import type { Canton, League, MatchStatus, StoredEventType, TeamSide } from "#shared/constants.ts";
import type { DbOrTx } from "../db/client.ts";
import { clubs, matchEvents, matches, players, teams } from "../db/schema/index.ts";

// Rows for the ranking tests, inserted straight into the test database (the ranking only reads).

export async function insertClub(db: DbOrTx, clubName: string, clubLogoUrl: string | null = null) {
  const [row] = await db.insert(clubs).values({ clubName, clubLogoUrl }).returning();
  if (!row) throw new Error("club not inserted");
  return row;
}

export async function insertTeam(
  db: DbOrTx,
  name: string,
  options: { clubId?: string | null; canton?: Canton; league?: League; teamImageUrl?: string | null } = {},
) {
  const [row] = await db
    .insert(teams)
    .values({
      name,
      clubId: options.clubId ?? null,
      canton: options.canton ?? "Zürich",
      league: options.league ?? "3. Liga",
      teamImageUrl: options.teamImageUrl ?? null,
    })
    .returning();
  if (!row) throw new Error("team not inserted");
  return row;
}

export async function insertPlayer(db: DbOrTx, teamId: string, firstName: string, lastName: string) {
  const [row] = await db.insert(players).values({ teamId, firstName, lastName }).returning();
  if (!row) throw new Error("player not inserted");
  return row;
}

let dayCounter = 0;

export async function insertMatch(
  db: DbOrTx,
  homeTeamId: string,
  awayTeamId: string,
  score: [number, number] | null,
  status: MatchStatus = "completed",
) {
  dayCounter++;
  const [row] = await db
    .insert(matches)
    .values({
      homeTeamId,
      awayTeamId,
      matchDate: new Date(Date.UTC(2026, 8, 1 + dayCounter, 14)),
      status,
      homeScore: score?.[0] ?? null,
      awayScore: score?.[1] ?? null,
      cancellationReason: status === "cancelled" ? "Unbespielbarer Platz" : null,
    })
    .returning();
  if (!row) throw new Error("match not inserted");
  return row;
}

/**
 * The side each event belongs to, as the event routes resolve it (resolve-event.ts): the team
 * of its player (or else its assisting player), when that team plays in the match. Statistics
 * count for the side's team, so rows written straight into the table need it too.
 */
export async function sidesOfEvents(
  db: DbOrTx,
  match: { homeTeamId: string; awayTeamId: string },
  events: ReadonlyArray<{ playerId?: string | null; assistPlayerId?: string | null }>,
): Promise<Array<TeamSide | null>> {
  const ids = events
    .flatMap((e) => [e.playerId ?? null, e.assistPlayerId ?? null])
    .filter((id) => id !== null);
  const rows = ids.length
    ? await db
        .select({ id: players.id, teamId: players.teamId })
        .from(players)
        .where(inArray(players.id, ids))
    : [];
  const teamOf = (id: string | null | undefined) => rows.find((r) => r.id === id)?.teamId;
  return events.map((e) => {
    const team = teamOf(e.playerId) ?? teamOf(e.assistPlayerId);
    return team === match.homeTeamId ? "home" : team === match.awayTeamId ? "away" : null;
  });
}

export async function insertEvents(
  db: DbOrTx,
  matchId: string,
  events: Array<{
    type: StoredEventType;
    playerId: string | null;
    assistPlayerId?: string | null;
    minute?: number;
  }>,
) {
  if (events.length === 0) return;
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!match) throw new Error("match not found");
  const sides = await sidesOfEvents(db, match, events);
  await db.insert(matchEvents).values(
    events.map((e, i) => ({
      matchId,
      eventType: e.type,
      minute: e.minute ?? 10 + i,
      playerId: e.playerId,
      assistPlayerId: e.assistPlayerId ?? null,
      teamSide: sides[i] ?? null,
    })),
  );
}
