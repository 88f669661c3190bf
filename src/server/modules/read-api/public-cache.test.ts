import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app.ts";
import { PUBLIC_CACHE_CONTROL } from "../../http/public-cache.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let club: TestClub;
let matchId: string;

async function setUp(readCache: "on" | "off") {
  t = await createTestApp({ READ_CACHE: readCache });
  club = await createClubWithTeam(t);
  const opponent = await createTeam(t, { clubId: null, name: "SC Cache" });
  matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent, days: -1 });
}

async function raw(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return t.app.request(path, { headers: { "x-forwarded-for": "192.0.2.40", ...headers } });
}

// The same promises with and without the server's read cache (read-cache.test.ts for the rest).
describe.each(["off", "on"] as const)(
  "public reads are cacheable with an ETag (read cache %s)",
  (readCache) => {
    beforeAll(() => setUp(readCache));
    afterAll(() => t.close());

    it("answers a public GET with an ETag and public Cache-Control", async () => {
      const res = await raw(`/api/clubs/${club.clubId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    });

    it("answers If-None-Match with the same ETag with 304 and no body", async () => {
      const first = await raw(`/api/clubs/${club.clubId}`);
      const etag = first.headers.get("etag") ?? "";
      const again = await raw(`/api/clubs/${club.clubId}`, { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      // A list of tags and the strong form of the same tag match too (weak comparison).
      const listed = await raw(`/api/clubs/${club.clubId}`, { "if-none-match": `"x", ${etag.slice(2)}` });
      expect(listed.status).toBe(304);
      const other = await raw(`/api/clubs/${club.clubId}`, { "if-none-match": 'W/"anders"' });
      expect(other.status).toBe(200);
    });

    it("answers 200 with the new body after a club update", async () => {
      const before = await raw(`/api/clubs/${club.clubId}`);
      const etag = before.headers.get("etag") ?? "";
      const saved = await call(t.app, "PATCH", `/api/manage/clubs/${club.clubId}`, {
        cookie: club.cookie,
        body: { clubName: "FC Frisch Gespeichert" },
      });
      expect(saved.status).toBe(200);
      const after = await raw(`/api/clubs/${club.clubId}`, { "if-none-match": etag });
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(etag);
      const body = (await after.json()) as { club: { clubName: string } };
      expect(body.club.clubName).toBe("FC Frisch Gespeichert");
    });

    it("answers 200 with the new event after an event is entered", async () => {
      const path = `/api/matches/${matchId}/events`;
      const before = await raw(path);
      const etag = before.headers.get("etag") ?? "";
      expect((await raw(path, { "if-none-match": etag })).status).toBe(304);
      const added = await call(t.app, "POST", `/api/manage/matches/${matchId}/events`, {
        cookie: club.cookie,
        body: { type: "goal", minute: 12, playerId: club.playerIds[0] },
      });
      expect(added.status).toBe(201);
      const after = await raw(path, { "if-none-match": etag });
      expect(after.status).toBe(200);
      const body = (await after.json()) as { events: { minute: number }[] };
      expect(body.events.map((e) => e.minute)).toContain(12);
    });

    it("never makes personal, management or failed answers public", async () => {
      const fan = await signUp(t.app);
      for (const path of ["/api/me", "/api/favorites", `/api/manage/clubs/${club.clubId}`]) {
        const cookie = path.startsWith("/api/manage") ? club.cookie : fan.cookie;
        const res = await call(t.app, "GET", path, { cookie });
        expect(res.status, path).toBe(200);
        expect(res.headers.get("cache-control"), path).toBe("no-store");
        expect(res.headers.get("etag"), path).toBeNull();
      }
      const missing = await raw("/api/clubs/00000000-0000-4000-8000-000000000000");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cache-control")).toBe("no-store");
      expect((await raw("/api/health")).headers.get("cache-control")).toBe("no-store");
    });
  },
);

describe("anonymous reads", () => {
  beforeAll(() => setUp("off"));
  afterAll(() => t.close());

  it("never ask the session store without a session cookie", async () => {
    let lookups = 0;
    const auth = new Proxy(t.deps.auth, {
      get(target, key, receiver) {
        if (key !== "api") return Reflect.get(target, key, receiver);
        const api = target.api;
        return new Proxy(api, {
          get(inner, name, r) {
            if (name === "getSession") {
              return (...args: Parameters<typeof api.getSession>) => {
                lookups++;
                return api.getSession(...args);
              };
            }
            return Reflect.get(inner, name, r);
          },
        });
      },
    });
    const app = createApp({ ...t.deps, auth });
    expect((await app.request(`/api/clubs/${club.clubId}`)).status).toBe(200);
    expect((await app.request("/api/clubs", { headers: { cookie: "theme=dunkel" } })).status).toBe(200);
    expect(lookups).toBe(0);
    // With the cookie the session is read, and the user is known.
    const me = await app.request("/api/me", { headers: { cookie: club.cookie } });
    expect(me.status).toBe(200);
    expect(lookups).toBe(1);
  });
});
