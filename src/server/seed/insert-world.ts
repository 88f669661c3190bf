import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { clubNameKey } from "#shared/clubs/schema.ts";
import { DEFAULT_GROUP } from "#shared/league/groups.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { Tx } from "../db/client.ts";
import {
  account,
  boardMembers,
  clubAdmins,
  clubNews,
  clubNewsImages,
  clubs,
  coaches,
  favorites,
  leagueOfficeMembers,
  matchEvents,
  matches,
  matchReports,
  players,
  profiles,
  teamPlacements,
  teams,
  user,
} from "../db/schema/index.ts";
import { createProfileForUser } from "../modules/profiles/profile-bootstrap.ts";
import type { DemoClub, DemoWorld } from "./demo-data.ts";

/**
 * Writes every row of the demo world inside the seed's transaction. Keys of the demo data become
 * fresh UUIDs; images and password hashes come in ready-made (seed.ts makes them beforehand).
 */
export async function insertWorld(
  tx: Tx,
  world: DemoWorld,
  imageUrls: Map<string, string>,
  passwordHashes: Map<string, string>,
  now: Date,
): Promise<void> {
  const storedUrl = (key: string) => {
    const url = imageUrls.get(key);
    if (url === undefined) throw new Error(`demo image ${key} was not stored`);
    return url;
  };
  const image = (key: string | null) => (key === null ? null : storedUrl(key));
  const idsOf = <T extends { key: string }>(items: T[]) =>
    new Map<string, string>(items.map((item) => [item.key, randomUUID()]));
  const idOf = (ids: Map<string, string>, key: string) => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`demo data refers to unknown key ${key}`);
    return id;
  };
  const optionalId = (ids: Map<string, string>, key: string | null) => (key === null ? null : idOf(ids, key));
  // One statement gives every row the same now(); spaced timestamps keep lists that sort by
  // creation (teams of a club, for one) in the order the demo describes them.
  const createdAt = (index: number) => new Date(now.getTime() - 60 * 24 * 3600_000 + index * 1000);

  const accountIds = idsOf(world.accounts);
  const clubIds = idsOf(world.clubs);
  const teamIds = idsOf(world.teams);
  const playerIds = idsOf(world.players);
  const newsIds = idsOf(world.news);
  const matchIds = idsOf(world.matches);

  // Accounts: better-auth's user and credential rows, then the profile as sign-up creates it.
  for (const demo of world.accounts) {
    const userId = idOf(accountIds, demo.key);
    const password = passwordHashes.get(demo.key);
    if (password === undefined) throw new Error(`no password hash for demo account ${demo.key}`);
    await tx
      .insert(user)
      .values({ id: userId, name: demo.fullName, email: demo.email, emailVerified: false });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password });
    await createProfileForUser(tx, {
      userId,
      email: demo.email,
      username: demo.username,
      fullName: demo.fullName,
      accountType: demo.accountType,
      newsletterOptIn: demo.newsletterOptIn,
    });
    await tx.update(profiles).set({ city: demo.city }).where(eq(profiles.userId, userId));
    if (demo.leagueOffice) await tx.insert(leagueOfficeMembers).values({ userId });
    if (demo.clubKey !== null) {
      // Sign-up gave the club account an empty club; that row becomes the demo club.
      const [admin] = await tx
        .select({ clubId: clubAdmins.clubId })
        .from(clubAdmins)
        .where(eq(clubAdmins.userId, userId))
        .limit(1);
      if (!admin) throw new Error("the demo club account got no club");
      clubIds.set(demo.clubKey, admin.clubId);
    }
  }

  const clubRow = (club: DemoClub, index: number) => ({
    clubName: club.clubName,
    clubLogoUrl: image(club.logoImage),
    stadiumName: club.stadiumName,
    stadiumImageUrl: image(club.stadiumImage),
    foundingYear: club.foundingYear,
    activeMembers: club.activeMembers,
    teamsCount: club.teamsCount,
    contactAddress: club.contactAddress,
    contactEmail: club.contactEmail,
    contactPhone: club.contactPhone,
    description: club.description,
    nameKey: clubNameKey(club.clubName) || null,
    createdAt: createdAt(index),
  });
  const administered = new Set(world.accounts.flatMap((a) => (a.clubKey === null ? [] : [a.clubKey])));
  for (const [index, club] of world.clubs.entries()) {
    if (!administered.has(club.key)) continue;
    await tx
      .update(clubs)
      .set(clubRow(club, index))
      .where(eq(clubs.id, idOf(clubIds, club.key)));
  }
  const otherClubs = world.clubs.flatMap((club, index) =>
    administered.has(club.key) ? [] : [{ id: idOf(clubIds, club.key), ...clubRow(club, index) }],
  );
  if (otherClubs.length > 0) await tx.insert(clubs).values(otherClubs);

  await tx.insert(teams).values(
    world.teams.map((team, index) => ({
      id: idOf(teamIds, team.key),
      name: team.name,
      teamImageUrl: image(team.image),
      clubId: optionalId(clubIds, team.clubKey),
      createdByClubId: optionalId(clubIds, team.createdByClubKey),
      league: team.league,
      canton: team.canton,
      createdAt: createdAt(index),
    })),
  );

  // Every team was placed in the running season's 'Gruppe 1' by the teams trigger (migration
  // 0014); the demo's second group and last season's placements (a promotion) go on top.
  for (const team of world.teams) {
    const teamId = idOf(teamIds, team.key);
    if (team.group !== DEFAULT_GROUP) {
      await tx.update(teamPlacements).set({ groupName: team.group }).where(eq(teamPlacements.teamId, teamId));
    }
  }
  const previous = world.teams.flatMap((team) =>
    team.previousLeague === null
      ? []
      : [
          {
            teamId: idOf(teamIds, team.key),
            season: seasonOf(now) - 1,
            canton: team.canton,
            league: team.previousLeague,
          },
        ],
  );
  if (previous.length > 0) await tx.insert(teamPlacements).values(previous);

  await tx.insert(players).values(
    world.players.map((p, index) => ({
      id: idOf(playerIds, p.key),
      teamId: idOf(teamIds, p.teamKey),
      firstName: p.firstName,
      lastName: p.lastName,
      playerNumber: p.playerNumber,
      playerImageUrl: image(p.image),
      birthYear: p.birthYear,
      atClubSince: p.atClubSince,
      position: p.position,
      createdAt: createdAt(index),
    })),
  );

  await tx.insert(coaches).values(
    world.coaches.map((c, index) => ({
      teamId: idOf(teamIds, c.teamKey),
      firstName: c.firstName,
      lastName: c.lastName,
      role: c.role,
      birthYear: c.birthYear,
      atClubSince: c.atClubSince,
      createdAt: createdAt(index),
    })),
  );

  await tx.insert(boardMembers).values(
    world.boardMembers.map((b, index) => ({
      clubId: idOf(clubIds, b.clubKey),
      firstName: b.firstName,
      lastName: b.lastName,
      role: b.role,
      birthYear: b.birthYear,
      atClubSince: b.atClubSince,
      email: b.email,
      phone: b.phone,
      createdAt: createdAt(index),
    })),
  );

  await tx.insert(clubNews).values(
    world.news.map((n) => ({
      id: idOf(newsIds, n.key),
      clubId: idOf(clubIds, n.clubKey),
      title: n.title,
      content: n.content,
      isPublished: n.isPublished,
      publishedAt: n.publishedAt,
      createdAt: n.createdAt,
      updatedAt: n.publishedAt ?? n.createdAt,
    })),
  );
  const newsImages = world.news.flatMap((n) =>
    n.images.map((img, sortOrder) => ({
      newsId: idOf(newsIds, n.key),
      imageUrl: storedUrl(img.image),
      caption: img.caption,
      sortOrder,
    })),
  );
  if (newsImages.length > 0) await tx.insert(clubNewsImages).values(newsImages);

  await tx.insert(matches).values(
    world.matches.map((m) => ({
      id: idOf(matchIds, m.key),
      homeTeamId: idOf(teamIds, m.homeTeamKey),
      awayTeamId: idOf(teamIds, m.awayTeamKey),
      matchDate: m.matchDate,
      stadium: m.stadium,
      status: m.status,
      homeScore: m.homeScore,
      awayScore: m.awayScore,
      cancellationReason: m.cancellationReason,
      startedAt: m.startedAt,
      period: m.period,
      periodStartedAt: m.periodStartedAt,
      stoppageMinutes: m.stoppageMinutes,
      createdByClubId: optionalId(clubIds, m.createdByClubKey),
    })),
  );
  const events = world.matches.flatMap((m) =>
    m.events.map((e) => ({
      matchId: idOf(matchIds, m.key),
      eventType: e.type,
      minute: e.minute,
      playerId: optionalId(playerIds, e.playerKey),
      assistPlayerId: optionalId(playerIds, e.assistPlayerKey),
      playerInId: optionalId(playerIds, e.playerInKey),
      teamSide: e.teamSide,
      // The demo's texts are what the timeline derives when read ('Tor durch … zum 2:1'), so
      // they are not stored: a later edit renumbers them like any other generated text.
      description: null,
      createdAt: e.createdAt,
    })),
  );
  if (events.length > 0) await tx.insert(matchEvents).values(events);

  if (world.reports.length > 0) {
    await tx.insert(matchReports).values(
      world.reports.map((r) => ({
        matchId: idOf(matchIds, r.matchKey),
        authorId: optionalId(accountIds, r.authorAccountKey),
        title: r.title,
        content: r.content,
        highlights: r.highlights,
        manOfMatchPlayerId: optionalId(playerIds, r.manOfMatchPlayerKey),
        attendance: r.attendance,
        weatherConditions: r.weatherConditions,
        refereeNotes: r.refereeNotes,
        referee: r.referee,
      })),
    );
  }

  const favoriteRows = world.accounts.flatMap((a) =>
    a.favoriteTeamKeys.map((teamKey) => ({
      userId: idOf(accountIds, a.key),
      teamId: idOf(teamIds, teamKey),
    })),
  );
  if (favoriteRows.length > 0) await tx.insert(favorites).values(favoriteRows);
}
