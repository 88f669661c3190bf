import { eq } from "drizzle-orm";
import { usernameKey } from "#shared/account/username-key.ts";
import { type AccountType, DEFAULT_ROLE } from "#shared/constants.ts";
import { atomically, type DbOrTx, type Tx } from "../../db/client.ts";
import { clubAdmins, clubs, profiles } from "../../db/schema/index.ts";
import { usernameKeyColumns } from "../../db/username-keys.ts";

/** Whether another account holds the name or one a reader takes for it (usernameKey). */
export async function isUsernameTaken(db: DbOrTx, username: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.usernameKey, usernameKey(username)))
    .limit(1);
  const row = rows[0];
  return row !== undefined && row.userId !== exceptUserId;
}

export interface NewProfile {
  userId: string;
  email: string;
  username?: string | undefined;
  fullName?: string | undefined;
  accountType: AccountType;
  newsletterOptIn: boolean;
}

/**
 * Creates the profile of a new account (spec §4): username from sign-up, or the part of the
 * email before the @; role verein_trainer for every account type. A club account gets its
 * club and its admin row in the same transaction. A user who has a profile keeps it.
 *
 * A chosen username is taken as it is: when another account holds it (a sign-up a moment
 * earlier), this fails on the unique index (isUsernameClash) and the caller refuses the name,
 * instead of giving the person one they did not choose.
 */
export async function createProfileForUser(db: DbOrTx, input: NewProfile): Promise<void> {
  const chosen = input.username?.trim();
  await atomically(db, async (tx) => {
    if (chosen) await insertProfile(tx, input, chosen);
    else await insertWithFreeUsername(tx, input, usernameFromEmail(input.email));
    if (input.accountType === "club") await ensureClubForUser(tx, input.userId);
  });
}

function profileRow(input: NewProfile, username: string) {
  return {
    userId: input.userId,
    username,
    ...usernameKeyColumns(username),
    fullName: input.fullName ?? "",
    role: DEFAULT_ROLE,
    accountType: input.accountType,
    newsletterOptIn: input.newsletterOptIn,
  };
}

/** The profile row under `username`; nothing when the user has one already. */
async function insertProfile(tx: Tx, input: NewProfile, username: string): Promise<void> {
  await tx
    .insert(profiles)
    .values(profileRow(input, username))
    .onConflictDoNothing({ target: profiles.userId });
}

/**
 * A name made from the email may be any free one: one that another account took since it was
 * found free is passed over for the next (the insert does nothing on any conflict, and the next
 * round reads what that account committed).
 */
async function insertWithFreeUsername(tx: Tx, input: NewProfile, wanted: string): Promise<void> {
  for (;;) {
    const inserted = await tx
      .insert(profiles)
      .values(profileRow(input, await freeUsername(tx, wanted)))
      .onConflictDoNothing()
      .returning({ userId: profiles.userId });
    if (inserted.length > 0) return;
    const [own] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, input.userId));
    if (own) return;
  }
}

const USERNAME_INDEXES = new Set(["profiles_username_lower_idx", "profiles_username_key_idx"]);

/** Whether a write failed because another account holds the username (any case, any look-alike). */
export function isUsernameClash(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (USERNAME_INDEXES.has((e as { constraint_name?: string }).constraint_name ?? "")) return true;
  }
  return false;
}

/** The club bootstrap of club-management §4: a club account without a club gets one. */
export async function ensureClubForUser(
  db: DbOrTx,
  userId: string,
): Promise<{ clubId: string; created: boolean }> {
  const existing = await db
    .select({ clubId: clubAdmins.clubId })
    .from(clubAdmins)
    .where(eq(clubAdmins.userId, userId))
    .limit(1);
  if (existing[0]) return { clubId: existing[0].clubId, created: false };
  return db.transaction(async (tx) => {
    const [club] = await tx.insert(clubs).values({}).returning({ id: clubs.id });
    if (!club) throw new Error("club insert returned no row");
    await tx.insert(clubAdmins).values({ clubId: club.id, userId });
    return { clubId: club.id, created: true };
  });
}

export function usernameFromEmail(email: string): string {
  const local = email.split("@")[0]?.trim() ?? "";
  return local.length > 0 ? local : "user";
}

/** The wanted name, or the same with the smallest number appended that is still free. */
async function freeUsername(db: DbOrTx, wanted: string): Promise<string> {
  let candidate = wanted.length >= 3 ? wanted : `${wanted}${"_".repeat(3 - wanted.length)}`;
  for (let n = 2; await isUsernameTaken(db, candidate); n++) candidate = `${wanted}${n}`;
  return candidate;
}
