import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { call, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { createReadLimiter } from "./read-rate-limit.ts";

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("cross-origin reads", () => {
  it("lets any site read public GETs without credentials", async () => {
    const res = await call(t.app, "GET", "/api/clubs", { headers: { origin: "https://fc-beispiel.ch" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("answers a preflight for GET, but not for writes", async () => {
    const get = await t.app.request("/api/clubs", {
      method: "OPTIONS",
      headers: { origin: "https://fc-beispiel.ch", "access-control-request-method": "GET" },
    });
    expect(get.status).toBe(204);
    expect(get.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    const post = await t.app.request("/api/clubs", {
      method: "OPTIONS",
      headers: { origin: "https://fc-beispiel.ch", "access-control-request-method": "POST" },
    });
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("keeps personal and management reads same-origin", async () => {
    const fan = await signUp(t.app);
    for (const path of ["/api/me", "/api/favorites", "/api/me/calendar"]) {
      const res = await call(t.app, "GET", path, {
        cookie: fan.cookie,
        headers: { origin: "https://boese.example" },
      });
      expect(res.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});

describe("read rate limit", () => {
  it("answers 429 with Retry-After and a German message once an address is over the limit", async () => {
    const limited = createApp({ ...t.deps, env: { ...t.deps.env, API_READ_LIMIT: 3 } });
    const ip = "192.0.2.10";
    for (let i = 0; i < 3; i++) expect((await call(limited, "GET", "/api/clubs", { ip })).status).toBe(200);
    const over = await call<{ error: { code: string; message: string } }>(limited, "GET", "/api/clubs", {
      ip,
    });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(over.body.error.code).toBe("rate_limited");
    expect(over.body.error.message).toMatch(
      /^Zu viele Anfragen von deiner Adresse\. Bitte warte \d+ Sekunden/,
    );
    // Another address still reads; a signed-in user is not limited.
    expect((await call(limited, "GET", "/api/clubs", { ip: "192.0.2.11" })).status).toBe(200);
    const fan = await signUp(t.app);
    expect((await call(limited, "GET", "/api/clubs", { ip, cookie: fan.cookie })).status).toBe(200);
  });

  it("opens a new window after the old one ends and forgets expired addresses", () => {
    let now = 0;
    const limiter = createReadLimiter({ limit: 1, windowMs: 1000, now: () => now });
    expect(limiter.hit("a").isAllowed).toBe(true);
    const blocked = limiter.hit("a");
    expect(blocked.isAllowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(1);
    now = 1000;
    expect(limiter.hit("a").isAllowed).toBe(true);
  });
});
