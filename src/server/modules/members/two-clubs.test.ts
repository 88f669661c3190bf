import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { memberPaths } from "#shared/members/paths.ts";
import { newsPaths } from "#shared/news/paths.ts";
import { teamPaths } from "#shared/teams/paths.ts";
import { createInvite } from "../../test/club-members.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createTeam, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A person in two clubs: the administrator of their own club who also runs the live ticker of a
// friend club. /api/me names both, and in each club they hold the rights of their role there.

let t: TestContext;
/** The person's own club (a club account): they are its Administrator. */
let own: TestClub;
/** The friend club that invited them as Ticker. */
let friend: TestClub;

const errorOf = (body: unknown) => (body as { error?: { message?: string } }).error?.message;

beforeAll(async () => {
  t = await createTestApp();
  own = await createClubWithTeam(t, 0);
  friend = await createClubWithTeam(t, 0);
  for (const [club, clubName] of [
    [own, "FC Ufer"],
    [friend, "FC Seeblick"],
  ] as const) {
    const res = await call(t.app, "PATCH", clubPaths.manage(club.clubId), {
      cookie: club.cookie,
      body: { clubName },
    });
    if (res.status !== 200) throw new Error(`rename failed: ${res.status}`);
  }
  const invite = await createInvite(t, friend.cookie, friend.clubId, { role: "ticker" });
  const accepted = await call(t.app, "POST", memberPaths.acceptInvite(invite.token), { cookie: own.cookie });
  expect(accepted.body).toEqual({ clubId: friend.clubId, role: "ticker" });
});
afterAll(async () => {
  await t.close();
});

describe("a person in two clubs", () => {
  it("reads every club of theirs in /api/me `clubs`, in the order joined; `club` stays the first", async () => {
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: own.cookie });
    expect(me.status).toBe(200);
    expect(me.body.clubs).toEqual([
      { id: own.clubId, clubName: "FC Ufer", clubLogoUrl: null, role: "admin", teamIds: [] },
      { id: friend.clubId, clubName: "FC Seeblick", clubLogoUrl: null, role: "ticker", teamIds: [] },
    ]);
    expect(me.body.club).toEqual(me.body.clubs[0]);
  });

  it("names a Trainer's teams in the club where they coach", async () => {
    const third = await createClubWithTeam(t, 0);
    const invite = await createInvite(t, third.cookie, third.clubId, {
      role: "trainer",
      teamIds: [third.teamId],
    });
    const coach = await createClubWithTeam(t, 0);
    await call(t.app, "POST", memberPaths.acceptInvite(invite.token), { cookie: coach.cookie });
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: coach.cookie });
    expect(me.body.clubs.map((c) => [c.id, c.role, c.teamIds])).toEqual([
      [coach.clubId, "admin", []],
      [third.clubId, "trainer", [third.teamId]],
    ]);
  });

  it("has no clubs signed out, nor as a fan who joined none", async () => {
    const visitor = await call(t.app, "GET", accountPaths.me());
    expect(visitor.body).toMatchObject({ club: null, clubs: [] });
    const fan = await signUp(t.app, { accountType: "fan" });
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: fan.cookie });
    expect(me.body).toMatchObject({ club: null, clubs: [] });
  });

  it("may do in the friend club what a Ticker may, and no more", async () => {
    const secondTeam = await createTeam(t, { clubId: friend.clubId, name: "Seeblick Senioren" });
    const match = await call(t.app, "POST", matchPaths.create(friend.clubId), {
      cookie: own.cookie,
      body: { homeTeamId: friend.teamId, awayTeamId: secondTeam, ...dialogDate(5), stadium: "Seeweg" },
    });
    expect(match.status).toBe(201);
    const teams = await call(t.app, "GET", teamPaths.clubTeams(friend.clubId), { cookie: own.cookie });
    expect(teams.body.teams.map((team) => team.id).sort()).toEqual([friend.teamId, secondTeam].sort());

    const rename = await call(t.app, "PATCH", clubPaths.manage(friend.clubId), {
      cookie: own.cookie,
      body: { clubName: "FC Übernommen" },
    });
    expect({ status: rename.status, message: errorOf(rename.body) }).toEqual({
      status: 403,
      message: "Keine Berechtigung",
    });
    const news = await call(t.app, "POST", newsPaths.create(friend.clubId), {
      cookie: own.cookie,
      body: { title: "Nicht von mir", content: "Ein Ticker schreibt keine News." },
    });
    expect(news.status).toBe(403);
    // Who belongs to the club and who is invited is the Administrators' business.
    const members = await call(t.app, "GET", memberPaths.members(friend.clubId), { cookie: own.cookie });
    expect(members.status).toBe(403);
    const invite = await call(t.app, "POST", memberPaths.createInvite(friend.clubId), {
      cookie: own.cookie,
      body: { role: "admin" },
    });
    expect(invite.status).toBe(403);
    const still = await call(t.app, "GET", clubPaths.manage(friend.clubId), { cookie: friend.cookie });
    expect(still.body.club.clubName).toBe("FC Seeblick");
  });

  it("keeps every right of an Administrator in the own club", async () => {
    const rename = await call(t.app, "PATCH", clubPaths.manage(own.clubId), {
      cookie: own.cookie,
      body: { clubName: "FC Ufer 1920" },
    });
    expect(rename.status).toBe(200);
    const news = await call(t.app, "POST", newsPaths.create(own.clubId), {
      cookie: own.cookie,
      body: { title: "Neu im Ticker-Team", content: "Wir helfen dem FC Seeblick am Spieltag." },
    });
    expect(news.status).toBe(201);
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: own.cookie });
    expect(me.body.clubs.map((c) => c.clubName)).toEqual(["FC Ufer 1920", "FC Seeblick"]);
  });

  it("the friend club's Administrator cannot act in the person's own club", async () => {
    const rename = await call(t.app, "PATCH", clubPaths.manage(own.clubId), {
      cookie: friend.cookie,
      body: { clubName: "FC Gekapert" },
    });
    expect(rename.status).toBe(403);
  });
});
