import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { VERIFIED_NAME_TAKEN } from "#shared/clubs/schema.ts";
import type { Canton, League } from "#shared/constants.ts";
import { nameSkeleton } from "#shared/text/name-skeleton.ts";
import type { DbOrTx } from "../../db/client.ts";
import { clubs, teams } from "../../db/schema/index.ts";
import { conflict } from "../../http/errors.ts";

// Team names compared by their confusable skeleton: a club's two teams, or two
// opponents without a club in one league, are the same team when only look-alike characters
// differ; an opponent without a club cannot carry a verified club's name.

export const TEAM_NAME_MESSAGES = {
  clubDuplicate: "Der Verein hat bereits eine Mannschaft mit diesem Namen.",
  opponentDuplicate: (existing: string) =>
    `Dieses Team gibt es in dieser Liga bereits: «${existing}». Bitte wähle es in der Liste aus.`,
  verifiedClub: VERIFIED_NAME_TAKEN,
} as const;

export interface TeamNameCheck {
  name: string;
  /** The team's club; null for an opponent without a club. */
  clubId: string | null;
  canton: Canton;
  league: League;
  /** The team itself, when it is renamed. */
  teamId?: string;
}

/** 409 with a German message when the name is taken (see above); the caller's transaction. */
export async function requireFreeTeamName(db: DbOrTx, team: TeamNameCheck): Promise<void> {
  const key = nameSkeleton(team.name);
  const others = team.teamId ? ne(teams.id, team.teamId) : undefined;
  const field = (message: string) => conflict(message, { name: message });
  if (team.clubId !== null) {
    const siblings = await db
      .select({ name: teams.name })
      .from(teams)
      .where(and(eq(teams.clubId, team.clubId), isNull(teams.archivedAt), others));
    if (siblings.some((s) => nameSkeleton(s.name) === key)) throw field(TEAM_NAME_MESSAGES.clubDuplicate);
    return;
  }
  const [verified] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(eq(clubs.nameKey, key), isNotNull(clubs.verifiedAt)))
    .limit(1);
  if (verified) throw field(TEAM_NAME_MESSAGES.verifiedClub);
  const sameLeague = await db
    .select({ name: teams.name })
    .from(teams)
    .where(
      and(
        isNull(teams.clubId),
        eq(teams.canton, team.canton),
        eq(teams.league, team.league),
        isNull(teams.archivedAt),
        others,
      ),
    );
  const twin = sameLeague.find((s) => nameSkeleton(s.name) === key);
  if (twin) throw field(TEAM_NAME_MESSAGES.opponentDuplicate(twin.name));
}
