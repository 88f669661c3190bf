import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { MESSAGES } from "#shared/account/schema.ts";
import { call, signUp } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// A script reads one kind of 401 from the whole API: better-auth's refusals under /api/auth
// name the same challenge as the app's own (errors.ts), as RFC 9110 asks of every 401.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("better-auth's 401 answers", () => {
  it("carry WWW-Authenticate as the rest of the API's 401s do", async () => {
    const { email } = await signUp(t.app);
    const failed = await call(t.app, "POST", accountPaths.signIn(), {
      body: { email, password: "falschesPasswort1" },
    });
    expect(failed.status).toBe(401);
    expect(failed.body).toEqual({ error: { code: "unauthorized", message: MESSAGES.signInFailed } });
    expect(failed.headers.get("www-authenticate")).toBe('Bearer realm="Tschutti"');

    // Without a session, better-auth's own 401 (a change of password asked by nobody).
    const nobody = await call(t.app, "POST", accountPaths.changePassword(), {
      body: { currentPassword: "geheim123", newPassword: "neuesGeheim456" },
    });
    expect(nobody.status).toBe(401);
    expect(nobody.headers.get("www-authenticate")).toBe('Bearer realm="Tschutti"');

    // The app's own 401 says the same.
    const app = await call(t.app, "POST", "/api/favorites", { body: { teamId: crypto.randomUUID() } });
    expect(app.status).toBe(401);
    expect(app.headers.get("www-authenticate")).toBe(failed.headers.get("www-authenticate"));
  });
});
