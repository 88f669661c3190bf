import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Deprecation, NOTICE_MONTHS } from "#shared/api-versions.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { createApp } from "../app.ts";
import { createReadLimiter, readLimitOf } from "../modules/read-api/read-rate-limit.ts";
import { call } from "../test/http.ts";
import { createClubWithTeam, type TestClub } from "../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { cacheHitPath, withCacheHits } from "./cache-hits.ts";

// A deprecated operation says so where a script notices it: `deprecated: true` in the document
// and the Deprecation and Sunset headers on every answer, whichever way the answer takes.

const CLUB_READ: Deprecation = {
  method: "get",
  path: "/api/clubs/{id}",
  since: "2027-01-04",
  sunset: "2027-07-05",
  successor: "GET /api/v2/clubs/{id}",
};
const EXPECTED = {
  deprecation: `@${Date.UTC(2027, 0, 4) / 1000}`,
  sunset: "Mon, 05 Jul 2027 00:00:00 GMT",
  link: '</entwickler>; rel="deprecation"; type="text/html"',
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        deprecated?: boolean;
        description?: string;
        responses: Record<string, { headers?: Record<string, { example?: unknown; required?: boolean }> }>;
      }
    >
  >;
};

let t: TestContext;
let club: TestClub;
let app: ReturnType<typeof createApp>;
let server: Server;
let base: string;
let appAnswered = 0;
beforeAll(async () => {
  t = await createTestApp({ READ_CACHE: "on" });
  club = await createClubWithTeam(t, 0);
  const deps = { ...t.deps, deprecations: [CLUB_READ] };
  const limiter = createReadLimiter({ limit: readLimitOf(deps.env) });
  app = createApp(deps, limiter);
  const listener = getRequestListener(app.fetch);
  const counted = (req: IncomingMessage, res: ServerResponse) => {
    appAnswered++;
    return listener(req, res);
  };
  // As main.ts wires it: the read cache's hit path in front of the app.
  server = createServer(withCacheHits(cacheHitPath(deps, limiter), counted));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const deprecationOf = (headers: Headers) => ({
  deprecation: headers.get("deprecation"),
  sunset: headers.get("sunset"),
  link: headers.get("link"),
});

describe("a deprecated operation", () => {
  it("answers with Deprecation, Sunset and the policy's link, its refusals too", async () => {
    const read = await call(app, "GET", clubPaths.detail(club.clubId));
    expect(read.status).toBe(200);
    expect(deprecationOf(read.headers)).toEqual(EXPECTED);
    // A script on another site may read them.
    expect(read.headers.get("access-control-expose-headers")).toMatch(/deprecation, sunset, link/);
    const missing = await call(app, "GET", clubPaths.detail(crypto.randomUUID()));
    expect(missing.status).toBe(404);
    expect(deprecationOf(missing.headers)).toEqual(EXPECTED);
    // Its neighbours are not deprecated.
    const list = await call(app, "GET", "/api/clubs");
    expect(list.status).toBe(200);
    expect(list.headers.get("deprecation")).toBeNull();
  });

  it("keeps its headers when the read cache holds its answer", async () => {
    const url = `${base}${clubPaths.detail(club.clubId)}`;
    for (let round = 0; round < 2; round++) {
      const before = appAnswered;
      const res = await fetch(url, { headers: { "x-forwarded-for": "198.51.100.7" } });
      expect(res.status).toBe(200);
      expect(deprecationOf(res.headers)).toEqual(EXPECTED);
      // The kept answer is not sent by the hit path, which does not add them.
      expect(appAnswered).toBe(before + 1);
    }
    // A read that is not deprecated is still answered from the cache the second time.
    const list = `${base}/api/clubs`;
    await fetch(list, { headers: { "x-forwarded-for": "198.51.100.8" } });
    const before = appAnswered;
    const again = await fetch(list, { headers: { "x-forwarded-for": "198.51.100.8" } });
    expect(again.status).toBe(200);
    expect(appAnswered).toBe(before);
  });

  it("is marked in the document, with the headers its answers carry", async () => {
    const doc = (await (await app.request("/api/openapi.json")).json()) as Doc;
    const op = doc.paths[CLUB_READ.path]?.get;
    expect(op?.deprecated).toBe(true);
    expect(op?.description).toMatch(
      /abgelöst seit 4\. Januar 2027.*5\. Juli 2027.*GET \/api\/v2\/clubs\/\{id\}/,
    );
    for (const [status, response] of Object.entries(op?.responses ?? {})) {
      expect(response.headers?.Deprecation?.example, status).toBe(EXPECTED.deprecation);
      expect(response.headers?.Sunset?.example, status).toBe(EXPECTED.sunset);
      expect(response.headers?.Link?.example, status).toBe(EXPECTED.link);
    }
    const marked = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, o]) => o.deprecated)
        .map(([method]) => `${method} ${path}`),
    );
    expect(marked).toEqual(["get /api/clubs/{id}"]);
  });

  it(`is refused when its sunset comes before ${NOTICE_MONTHS} months of notice`, () => {
    const early = { ...CLUB_READ, sunset: "2027-06-30" };
    expect(() => createApp({ ...t.deps, deprecations: [early] })).toThrow(/months of notice/);
    expect(() => createApp({ ...t.deps, deprecations: [{ ...CLUB_READ, since: "4.1.2027" }] })).toThrow(
      /JJJJ-MM-TT/,
    );
  });
});
