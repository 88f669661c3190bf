import { and, eq, isNull, sql } from "drizzle-orm";
import { clubDisplayName } from "#shared/clubs/club-name.ts";
import { CLUB_MESSAGES } from "#shared/clubs/schema.ts";
import type { Tx } from "../../db/client.ts";
import { boardMembers, clubAdmins, clubInvites, clubNews, clubs, teams } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { agreedBetweenClubsSql, callOffAgreedFixtures } from "../matches/agreed-fixtures.ts";
import { archiveTeams } from "../teams/team-removal.ts";

// Deleting a club whose teams played or agreed matches against other clubs: those results are
// part of the other clubs' tables and those fixtures of their schedules, so the club's side is
// archived, as a team with completed matches is, instead of deleted.

const CLUB_NOT_FOUND = "Verein nicht gefunden";

/**
 * A club goes only when none of its matches is being played: its fans would watch the ticker
 * vanish mid-game, or a match agreed with another club would stay live with nobody to end it.
 * The same rule as a team's deletion (removeTeam).
 */
export async function refuseWhilePlaying(tx: Tx, clubId: string): Promise<void> {
  const rows = await tx.execute<{ found: number }>(sql`
    select 1 as found from matches m join teams own on own.id in (m.home_team_id, m.away_team_id)
    where own.club_id = ${clubId} and m.status = 'live' limit 1`);
  if (rows.length > 0) throw conflict(CLUB_MESSAGES.playingNow);
}

/** Whether one of the club's teams has a standing match against a team of someone else. */
export async function hasRecordWithOthers(tx: Tx, clubId: string): Promise<boolean> {
  const rows = await tx.execute<{ found: number }>(sql`
    select 1 as found from matches m
    join teams own on own.id in (m.home_team_id, m.away_team_id) and own.club_id = ${clubId}
    join teams other on other.id in (m.home_team_id, m.away_team_id) and other.id <> own.id
    where ((m.status = 'completed' and m.acceptance = 'accepted' and other.club_id is distinct from ${clubId})
      or ${agreedBetweenClubsSql("m")})
    limit 1`);
  return rows.length > 0;
}

/**
 * Archives the club: the completed standing matches against others stay (and keep counting), the
 * fixtures agreed with other clubs are called off and stay in their schedules, every other match
 * of its teams goes, its teams are archived (their players and coaches deleted, archiveTeams), its
 * name is freed and its people, invites, board and news are removed. Returns the image URLs that
 * are no longer needed.
 */
export async function archiveClub(tx: Tx, clubId: string, userId: string): Promise<(string | null)[]> {
  const now = new Date();
  const [club] = await tx.select({ name: clubs.clubName }).from(clubs).where(eq(clubs.id, clubId));
  const own = await tx.select({ id: teams.id }).from(teams).where(eq(teams.clubId, clubId));
  await callOffAgreedFixtures(
    tx,
    { userId, clubId },
    own.map((t) => t.id),
    `Der Verein «${clubDisplayName(club?.name ?? "")}» wurde gelöscht.`,
  );
  await tx.execute(sql`
    delete from matches m using teams own
    where own.club_id = ${clubId} and own.id in (m.home_team_id, m.away_team_id)
      and not ${agreedBetweenClubsSql("m")}
      and not (
        m.status = 'completed' and m.acceptance = 'accepted'
        and exists (
          select 1 from teams other
          where other.id in (m.home_team_id, m.away_team_id) and other.id <> own.id
            and other.club_id is distinct from ${clubId}))`);
  // Also the teams archived before: whatever of them is still there goes with the club.
  const peopleImages = await archiveTeams(
    tx,
    own.map((t) => t.id),
  );
  const images = await tx.execute<{ url: string | null }>(sql`
    select member_image_url as url from board_members where club_id = ${clubId}
    union all select i.image_url from club_news_images i join club_news n on n.id = i.news_id where n.club_id = ${clubId}`);
  await tx.delete(boardMembers).where(eq(boardMembers.clubId, clubId));
  await tx.delete(clubNews).where(eq(clubNews.clubId, clubId));
  await tx.delete(clubInvites).where(eq(clubInvites.clubId, clubId));
  await tx.delete(clubAdmins).where(eq(clubAdmins.clubId, clubId));
  const archived = await tx
    .update(clubs)
    .set({
      archivedAt: now,
      // Its name is free again, unless the league office verified it.
      nameKey: sql`case when ${clubs.verifiedAt} is null then null else ${clubs.nameKey} end`,
      contactAddress: null,
      contactEmail: null,
      contactPhone: null,
      updatedAt: now,
    })
    .where(and(eq(clubs.id, clubId), isNull(clubs.archivedAt)))
    .returning({ id: clubs.id });
  if (archived.length === 0) throw notFound(CLUB_NOT_FOUND);
  return [...images.map((r) => r.url), ...peopleImages];
}
