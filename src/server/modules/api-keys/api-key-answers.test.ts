import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyPaths } from "#shared/api-keys/paths.ts";
import { API_KEY_MESSAGES, type ApiKeyScope } from "#shared/api-keys/schema.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { call } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// What a key's script hears when it is refused or counted: each refusal says why, and a key
// never makes the open reads stricter than they are without it.

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let pastMatchId: string;

beforeAll(async () => {
  t = await createTestApp({ API_READ_LIMIT: "5", API_KEY_LIMIT: "2" });
  owner = await createClubWithTeam(t, 1);
  other = await createClubWithTeam(t, 0);
  const opponent = await createTeam(t, { clubId: null, name: "FC Gegner" });
  pastMatchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponent, days: -2 });
});
afterAll(async () => {
  await t.close();
});

async function createKey(club: TestClub, scopes: ApiKeyScope[]): Promise<string> {
  const res = await call(t.app, "POST", apiKeyPaths.create(club.clubId), {
    cookie: club.cookie,
    body: { name: "Skript", scopes },
  });
  expect(res.status).toBe(201);
  return res.body.key;
}

const withKey = (key: string, method: string, path: string, options: { body?: unknown; ip?: string } = {}) =>
  call(t.app, method, path, { headers: { authorization: `Bearer ${key}` }, ...options });

describe("a key's 403 says why", () => {
  it("names the scope the key lacks, with its label", async () => {
    const key = await createKey(owner, ["read"]);
    const res = await withKey(key, "PUT", matchPaths.action(pastMatchId, "result"), {
      body: { homeScore: 1, awayScore: 0 },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: { code: "missing_scope", message: API_KEY_MESSAGES.missingScope("results") },
    });
    expect(API_KEY_MESSAGES.missingScope("results")).toBe(
      "Diesem API-Schlüssel fehlt die Berechtigung «Resultate» (results).",
    );
    const reading = await withKey(await createKey(owner, ["results"]), "GET", clubPaths.manage(owner.clubId));
    expect(reading.body).toEqual({
      error: { code: "missing_scope", message: API_KEY_MESSAGES.missingScope("read") },
    });
  });

  it("says when no scope allows it at all", async () => {
    const key = await createKey(owner, ["read", "results", "ticker"]);
    const res = await withKey(key, "PATCH", clubPaths.manage(owner.clubId), {
      body: { clubName: "Gekapert" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "forbidden", message: API_KEY_MESSAGES.noScopeAllows } });
  });

  it("tells another club's key that it belongs elsewhere, even with every scope", async () => {
    const theirs = await createKey(other, ["read", "results", "ticker"]);
    for (const [method, path, body] of [
      ["GET", clubPaths.manage(owner.clubId), undefined],
      ["PUT", matchPaths.action(pastMatchId, "result"), { homeScore: 9, awayScore: 9 }],
    ] as const) {
      const res = await withKey(theirs, method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({
        error: { code: "other_club", message: API_KEY_MESSAGES.otherClub },
      });
    }
  });
});

describe("a key's rate limit", () => {
  it("counts the open reads at the address's limit, as without the key, and management on its own", async () => {
    const key = await createKey(owner, ["read"]);
    const ip = "10.200.0.1";
    for (let i = 0; i < 5; i++) {
      const res = await withKey(key, "GET", clubPaths.detail(owner.clubId), { ip });
      expect(res.status).toBe(200);
      expect([res.headers.get("ratelimit-limit"), res.headers.get("ratelimit-remaining")]).toEqual([
        "5",
        String(4 - i),
      ]);
    }
    expect((await withKey(key, "GET", clubPaths.detail(owner.clubId), { ip })).status).toBe(429);
    // The open reads did not use up the key's own counter.
    const managed = await withKey(key, "GET", clubPaths.manage(owner.clubId), { ip });
    expect(managed.status).toBe(200);
    expect([managed.headers.get("ratelimit-limit"), managed.headers.get("ratelimit-remaining")]).toEqual([
      "2",
      "1",
    ]);
  });
});

describe("a 401 names its challenge", () => {
  it("answers a refused key and a malformed header with WWW-Authenticate: Bearer", async () => {
    const unknown = await withKey(`tsk_${"x".repeat(43)}`, "GET", clubPaths.manage(owner.clubId));
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get("www-authenticate")).toBe('Bearer realm="Tschutti", error="invalid_token"');
    const malformed = await call(t.app, "GET", clubPaths.detail(owner.clubId), {
      headers: { authorization: "Token abc" },
    });
    expect(malformed.status).toBe(401);
    expect(malformed.headers.get("www-authenticate")).toBe(
      'Bearer realm="Tschutti", error="invalid_request"',
    );
    const visitor = await call(t.app, "GET", clubPaths.manage(owner.clubId));
    expect(visitor.status).toBe(401);
    expect(visitor.headers.get("www-authenticate")).toBe('Bearer realm="Tschutti"');
  });
});

describe("the API document", () => {
  it("shows a key's 403 answers where a key may act", async () => {
    type Media = { examples?: Record<string, { value: unknown }> };
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: Record<string, Media> }> }>
      >;
    };
    const examples =
      doc.paths["/api/manage/matches/{id}/result"]?.put?.responses["403"]?.content?.["application/json"]
        ?.examples;
    expect(examples?.keyMissingScope?.value).toEqual({
      error: { code: "missing_scope", message: API_KEY_MESSAGES.missingScope("results") },
    });
    expect(examples?.keyOtherClub?.value).toEqual({
      error: { code: "other_club", message: API_KEY_MESSAGES.otherClub },
    });
  });
});
