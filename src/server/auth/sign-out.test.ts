import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/http.ts";
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
  it("ends the session at once for writes, although the cookie cache still holds it", async () => {
    const { cookie } = await signUp(t.app);
    // The signed cookie cache is what kept an old cookie working for up to 60 s.
    expect(cookie).toContain("session_data");
    expect((await call(t.app, "POST", "/api/favorites", { cookie, body: { teamId } })).status).toBe(201);

    const out = await call(t.app, "POST", "/api/auth/sign-out", { cookie });
    expect(out.status).toBe(200);

    const write = await call(t.app, "POST", "/api/favorites", { cookie, body: { teamId } });
    expect(write.status).toBe(401);
    const remove = await call(t.app, "DELETE", `/api/favorites/${teamId}`, { cookie });
    expect(remove.status).toBe(401);
  });
});
