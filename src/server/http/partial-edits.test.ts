import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { boardPaths } from "#shared/board/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { coachPaths } from "#shared/coaches/paths.ts";
import type { ApiPath } from "#shared/http.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { PLAYER_MESSAGES } from "#shared/players/schema.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { call } from "../test/http.ts";
import { answeredUrl, uploadImage } from "../test/manage-actors.ts";
import { createClubWithTeam, type TestClub } from "../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// An edit through the API changes the fields it sends; the others keep their values. The
// club's forms send every field, a script often only the one it changes.

let t: TestContext;
let club: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
});
afterAll(async () => {
  await t.close();
});

const send = <T>(method: "POST" | "PATCH", path: ApiPath<T>, body: unknown) =>
  call<T>(t.app, method, path, { cookie: club.cookie, body });

describe("an edit keeps what it leaves out", () => {
  it("a news post stays published with its images when a script sends title and text", async () => {
    const image = await uploadImage(t, club.cookie, "news");
    const created = await send("POST", newsPaths.create(club.clubId), {
      title: "Grümpelturnier",
      content: "Anmeldung offen",
      isPublished: true,
      images: [{ url: image, caption: "Plakat" }],
    });
    expect(created.status).toBe(201);
    const id = created.body.news.id;
    const edited = await send("PATCH", newsPaths.update(id), {
      title: "Grümpelturnier 2027",
      content: "Neu",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.news).toMatchObject({ title: "Grümpelturnier 2027", isPublished: true });
    expect(edited.body.news.images.map((i) => [i.url, i.caption])).toEqual([[answeredUrl(image), "Plakat"]]);
    // Sent, the list still decides: an empty one removes the images.
    const cleared = await send("PATCH", newsPaths.update(id), { title: "T", content: "C", images: [] });
    expect(cleared.body.news.images).toEqual([]);
  });

  it("a player keeps his number, position and years when only his name is sent", async () => {
    const created = await send("POST", playerPaths.create(club.clubId), {
      firstName: "Lena",
      lastName: "Frei",
      teamId: club.teamId,
      position: "Stürmer",
      playerNumber: 88,
      birthYear: 1999,
      atClubSince: 2019,
    });
    expect(created.status).toBe(201);
    const edited = await send("PATCH", playerPaths.update(created.body.player.id), {
      firstName: "Lena",
      lastName: "Frei-Meier",
      teamId: club.teamId,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.player).toMatchObject({
      lastName: "Frei-Meier",
      position: "Stürmer",
      playerNumber: 88,
      birthYear: 1999,
      atClubSince: 2019,
    });
    // An explicit null still clears a field.
    const cleared = await send("PATCH", playerPaths.update(created.body.player.id), {
      firstName: "Lena",
      lastName: "Frei-Meier",
      teamId: club.teamId,
      playerNumber: null,
    });
    expect(cleared.body.player).toMatchObject({ playerNumber: null, position: "Stürmer" });
    // A year sent alone is checked against the one stored: at the club before he was born, no.
    for (const years of [{ atClubSince: 1990 }, { birthYear: 2021 }]) {
      const refused = await send("PATCH", playerPaths.update(created.body.player.id), {
        firstName: "Lena",
        lastName: "Frei-Meier",
        teamId: club.teamId,
        ...years,
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(PLAYER_MESSAGES.sinceBeforeBirth);
    }
    const stored = await send("PATCH", playerPaths.update(created.body.player.id), {
      firstName: "Lena",
      lastName: "Frei-Meier",
      teamId: club.teamId,
    });
    expect(stored.body.player).toMatchObject({ birthYear: 1999, atClubSince: 2019 });
  });

  it("a player's edit may send one field alone: his shirt number, or his new team", async () => {
    const other = await send("POST", teamPaths.create(club.clubId), {
      name: "2. Mannschaft",
      canton: "Zürich",
      league: "4. Liga",
    });
    expect(other.status).toBe(201);
    const created = await send("POST", playerPaths.create(club.clubId), {
      firstName: "Nico",
      lastName: "Brunner",
      teamId: club.teamId,
      playerNumber: 7,
    });
    const id = created.body.player.id;
    const numbered = await send("PATCH", playerPaths.update(id), { playerNumber: 98 });
    expect(numbered.status).toBe(200);
    expect(numbered.body.player).toMatchObject({ firstName: "Nico", lastName: "Brunner", playerNumber: 98 });
    // A sent name is still a name.
    const blank = await send("PATCH", playerPaths.update(id), { lastName: " " });
    expect(blank.status).toBe(400);
    // Moved alone, he takes his number along: free in the new team, refused where it is taken.
    const taken = await send("POST", playerPaths.create(club.clubId), {
      firstName: "Timo",
      lastName: "Weber",
      teamId: other.body.team.id,
      playerNumber: 98,
    });
    expect(taken.status).toBe(201);
    const moved = await send("PATCH", playerPaths.update(id), { teamId: other.body.team.id });
    expect(moved.status).toBe(400);
    expect(JSON.stringify(moved.body)).toContain(PLAYER_MESSAGES.numberTaken);
    const elsewhere = await send("PATCH", playerPaths.update(id), {
      teamId: "00000000-0000-4000-8000-000000000000",
    });
    expect(elsewhere.status).toBeGreaterThanOrEqual(400);
    expect(elsewhere.status).toBeLessThan(500);
    expect((await send("PATCH", playerPaths.update(id), { playerNumber: 12 })).status).toBe(200);
    const movedNow = await send("PATCH", playerPaths.update(id), { teamId: other.body.team.id });
    expect(movedNow.status).toBe(200);
    expect(movedNow.body.player).toMatchObject({
      teamId: other.body.team.id,
      playerNumber: 12,
      lastName: "Brunner",
    });
  });

  it("a coach keeps his years and role, a board member her contact", async () => {
    const coach = await send("POST", coachPaths.create(club.teamId), {
      firstName: "Urs",
      lastName: "Keller",
      role: "Assistent",
      birthYear: 1975,
      atClubSince: 2015,
    });
    expect(coach.status).toBe(201);
    const coachEdit = await send("PATCH", coachPaths.update(coach.body.coach.id), {
      firstName: "Urs",
      lastName: "Keller-Huber",
    });
    expect(coachEdit.status).toBe(200);
    expect(coachEdit.body.coach).toMatchObject({ role: "Assistent", birthYear: 1975, atClubSince: 2015 });

    const member = await send("POST", boardPaths.create(club.clubId), {
      firstName: "Regula",
      lastName: "Brunner",
      role: "Präsidentin",
      email: "praesidium@example.ch",
      phone: "044 123 45 67",
    });
    expect(member.status).toBe(201);
    const memberEdit = await send("PATCH", boardPaths.update(member.body.boardMember.id), {
      firstName: "Regula",
      lastName: "Brunner",
      role: "Ehrenpräsidentin",
    });
    expect(memberEdit.status).toBe(200);
    expect(memberEdit.body.boardMember).toMatchObject({
      role: "Ehrenpräsidentin",
      email: "praesidium@example.ch",
      phone: "044 123 45 67",
    });
  });

  it("the club keeps its information when only its name is sent, a profile its city", async () => {
    const full = await send("PATCH", clubPaths.manage(club.clubId), {
      clubName: "FC Teilweise",
      foundingYear: 1921,
      stadiumName: "Sportplatz Au",
      contactEmail: "info@example.ch",
    });
    expect(full.status).toBe(200);
    const renamed = await send("PATCH", clubPaths.manage(club.clubId), { clubName: "FC Teilweise 1921" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.club).toMatchObject({
      clubName: "FC Teilweise 1921",
      foundingYear: 1921,
      stadiumName: "Sportplatz Au",
      contactEmail: "info@example.ch",
    });

    const me = await call(t.app, "GET", accountPaths.me(), { cookie: club.cookie });
    const username = me.body.profile?.username ?? "";
    expect(
      (await send("PATCH", accountPaths.profile(), { username, city: "Wädenswil", fullName: "Regula B." }))
        .status,
    ).toBe(200);
    const profile = await send("PATCH", accountPaths.profile(), { username, fullName: "Regula Brunner" });
    expect(profile.status).toBe(200);
    expect(profile.body.profile).toMatchObject({ fullName: "Regula Brunner", city: "Wädenswil" });
  });
});

describe("the document says what an edit does", () => {
  it("promises that only the sent fields change, and one field sent alone is taken", async () => {
    const doc = await call<{ paths: Record<string, { patch?: { summary?: string } }> }>(
      t.app,
      "GET",
      "/api/openapi.json",
    );
    const player = await send("POST", playerPaths.create(club.clubId), {
      firstName: "Mia",
      lastName: "Doku",
      teamId: club.teamId,
    });
    const coach = await send("POST", coachPaths.create(club.teamId), { firstName: "Ida", lastName: "Gut" });
    const member = await send("POST", boardPaths.create(club.clubId), {
      firstName: "Eva",
      lastName: "Rat",
      role: "Aktuarin",
    });
    const edits: Array<[string, ApiPath<unknown>, Record<string, unknown>]> = [
      ["/api/manage/players/{id}", playerPaths.update(player.body.player.id), { playerNumber: 31 }],
      ["/api/manage/coaches/{id}", coachPaths.update(coach.body.coach.id), { role: "Goalietrainerin" }],
      [
        "/api/manage/board-members/{id}",
        boardPaths.update(member.body.boardMember.id),
        { phone: "044 123 45 67" },
      ],
      ["/api/manage/clubs/{clubId}", clubPaths.manage(club.clubId), { foundingYear: 1921 }],
      ["/api/me/profile", accountPaths.profile(), { city: "Horgen" }],
    ];
    for (const [path, url, body] of edits) {
      expect(doc.body.paths[path]?.patch?.summary, path).toContain("nur die gesendeten Felder ändern sich");
      const res = await send("PATCH", url, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(JSON.stringify(res.body)).toContain(JSON.stringify(Object.values(body)[0]));
    }
  });
});
