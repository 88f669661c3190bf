import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { calendarFeeds, matches } from "../../db/schema/index.ts";
import { listMatches } from "../matches/match-queries.ts";
import type { CalendarMatch } from "./calendar-builder.ts";

// A feed carries the recent past (with results) and everything ahead.
const PAST_LIMIT = 200;
const UPCOMING_LIMIT = 300;

/** Public matches of the teams, with the timestamps that version each calendar event. */
export async function listCalendarMatches(db: DbOrTx, teamIds: string[]): Promise<CalendarMatch[]> {
  if (teamIds.length === 0) return [];
  const [past, upcoming, live] = await Promise.all([
    listMatches(db, { teamIds, scope: "past", limit: PAST_LIMIT }),
    listMatches(db, { teamIds, scope: "upcoming", limit: UPCOMING_LIMIT }),
    listMatches(db, { teamIds, scope: "live", limit: 50 }),
  ]);
  const byId = new Map([...past, ...live, ...upcoming].map((m) => [m.id, m]));
  if (byId.size === 0) return [];
  const stamps = await db
    .select({ id: matches.id, createdAt: matches.createdAt, updatedAt: matches.updatedAt })
    .from(matches)
    .where(inArray(matches.id, [...byId.keys()]));
  const result: CalendarMatch[] = [];
  for (const stamp of stamps) {
    const match = byId.get(stamp.id);
    if (match) result.push({ match, createdAt: stamp.createdAt, updatedAt: stamp.updatedAt });
  }
  return result.sort((a, b) => a.match.matchDate.localeCompare(b.match.matchDate));
}

/** 32 random bytes: unguessable, URL-safe. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export async function findCalendarToken(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.token ?? null;
}

/** Creates the user's feed token, or replaces it (the old address stops working). */
export async function renewCalendarToken(db: DbOrTx, userId: string): Promise<string> {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return token;
}

export async function findCalendarUser(db: DbOrTx, token: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  return row?.userId ?? null;
}
