import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { call, cookieFrom, signUp } from "../test/http.ts";
import { insertClub, insertTeam } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

let t: TestContext;
let teamId: string;
beforeAll(async () => {
  t = await createTestApp();
  const club = await insertClub(t.deps.db, { clubName: "FC Abmeldung" });
  teamId = (await insertTeam(t.deps.db, { clubId: club.id, name: "Erste" })).id;
});
afterAll(async () => {
  await t.close();
});

describe("sign-out", () => {
  it("ends the session at once for writes", async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(t.app, "POST", "/api/favorites", { cookie, body: { teamId } })).status).toBe(201);

    const out = await call(t.app, "POST", "/api/auth/sign-out", { cookie });
    expect(out.status).toBe(200);

    const write = await call(t.app, "POST", "/api/favorites", { cookie, body: { teamId } });
    expect(write.status).toBe(401);
    const remove = await call(t.app, "DELETE", `/api/favorites/${teamId}`, { cookie });
    expect(remove.status).toBe(401);
  });
});

async function signInAgain(email: string, password = "geheim123"): Promise<string> {
  const res = await call(t.app, "POST", "/api/auth/sign-in/email", { body: { email, password } });
  expect(res.status).toBe(200);
  return cookieFrom(res.headers);
}

/** The signed-in user /api/me answers for a cookie (null: signed out; the status is 200 either way). */
async function meOf(cookie: string): Promise<unknown> {
  const res = await call(t.app, "GET", accountPaths.me(), { cookie });
  expect(res.status).toBe(200);
  return res.body.user;
}

describe("old cookies stop reading at once", () => {
  it("after sign-out, a copy of the cookie no longer reads /api/me", async () => {
    const { cookie } = await signUp(t.app);
    expect(await meOf(cookie)).not.toBeNull();
    expect((await call(t.app, "POST", "/api/auth/sign-out", { cookie })).status).toBe(200);
    expect(await meOf(cookie)).toBeNull();
  });

  it("after a password change, the other devices no longer read /api/me", async () => {
    const { cookie, email } = await signUp(t.app);
    const phone = await signInAgain(email);
    expect(await meOf(phone)).not.toBeNull();
    const changed = await call(t.app, "POST", accountPaths.changePassword(), {
      cookie,
      body: { currentPassword: "geheim123", newPassword: "neuesGeheim456", revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect(await meOf(phone)).toBeNull();
  });

  it("signs out a deleted account's other devices (no user, 401 on writes, not «Ein verknüpfter Eintrag existiert nicht.»)", async () => {
    const { cookie, email } = await signUp(t.app);
    const phone = await signInAgain(email);
    expect(await meOf(phone)).not.toBeNull();
    const deleted = await call(t.app, "POST", accountPaths.deleteUser(), {
      cookie,
      body: { password: "geheim123" },
    });
    expect(deleted.status).toBe(200);
    expect(await meOf(phone)).toBeNull();
    const write = await call(t.app, "POST", "/api/favorites", { cookie: phone, body: { teamId } });
    expect(write.status).toBe(401);
    const profile = await call(t.app, "PATCH", "/api/me/profile", {
      cookie: phone,
      body: { username: "weg", fullName: "", address: "", city: "", phone: "" },
    });
    expect(profile.status).toBe(401);
  });
});
