import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, cookieFrom, nextIp, signUp } from "../test/http.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";

const EVIL = "https://evil.example";

describe("with PUBLIC_URL unset, the request's own host is same-origin", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: undefined });
    await signUp(t.app, { email: "lan@example.ch", username: "lanuser" }, { origin: "http://localhost" });
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (base: string, origin: string) =>
    t.app.request(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin, "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
      body: JSON.stringify({ email: "lan@example.ch", password: "geheim123" }),
    });

  it.each([
    "http://127.0.0.1:4011",
    "http://localhost:4011",
    "http://[::1]:4011",
    "http://192.168.1.23:3000",
  ])("signs in from %s", async (base) => {
    const res = await signIn(base, base);
    expect(res.status).toBe(200);
    expect(cookieFrom(res.headers)).toContain("session_token");
  });

  it("refuses sign-in from a foreign origin with 403 naming the address to use", async () => {
    const res = await signIn("http://127.0.0.1:4011", EVIL);
    expect(res.status).toBe(403);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("forbidden");
    expect(body.error.message).toContain("http://127.0.0.1:4011");
  });

  it("refuses a page of another port on the same machine", async () => {
    const res = await signIn("http://127.0.0.1:4011", "http://127.0.0.1:9999");
    expect(res.status).toBe(403);
  });
});

describe("with PUBLIC_URL set, only it and TRUSTED_ORIGINS", () => {
  let t: TestContext;
  let cookie: string;
  let teamId: string;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: "https://tschutti.example",
      TRUSTED_ORIGINS: "https://app.tschutti.example, https://partner.example",
    });
    cookie = (await signUp(t.app, {}, { origin: "https://tschutti.example" })).cookie;
    const { insertClub, insertTeam } = await import("../test/public-rows.ts");
    const club = await insertClub(t.deps.db, { clubName: "FC Origin" });
    teamId = (await insertTeam(t.deps.db, { clubId: club.id, name: "Erste" })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const favorite = (headers: Record<string, string>) =>
    call(t.app, "POST", "/api/favorites", { cookie, body: { teamId }, headers });

  it("refuses POST /api/favorites from https://evil.example with a valid cookie (CSRF)", async () => {
    const res = await favorite({ origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: "forbidden" } });
    expect(JSON.stringify(res.body)).toContain("https://tschutti.example");
    const list = await call<{ favorites: unknown[] }>(t.app, "GET", "/api/favorites", { cookie });
    expect(list.body.favorites).toEqual([]);
  });

  it("refuses the host's own origin when PUBLIC_URL names another", async () => {
    expect((await favorite({ origin: "http://localhost" })).status).toBe(403);
  });

  it("refuses a cross-site request without Origin by Sec-Fetch-Site", async () => {
    const res = await t.app.request("/api/favorites", {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ teamId }),
    });
    expect(res.status).toBe(403);
  });

  it("allows PUBLIC_URL, each TRUSTED_ORIGINS entry and scripts without Origin", async () => {
    expect((await favorite({ origin: "https://tschutti.example" })).status).toBe(201);
    expect((await favorite({ origin: "https://app.tschutti.example" })).status).toBe(200);
    expect((await favorite({ origin: "https://partner.example" })).status).toBe(200);
    const script = await t.app.request("/api/favorites", {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ teamId }),
    });
    expect(script.status).toBe(200);
  });

  it("lets reads through from anywhere", async () => {
    const res = await call(t.app, "GET", "/api/favorites", { cookie, headers: { origin: EVIL } });
    expect(res.status).toBe(200);
  });
});

describe("a script with Node's own fetch", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: "https://tschutti.example" });
    await signUp(
      t.app,
      { email: "script@example.ch", username: "scripter" },
      { origin: "https://tschutti.example" },
    );
  });
  afterAll(async () => {
    await t.close();
  });

  // Exactly what Node 20's fetch (undici) sends with a JSON POST: Fetch Metadata's mode, but
  // neither Origin nor Sec-Fetch-Site, and no cookie.
  const NODE_FETCH_HEADERS = {
    accept: "*/*",
    "accept-language": "*",
    "sec-fetch-mode": "cors",
    "user-agent": "node",
    "accept-encoding": "gzip, deflate",
    "content-type": "application/json",
  };
  const signIn = (headers: Record<string, string>) =>
    t.app.request("https://tschutti.example/api/auth/sign-in/email", {
      method: "POST",
      headers: { ...headers, "x-forwarded-for": nextIp() },
      body: JSON.stringify({ email: "script@example.ch", password: "geheim123" }),
    });

  it("signs in with the headers Node's fetch sends", async () => {
    const res = await signIn(NODE_FETCH_HEADERS);
    expect(res.status).toBe(200);
    expect(cookieFrom(res.headers)).toContain("session_token");
  });

  it("still refuses a browser's cross-site sign-in, with or without Origin", async () => {
    const browser = { ...NODE_FETCH_HEADERS, "user-agent": "Mozilla/5.0" };
    expect((await signIn({ ...browser, origin: EVIL, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(
      (await signIn({ ...browser, "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" })).status,
    ).toBe(403);
    expect((await signIn({ ...browser, "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await signIn({ ...browser, origin: "null" })).status).toBe(403);
  });
});
