import { eq, getTableColumns, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../db/schema/index.ts";
import { coaches, players, profiles, teams } from "../db/schema/index.ts";
import {
  insertBoardMember,
  insertClub,
  insertCoach,
  insertNews,
  insertPlayer,
  insertTeam,
} from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { clubImageUrls, IMAGE_COLUMNS, isImageInUse, referencedImageUrls } from "./image-references.ts";

// The one list of image columns (image-references.ts) must name every column that can hold an
// upload's URL: the hourly clean-up removes any upload none of them shows.

/** URL-like columns that never hold one of our uploads, each with the reason. */
const NOT_UPLOADS = new Set([
  "user.image", // better-auth's own field: Tschutti keeps profile pictures in profiles.
  "push_notifications.url", // the page a notification opens, not an image.
  "uploads.url", // the uploads' own register, which the clean-up compares against the list.
]);

function urlColumnsOfSchema(): string[] {
  const found: string[] = [];
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const tableName = getTableName(table);
    for (const column of Object.values(getTableColumns(table))) {
      if (/url|image|logo|photo|picture|avatar/i.test(column.name)) found.push(`${tableName}.${column.name}`);
    }
  }
  return found.sort();
}

describe("the list of image columns", () => {
  it("names every URL or image column of the schema, or says why it holds no upload", () => {
    const listed = IMAGE_COLUMNS.map(({ table, column }) => `${getTableName(table)}.${column.name}`);
    const unlisted = urlColumnsOfSchema().filter((name) => !listed.includes(name) && !NOT_UPLOADS.has(name));
    expect(unlisted).toEqual([]);
    expect(listed.length).toBeGreaterThanOrEqual(8);
  });
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the three questions answered from the list", () => {
  it("see the same images: any row's, one URL's use, and a club's own", async () => {
    const db = t.deps.db;
    const url = (name: string) => `/uploads/${name}-${crypto.randomUUID()}.webp`;
    const logo = url("logo");
    const stadium = url("stadium");
    const club = await insertClub(db, { clubName: "FC Bilder", clubLogoUrl: logo, stadiumImageUrl: stadium });
    const teamImage = url("team");
    const team = await insertTeam(db, { clubId: club.id, teamImageUrl: teamImage });
    const player = await insertPlayer(db, { teamId: team.id });
    const playerImage = url("player");
    await db.update(players).set({ playerImageUrl: playerImage }).where(eq(players.id, player.id));
    const coach = await insertCoach(db, { teamId: team.id });
    const coachImage = url("coach");
    await db.update(coaches).set({ coachImageUrl: coachImage }).where(eq(coaches.id, coach.id));
    const member = await insertBoardMember(db, { clubId: club.id });
    const memberImage = url("member");
    await db
      .update(schema.boardMembers)
      .set({ memberImageUrl: memberImage })
      .where(eq(schema.boardMembers.id, member.id));
    const newsImage = url("news");
    await insertNews(db, {
      clubId: club.id,
      title: "Mit Bild",
      images: [{ imageUrl: newsImage, sortOrder: 0 }],
    });
    const clubOwn = [logo, stadium, teamImage, playerImage, coachImage, memberImage, newsImage];

    // Another club's team: not this club's images.
    const other = await insertClub(db, { clubName: "FC Andere" });
    const otherImage = url("other");
    await insertTeam(db, { clubId: other.id, teamImageUrl: otherImage });
    await db.update(teams).set({ teamImageUrl: otherImage }).where(eq(teams.clubId, other.id));
    const profileImage = url("profile");
    const [anyProfile] = await db.select({ userId: profiles.userId }).from(profiles).limit(1);
    if (anyProfile) {
      await db
        .update(profiles)
        .set({ profileImageUrl: profileImage })
        .where(eq(profiles.userId, anyProfile.userId));
    }

    expect((await clubImageUrls(db, club.id)).sort()).toEqual([...clubOwn].sort());
    const referenced = (await db.execute<{ url: string | null }>(referencedImageUrls())).map((r) => r.url);
    for (const image of [...clubOwn, otherImage]) {
      expect(referenced).toContain(image);
      expect(await isImageInUse(db, image)).toBe(true);
    }
    if (anyProfile) expect(await isImageInUse(db, profileImage)).toBe(true);
    expect(await isImageInUse(db, url("nowhere"))).toBe(false);
  });
});
