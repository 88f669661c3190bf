import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiKeyPaths } from "#shared/api-keys/paths.ts";
import { API_KEY_MESSAGES, type ApiKeyScope, MAX_ACTIVE_API_KEYS } from "#shared/api-keys/schema.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { favoritePaths } from "#shared/favorites/paths.ts";
import { officePaths } from "#shared/league/office.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { memberPaths } from "#shared/members/paths.ts";
import { pushPaths } from "#shared/push/paths.ts";
import { clubAdmins, clubApiKeys, matches, user } from "../../db/schema/index.ts";
import { joinClub } from "../../test/club-members.ts";
import { call, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { listen } from "../../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let pastMatchId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createClubWithTeam(t, 2);
  other = await createClubWithTeam(t, 1);
  const opponent = await createTeam(t, { clubId: null, name: "FC Gegner" });
  pastMatchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponent, days: -2 });
});
afterAll(async () => {
  await t.close();
});

async function createKey(club: TestClub, scopes: ApiKeyScope[], name = "Skript") {
  const res = await call(t.app, "POST", apiKeyPaths.create(club.clubId), {
    cookie: club.cookie,
    body: { name, scopes },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const withKey = (key: string, method: string, path: string, body?: unknown) =>
  call(t.app, method, path, { headers: bearer(key), ...(body === undefined ? {} : { body }) });

describe("create, list and revoke", () => {
  it("answers exactly { id, key } once, stores only the hash, lists without the secret", async () => {
    const created = await createKey(owner, ["results", "read"], "Resultatdienst");
    expect(Object.keys(created).sort()).toEqual(["id", "key"]);
    expect(created.key).toMatch(/^tsk_[A-Za-z0-9_-]{43}$/);

    const [row] = await t.deps.db.select().from(clubApiKeys).where(eq(clubApiKeys.id, created.id));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await call(t.app, "GET", apiKeyPaths.list(owner.clubId), { cookie: owner.cookie });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(8));
    const listed = list.body.apiKeys.find((k) => k.id === created.id);
    expect(listed).toMatchObject({
      name: "Resultatdienst",
      scopes: ["read", "results"],
      hint: `${created.key.slice(0, 8)}…`,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(listed?.createdBy).toBeTruthy();
  });

  it("refuses a bad name or scope with a German 400 and writes nothing", async () => {
    const before = await t.deps.db.select().from(clubApiKeys);
    for (const body of [{ name: " ", scopes: ["read"] }, { name: "x", scopes: [] }, { scopes: ["read"] }]) {
      const res = await call(t.app, "POST", apiKeyPaths.create(owner.clubId), { cookie: owner.cookie, body });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/Bitte (gib|wähle)/);
    }
    expect(await t.deps.db.select().from(clubApiKeys)).toHaveLength(before.length);
  });

  it("names the scopes there are when a script sends one that is not, rather than asking for one", async () => {
    // A script that asked for ["admin"] was told to choose at least one permission, which it had.
    const res = await call(t.app, "POST", apiKeyPaths.create(owner.clubId), {
      cookie: owner.cookie,
      body: { name: "x", scopes: ["read", "admin"] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: "validation",
        message: API_KEY_MESSAGES.unknownScope,
        fields: { "scopes.1": API_KEY_MESSAGES.unknownScope },
      },
    });
    expect(API_KEY_MESSAGES.unknownScope).toContain("read, results und ticker");
  });

  it("lets only the club's administrators manage keys", async () => {
    const ticker = await joinClub(t, owner.cookie, owner.clubId, { role: "ticker" });
    const fan = await signUp(t.app, { accountType: "fan" });
    for (const cookie of [ticker.cookie, fan.cookie, other.cookie]) {
      const res = await call(t.app, "POST", apiKeyPaths.create(owner.clubId), {
        cookie,
        body: { name: "x", scopes: ["read"] },
      });
      expect(res.status).toBe(403);
      expect((await call(t.app, "GET", apiKeyPaths.list(owner.clubId), { cookie })).status).toBe(403);
    }
    expect((await call(t.app, "GET", apiKeyPaths.list(owner.clubId))).status).toBe(401);
  });

  it("revokes after which the key answers 401 at once, and the list keeps its history", async () => {
    const { id, key } = await createKey(owner, ["read"]);
    expect((await withKey(key, "GET", clubPaths.manage(owner.clubId))).status).toBe(200);

    const revoked = await call(t.app, "DELETE", apiKeyPaths.revoke(owner.clubId, id), {
      cookie: owner.cookie,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ deleted: true, id });

    const refused = await withKey(key, "GET", clubPaths.manage(owner.clubId));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: { code: "unauthorized", message: "Dieser API-Schlüssel ist ungültig oder wurde widerrufen." },
    });
    // Even a public read: a revoked key is never quietly taken for a visitor.
    expect((await withKey(key, "GET", matchPaths.detail(pastMatchId))).status).toBe(401);

    const list = await call(t.app, "GET", apiKeyPaths.list(owner.clubId), { cookie: owner.cookie });
    const entry = list.body.apiKeys.find((k) => k.id === id);
    expect(entry?.lastUsedAt).not.toBeNull();
    expect(entry?.revokedAt).not.toBeNull();
    expect(entry?.revokedBy).toBeTruthy();
  });

  it("does not revoke another club's key (404) and keeps it working", async () => {
    const theirs = await createKey(other, ["read"]);
    const res = await call(t.app, "DELETE", apiKeyPaths.revoke(owner.clubId, theirs.id), {
      cookie: owner.cookie,
    });
    expect(res.status).toBe(404);
    expect((await withKey(theirs.key, "GET", clubPaths.manage(other.clubId))).status).toBe(200);
  });

  it("refuses an unknown or malformed key with 401", async () => {
    const unknown = `tsk_${"A".repeat(43)}`;
    expect((await withKey(unknown, "GET", clubPaths.manage(owner.clubId))).status).toBe(401);
    const malformed = await call(t.app, "GET", clubPaths.manage(owner.clubId), {
      headers: { authorization: "Basic Zm9vOmJhcg==" },
    });
    expect(malformed.status).toBe(401);
  });
});

describe("scopes", () => {
  it("a read key reads the club's management data but cannot write", async () => {
    const { key } = await createKey(owner, ["read"]);
    expect((await withKey(key, "GET", clubPaths.manage(owner.clubId))).status).toBe(200);
    const result = await withKey(key, "PUT", matchPaths.action(pastMatchId, "result"), {
      homeScore: 1,
      awayScore: 0,
    });
    expect(result.status).toBe(403);
    expect(
      (await withKey(key, "PATCH", clubPaths.manage(owner.clubId), { clubName: "Gekapert" })).status,
    ).toBe(403);
  });

  it("a results key enters a result but cannot delete the club, invite, read management data or manage keys", async () => {
    const { key } = await createKey(owner, ["results"]);
    expect((await withKey(key, "DELETE", clubPaths.remove(owner.clubId))).status).toBe(403);
    const invite = await withKey(key, "POST", memberPaths.createInvite(owner.clubId), { role: "admin" });
    expect(invite.status).toBe(403);
    expect((await withKey(key, "GET", memberPaths.members(owner.clubId))).status).toBe(403);
    expect((await withKey(key, "GET", clubPaths.manage(owner.clubId))).status).toBe(403);
    const newKey = await withKey(key, "POST", apiKeyPaths.create(owner.clubId), {
      name: "x",
      scopes: ["read"],
    });
    expect(newKey.status).toBe(403);
    expect(JSON.stringify(newKey.body)).toContain("API-Schlüssel");
    const event = await withKey(key, "POST", matchPaths.addEvent(pastMatchId), {
      type: "goal",
      minute: 10,
      playerId: owner.playerIds[0],
    });
    expect(event.status).toBe(403);

    const result = await withKey(key, "PUT", matchPaths.action(pastMatchId, "result"), {
      homeScore: 3,
      awayScore: 1,
    });
    expect(result.status).toBe(200);
    const [row] = await t.deps.db.select().from(matches).where(eq(matches.id, pastMatchId));
    expect(row).toMatchObject({ homeScore: 3, awayScore: 1, status: "completed" });
    // The match history names the key and the Administrator it acts for.
    const history = await call(t.app, "GET", matchPaths.history(pastMatchId), { cookie: owner.cookie });
    expect(history.body.entries[0]).toMatchObject({ action: "Endstand erfasst", clubId: owner.clubId });
    expect(history.body.entries[0]?.userName).toMatch(/^API-Schlüssel «Skript» \(.+\)$/);
    expect((await call(t.app, "GET", clubPaths.manage(owner.clubId))).status).toBe(401);
  });

  it("a key has no favourites or push settings of its own: 403 before its body is looked at", async () => {
    const { key } = await createKey(owner, ["read", "results", "ticker"]);
    for (const [method, path, body] of [
      ["GET", favoritePaths.list(), undefined],
      ["POST", favoritePaths.add(), { teamId: "" }],
      ["PUT", pushPaths.teamPreferences(owner.teamId), { goals: "ja" }],
      ["GET", pushPaths.notifications(), undefined],
    ] as const) {
      const res = await withKey(key, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toMatchObject({
        error: { message: API_KEY_MESSAGES.notForKeys },
      });
    }
  });

  it("a ticker key writes live events but no result", async () => {
    const { key } = await createKey(owner, ["ticker"]);
    const result = await withKey(key, "PUT", matchPaths.action(pastMatchId, "result"), {
      homeScore: 0,
      awayScore: 0,
    });
    expect(result.status).toBe(403);
    const event = await withKey(key, "POST", matchPaths.addEvent(pastMatchId), {
      type: "yellowCard",
      minute: 12,
      playerId: owner.playerIds[0],
    });
    expect(event.status).toBe(201);
  });

  it("another club's key is refused in this club", async () => {
    const theirs = await createKey(other, ["read", "results", "ticker"]);
    expect((await withKey(theirs.key, "GET", clubPaths.manage(owner.clubId))).status).toBe(403);
    const result = await withKey(theirs.key, "PUT", matchPaths.action(pastMatchId, "result"), {
      homeScore: 9,
      awayScore: 9,
    });
    expect(result.status).toBe(403);
  });

  it("a key stops working when its creator is no longer an administrator of the club", async () => {
    const admin2 = await joinClub(t, owner.cookie, owner.clubId, { role: "admin" });
    const res = await call(t.app, "POST", apiKeyPaths.create(owner.clubId), {
      cookie: admin2.cookie,
      body: { name: "Von Admin 2", scopes: ["read"] },
    });
    expect(res.status).toBe(201);
    expect((await withKey(res.body.key, "GET", clubPaths.manage(owner.clubId))).status).toBe(200);
    const demote = await call(t.app, "PATCH", memberPaths.member(owner.clubId, admin2.userId), {
      cookie: owner.cookie,
      body: { role: "redaktion" },
    });
    expect(demote.status).toBe(200);
    expect((await withKey(res.body.key, "GET", clubPaths.manage(owner.clubId))).status).toBe(401);
  });

  it("a key stops working while the league office has suspended its creator's account", async () => {
    const admin2 = await joinClub(t, owner.cookie, owner.clubId, { role: "admin" });
    const res = await call(t.app, "POST", apiKeyPaths.create(owner.clubId), {
      cookie: admin2.cookie,
      body: { name: "Von Admin 2", scopes: ["read"] },
    });
    expect(res.status).toBe(201);
    const office = await signUpLeagueOffice(t.app, t.deps.db);
    const suspend = await call(t.app, "POST", officePaths.suspension(admin2.userId), {
      cookie: office.cookie,
      body: { reason: "Manipulierte Resultate" },
    });
    expect(suspend.status).toBe(200);
    const refused = await withKey(res.body.key, "GET", clubPaths.manage(owner.clubId));
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({
      error: { code: "unauthorized", message: API_KEY_MESSAGES.creatorSuspended },
    });
    // The list says why it answers 401: it rests while the account is suspended.
    const listed = await call(t.app, "GET", apiKeyPaths.list(owner.clubId), { cookie: owner.cookie });
    expect(listed.body.apiKeys.find((k) => k.id === res.body.id)).toMatchObject({
      status: "dormant",
      revokedAt: null,
    });

    const lifted = await call(t.app, "DELETE", officePaths.suspension(admin2.userId), {
      cookie: office.cookie,
    });
    expect(lifted.status).toBe(200);
    expect((await withKey(res.body.key, "GET", clubPaths.manage(owner.clubId))).status).toBe(200);
    const relisted = await call(t.app, "GET", apiKeyPaths.list(owner.clubId), { cookie: owner.cookie });
    expect(relisted.body.apiKeys.find((k) => k.id === res.body.id)?.status).toBe("active");
  });
});

// A key stops working when its creator stops being an Administrator: the club's list says so
// and the key leaves the count of active keys.
describe("the keys of an Administrator who is one no more", () => {
  const nameOf = async (userId: string) =>
    (await t.deps.db.select({ name: user.name }).from(user).where(eq(user.id, userId)))[0]?.name;
  const entryOf = async (club: TestClub, id: string) =>
    (await call(t.app, "GET", apiKeyPaths.list(club.clubId), { cookie: club.cookie })).body.apiKeys.find(
      (k) => k.id === id,
    );

  it("are revoked when the role is lowered, with the reason, and free their place among the active keys", async () => {
    const club = await createClubWithTeam(t, 0);
    const admin2 = await joinClub(t, club.cookie, club.clubId, { role: "admin" });
    const theirs = await createKey({ ...club, cookie: admin2.cookie }, ["read"], "Von Admin 2");
    // The club's other keys fill it up to the maximum.
    await t.deps.db.insert(clubApiKeys).values(
      Array.from({ length: MAX_ACTIVE_API_KEYS - 1 }, (_, i) => ({
        clubId: club.clubId,
        name: `Füller ${i}`,
        scopes: ["read" as const],
        keyHash: randomBytes(32).toString("hex"),
        hint: "tsk_fill…",
        createdBy: club.userId,
      })),
    );
    const full = await call(t.app, "POST", apiKeyPaths.create(club.clubId), {
      cookie: club.cookie,
      body: { name: "Eins zu viel", scopes: ["read"] },
    });
    expect(full.status).toBe(409);

    const demote = await call(t.app, "PATCH", memberPaths.member(club.clubId, admin2.userId), {
      cookie: club.cookie,
      body: { role: "ticker" },
    });
    expect(demote.status).toBe(200);
    expect((await withKey(theirs.key, "GET", clubPaths.manage(club.clubId))).status).toBe(401);
    expect(await entryOf(club, theirs.id)).toMatchObject({
      status: "revoked",
      revokedReason: "creatorNoLongerAdmin",
      revokedBy: await nameOf(club.userId),
    });
    expect((await entryOf(club, theirs.id))?.revokedAt).not.toBeNull();
    expect((await createKey(club, ["read"], "Ersatz")).key).toMatch(/^tsk_/);

    // Made Administrator again, the old key stays revoked: a script that still holds it stays out.
    const promote = await call(t.app, "PATCH", memberPaths.member(club.clubId, admin2.userId), {
      cookie: club.cookie,
      body: { role: "admin" },
    });
    expect(promote.status).toBe(200);
    expect((await withKey(theirs.key, "GET", clubPaths.manage(club.clubId))).status).toBe(401);
  });

  it("are revoked when the Administrator leaves the club or is removed from it", async () => {
    const club = await createClubWithTeam(t, 0);
    const leaving = await joinClub(t, club.cookie, club.clubId, { role: "admin" });
    const removed = await joinClub(t, club.cookie, club.clubId, { role: "admin" });
    const leavingKey = await createKey({ ...club, cookie: leaving.cookie }, ["read"], "Geht");
    const removedKey = await createKey({ ...club, cookie: removed.cookie }, ["results"], "Wird entfernt");
    const ownKey = await createKey(club, ["read"], "Bleibt");

    const left = await call(t.app, "DELETE", memberPaths.member(club.clubId, leaving.userId), {
      cookie: leaving.cookie,
    });
    expect(left.status).toBe(200);
    const gone = await call(t.app, "DELETE", memberPaths.member(club.clubId, removed.userId), {
      cookie: club.cookie,
    });
    expect(gone.status).toBe(200);

    expect(await entryOf(club, leavingKey.id)).toMatchObject({
      status: "revoked",
      revokedReason: "creatorNoLongerAdmin",
      revokedBy: await nameOf(leaving.userId),
    });
    expect(await entryOf(club, removedKey.id)).toMatchObject({
      status: "revoked",
      revokedReason: "creatorNoLongerAdmin",
      revokedBy: await nameOf(club.userId),
    });
    expect(await entryOf(club, ownKey.id)).toMatchObject({
      status: "active",
      revokedAt: null,
      revokedReason: null,
    });
    expect((await withKey(ownKey.key, "GET", clubPaths.manage(club.clubId))).status).toBe(200);
  });

  it("were revoked by the migration when their creator had lost the role before", async () => {
    const club = await createClubWithTeam(t, 0);
    const former = await joinClub(t, club.cookie, club.clubId, { role: "admin" });
    const orphan = await createKey({ ...club, cookie: former.cookie }, ["read"], "Von früher");
    const ownKey = await createKey(club, ["read"], "Bleibt");
    // As before the revocation on demotion: the role changed, the key stayed unrevoked.
    await t.deps.db
      .update(clubAdmins)
      .set({ role: "redaktion" })
      .where(and(eq(clubAdmins.clubId, club.clubId), eq(clubAdmins.userId, former.userId)));
    const migration = readFileSync(
      new URL("../../db/migrations/0031_api-key-revoked-reason.sql", import.meta.url),
      "utf8",
    );
    const custom = migration.slice(migration.indexOf("-- custom SQL"));
    await t.deps.db.execute(sql.raw(custom));
    expect(await entryOf(club, orphan.id)).toMatchObject({
      status: "revoked",
      revokedReason: "creatorNoLongerAdmin",
      revokedBy: null,
    });
    expect(await entryOf(club, ownKey.id)).toMatchObject({ status: "active" });
  });

  it("a key revoked by hand names no reason", async () => {
    const club = await createClubWithTeam(t, 0);
    const { id } = await createKey(club, ["read"]);
    await call(t.app, "DELETE", apiKeyPaths.revoke(club.clubId, id), { cookie: club.cookie });
    expect(await entryOf(club, id)).toMatchObject({ status: "revoked", revokedReason: null });
  });
});

describe("a script with plain Node fetch against a listening server", () => {
  it("writes a result with its key", async () => {
    const opponent = await createTeam(t, { clubId: null, name: "FC Skript" });
    const matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponent, days: -1 });
    const { key } = await createKey(owner, ["results"]);
    const { server, url } = await listen(t);
    try {
      const res = await fetch(`${url}/api/manage/matches/${matchId}/result`, {
        method: "PUT",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify({ homeScore: 2, awayScore: 2 }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { match: { homeScore: number; awayScore: number; status: string } };
      expect(body.match).toMatchObject({ homeScore: 2, awayScore: 2, status: "completed" });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("rate limit per key", () => {
  it("answers 429 in German over the key's limit while another key goes on", async () => {
    const limited = await createTestApp({ API_KEY_LIMIT: "3" });
    try {
      const club = await createClubWithTeamOn(limited);
      const make = async () =>
        (
          await call(limited.app, "POST", apiKeyPaths.create(club.clubId), {
            cookie: club.cookie,
            body: { name: "k", scopes: ["read"] },
          })
        ).body.key;
      const first = await make();
      const second = await make();
      const read = (key: string) =>
        call(limited.app, "GET", clubPaths.manage(club.clubId), { headers: bearer(key) });
      // Each answer says the key's own limit and what is left of it, the counter a script paces by.
      for (let i = 0; i < 3; i++) {
        const res = await read(first);
        expect(res.status).toBe(200);
        expect([res.headers.get("ratelimit-limit"), res.headers.get("ratelimit-remaining")]).toEqual([
          "3",
          String(2 - i),
        ]);
      }
      const over = await read(first);
      expect(over.status).toBe(429);
      expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(JSON.stringify(over.body)).toContain("Zu viele Anfragen mit diesem API-Schlüssel");
      expect((await read(second)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

async function createClubWithTeamOn(ctx: TestContext) {
  return createClubWithTeam(ctx, 0);
}

describe("what the API document offers a key", () => {
  it("offers the key only where a key with every scope may act", async () => {
    const { key } = await createKey(owner, ["read", "results", "ticker"]);
    // No scope covers the schedule or the report: a key with all of them is refused here…
    const refused: Array<[string, string, string, unknown?]> = [
      ["deleteMatch", "DELETE", matchPaths.remove(pastMatchId)],
      ["cancelMatch", "POST", matchPaths.action(pastMatchId, "cancel"), { reason: "Schnee" }],
      ["postponeMatch", "POST", matchPaths.action(pastMatchId, "postpone"), {}],
      ["getManagedMatchReport", "GET", matchPaths.manageReport(pastMatchId)],
    ];
    const doc = (await (await t.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: Record<string, unknown>[] }>>;
    };
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const offersKey = (operationId: string) =>
      operations
        .find((op) => op.operationId === operationId)
        ?.security?.some((scheme) => "apiKey" in scheme) ?? false;
    for (const [operationId, method, path, body] of refused) {
      const res = await withKey(key, method, path, body);
      expect(res.status, operationId).toBe(403);
      // …so the document does not offer it there.
      expect(offersKey(operationId), operationId).toBe(false);
    }
    // The schedule's own writes check their body first; the same rule (`matches`) holds for them.
    for (const operationId of ["createMatch", "updateMatch", "restoreMatch", "acceptAllMatchRequests"]) {
      expect(offersKey(operationId), operationId).toBe(false);
    }
    expect(offersKey("saveMatchResult")).toBe(true);
    expect(offersKey("createMatchEvent")).toBe(true);
  });
});
