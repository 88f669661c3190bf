import type { Canton, League } from "#shared/constants.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import type { createApp } from "../app.ts";
import type { DbOrTx } from "../db/client.ts";
import { leagueOfficeMembers } from "../db/schema/index.ts";
import { call, type SignedUp, signUp } from "./http.ts";

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

export interface TestPlacement {
  teamId: string;
  season: number;
  canton: Canton;
  league: League;
  group: string;
}

/** The office places (or moves) a team; fails the test with the server's answer when it refuses. */
export async function placeTeam(
  app: ReturnType<typeof createApp>,
  office: SignedUp,
  placement: TestPlacement,
) {
  const res = await call(app, "PUT", leagueOfficePaths.placements(), {
    cookie: office.cookie,
    body: placement,
  });
  if (res.status !== 200) throw new Error(`placement refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
