import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { call, signUp } from "../test/http.ts";
import { grantLeagueOffice } from "../test/league-office.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the league office role", () => {
  it("is told by /api/me only to the accounts it was granted to", async () => {
    const visitor = await call(t.app, "GET", accountPaths.me());
    expect(visitor.body.leagueOffice).toBe(false);

    const someone = await signUp(t.app);
    expect((await call(t.app, "GET", accountPaths.me(), { cookie: someone.cookie })).body.leagueOffice).toBe(
      false,
    );

    await grantLeagueOffice(t.deps.db, someone.userId);
    expect((await call(t.app, "GET", accountPaths.me(), { cookie: someone.cookie })).body.leagueOffice).toBe(
      true,
    );
  });
});
