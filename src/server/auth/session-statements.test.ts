import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// Every signed-in request looks its session up (no cookie cache, session.ts): a statement more
// there is one more on every club's tap and every write. better-auth reads the session with its
// user in one statement when the adapter may join (the relations in schema/auth.ts).

let t: TestContext;
let sent: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.deps.sql.options.debug = (_connection: number, query: string) => {
    sent.push(query.replace(/\s+/g, " ").trim().toLowerCase());
  };
});
afterAll(async () => {
  t.deps.sql.options.debug = false;
  await t.close();
});

describe("a signed-in request", () => {
  it("reads its session and the session's user in one statement", async () => {
    const { cookie, email } = await signUp(t.app);
    sent = [];
    const me = await call<{ user: { email: string } | null }>(t.app, "GET", "/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user?.email).toBe(email);
    const lookups = sent.filter((s) => /from "session"/.test(s));
    expect(lookups, sent.join("\n")).toHaveLength(1);
    expect(lookups[0], sent.join("\n")).toMatch(/"user"/);
    // No second statement for the user by the session's user id.
    expect(sent.filter((s) => /from "user" where "user"\."id" = \$1/.test(s))).toEqual([]);
  });

  it("still ends with a deleted session: signed out, not a server error", async () => {
    const { cookie, userId } = await signUp(t.app);
    await t.deps.sql`delete from session where user_id = ${userId}`;
    const me = await call<{ user: unknown }>(t.app, "GET", "/api/me", { cookie });
    expect(me.status).toBe(200);
    expect(me.body.user).toBeNull();
  });
});
