import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { TEAM_MESSAGES } from "#shared/teams/schema.ts";
import type { Tx } from "../../db/client.ts";
import {
  clubAdmins,
  clubInvites,
  coaches,
  favorites,
  matches,
  players,
  pushPreferences,
  teams,
} from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { agreedBetweenClubsSql, callOffAgreedFixtures } from "../matches/agreed-fixtures.ts";

export const TEAM_NOT_FOUND = "Team nicht gefunden";

/**
 * Archives teams whose matches stay in other clubs' records: for everyone else they are deleted.
 * Only the team row is kept, for the names in those matches (no page, list or form shows it); its
 * players and coaches are deleted as with a plain delete (their goals and cards stay in the
 * matches' events, without the name), and it leaves its fans' favourites and push settings.
 * Returns the players' and coaches' photo URLs the caller may now remove from storage.
 */
export async function archiveTeams(tx: Tx, teamIds: readonly string[]): Promise<(string | null)[]> {
  if (teamIds.length === 0) return [];
  const now = new Date();
  const ids = [...teamIds];
  await tx
    .update(teams)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(inArray(teams.id, ids), isNull(teams.archivedAt)));
  const playerImages = await tx
    .delete(players)
    .where(inArray(players.teamId, ids))
    .returning({ url: players.playerImageUrl });
  const coachImages = await tx
    .delete(coaches)
    .where(inArray(coaches.teamId, ids))
    .returning({ url: coaches.coachImageUrl });
  await tx.delete(favorites).where(inArray(favorites.teamId, ids));
  await tx.delete(pushPreferences).where(inArray(pushPreferences.teamId, ids));
  await forgetTrainerTeams(tx, ids);
  return [...playerImages, ...coachImages].map((r) => r.url);
}

/**
 * A Trainer's teams (and an open invite's) name a deleted team no more: the role dialog shows
 * only teams that exist, so a kept id was invisible there and saved again unseen.
 */
async function forgetTrainerTeams(tx: Tx, ids: string[]): Promise<void> {
  const gone = sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  for (const table of [clubAdmins, clubInvites]) {
    await tx
      .update(table)
      .set({ teamIds: sql`array(select t from unnest(${table.teamIds}) t where t <> all (${gone}))` })
      .where(sql`${table.teamIds} && ${gone}`);
  }
}

/**
 * 'Löschen' of a team, inside the caller's transaction: a team with completed matches or with
 * fixtures agreed with another club is archived (its results stay in every opponent's table, its
 * agreed fixtures are called off and stay in the other club's schedule, its players and coaches
 * go); any other goes with its players, coaches and open matches. Returns the image URLs the
 * caller may now remove from storage.
 */
export async function removeTeam(
  tx: Tx,
  teamId: string,
  owner: { clubId: string | null },
  clubId: string | null,
  userId: string,
): Promise<{ archived: boolean; images: (string | null)[] }> {
  if (owner.clubId === null) {
    // An opponent team may sit in other clubs' schedules; deleting it would delete their matches.
    const used = await tx
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(
          or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId)),
          sql`${matches.createdByClubId} is distinct from ${clubId}`,
        ),
      )
      .limit(1);
    if (used.length > 0) {
      throw conflict(
        "Diese Mannschaft wird in Spielen anderer Vereine verwendet und kann nicht gelöscht werden.",
      );
    }
  }
  const [team] = await tx
    .select({ name: teams.name, archivedAt: teams.archivedAt })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for("update");
  if (!team || team.archivedAt) throw notFound(TEAM_NOT_FOUND);
  const involves = or(eq(matches.homeTeamId, teamId), eq(matches.awayTeamId, teamId));
  const [live] = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(involves, eq(matches.status, "live")))
    .limit(1);
  if (live) throw conflict(TEAM_MESSAGES.playingNow);
  await callOffAgreedFixtures(
    tx,
    { userId, clubId },
    [teamId],
    `Die Mannschaft «${team.name}» wurde von ihrem Verein gelöscht.`,
  );
  // Other open matches (planned, cancelled, requests) go; completed ones are history and stay,
  // and so does every match agreed with another club (the other club's record).
  await tx
    .delete(matches)
    .where(and(involves, sql`${matches.status} <> 'completed' and not ${agreedBetweenClubsSql("matches")}`));
  const [kept] = await tx.select({ id: matches.id }).from(matches).where(involves).limit(1);
  if (kept) {
    // Its results stay in every opponent's table; for everyone else it is deleted.
    return { archived: true, images: await archiveTeams(tx, [teamId]) };
  }
  const playerImages = await tx
    .select({ url: players.playerImageUrl })
    .from(players)
    .where(eq(players.teamId, teamId));
  const coachImages = await tx
    .select({ url: coaches.coachImageUrl })
    .from(coaches)
    .where(eq(coaches.teamId, teamId));
  await forgetTrainerTeams(tx, [teamId]);
  // Players and coaches go with it (foreign keys cascade); it has no matches left.
  const [deleted] = await tx.delete(teams).where(eq(teams.id, teamId)).returning({ url: teams.teamImageUrl });
  if (!deleted) throw notFound(TEAM_NOT_FOUND);
  return {
    archived: false,
    images: [deleted.url, ...playerImages.map((p) => p.url), ...coachImages.map((p) => p.url)],
  };
}
