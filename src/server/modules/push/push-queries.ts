import { and, count, desc, eq, sql } from "drizzle-orm";
import { MAX_PUSH_DEVICES, type PushPreferencesInput } from "#shared/push/schema.ts";
import type { PushNotificationView, PushTeamPreferences } from "#shared/push/types.ts";
import type { DbOrTx } from "../../db/client.ts";
import { byName } from "../../db/name-order.ts";
import {
  clubs,
  favorites,
  pushNotifications,
  pushPreferences,
  pushSubscriptions,
  teams,
} from "../../db/schema/index.ts";

const NOTIFICATIONS_SHOWN = 20;

/** Each favourite team with the topics chosen for it (all off until the fan turns some on). */
export async function listPushPreferences(db: DbOrTx, userId: string): Promise<PushTeamPreferences[]> {
  const rows = await db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      clubName: clubs.clubName,
      kickoff: pushPreferences.kickoff,
      goals: pushPreferences.goals,
      cards: pushPreferences.cards,
      halfTime: pushPreferences.halfTime,
      fullTime: pushPreferences.fullTime,
      changes: pushPreferences.changes,
    })
    .from(favorites)
    .innerJoin(teams, eq(teams.id, favorites.teamId))
    .leftJoin(clubs, eq(clubs.id, teams.clubId))
    .leftJoin(pushPreferences, and(eq(pushPreferences.userId, userId), eq(pushPreferences.teamId, teams.id)))
    .where(eq(favorites.userId, userId))
    .orderBy(favorites.createdAt, byName(teams.name));
  return rows.map((r) => ({
    teamId: r.teamId,
    teamName: r.teamName,
    clubName: r.clubName,
    kickoff: r.kickoff ?? false,
    goals: r.goals ?? false,
    cards: r.cards ?? false,
    halfTime: r.halfTime ?? false,
    fullTime: r.fullTime ?? false,
    changes: r.changes ?? false,
  }));
}

export async function isFavorite(db: DbOrTx, userId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.teamId, teamId)))
    .limit(1);
  return rows.length > 0;
}

export async function savePushPreferences(
  db: DbOrTx,
  userId: string,
  teamId: string,
  input: PushPreferencesInput,
): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, teamId, ...input })
    .onConflictDoUpdate({
      target: [pushPreferences.userId, pushPreferences.teamId],
      set: { ...input, updatedAt: new Date() },
    });
}

/**
 * A device subscribes, up to MAX_PUSH_DEVICES per account. An endpoint already held by another
 * account moves only when the same device asks (its keys match): a stranger who learns the
 * address cannot take another fan's notifications.
 */
export async function saveSubscription(
  db: DbOrTx,
  userId: string,
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<"saved" | "tooMany" | "otherAccount"> {
  return db.transaction(async (tx) => {
    // One subscription write per account at a time, so two devices at once cannot pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push:${userId}`}, 0))`);
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint))
      .for("update");
    if (existing && existing.userId !== userId) {
      if (existing.p256dh !== sub.keys.p256dh || existing.auth !== sub.keys.auth) return "otherAccount";
    }
    if (existing?.userId !== userId) {
      const [row] = await tx
        .select({ count: count() })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      if ((row?.count ?? 0) >= MAX_PUSH_DEVICES) return "tooMany";
    }
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: sql`now()` },
      });
    return "saved";
  });
}

export async function hasSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .limit(1);
  return rows.length > 0;
}

export async function deleteSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function listNotifications(db: DbOrTx, userId: string): Promise<PushNotificationView[]> {
  const rows = await db
    .select({
      id: pushNotifications.id,
      title: pushNotifications.title,
      body: pushNotifications.body,
      url: pushNotifications.url,
      createdAt: pushNotifications.createdAt,
    })
    .from(pushNotifications)
    .where(eq(pushNotifications.userId, userId))
    .orderBy(desc(pushNotifications.createdAt))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
