import type { Canton, League, Position, StoredEventType } from "#shared/constants.ts";
import type { DbOrTx } from "../db/client.ts";
import {
  boardMembers,
  clubNews,
  clubNewsImages,
  clubs,
  coaches,
  matchEvents,
  matches,
  players,
  teams,
} from "../db/schema/index.ts";
import { sidesOfEvents } from "./ranking-rows.ts";

// Rows for the public-read tests, inserted straight into the test database.

export async function insertClub(db: DbOrTx, values: Partial<typeof clubs.$inferInsert> = {}) {
  const [row] = await db
    .insert(clubs)
    .values({ clubName: "FC Test", ...values })
    .returning();
  if (!row) throw new Error("club not inserted");
  return row;
}

export async function insertTeam(
  db: DbOrTx,
  values: {
    clubId: string | null;
    name?: string;
    league?: League;
    canton?: Canton;
    teamImageUrl?: string | null;
    archivedAt?: Date | null;
  },
) {
  const [row] = await db
    .insert(teams)
    .values({ name: "1. Mannschaft", league: "3. Liga", canton: "Zürich", ...values })
    .returning();
  if (!row) throw new Error("team not inserted");
  return row;
}

export async function insertPlayer(
  db: DbOrTx,
  values: {
    teamId: string;
    firstName?: string;
    lastName?: string;
    playerNumber?: number | null;
    position?: Position | null;
    birthYear?: number | null;
    atClubSince?: number | null;
  },
) {
  const [row] = await db
    .insert(players)
    .values({ firstName: "Luca", lastName: "Meier", ...values })
    .returning();
  if (!row) throw new Error("player not inserted");
  return row;
}

export async function insertCoach(
  db: DbOrTx,
  values: { teamId: string; firstName?: string; lastName?: string; role?: string },
) {
  const [row] = await db
    .insert(coaches)
    .values({ firstName: "Marco", lastName: "Brunner", ...values })
    .returning();
  if (!row) throw new Error("coach not inserted");
  return row;
}

export async function insertBoardMember(
  db: DbOrTx,
  values: { clubId: string; firstName?: string; lastName?: string; role?: string; email?: string | null },
) {
  const [row] = await db
    .insert(boardMembers)
    .values({ firstName: "Thomas", lastName: "Baumgartner", role: "Präsident", ...values })
    .returning();
  if (!row) throw new Error("board member not inserted");
  return row;
}

export async function insertNews(
  db: DbOrTx,
  values: {
    clubId: string;
    title: string;
    content?: string;
    isPublished?: boolean;
    publishedAt?: Date | null;
    images?: Array<{ imageUrl: string; caption?: string | null; sortOrder: number }>;
  },
) {
  const { images = [], ...news } = values;
  const [row] = await db
    .insert(clubNews)
    .values({ content: "Text", isPublished: true, publishedAt: new Date(), ...news })
    .returning();
  if (!row) throw new Error("news not inserted");
  if (images.length > 0) {
    await db.insert(clubNewsImages).values(images.map((image) => ({ ...image, newsId: row.id })));
  }
  return row;
}

/** A completed match between two teams with the given events (for statistics). */
export async function insertMatchWithEvents(
  db: DbOrTx,
  homeTeamId: string,
  awayTeamId: string,
  events: Array<{
    type: StoredEventType;
    minute: number;
    addedMinute?: number | null;
    playerId?: string | null;
    assistPlayerId?: string | null;
  }>,
) {
  const [match] = await db
    .insert(matches)
    .values({
      homeTeamId,
      awayTeamId,
      matchDate: new Date(Date.now() - 7 * 86_400_000),
      status: "completed",
      homeScore: 0,
      awayScore: 0,
      period: "finished",
    })
    .returning();
  if (!match) throw new Error("match not inserted");
  if (events.length > 0) {
    const sides = await sidesOfEvents(db, match, events);
    await db.insert(matchEvents).values(
      events.map((e, i) => ({
        matchId: match.id,
        eventType: e.type,
        minute: e.minute,
        addedMinute: e.addedMinute ?? null,
        playerId: e.playerId ?? null,
        assistPlayerId: e.assistPlayerId ?? null,
        teamSide: sides[i] ?? null,
      })),
    );
  }
  return match;
}
