import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import SwaggerParser from "@apidevtools/swagger-parser";
import type { OpenAPI } from "openapi-types";
import openapiTS from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyPaths } from "#shared/api-keys/paths.ts";
import { DEPRECATIONS, deprecationNotes, VERSION_POLICY } from "#shared/api-versions.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { type CallResult, call, nextIp } from "../test/http.ts";
import { createClubWithTeam } from "../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

// The document a stranger's tools read: it validates, and a client generated from it types the
// answers of reads and writes (a write answered as `never` fails the type check below).

type Operation = {
  operationId?: string;
  deprecated?: boolean;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, unknown> };
  security?: Record<string, string[]>[];
  responses: Record<
    string,
    {
      headers?: Record<string, { required?: boolean; description?: string; example?: unknown }>;
      content?: Record<string, { schema?: unknown; example?: unknown }>;
    }
  >;
};
type Doc = {
  info: { description?: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const isErrorRef = (schema: unknown) =>
  typeof schema === "object" &&
  schema !== null &&
  "$ref" in schema &&
  schema.$ref === "#/components/schemas/Error";

let t: TestContext;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
});
afterAll(() => t.close());

/** `/api/teams/:id` → `/api/teams/{id}`; a pattern param (`:file{[^/]+\\.ics}`) is named by its document path. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:\w+\{[^}]*\.ics\}$/, "{token}.ics").replace(/:(\w+)/g, "{$1}");
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ p, method, op })),
  );

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI document", async () => {
    const copy = structuredClone(doc) as unknown as OpenAPI.Document;
    await expect(SwaggerParser.validate(copy)).resolves.toBeTruthy();
  });

  it("gives each error status the app's error body", () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ["error"] });
    for (const { p, method, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        // The health check answers its own shape, also when the database is down.
        if (Number(status) < 400 || p === "/api/health") continue;
        const schema = response.content?.["application/json"]?.schema;
        const resolved = isErrorRef(schema) ? doc.components.schemas.Error : schema;
        expect(resolved, `${method} ${p} ${status}`).toEqual(doc.components.schemas.Error);
      }
    }
  });

  it("names the WWW-Authenticate challenge on every 401, as the answers carry it", async () => {
    const unauthorized = operations().filter(({ op }) => op.responses["401"]);
    expect(unauthorized.length).toBeGreaterThan(50);
    // better-auth's own routes too: auth-routes.ts gives their 401s the same challenge.
    expect(unauthorized.map(({ p }) => p)).toContain("/api/auth/sign-in/email");
    const missing = unauthorized
      .filter(({ op }) => {
        const header = op.responses["401"]?.headers?.["WWW-Authenticate"];
        return !header?.required || !header.description?.trim();
      })
      .map(({ p, method }) => `${method.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
    // The example is the header a visitor's 401 really carries.
    const visitor = await call(t.app, "POST", "/api/favorites", { body: { teamId: crypto.randomUUID() } });
    expect(visitor.status).toBe(401);
    const documented = doc.paths["/api/favorites"]?.post?.responses["401"]?.headers?.["WWW-Authenticate"];
    expect(documented?.example).toBe(visitor.headers.get("www-authenticate"));
  });

  it("states the version policy, and marks deprecated exactly the operations the shared list names", () => {
    const description = doc.info.description;
    for (const text of [...VERSION_POLICY, ...deprecationNotes()]) expect(description).toContain(text);
    const marked = operations()
      .filter(({ op }) => op.deprecated)
      .map(({ p, method }) => `${method} ${p}`);
    // A route marked deprecated by hand would go without the Deprecation and Sunset headers.
    expect(marked).toEqual(DEPRECATIONS.map((d) => `${d.method} ${d.path}`));
  });

  it("lets an answer gain fields, as the version policy says new fields may come without notice", () => {
    const closed: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (typeof node !== "object" || node === null) return;
      if ("additionalProperties" in node && node.additionalProperties === false) closed.push(where);
      for (const child of Object.values(node)) walk(child, where);
    };
    for (const { p, method, op } of operations())
      for (const [status, response] of Object.entries(op.responses))
        walk(response.content, `${method.toUpperCase()} ${p} ${status}`);
    // A client that checks answers against a closed schema would refuse tomorrow's new field.
    expect([...new Set(closed)]).toEqual([]);
  });

  it("tells a club's two team counts apart: the club's own figure and its teams on Tschutti", () => {
    // GET /api/clubs/{id} answers teamsCount and teamCount (12 and 3 in its example), both
    // undescribed: an integrator could not know which one counts the teams the API lists.
    type Props = Record<string, { description?: string }>;
    const answer = doc.paths["/api/clubs/{id}"]?.get?.responses["200"]?.content?.["application/json"] as {
      schema: { properties: { club: { properties: Props } } };
    };
    const club = answer.schema.properties.club.properties;
    expect(club.teamsCount?.description).toMatch(/selbst/);
    expect(club.teamCount?.description).toMatch(/\/api\/clubs\/\{id\}\/teams/);
  });

  it("shows an integer's real bounds only, not zod's safe-integer limits", () => {
    // `.int()` wrote minimum -9007199254740991 and maximum 9007199254740991 into every integer
    // field: Swagger UI showed «integer [-9007199254740991, 9007199254740991]» on each of them.
    const safeLimits: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (value === Number.MAX_SAFE_INTEGER || value === -Number.MAX_SAFE_INTEGER)
          safeLimits.push(`${at}/${key}`);
        walk(value, `${at}/${key}`);
      }
    };
    walk(doc, "");
    expect(safeLimits).toEqual([]);
    const result = doc.paths["/api/manage/matches/{id}/result"]?.put?.requestBody?.content?.[
      "application/json"
    ] as { schema: { properties: Record<string, unknown> } };
    expect(result.schema.properties.homeScore).toMatchObject({ type: "integer", minimum: 0, maximum: 99 });
    const limit = doc.paths["/api/matches"]?.get?.parameters?.find((param) => param.name === "limit") as {
      schema?: unknown;
    };
    expect(limit.schema).toMatchObject({ type: "integer", minimum: 1, maximum: 500 });
  });

  it("says what a table row's and a scorer row's non-obvious fields mean", () => {
    // GET /api/rankings/table answered zone, tieBreak, penaltyPoints … and GET /api/rankings/scorers
    // a row per player and team, all undescribed: an integrator could not tell what a withdrawn
    // team's zeros, a tint or a second row of the same player meant.
    type Props = Record<string, { description?: string; items?: { properties: Props } }>;
    const body = (p: string) =>
      doc.paths[p]?.get?.responses["200"]?.content?.["application/json"] as { schema: { properties: Props } };
    const row = body("/api/rankings/table").schema.properties.rows?.items?.properties ?? {};
    for (const field of [
      "position",
      "name",
      "teamName",
      "played",
      "points",
      "penaltyPoints",
      "deductedPoints",
      "withdrawn",
      "tieBreak",
      "zone",
      "movedTo",
      "archived",
    ]) {
      expect(row[field]?.description, `table row ${field}`).toMatch(/\w{3}/);
    }
    expect(row.zone?.description).toMatch(/promotion/);
    expect(row.tieBreak?.description).toMatch(/directEncounter/);
    const scorer = body("/api/rankings/scorers").schema.properties.players?.items?.properties ?? {};
    for (const field of [
      "rank",
      "playerImageUrl",
      "teamId",
      "goals",
      "yellowCards",
      "yellowRedCards",
      "redCards",
    ]) {
      expect(scorer[field]?.description, `scorer row ${field}`).toMatch(/\w{3}/);
    }
    expect(scorer.goals?.description).toMatch(/Eigentore/);
    // As the route's summary says: a match against an opponent not yet placed does not count.
    expect(scorer.goals?.description).toMatch(/noch nicht eingeteilt/);
  });

  it("says in the scorer and card lists' summaries which matches they leave out, as the squad's numbers do", () => {
    // Both said «sonst alle bestätigten Spiele der Saison», yet the season's counters leave out a
    // match against an opponent the league office has not placed yet (migration 0021).
    for (const p of ["/api/rankings/scorers", "/api/rankings/cards"]) {
      const summary = (doc.paths[p]?.get as { summary?: string } | undefined)?.summary;
      expect(summary, p).toMatch(/Gegner, den die Spielleitung noch nicht eingeteilt hat/);
    }
  });

  it("describes every route the app serves under /api", () => {
    const described = new Set(operations().map(({ p, method }) => `${method.toUpperCase()} ${p}`));
    const served = t.app.routes
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
      .filter((r) => !r.path.startsWith("/api/docs") && r.path !== "/api/auth/*")
      .map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(served.length).toBeGreaterThan(100);
    expect([...new Set(served)].filter((route) => !described.has(route))).toEqual([]);
    // better-auth's catch-all: the endpoints the client and scripts use are described.
    for (const route of [
      "POST /api/auth/sign-in/email",
      "POST /api/auth/sign-out",
      "POST /api/auth/sign-up/email",
      "POST /api/auth/change-password",
      "POST /api/auth/delete-user",
      "POST /api/auth/request-password-reset",
      "POST /api/auth/reset-password",
    ]) {
      expect(described, route).toContain(route);
    }
  });

  it("offers Idempotency-Key on every write and on no read", () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    );
    const hasKey = (op: Operation) =>
      op.parameters?.some((p) => p.in === "header" && p.name === "Idempotency-Key");
    const writes = operations.filter((o) => o.method !== "get" && !o.path.startsWith("/api/auth/"));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((o) => !hasKey(o.op)).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(operations.filter((o) => o.method === "get" && hasKey(o.op))).toEqual([]);
    // A JSON write says what a body of another type gets (415, app.ts' onError).
    const json = writes.filter((o) => o.op.requestBody?.content?.["application/json"]);
    expect(json.length).toBeGreaterThan(20);
    expect(json.filter((o) => !o.op.responses["415"]).map((o) => `${o.method} ${o.path}`)).toEqual([]);
  });

  it("names operations uniquely in camelCase", () => {
    const ids = operations()
      .map(({ op }) => op.operationId)
      .filter((id): id is string => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it("gives every operation an answer for its success status, an operationId and its security", () => {
    const missing: string[] = [];
    for (const { p, method, op } of operations()) {
      const name = `${method.toUpperCase()} ${p}`;
      if (!op.operationId) missing.push(`${name}: operationId`);
      if (!op.security) missing.push(`${name}: security`);
      const success = Object.entries(op.responses).filter(([status]) => /^2/.test(status));
      if (success.length === 0 && !op.responses["302"]) missing.push(`${name}: success status`);
      for (const [status, response] of success) {
        // 204 has no body by definition; every other success answer names its media type and schema.
        if (status === "204") continue;
        const media = Object.values(response.content ?? {});
        if (media.length === 0 || media.some((m) => m.schema === undefined)) {
          missing.push(`${name}: ${status} body`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("lists 404 on every operation with an id in its address, as the router answers an id that names nothing", async () => {
    // A script that sends a wrong club id to its schedule got 404 «Verein nicht gefunden», which
    // the document did not name (createRouter answers every malformed path id so).
    const res = await call(t.app, "GET", "/api/manage/clubs/kein-verein/matches");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: "not_found", message: "Verein nicht gefunden" } });
    const missing = operations()
      .filter(({ op }) => op.parameters?.some((p) => p.in === "path") && !op.responses["404"])
      .map(({ p, method }) => `${method.toUpperCase()} ${p}`);
    expect(missing).toEqual([]);
  });

  it("describes every operation and answer in German", () => {
    // PATCH /api/manage/matches/{id} described its 202 as «the match is agreed, the other club decides».
    const texts: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(walk);
        return;
      }
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if ((key === "summary" || key === "description") && typeof value === "string") texts.push(value);
        walk(value);
      }
    };
    walk(doc.paths);
    const english = /\b(the|is|are|and|of|to|with|when|for|or)\b/;
    expect(texts.filter((text) => english.test(text.replace(/`[^`]*`/g, "")))).toEqual([]);
  });

  it("shows an example answer for the main reads and writes", () => {
    const byId = new Map(operations().map(({ op }) => [op.operationId, op]));
    for (const [operationId, status] of [
      ["getLeagueTable", "200"],
      ["getClub", "200"],
      ["getMatch", "200"],
      ["saveMatchResult", "200"],
      ["createMatchEvent", "201"],
    ] as const) {
      const example = byId.get(operationId)?.responses[status]?.content?.["application/json"]?.example;
      expect(example, operationId).toBeTypeOf("object");
    }
  });

  it("types a script that reads a league table and writes a result with an API key", async () => {
    const types = await openapiTS(doc as unknown as Parameters<typeof openapiTS>[0]);
    // Inside the repository, so the script resolves openapi-fetch; outside the main tsconfig.
    const cache = path.resolve("node_modules/.cache");
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, "openapi-client-"));
    try {
      writeFileSync(path.join(dir, "api.d.ts"), types);
      writeFileSync(path.join(dir, "script.ts"), SAMPLE_SCRIPT);
      writeFileSync(
        path.join(dir, "tsconfig.json"),
        JSON.stringify({
          compilerOptions: {
            target: "ES2023",
            lib: ["ES2023", "DOM"],
            module: "ESNext",
            moduleResolution: "Bundler",
            strict: true,
            noEmit: true,
            skipLibCheck: true,
            types: [],
          },
          files: ["script.ts"],
        }),
      );
      const tsc = path.resolve("node_modules/typescript/bin/tsc");
      const result = await promisify(execFile)(process.execPath, [tsc, "-p", dir]).then(
        () => "",
        (error: { stdout?: string }) => error.stdout ?? String(error),
      );
      expect(result).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const SAMPLE_SCRIPT = `
import createClient from "openapi-fetch";
import type { paths } from "./api";

type NotNever<T> = [T] extends [never] ? "is never" : true;

const client = createClient<paths>({
  baseUrl: "https://tschutti.example",
  headers: { authorization: "Bearer tsk_example" },
});

export async function syncResult(matchId: string): Promise<string> {
  const table = await client.GET("/api/rankings/table", {
    params: { query: { canton: "Zürich", league: "3. Liga" } },
  });
  const leader: string | undefined = table.data?.rows[0]?.teamName;
  const points: number | undefined = table.data?.rows[0]?.points;

  const written = await client.PUT("/api/manage/matches/{id}/result", {
    params: { path: { id: matchId } },
    body: { homeScore: 2, awayScore: 1 },
  });
  const answered: NotNever<NonNullable<typeof written.data>> = true;
  if (written.error) return written.error.error.message;
  if (!written.data) return "";
  const status: string = "match" in written.data ? written.data.match.status : written.data.proposal.status;
  return [leader, points, answered, status].join(" ");
}
`;

describe("limits and cached reads in /api/openapi.json", () => {
  // Small limits, so a test reaches them: 3 anonymous reads per address, 2 requests per key.
  let limited: TestContext;
  let limitedDoc: Doc;
  beforeAll(async () => {
    limited = await createTestApp({ API_READ_LIMIT: "3", API_KEY_LIMIT: "2" });
    limitedDoc = (await (await limited.app.request("/api/openapi.json")).json()) as Doc;
  });
  afterAll(() => limited.close());

  const op = (method: string, route: string): Operation => {
    const found = limitedDoc.paths[route]?.[method];
    if (!found) throw new Error(`${method} ${route} is not described`);
    return found;
  };
  /** Every header the document names for this answer is on the real one. */
  const expectDocumentedHeaders = (method: string, route: string, res: CallResult<unknown>) => {
    const headers = Object.keys(op(method, route).responses[String(res.status)]?.headers ?? {});
    expect(headers.length, `${method} ${route} ${res.status} names headers`).toBeGreaterThan(0);
    for (const name of headers)
      expect(res.headers.get(name), `${route} ${res.status} ${name}`).not.toBeNull();
  };

  it("documents 304 and 429 on a public read, and its answers carry the headers it names", async () => {
    const route = "/api/clubs";
    const read = op("get", route);
    expect(read.parameters?.map((p) => `${p.in} ${p.name}`)).toContain("header If-None-Match");
    expect(Object.keys(read.responses)).toEqual(expect.arrayContaining(["200", "304", "429"]));
    expect(Object.keys(read.responses["200"]?.headers ?? {})).toEqual(
      expect.arrayContaining(["ETag", "RateLimit-Limit", "RateLimit-Remaining"]),
    );
    expect(read.responses["429"]?.headers?.["Retry-After"]?.required).toBe(true);
    const error = read.responses["429"]?.content?.["application/json"]?.schema;
    expect(isErrorRef(error)).toBe(true);

    const ip = nextIp();
    const first = await call(limited.app, "GET", route, { ip });
    expect(first.status).toBe(200);
    expectDocumentedHeaders("get", route, first);
    const etag = first.headers.get("etag") ?? "";
    const unchanged = await call(limited.app, "GET", route, { ip, headers: { "if-none-match": etag } });
    expect(unchanged.status).toBe(304);
    expectDocumentedHeaders("get", route, unchanged);
    expect((await call(limited.app, "GET", route, { ip })).status).toBe(200);
    const over = await call(limited.app, "GET", route, { ip });
    expect(over.status).toBe(429);
    expectDocumentedHeaders("get", route, over);
    expect(over.body).toMatchObject({ error: { code: "rate_limited" } });
  });

  it("documents the API key's own limit where a key is counted, and the answers carry its headers", async () => {
    const club = await createClubWithTeam(limited, 0);
    const created = await call(limited.app, "POST", apiKeyPaths.create(club.clubId), {
      cookie: club.cookie,
      body: { name: "Skript", scopes: ["read"] },
    });
    const key = (created.body as { key: string }).key;
    const route = "/api/manage/clubs/{clubId}";
    const read = () =>
      call(limited.app, "GET", clubPaths.manage(club.clubId), {
        headers: { authorization: `Bearer ${key}` },
      });
    expect(Object.keys(op("get", route).responses)).toContain("429");
    const answered = await read();
    expect(answered.status).toBe(200);
    expectDocumentedHeaders("get", route, answered);
    expect((await read()).status).toBe(200);
    const over = await read();
    expect(over.status).toBe(429);
    expectDocumentedHeaders("get", route, over);
  });

  it("lists 429, RateLimit and 304 exactly where the app's middlewares answer them", () => {
    const all = Object.entries(limitedDoc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([method, o]) => ({ p, method, o })),
    );
    // Answered before the limiters (the health check, better-auth's own routes and limits).
    const answeredFirst = (p: string) => p === "/api/health" || p.startsWith("/api/auth/");
    const reads = all.filter(({ p, method }) => method === "get" && !answeredFirst(p));
    expect(reads.length).toBeGreaterThan(50);
    expect(reads.filter(({ o }) => !o.responses["429"]).map(({ p }) => p)).toEqual([]);
    for (const { p, o } of all.filter(({ p }) => answeredFirst(p))) {
      expect(o.responses["200"]?.headers?.["RateLimit-Limit"], p).toBeUndefined();
      expect(o.responses["304"], p).toBeUndefined();
    }
    // A key counts on the writes that take one; a person's own writes are not limited, but for
    // the password the e-mail change confirms (the account's lock, as at better-auth's own).
    const writes = all.filter(({ p, method }) => method !== "get" && !answeredFirst(p));
    const takesKey = (o: Operation) => o.security?.some((s) => "apiKey" in s) === true;
    expect(writes.filter(({ o }) => takesKey(o) && !o.responses["429"]).map(({ p }) => p)).toEqual([]);
    const peopleOnly = writes.filter(({ o }) => o.security?.every((s) => "sessionCookie" in s));
    expect(peopleOnly.length).toBeGreaterThan(5);
    expect(peopleOnly.filter(({ o }) => o.responses["429"]).map(({ p }) => p)).toEqual(["/api/me/email"]);
    // 304 exactly on the public reads (the ones a CDN and the service worker may keep), and on
    // a fan's calendar feed, which its calendar app revalidates (it stays no-store).
    const cached = all.filter(({ o }) => o.responses["304"]).map(({ p }) => p);
    expect(cached).toContain("/api/rankings/table");
    expect(
      cached.filter((p) => !/^\/api\/(clubs|teams|players|matches|news|rankings)(\/|$)/.test(p)),
    ).toEqual(["/api/calendar/{token}.ics"]);
  });
});
