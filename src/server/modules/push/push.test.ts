import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { pushPaths } from "#shared/push/paths.ts";
import { PUSH_MESSAGES } from "#shared/push/schema.ts";
import { favorites, pushSubscriptions } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createMatch, type TestClub } from "../../test/match-fixtures.ts";
import { browserKeys, PUBLIC_PUSH_ADDRESS, readPush } from "../../test/push-service.ts";
import { type PushTestbed, startPushTestbed, stopPushTestbed } from "../../test/push-testbed.ts";
import type { TestContext } from "../../test/test-app.ts";
import type { PushSender } from "./push-sender.ts";

let t: TestContext;
let club: TestClub;
let opponentId: string;
let service: PushTestbed["service"];
let sender: PushSender;

beforeAll(async () => {
  ({ t, club, opponentId, service, sender } = await startPushTestbed(1));
});
afterAll(() => stopPushTestbed({ t, service, sender }));

describe("push keys and settings", () => {
  it("serves the VAPID public key and keeps it across calls", async () => {
    const first = await call(t.app, "GET", pushPaths.publicKey());
    expect(first.status).toBe(200);
    expect(Buffer.from(first.body.publicKey, "base64url")).toHaveLength(65);
    expect((await call(t.app, "GET", pushPaths.publicKey())).body).toEqual(first.body);
  });

  it("lets only favourites be chosen and checks the inputs", async () => {
    const fan = await signUp(t.app);
    const off = { kickoff: false, goals: true, cards: false, halfTime: false, fullTime: false };
    const notFav = await call(t.app, "PUT", pushPaths.teamPreferences(club.teamId), {
      cookie: fan.cookie,
      body: off,
    });
    expect(notFav.status).toBe(404);
    const bad = await call<{ error: { message: string } }>(t.app, "POST", pushPaths.subscriptions(), {
      cookie: fan.cookie,
      body: { endpoint: "ftp://x", keys: { p256dh: "x", auth: "y" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Ungültige Adresse des Push-Dienstes");
    expect((await call(t.app, "GET", pushPaths.preferences())).status).toBe(401);
  });
});

describe("push needs a signed-in user", () => {
  // Sign-in first, as for favourites: a visitor hears 'please sign in', not what is wrong with a
  // body they could not have sent anyway. The server's public key is for everyone.
  it.each([
    ["GET", pushPaths.preferences(), undefined],
    ["PUT", pushPaths.teamPreferences("00000000-0000-4000-8000-000000000000"), { goals: "ja" }],
    ["POST", pushPaths.subscriptions(), { endpoint: "ftp://x" }],
    ["DELETE", pushPaths.subscriptions(), {}],
    ["GET", pushPaths.notifications(), undefined],
  ])("%s %s answers 401 in German for a visitor", async (method, path, body) => {
    const res = await call(t.app, method, path, { body });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: { code: "unauthorized", message: PUSH_MESSAGES.signIn } });
  });

  it("gives everyone the server's public key", async () => {
    expect((await call(t.app, "GET", pushPaths.publicKey())).status).toBe(200);
  });
});

describe("push end to end", () => {
  it("sends an encrypted goal notification a browser can read, and drops a subscription answered 410", async () => {
    expect(sender.isLeader).toBe(true);
    const fan = await signUp(t.app);
    await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId: club.teamId });
    const prefs = { kickoff: false, goals: true, cards: false, halfTime: false, fullTime: false };
    const saved = await call(t.app, "PUT", pushPaths.teamPreferences(club.teamId), {
      cookie: fan.cookie,
      body: prefs,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.teams).toEqual([
      expect.objectContaining({ teamId: club.teamId, goals: true, cards: false }),
    ]);

    const device = browserKeys();
    const goneDevice = browserKeys();
    for (const [endpoint, keys] of [
      ["https://push.example.ch/push/device-1", device.json],
      ["https://push.example.ch/gone/device-2", goneDevice.json],
    ] as const) {
      const res = await call(t.app, "POST", pushPaths.subscriptions(), {
        cookie: fan.cookie,
        body: { endpoint, keys },
      });
      expect(res.status).toBe(201);
    }

    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 0 });
    // Kick-off is not chosen: nothing is sent for it.
    expect(
      (await call(t.app, "POST", matchPaths.liveAction(matchId, "start"), { cookie: club.cookie })).status,
    ).toBe(200);
    const goal = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: club.cookie,
      body: { type: "goal", minute: 1, playerId: club.playerIds[0], teamSide: "home" },
    });
    expect(goal.status).toBe(201);
    await service.receivedCount(2);

    const toDevice = service.received.find((r) => r.path === "/push/device-1");
    if (!toDevice) throw new Error("no request to the device");
    expect(toDevice.headers["content-encoding"]).toBe("aes128gcm");
    expect(toDevice.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const payload = readPush(toDevice, device);
    expect(payload.title).toMatch(/1:0 FC Gegner \(live\)$/);
    expect(payload.body).toMatch(/^1' Tor: Vorname1 /);
    expect(payload.url).toBe(`http://localhost:3000/spiele/${matchId}`);
    // Only the goal was sent: kick-off was switched off.
    expect(service.received.filter((r) => r.path === "/push/device-1")).toHaveLength(1);

    await expect
      .poll(async () =>
        (
          await t.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, fan.userId))
        ).map((s) => new URL(s.endpoint).pathname),
      )
      .toEqual(["/push/device-1"]);

    const log = await call(t.app, "GET", pushPaths.notifications(), { cookie: fan.cookie });
    expect(log.body.notifications).toHaveLength(1);
    expect(log.body.notifications[0]?.body).toBe(payload.body);
    expect(service.connectedTo.length).toBeGreaterThan(0);
    expect(service.connectedTo.every((address) => address === PUBLIC_PUSH_ADDRESS)).toBe(true);
  });
});

describe("this device's subscription per account", () => {
  it("tells an account whether the endpoint is its own, so a shared device shows its state", async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    const endpoint = "https://push.example.ch/shared/1";
    const status = (cookie: string) =>
      call(t.app, "POST", pushPaths.subscriptionStatus(), { cookie, body: { endpoint } });
    expect((await status(first.cookie)).body).toEqual({ isSubscribed: false });
    const saved = await call(t.app, "POST", pushPaths.subscriptions(), {
      cookie: first.cookie,
      body: { endpoint, keys: browserKeys().json },
    });
    expect(saved.status).toBe(201);
    expect(await status(first.cookie)).toMatchObject({ status: 200, body: { isSubscribed: true } });
    expect((await status(second.cookie)).body).toEqual({ isSubscribed: false });
    // Signing out removes the row: the next account is not sent the first one's alerts.
    const removed = await call(t.app, "DELETE", pushPaths.subscriptions(), {
      cookie: first.cookie,
      body: { endpoint },
    });
    expect(removed.status).toBe(200);
    expect((await status(first.cookie)).body).toEqual({ isSubscribed: false });
    const bad = await call(t.app, "POST", pushPaths.subscriptionStatus(), {
      cookie: first.cookie,
      body: { endpoint: "ftp://x" },
    });
    expect(bad.status).toBe(400);
    expect((await call(t.app, "POST", pushPaths.subscriptionStatus(), { body: { endpoint } })).status).toBe(
      401,
    );
  });
});

describe("push endpoints (server-side request forgery)", () => {
  const subscribe = (cookie: string, endpoint: string, keys = browserKeys().json) =>
    call<{ error: { message: string } }>(t.app, "POST", pushPaths.subscriptions(), {
      cookie,
      body: { endpoint, keys },
    });

  it.each([
    "https://127.0.0.1:5432/x",
    "https://127.0.0.1:8443/push",
    "https://localhost/x",
    "https://localhost:5432/x",
    "https://[::1]/x",
    "https://2130706433/x",
    "https://127.1/x",
    "https://0x7f.1/x",
    "https://0.0.0.0/x",
    "https://10.0.0.8/x",
    "https://172.16.5.4/x",
    "https://192.168.1.1/x",
    "https://169.254.169.254/latest/meta-data",
    "https://100.64.0.1/x",
    "https://224.0.0.1/x",
    "https://[fe80::1]/x",
    "https://[fd00::1]/x",
    "https://[::]/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://[::ffff:8.8.8.8]/x",
    "https://intranet.example.ch/x",
    "https://mixed.example.ch/x",
    "https://v6local.example.ch/x",
    "https://unknown.example.ch/x",
    "https://user:pw@push.example.ch/x",
    "http://push.example.ch/x",
  ])("refuses %s with the German message and stores nothing", async (endpoint) => {
    const fan = await signUp(t.app);
    const res = await subscribe(fan.cookie, endpoint);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(PUSH_MESSAGES.endpoint);
    const rows = await t.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, fan.userId));
    expect(rows).toEqual([]);
  });

  it("keeps at most 10 devices per account (German message on the 11th)", async () => {
    const fan = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      expect((await subscribe(fan.cookie, `https://push.example.ch/limit/${i}`)).status).toBe(201);
    }
    const eleventh = await subscribe(fan.cookie, "https://push.example.ch/limit/10");
    expect(eleventh.status).toBe(400);
    expect(eleventh.body.error.message).toBe(PUSH_MESSAGES.tooManyDevices);
    // The same device again is no new one.
    expect((await subscribe(fan.cookie, "https://push.example.ch/limit/3")).status).toBe(201);
    const rows = await t.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, fan.userId));
    expect(rows).toHaveLength(10);
  });

  it("moves an endpoint to another account only with the device's own keys", async () => {
    const owner = await signUp(t.app);
    const thief = await signUp(t.app);
    const device = browserKeys().json;
    const endpoint = "https://push.example.ch/owned/1";
    expect((await subscribe(owner.cookie, endpoint, device)).status).toBe(201);
    const stolen = await subscribe(thief.cookie, endpoint);
    expect(stolen.status).toBe(409);
    expect(stolen.body.error.message).toBe(PUSH_MESSAGES.otherAccount);
    const [row] = await t.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ userId: owner.userId, p256dh: device.p256dh, auth: device.auth });
    // The device itself (same keys) signs in to another account: the subscription follows it.
    expect((await subscribe(thief.cookie, endpoint, device)).status).toBe(201);
    const [moved] = await t.deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    expect(moved?.userId).toBe(thief.userId);
  });
});
