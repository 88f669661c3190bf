import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favoritePaths } from "#shared/favorites/paths.ts";
import { call, signUp } from "../test/http.ts";
import { createAppOnDatabase, createTestApp, type TestContext } from "../test/test-app.ts";
import { UNAVAILABLE_MESSAGE } from "./availability.ts";
import { findFreePort } from "./embedded.ts";

// The same app with a database that refuses connections (nothing listens on the port).
let t: TestContext;
let down: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const url = new URL(t.databaseUrl);
  url.port = String(await findFreePort());
  down = await createAppOnDatabase(url.toString());
});
afterAll(async () => {
  await down.close();
  await t.close();
});

describe("a database that is down", () => {
  it("turns data requests into 503 with the German message, never 500", async () => {
    const res = await call<{ error: { code: string; message: string } }>(down.app, "GET", "/api/clubs");
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: "unavailable", message: UNAVAILABLE_MESSAGE });
    // A status page on another site reads the outage as it reads the health (public CORS).
    const health = await call(down.app, "GET", "/api/health", {
      headers: { origin: "https://status.example" },
    });
    expect(health.status).toBe(503);
    expect(health.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a signed-in user 503, not 401, when the session cannot be read", async () => {
    const { cookie } = await signUp(t.app);
    // Only the session token: the session must be looked up in the (unreachable) database.
    const token = cookie.split("; ").filter((c) => c.includes("session_token"));
    expect(token).toHaveLength(1);
    const res = await call(down.app, "GET", favoritePaths.list(), { cookie: token.join("; ") });
    expect(res.status).toBe(503);
    const ok = await call(t.app, "GET", favoritePaths.list(), { cookie: token.join("; ") });
    expect(ok.status).toBe(200);
  });
});
