import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import type { Me } from "#shared/account/types.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { clubAdmins } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createMatch } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// An administrator deletes the club and then the account. The management
// page asks for a club (POST /api/me/club) as soon as a club account has none: after «Verein
// löschen» that made a new empty club at once, and «Konto löschen» kept refusing.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("deleting the club, then the account", () => {
  it("leaves no new empty club behind, so the account can be deleted", async () => {
    const admin = await signUp(t.app, { accountType: "club" });
    const me = await call<Me>(t.app, "GET", accountPaths.me(), { cookie: admin.cookie });
    const clubId = me.body.club?.id ?? "";
    expect((await call(t.app, "DELETE", clubPaths.remove(clubId), { cookie: admin.cookie })).status).toBe(
      200,
    );

    // What the management page does next when it sees a club account without a club.
    const bootstrap = await call(t.app, "POST", accountPaths.bootstrapClub(), { cookie: admin.cookie });
    expect(bootstrap.status).toBe(403);
    const after = await call<Me>(t.app, "GET", accountPaths.me(), { cookie: admin.cookie });
    expect(after.body.club).toBeNull();
    expect(after.body.profile?.accountType).toBe("fan");
    const memberships = await t.deps.db.select().from(clubAdmins);
    expect(memberships.filter((m) => m.userId === admin.userId)).toEqual([]);

    const deleted = await call(t.app, "POST", accountPaths.deleteUser(), {
      cookie: admin.cookie,
      body: { password: "geheim123" },
    });
    expect(deleted.status).toBe(200);
  });

  it("keeps a club account that still administers another club", async () => {
    const admin = await signUp(t.app, { accountType: "club" });
    const me = await call<Me>(t.app, "GET", accountPaths.me(), { cookie: admin.cookie });
    const first = me.body.club?.id ?? "";
    const other = await signUp(t.app, { accountType: "club" });
    const otherClub =
      (await call<Me>(t.app, "GET", accountPaths.me(), { cookie: other.cookie })).body.club?.id ?? "";
    await t.deps.db.insert(clubAdmins).values({ clubId: otherClub, userId: admin.userId, role: "admin" });
    expect((await call(t.app, "DELETE", clubPaths.remove(first), { cookie: admin.cookie })).status).toBe(200);
    const after = await call<Me>(t.app, "GET", accountPaths.me(), { cookie: admin.cookie });
    expect(after.body.profile?.accountType).toBe("club");
  });

  it("does the same when the club is kept archived for its results against other clubs", async () => {
    const club = await createClubWithTeam(t, 0);
    const rival = await createClubWithTeam(t, 0);
    const played = await createMatch(t, club, {
      homeTeamId: club.teamId,
      awayTeamId: rival.teamId,
      days: -3,
    });
    await call(t.app, "POST", matchPaths.action(played, "accept"), { cookie: rival.cookie });
    await call(t.app, "PUT", matchPaths.action(played, "result"), {
      cookie: club.cookie,
      body: { homeScore: 2, awayScore: 2 },
    });
    expect((await call(t.app, "DELETE", clubPaths.remove(club.clubId), { cookie: club.cookie })).status).toBe(
      200,
    );

    expect((await call(t.app, "POST", accountPaths.bootstrapClub(), { cookie: club.cookie })).status).toBe(
      403,
    );
    const after = await call<Me>(t.app, "GET", accountPaths.me(), { cookie: club.cookie });
    expect(after.body.club).toBeNull();
    expect(after.body.profile?.accountType).toBe("fan");
  });
});
