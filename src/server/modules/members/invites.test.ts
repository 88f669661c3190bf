import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { memberPaths } from "#shared/members/paths.ts";
import { clubAdmins, clubInvites, teams } from "../../db/schema/index.ts";
import { createInvite, joinClub } from "../../test/club-members.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { hashToken } from "./invite-token.ts";

let t: TestContext;
let club: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 0);
});
afterAll(async () => {
  await t.close();
});

const errorOf = (body: unknown) => (body as { error?: { message?: string } }).error?.message;

describe("invites", () => {
  it("returns a link to copy, and the invite makes the account a member once", async () => {
    const invite = await createInvite(t, club.cookie, club.clubId, { role: "redaktion" });
    expect(invite.url).toBe(`http://localhost:3000/einladung/${invite.token}`);
    expect(invite.mailed).toBe(false);
    const stored = await t.deps.db.select().from(clubInvites).where(eq(clubInvites.clubId, club.clubId));
    // Only the hash of the token is kept.
    expect(stored.map((r) => r.tokenHash)).toEqual([hashToken(invite.token)]);

    const preview = await call(t.app, "GET", memberPaths.invite(invite.token));
    expect(preview.body.invite).toMatchObject({ role: "redaktion", isExpired: false });

    const visitor = await call(t.app, "POST", memberPaths.acceptInvite(invite.token));
    expect(visitor.status).toBe(401);

    const first = await signUp(t.app);
    const accepted = await call(t.app, "POST", memberPaths.acceptInvite(invite.token), {
      cookie: first.cookie,
    });
    expect(accepted.status).toBe(200);
    const me = await call(t.app, "GET", accountPaths.me(), {
      cookie: first.cookie,
    });
    expect(me.body.club).toMatchObject({ id: club.clubId, role: "redaktion" });

    const second = await signUp(t.app);
    const reused = await call(t.app, "POST", memberPaths.acceptInvite(invite.token), {
      cookie: second.cookie,
    });
    expect({ status: reused.status, message: errorOf(reused.body) }).toEqual({
      status: 404,
      message: "Diese Einladung wurde bereits verwendet.",
    });
    const rows = await t.deps.db.select().from(clubAdmins).where(eq(clubAdmins.userId, second.userId));
    expect(rows).toEqual([]);
  });

  it("shows a used link to the member who opens it again, and to nobody else", async () => {
    const invite = await createInvite(t, club.cookie, club.clubId, { role: "redaktion" });
    const joined = await signUp(t.app);
    await call(t.app, "POST", memberPaths.acceptInvite(invite.token), { cookie: joined.cookie });

    // The mail's link, clicked again later: the page says «bereits Mitglied» and leads to the club.
    const again = await call(t.app, "GET", memberPaths.invite(invite.token), { cookie: joined.cookie });
    expect(again.status).toBe(200);
    expect(again.body.invite).toMatchObject({ clubId: club.clubId, role: "redaktion" });

    const stranger = await signUp(t.app);
    for (const cookie of [stranger.cookie, undefined]) {
      const used = await call(t.app, "GET", memberPaths.invite(invite.token), cookie ? { cookie } : {});
      expect({ status: used.status, message: errorOf(used.body) }).toEqual({
        status: 404,
        message: "Diese Einladung gibt es nicht oder sie wurde bereits verwendet.",
      });
    }
  });

  it("refuses an expired invite and changes nothing", async () => {
    const invite = await createInvite(t, club.cookie, club.clubId, { role: "ticker" });
    await t.deps.db
      .update(clubInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(clubInvites.tokenHash, hashToken(invite.token)));
    const account = await signUp(t.app);
    const res = await call(t.app, "POST", memberPaths.acceptInvite(invite.token), { cookie: account.cookie });
    expect({ status: res.status, message: errorOf(res.body) }).toEqual({
      status: 409,
      message: "Diese Einladung ist abgelaufen. Bitte lass dir eine neue schicken.",
    });
    expect(await t.deps.db.select().from(clubAdmins).where(eq(clubAdmins.userId, account.userId))).toEqual(
      [],
    );
  });

  it("is valid for seven days", async () => {
    const before = Date.now();
    const invite = await createInvite(t, club.cookie, club.clubId, { role: "ticker" });
    const days = (new Date(invite.expiresAt).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it("lets only one of two simultaneous accepts through", async () => {
    const invite = await createInvite(t, club.cookie, club.clubId, { role: "ticker" });
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const results = await Promise.all(
      [a, b].map((who) =>
        call(t.app, "POST", memberPaths.acceptInvite(invite.token), { cookie: who?.cookie }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it("refuses an unknown or malformed token with 404", async () => {
    const account = await signUp(t.app);
    for (const token of ["x".repeat(43), "kurz"]) {
      const res = await call(t.app, "POST", memberPaths.acceptInvite(token), { cookie: account.cookie });
      expect(res.status).toBe(404);
    }
  });

  it("names a Trainer's teams in the club's list, on the invite page and in the mail", async () => {
    const own = await createClubWithTeam(t, 0);
    const second = await createTeam(t, { clubId: own.clubId, name: "Zweite" });
    const [first] = await t.deps.db.select().from(teams).where(eq(teams.id, own.teamId));
    const send = vi.spyOn(t.deps.mailer, "send");
    const invite = await call(t.app, "POST", memberPaths.createInvite(own.clubId), {
      cookie: own.cookie,
      body: { role: "trainer", teamIds: [second, own.teamId], email: "trainer@fc-seeblick.ch" },
    });
    expect(invite.status).toBe(201);
    const named = [
      { id: own.teamId, name: first?.name },
      { id: second, name: "Zweite" },
    ];

    const list = await call(t.app, "GET", memberPaths.invites(own.clubId), { cookie: own.cookie });
    expect(list.body.invites).toMatchObject([
      { role: "trainer", teamIds: [second, own.teamId], teams: named },
    ]);
    const preview = await call(t.app, "GET", memberPaths.invite(invite.body.token));
    expect(preview.body.invite).toMatchObject({ role: "trainer", teams: named });
    expect(send.mock.calls[0]?.[0].text).toContain(`als Trainer (${first?.name}, Zweite) mitzuarbeiten`);
    send.mockRestore();

    // Other roles have no teams.
    const ticker = await createInvite(t, own.cookie, own.clubId, { role: "ticker" });
    const tickerPreview = await call(t.app, "GET", memberPaths.invite(ticker.token));
    expect(tickerPreview.body.invite).toMatchObject({ role: "ticker", teams: [] });
  });

  it("names the invited address in the club's list, to the club's Administrators only", async () => {
    const own = await createClubWithTeam(t, 0);
    await createInvite(t, own.cookie, own.clubId, { role: "redaktion", email: "anna@fc-seeblick.ch" });
    await createInvite(t, own.cookie, own.clubId, { role: "redaktion" });
    const list = await call(t.app, "GET", memberPaths.invites(own.clubId), { cookie: own.cookie });
    expect(list.body.invites.map((i) => i.email)).toEqual([null, "anna@fc-seeblick.ch"]);
    // A member who may not manage members does not see who is invited.
    const editor = await joinClub(t, own.cookie, own.clubId, { role: "redaktion" });
    const refused = await call(t.app, "GET", memberPaths.invites(own.clubId), { cookie: editor.cookie });
    expect({ status: refused.status, message: errorOf(refused.body) }).toEqual({
      status: 403,
      message: "Keine Berechtigung",
    });
  });

  it("a Trainer needs teams of the own club", async () => {
    const none = await call(t.app, "POST", memberPaths.createInvite(club.clubId), {
      cookie: club.cookie,
      body: { role: "trainer", teamIds: [] },
    });
    expect({ status: none.status, message: errorOf(none.body) }).toEqual({
      status: 400,
      message: "Bitte wähle mindestens eine Mannschaft für die Rolle Trainer.",
    });
    const foreign = await createClubWithTeam(t, 0);
    const res = await call(t.app, "POST", memberPaths.createInvite(club.clubId), {
      cookie: club.cookie,
      body: { role: "trainer", teamIds: [foreign.teamId] },
    });
    expect(res.status).toBe(400);
  });
});

describe("members and roles", () => {
  it("lists, changes and removes members; the last administrator stays", async () => {
    const own = await createClubWithTeam(t, 0);
    const ticker = await joinClub(t, own.cookie, own.clubId, { role: "ticker" });
    const list = await call(t.app, "GET", memberPaths.members(own.clubId), { cookie: own.cookie });
    expect(list.body.members.map((m) => m.role)).toEqual(["admin", "ticker"]);

    const lastAdmin =
      "Der letzte Administrator kann nicht entfernt oder herabgestuft werden. Ernenne zuerst eine andere Person zum Administrator.";
    const demote = await call(t.app, "PATCH", memberPaths.member(own.clubId, own.userId), {
      cookie: own.cookie,
      body: { role: "ticker" },
    });
    expect({ status: demote.status, message: errorOf(demote.body) }).toEqual({
      status: 409,
      message: lastAdmin,
    });
    const leave = await call(t.app, "DELETE", memberPaths.removeMember(own.clubId, own.userId), {
      cookie: own.cookie,
    });
    expect({ status: leave.status, message: errorOf(leave.body) }).toEqual({
      status: 409,
      message: lastAdmin,
    });

    const trainer = await call(t.app, "PATCH", memberPaths.member(own.clubId, ticker.userId), {
      cookie: own.cookie,
      body: { role: "trainer", teamIds: [own.teamId] },
    });
    expect(trainer.body.members[1]).toMatchObject({ role: "trainer", teamIds: [own.teamId] });

    const promote = await call(t.app, "PATCH", memberPaths.member(own.clubId, ticker.userId), {
      cookie: own.cookie,
      body: { role: "admin" },
    });
    expect(promote.status).toBe(200);
    // Now the founder may leave; the other administrator keeps the club.
    expect(
      (await call(t.app, "DELETE", memberPaths.removeMember(own.clubId, own.userId), { cookie: own.cookie }))
        .status,
    ).toBe(200);
    const after = await call(t.app, "GET", memberPaths.members(own.clubId), { cookie: ticker.cookie });
    expect(after.body.members.map((m) => [m.userId, m.role])).toEqual([[ticker.userId, "admin"]]);
  });

  it("any member may leave on their own", async () => {
    const own = await createClubWithTeam(t, 0);
    const member = await joinClub(t, own.cookie, own.clubId, { role: "redaktion" });
    const res = await call(t.app, "DELETE", memberPaths.removeMember(own.clubId, member.userId), {
      cookie: member.cookie,
    });
    expect(res.status).toBe(200);
    const me = await call(t.app, "GET", accountPaths.me(), { cookie: member.cookie });
    expect(me.body.club).toBeNull();
  });
});

describe("an invite mailed to someone who joins by another link", () => {
  it("leaves «Offene Einladungen»: the person is a member, and the mailed link could only say so", async () => {
    const person = await signUp(t.app, { accountType: "fan" });
    const mailed = await createInvite(t, club.cookie, club.clubId, {
      role: "redaktion",
      email: person.email,
    });
    const other = await createInvite(t, club.cookie, club.clubId, { role: "ticker" });
    const accepted = await call(t.app, "POST", memberPaths.acceptInvite(other.token), {
      cookie: person.cookie,
    });
    expect(accepted.status).toBe(200);

    const open = await call(t.app, "GET", memberPaths.invites(club.clubId), { cookie: club.cookie });
    expect(open.body.invites.map((i) => i.email)).not.toContain(person.email);
    const used = await call(t.app, "POST", memberPaths.acceptInvite(mailed.token), { cookie: person.cookie });
    expect(used.status).toBe(404);
  });
});
