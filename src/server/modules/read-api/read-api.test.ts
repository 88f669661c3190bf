import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { call, signUp } from "../../test/http.ts";
import {
  insertClub,
  insertMatchWithEvents,
  insertNews,
  insertPlayer,
  insertTeam,
} from "../../test/public-rows.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { PUBLIC_RESPONSES } from "./openapi-responses.ts";
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

  it("lets any site read /api/health as well, like every public read", async () => {
    const res = await call(t.app, "GET", "/api/health", { headers: { origin: "https://status.example" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    const preflight = await t.app.request("/api/health", {
      method: "OPTIONS",
      headers: { origin: "https://status.example", "access-control-request-method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a preflight for GET, but not for writes", async () => {
    const get = await t.app.request("/api/clubs", {
      method: "OPTIONS",
      headers: { origin: "https://fc-beispiel.ch", "access-control-request-method": "GET" },
    });
    expect(get.status).toBe(204);
    expect(get.headers.get("access-control-allow-methods")).toBe("GET, HEAD");
    // A site that keeps an answer asks again with If-None-Match and reads the ETag.
    expect(get.headers.get("access-control-allow-headers")).toContain("if-none-match");
    const read = await call(t.app, "GET", "/api/clubs", { headers: { origin: "https://fc-beispiel.ch" } });
    expect(read.headers.get("access-control-expose-headers")).toContain("etag");
    const post = await t.app.request("/api/clubs", {
      method: "OPTIONS",
      headers: { origin: "https://fc-beispiel.ch", "access-control-request-method": "POST" },
    });
    expect(post.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("lets a browser send the harmless headers of common fetch libraries along, but never a key", async () => {
    const harmless = "content-type, cache-control, pragma, x-requested-with";
    const preflight = await t.app.request("/api/clubs", {
      method: "OPTIONS",
      headers: {
        origin: "https://fc-beispiel.ch",
        "access-control-request-method": "GET",
        "access-control-request-headers": harmless,
      },
    });
    expect(preflight.status).toBe(204);
    const allowed = (preflight.headers.get("access-control-allow-headers") ?? "").split(/,\s*/);
    for (const header of harmless.split(", ")) expect(allowed, header).toContain(header);
    // A key in a website's script would be every visitor's to copy: the browser may not send one.
    expect(allowed).not.toContain("authorization");
    expect(allowed).not.toContain("*");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const read = await call(t.app, "GET", "/api/clubs", {
      headers: {
        origin: "https://fc-beispiel.ch",
        "content-type": "application/json",
        "cache-control": "no-cache",
        pragma: "no-cache",
        "x-requested-with": "XMLHttpRequest",
      },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get("access-control-allow-origin")).toBe("*");
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

describe("OpenAPI document of the read API", () => {
  type Doc = {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
    >;
  };
  const NOT_JSON_OR_PRIVATE =
    /^\/api\/(manage|me|favorites|push|auth|league-office|live\/stream|calendar|health|docs|openapi)|\.ics$|\/telegramm$/;

  it("declares a response schema for every public GET", async () => {
    const doc = (await call<Doc>(t.app, "GET", "/api/openapi.json")).body;
    const publicGets = Object.entries(doc.paths)
      .filter(([path, ops]) => ops.get && !NOT_JSON_OR_PRIVATE.test(path))
      .map(([path]) => path);
    expect(publicGets).toContain("/api/clubs");
    for (const path of publicGets) {
      const schema = doc.paths[path]?.get?.responses["200"]?.content?.["application/json"]?.schema;
      expect(schema, path).toMatchObject({ type: "object" });
    }
  });

  it("describes what the endpoints really answer", async () => {
    const club = await insertClub(t.deps.db, { clubName: "FC Schema" });
    const team = await insertTeam(t.deps.db, { clubId: club.id });
    const other = await insertTeam(t.deps.db, { clubId: null, name: "SC Gegner" });
    const player = await insertPlayer(t.deps.db, { teamId: team.id });
    const match = await insertMatchWithEvents(t.deps.db, team.id, other.id, [
      { type: "goal", minute: 5, playerId: player.id },
    ]);
    const news = await insertNews(t.deps.db, { clubId: club.id, title: "Neu" });
    const concrete: Record<string, string> = {
      "/api/clubs": "/api/clubs",
      "/api/clubs/{id}": `/api/clubs/${club.id}`,
      "/api/clubs/{id}/teams": `/api/clubs/${club.id}/teams`,
      "/api/clubs/{id}/board": `/api/clubs/${club.id}/board`,
      "/api/clubs/{id}/news": `/api/clubs/${club.id}/news`,
      "/api/clubs/{id}/fixtures": `/api/clubs/${club.id}/fixtures`,
      "/api/teams/{id}": `/api/teams/${team.id}`,
      "/api/teams/{id}/players": `/api/teams/${team.id}/players`,
      "/api/teams/{id}/coaches": `/api/teams/${team.id}/coaches`,
      "/api/teams/{id}/matches": `/api/teams/${team.id}/matches`,
      "/api/players/{id}": `/api/players/${player.id}`,
      "/api/matches": "/api/matches",
      "/api/matches/{id}": `/api/matches/${match.id}`,
      "/api/matches/{id}/events": `/api/matches/${match.id}/events`,
      "/api/matches/{id}/lineups": `/api/matches/${match.id}/lineups`,
      "/api/matches/{id}/report": `/api/matches/${match.id}/report`,
      "/api/matches/{id}/history": `/api/matches/${match.id}/history`,
      "/api/matches/{id}/starting-lineups": `/api/matches/${match.id}/starting-lineups`,
      "/api/news": "/api/news",
      "/api/news/{id}": `/api/news/${news.id}`,
      "/api/rankings/table": "/api/rankings/table?canton=Z%C3%BCrich&league=3.%20Liga",
      "/api/rankings/leagues": "/api/rankings/leagues",
      "/api/rankings/scorers": "/api/rankings/scorers",
      "/api/rankings/cards": "/api/rankings/cards",
    };
    expect(Object.keys(concrete).sort()).toEqual(Object.keys(PUBLIC_RESPONSES).sort());
    for (const [template, path] of Object.entries(concrete)) {
      const res = await call(t.app, "GET", path);
      expect(res.status, path).toBe(200);
      const parsed = PUBLIC_RESPONSES[template]?.safeParse(res.body);
      expect(parsed?.error?.issues ?? [], path).toEqual([]);
    }
  });
});
