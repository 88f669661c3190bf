import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../db/schema/index.ts";
import { call, signUp } from "../test/http.ts";
import { insertNews } from "../test/public-rows.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { INPUT_MESSAGES } from "./input-guard.ts";

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signUp(t.app, { username: "guardfan" })).cookie;
});
afterAll(async () => {
  await t.close();
});

const raw = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(path, {
    method,
    headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie, ...headers },
    body,
  });

const profile = (overrides: Record<string, unknown>) => ({
  username: "guardfan",
  fullName: "Gina Guard",
  address: "",
  city: "",
  phone: "",
  ...overrides,
});

describe("text input", () => {
  it.each([
    ["NUL", "Gina\u0000Guard"],
    ["a lone high surrogate", "Gina\ud800"],
    ["a lone low surrogate", "\udc00Gina"],
  ])("refuses %s with 400 naming the field and stores nothing", async (_label, fullName) => {
    const res = await call(t.app, "PATCH", "/api/me/profile", { cookie, body: profile({ fullName }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        code: "validation",
        message: INPUT_MESSAGES.badText("fullName"),
        fields: { fullName: INPUT_MESSAGES.badText("fullName") },
      },
    });
    const rows = await t.deps.db.select({ fullName: profiles.fullName }).from(profiles);
    expect(rows.map((r) => r.fullName)).not.toContain(fullName);
  });

  it("names nested fields and object keys", async () => {
    const res = await call(t.app, "POST", "/api/favorites/merge", {
      cookie,
      body: { teamIds: ["ok", "b\u0000d"] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { fields: { "teamIds.1": INPUT_MESSAGES.badText("teamIds.1") } },
    });
  });

  it("keeps proper surrogate pairs (emoji) intact", async () => {
    const res = await call(t.app, "PATCH", "/api/me/profile", {
      cookie,
      body: profile({ fullName: "Gina ⚽ 🥅" }),
    });
    expect(res.status).toBe(200);
  });

  it("refuses NUL in a query parameter and in the path", async () => {
    const query = await call(t.app, "GET", "/api/clubs?q=a%00b");
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ error: { fields: { q: INPUT_MESSAGES.badText("q") } } });
    const path = await call(t.app, "GET", "/api/clubs/a%00b");
    expect(path.status).toBe(400);
  });

  it("refuses NUL at sign-up with 400, not 503", async () => {
    const res = await call(t.app, "POST", "/api/auth/sign-up/email", {
      body: {
        email: "n@example.ch",
        password: "geheim123",
        name: "a\u0000b",
        username: "a\u0000b",
        accountType: "fan",
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { name: INPUT_MESSAGES.badText("name") } } });
  });
});

describe("JSON bodies", () => {
  it("answers malformed JSON with 400 'Ungültige Anfrage (kein gültiges JSON)'", async () => {
    const res = await raw("PATCH", "/api/me/profile", '{"username": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: "Ungültige Anfrage (kein gültiges JSON)" } });
  });

  it("says a body sent as another type must be JSON, with its own error code", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
      const res = await raw("PATCH", "/api/me/profile", JSON.stringify(profile({})), {
        "content-type": type,
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: { code: "unsupported_media_type", message: INPUT_MESSAGES.jsonExpected },
      });
    }
  });

  it("accepts a body-less action sent with a JSON content type and an empty body", async () => {
    const other = await signUp(t.app);
    const res = await t.app.request("/api/auth/sign-out", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie: other.cookie },
      body: "",
    });
    expect(res.status).toBe(200);
  });

  it("accepts a body-less club action (toggle-publish) with a JSON content type and no body", async () => {
    const club = await signUp(t.app, { accountType: "club" });
    const me = await call<{ club: { id: string } }>(t.app, "GET", "/api/me", { cookie: club.cookie });
    const post = await insertNews(t.deps.db, {
      clubId: me.body.club.id,
      title: "Ohne Körper",
      isPublished: false,
    });
    const res = await t.app.request(`/api/manage/news/${post.id}/toggle-publish`, {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie: club.cookie },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ news: { isPublished: true } });
  });

  it("refuses 8,000 levels of nested JSON (16 KB, anonymous) with a German 400, not 500", async () => {
    const depth = 8000;
    const body = `{"teamId":${"[".repeat(depth)}${"]".repeat(depth)}}`;
    const res = await t.app.request("/api/favorites", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      body,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation", message: INPUT_MESSAGES.tooDeep },
    });
  });

  it("refuses invalid UTF-8 in a JSON body with 400 and stores nothing altered", async () => {
    const before = Buffer.from(JSON.stringify(profile({ fullName: "Gina X" })));
    const at = before.indexOf("X");
    const bytes = Buffer.concat([before.subarray(0, at), Buffer.from([0xc3, 0x28]), before.subarray(at + 1)]);
    const res = await t.app.request("/api/me/profile", {
      method: "PATCH",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: INPUT_MESSAGES.badEncoding } });
    const rows = await t.deps.db.select({ fullName: profiles.fullName }).from(profiles);
    expect(rows.map((r) => r.fullName).some((name) => name.includes("\uFFFD"))).toBe(false);
  });

  it("refuses a body over 1 MB with 413 before parsing it", async () => {
    const big = JSON.stringify(profile({ fullName: "x".repeat(1024 * 1024) }));
    const res = await raw("PATCH", "/api/me/profile", big);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      error: { code: "too_large", message: INPUT_MESSAGES.tooLarge },
    });
  });

  it("refuses an oversized body sent without Content-Length (streamed) as well", async () => {
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 2 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request("/api/me/profile", {
      method: "PATCH",
      headers: { origin: "http://localhost:3000", "content-type": "application/json", cookie },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it("refuses an anonymous oversized body too (before the session matters)", async () => {
    const res = await t.app.request("/api/me/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json", "content-length": String(100 * 1024 * 1024) },
      body: "{}",
    });
    expect(res.status).toBe(413);
  });
});

describe("sign-up messages fit the field", () => {
  it("says a name is missing, not that the e-mail is invalid", async () => {
    const res = await call<{ error: { message: string; fields?: Record<string, string> } }>(
      t.app,
      "POST",
      "/api/auth/sign-up/email",
      { body: { email: "noname@example.ch", password: "geheim123", username: "noname", accountType: "fan" } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).not.toBe("Gültige E-Mail-Adresse erforderlich");
    expect(res.body.error.message).toMatch(/Name/);
    expect(Object.keys(res.body.error.fields ?? {})).toEqual(["name"]);
  });
});
