import type { createApp } from "../app.ts";
import type { DbOrTx } from "../db/client.ts";
import { leagueOfficeMembers } from "../db/schema/index.ts";
import { type SignedUp, signUp } from "./http.ts";

/** Puts an account into the league office, as `npm run admin -- grant` does. */
export async function grantLeagueOffice(db: DbOrTx, userId: string): Promise<void> {
  await db.insert(leagueOfficeMembers).values({ userId }).onConflictDoNothing();
}

/** A new signed-in account of the league office («Spielleitung»). */
export async function signUpLeagueOffice(app: ReturnType<typeof createApp>, db: DbOrTx): Promise<SignedUp> {
  const account = await signUp(app);
  await grantLeagueOffice(db, account.userId);
  return account;
}
