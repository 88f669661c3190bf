import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyPaths } from "../../shared/api-keys/paths.ts";
import { clubPaths } from "../../shared/clubs/paths.ts";
import { matchPaths } from "../../shared/matches/paths.ts";
import { newsPaths } from "../../shared/news/paths.ts";
import { rankingPaths } from "../../shared/rankings/paths.ts";
import { teamPaths } from "../../shared/teams/paths.ts";
import { createApp } from "../app.ts";
import { publicBaseUrl } from "../env.ts";
import { createReadLimiter, readLimitOf } from "../modules/read-api/read-rate-limit.ts";
import { clientDirWithShell } from "../test/client-shell.ts";
import { call } from "../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../test/match-fixtures.ts";
import { insertNews } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { cacheHitPath, withCacheHits } from "./cache-hits.ts";
import { readKey } from "./public-cache.ts";
import { serveClient } from "./static-files.ts";

// The server as main.ts wires it: the cache hit path in front of the app, one read limiter for
// both, over real HTTP. `appAnswered` counts what reached the app, so each test knows which way
// an answer took. A second server on the same cache runs the app alone: what it answers is what
// the hit path must answer.

const READ_LIMIT = 40;
let t: TestContext;
let club: TestClub;
let matchId: string;
let server: Server;
let appOnly: Server;
let base: string;
let appOnlyBase: string;
let appAnswered = 0;
let newsId: string;

beforeAll(async () => {
  t = await createTestApp({ READ_CACHE: "on", API_READ_LIMIT: String(READ_LIMIT) });
  club = await createClubWithTeam(t);
  const opponent = await createTeam(t, { clubId: null, name: "FC Schnellweg" });
  matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent, days: -1 });
  // Enough past matches that their list is over 1 KB, so it goes out compressed.
  for (const days of [-2, -3, -4])
    await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponent, days });
  newsId = (await insertNews(t.deps.db, { clubId: club.clubId, title: "Sieg im Derby" })).id;
  // Pages too: the client's shell, which the server renders the pages into.
  const clientDir = clientDirWithShell();
  const withPages = <A extends ReturnType<typeof createApp>>(app: A) => {
    serveClient(app, { clientDir, uploadsDir: t.uploadsDir });
    return app;
  };
  const limiter = createReadLimiter({ limit: readLimitOf(t.deps.env) });
  const app = getRequestListener(withPages(createApp(t.deps, limiter)).fetch);
  const counted = (req: IncomingMessage, res: ServerResponse) => {
    appAnswered++;
    return app(req, res);
  };
  server = createServer(withCacheHits(cacheHitPath(t.deps, limiter), counted));
  appOnly = createServer(getRequestListener(withPages(createApp(t.deps)).fetch));
  base = await listen(server);
  appOnlyBase = await listen(appOnly);
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => appOnly.close(resolve));
  await t.close();
});

async function listen(s: Server): Promise<string> {
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
}

let addressCounter = 0;
/** Each test reads from its own address (behind the test's trusted proxy), so limits do not mix. */
function newAddress(): string {
  addressCounter++;
  return `198.51.100.${addressCounter}`;
}

async function get(path: string, headers: Record<string, string>, method = "GET", at = base) {
  const before = appAnswered;
  const res = await fetch(at + path, { method, headers });
  const body = new Uint8Array(await res.arrayBuffer());
  return { res, body, byApp: appAnswered > before };
}

// Set per answer by node:http or per request; everything else must be the same either way.
const PER_REQUEST = new Set(["date", "x-request-id", "ratelimit-remaining", "keep-alive", "connection"]);

function fixedHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !PER_REQUEST.has(name)));
}

describe("the cache hit path", () => {
  it("answers a repeated public read itself, byte for byte and header for header as the app", async () => {
    const paths = [
      String(clubPaths.detail(club.clubId)),
      String(clubPaths.list({ page: 1, pageSize: 20 })),
      String(teamPaths.players(club.teamId)),
      String(matchPaths.list({ scope: "past", limit: 50 })),
      String(matchPaths.detail(matchId)),
      String(rankingPaths.leagues()),
      String(newsPaths.list({ limit: 20 })),
    ];
    const encodings = new Set<string | null>();
    for (const path of paths) {
      const address = newAddress();
      expect((await get(path, { "x-forwarded-for": address })).byApp, path).toBe(true);
      for (const encoding of ["br, gzip", "gzip", undefined]) {
        const headers: Record<string, string> = { "x-forwarded-for": address };
        if (encoding) headers["accept-encoding"] = encoding;
        const hit = await get(path, headers);
        const app = await get(path, headers, "GET", appOnlyBase);
        expect(hit.byApp, `${path} (${encoding}) was not answered by the hit path`).toBe(false);
        expect(hit.res.status, path).toBe(200);
        encodings.add(hit.res.headers.get("content-encoding"));
        expect(hit.body, path).toEqual(app.body);
        expect(fixedHeaders(hit.res.headers), path).toEqual(fixedHeaders(app.res.headers));
        expect(hit.res.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
        expect(app.res.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
      }
    }
    // Plain, brotli and gzip answers were all compared.
    expect(encodings).toEqual(new Set([null, "br", "gzip"]));
    const address = newAddress();
    const path = String(clubPaths.detail(club.clubId));
    const first = await get(path, { "x-forwarded-for": address });
    const second = await get(path, { "x-forwarded-for": address });
    expect(Number(second.res.headers.get("ratelimit-remaining"))).toBe(
      Number(first.res.headers.get("ratelimit-remaining")) - 1,
    );
  });

  it("answers a known ETag with 304, as the app does", async () => {
    const path = String(clubPaths.detail(club.clubId));
    const address = newAddress();
    const first = await get(path, { "x-forwarded-for": address });
    const etag = first.res.headers.get("etag") ?? "";
    const otherTag = await get(path, { "x-forwarded-for": address, "if-none-match": 'W/"other"' });
    expect(otherTag.res.status).toBe(200);
    const hit = await get(path, { "x-forwarded-for": address, "if-none-match": etag });
    expect(hit.byApp).toBe(false);
    expect(hit.res.status).toBe(304);
    expect(hit.body.byteLength).toBe(0);
    expect(hit.res.headers.get("etag")).toBe(etag);
    expect(hit.res.headers.get("content-security-policy")).toBe(
      first.res.headers.get("content-security-policy"),
    );
  });

  it("sends the plain bytes when compressing a kept answer fails, never an error", async () => {
    const path = String(matchPaths.list({ scope: "past", limit: 49 }));
    const plain = await get(path, { "x-forwarded-for": newAddress() });
    const answer = t.deps.readCache?.get(readKey(publicBaseUrl(t.deps.env), path));
    if (!answer) throw new Error(`${path} was not kept`);
    expect(plain.body.byteLength).toBeGreaterThanOrEqual(1024);
    answer.encode = () => Promise.reject(new Error("brotli broke"));
    const hit = await get(path, { "x-forwarded-for": newAddress(), "accept-encoding": "br" });
    expect(hit.byApp).toBe(false);
    expect(hit.res.status).toBe(200);
    expect(hit.res.headers.get("content-encoding")).toBeNull();
    expect(hit.body).toEqual(plain.body);
  });

  it("keeps a client's own request id, as the app does", async () => {
    const path = String(clubPaths.detail(club.clubId));
    await get(path, { "x-forwarded-for": newAddress() });
    const own = await get(path, { "x-forwarded-for": newAddress(), "x-request-id": "trace-4711" });
    expect(own.byApp).toBe(false);
    expect(own.res.headers.get("x-request-id")).toBe("trace-4711");
    const app = await get(
      path,
      { "x-forwarded-for": newAddress(), "x-request-id": "trace-4711" },
      "GET",
      appOnlyBase,
    );
    expect(app.res.headers.get("x-request-id")).toBe("trace-4711");
    const bad = await get(path, { "x-forwarded-for": newAddress(), "x-request-id": "a b" });
    expect(bad.res.headers.get("x-request-id")).not.toBe("a b");
  });

  it("leaves signed-in readers, HEAD, private paths and misses to the app", async () => {
    const path = String(clubPaths.detail(club.clubId));
    await get(path, { "x-forwarded-for": newAddress() });
    expect((await get(path, { "x-forwarded-for": newAddress(), cookie: club.cookie })).byApp).toBe(true);
    expect((await get(path, { "x-forwarded-for": newAddress() }, "HEAD")).byApp).toBe(true);
    expect((await get("/api/me", { "x-forwarded-for": newAddress() })).byApp).toBe(true);
    expect((await get(`${path}?unseen=1`, { "x-forwarded-for": newAddress() })).byApp).toBe(true);
    // A cookie that is not a session (a consent banner's) does not stop the hit path.
    expect((await get(path, { "x-forwarded-for": newAddress(), cookie: "theme=dark" })).byApp).toBe(false);
  });

  it("leaves a request with an API key to the app: a revoked key is 401 even on a kept read", async () => {
    const path = String(clubPaths.detail(club.clubId));
    await get(path, { "x-forwarded-for": newAddress() });
    const created = await call(t.app, "POST", apiKeyPaths.create(club.clubId), {
      cookie: club.cookie,
      body: { name: "Website", scopes: ["read"] },
    });
    const key = created.body.key;
    const withKey = { "x-forwarded-for": newAddress(), authorization: `Bearer ${key}` };
    const used = await get(path, withKey);
    expect(used.byApp).toBe(true);
    expect(used.res.status).toBe(200);
    await call(t.app, "DELETE", apiKeyPaths.revoke(club.clubId, created.body.id), { cookie: club.cookie });
    const revoked = await get(path, withKey);
    expect(revoked.byApp).toBe(true);
    expect(revoked.res.status).toBe(401);
  });

  it("counts its answers against the address's read limit; past it the app answers 429", async () => {
    const path = String(clubPaths.teams(club.clubId));
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= READ_LIMIT; i++)
      statuses.push((await get(path, { "x-forwarded-for": address })).res.status);
    expect(statuses.slice(0, READ_LIMIT).every((s) => s === 200)).toBe(true);
    const over = await get(path, { "x-forwarded-for": address });
    expect(over.byApp).toBe(true);
    expect(over.res.status).toBe(429);
    expect(new TextDecoder().decode(over.body)).toContain("Zu viele Anfragen");
    expect(statuses[READ_LIMIT]).toBe(429);
  });

  it("never answers from before a write: its client reads what it wrote at once", async () => {
    const path = String(clubPaths.detail(club.clubId));
    const name = async () => {
      const { body, byApp } = await get(path, { "x-forwarded-for": newAddress() });
      return {
        name: (JSON.parse(new TextDecoder().decode(body)) as { club: { clubName: string } }).club.clubName,
        byApp,
      };
    };
    await name();
    expect((await name()).byApp).toBe(false);
    const saved = await call(t.app, "PATCH", clubPaths.manage(club.clubId), {
      cookie: club.cookie,
      body: { clubName: "FC Gleich Gelesen" },
    });
    expect(saved.status).toBe(200);
    expect((await name()).name).toBe("FC Gleich Gelesen");
  });
});

/** The headers that must match, with the page's own script nonce left out (each answer has its own). */
function withoutNonce(headers: Headers): Record<string, string> {
  const fixed = fixedHeaders(headers);
  const policy = fixed["content-security-policy"];
  if (policy) fixed["content-security-policy"] = policy.replace(/'nonce-[^']+'/, "'nonce-N'");
  return fixed;
}

const nonceOf = (headers: Headers) =>
  /'nonce-([^']+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];

describe("the cache hit path for pages", () => {
  // A news article: none of its reads depends on the clock, so it stays kept however slow the
  // machine is between two requests (a club page shows upcoming matches and expires after 5 s).
  const article = () => `/news/${newsId}`;

  it("answers a kept page itself, byte for byte and header for header as the app, with a nonce of its own", async () => {
    const first = await get(article(), {});
    expect(first.byApp).toBe(true);
    expect(first.res.status).toBe(200);
    expect(new TextDecoder().decode(first.body)).toContain("Sieg im Derby");
    const encodings = new Set<string | null>();
    // fetch asks for gzip unless told otherwise.
    for (const encoding of ["br, gzip", "gzip", "identity"]) {
      const headers = { "accept-encoding": encoding };
      const hit = await get(article(), headers);
      const app = await get(article(), headers, "GET", appOnlyBase);
      expect(hit.byApp, `(${encoding}) was not answered by the hit path`).toBe(false);
      expect(hit.res.status).toBe(200);
      encodings.add(hit.res.headers.get("content-encoding"));
      expect(hit.body).toEqual(app.body);
      expect(withoutNonce(hit.res.headers)).toEqual(withoutNonce(app.res.headers));
      expect(nonceOf(hit.res.headers)).toMatch(/^[\w+/]{22}==$/);
      expect(nonceOf(hit.res.headers)).not.toBe(nonceOf(app.res.headers));
      expect(hit.res.headers.get("x-request-id")).toMatch(/^[\w-]{36}$/);
    }
    expect(encodings).toEqual(new Set([null, "br", "gzip"]));
    const again = await get(article(), {});
    expect(again.byApp).toBe(false);
    expect(nonceOf(again.res.headers)).not.toBe(nonceOf(first.res.headers));
  });

  it("leaves signed-in visitors, HEAD, API keys and pages not kept to the app", async () => {
    await get(article(), {});
    expect((await get(article(), { cookie: club.cookie })).byApp).toBe(true);
    expect((await get(article(), {}, "HEAD")).byApp).toBe(true);
    expect((await get(article(), { authorization: "Bearer tsk_unbekannt" })).byApp).toBe(true);
    expect((await get(`${article()}?neu=1`, {})).byApp).toBe(true);
    const missing = "/news/00000000-0000-4000-8000-000000000000";
    expect((await get(missing, {})).res.status).toBe(404);
    expect((await get(missing, {})).byApp).toBe(true);
  });

  it("never answers a page from before a write", async () => {
    await get(article(), {});
    expect((await get(article(), {})).byApp).toBe(false);
    const renamed = await call(t.app, "PATCH", clubPaths.manage(club.clubId), {
      cookie: club.cookie,
      body: { clubName: "FC Neu Geschrieben" },
    });
    expect(renamed.status).toBe(200);
    const after = await get(article(), {});
    expect(new TextDecoder().decode(after.body)).toContain("FC Neu Geschrieben");
  });
});
