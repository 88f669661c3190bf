import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { decrypt } from "http_ece";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { pushPaths } from "#shared/push/paths.ts";
import { favorites, pushSubscriptions } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { vapidKeys } from "./vapid-keys.ts";

// A push service on this machine: it records every request; one path answers 410 Gone.
interface Received {
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

let t: TestContext;
let club: TestClub;
let opponentId: string;
let service: Server;
let serviceUrl = "";
const received: Received[] = [];
const waiters: Array<() => void> = [];
let sender: PushSender;

/** Resolves once the push service has received `count` requests in all. */
async function receivedCount(count: number): Promise<void> {
  while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
}

beforeAll(async () => {
  t = await createTestApp();
  club = await createClubWithTeam(t, 1);
  opponentId = await createTeam(t, { clubId: null, name: "FC Gegner", createdByClubId: club.clubId });
  service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.startsWith("/gone") ? 410 : 201).end();
      for (const w of waiters.splice(0)) w();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  sender = createPushSender({
    sql: t.deps.sql,
    db: t.deps.db,
    databaseUrl: t.databaseUrl,
    log: pino({ level: "silent" }),
    keys: vapidKeys(t.deps.env),
    baseUrl: "http://localhost:3000",
  });
  await sender.start();
});
afterAll(async () => {
  await sender.stop();
  await new Promise<void>((resolve) => service.close(() => resolve()));
  await t.close();
});

/** A browser's side of a subscription: an ECDH P-256 key pair and the auth secret. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

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
      [`${serviceUrl}/push/device-1`, device.json],
      [`${serviceUrl}/gone/device-2`, goneDevice.json],
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
      body: { type: "goal", minute: 12, playerId: club.playerIds[0], teamSide: "home" },
    });
    expect(goal.status).toBe(201);
    await receivedCount(2);

    const toDevice = received.find((r) => r.path === "/push/device-1");
    if (!toDevice) throw new Error("no request to the device");
    expect(toDevice.headers["content-encoding"]).toBe("aes128gcm");
    expect(toDevice.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    const payload = JSON.parse(
      decrypt(toDevice.body, {
        version: "aes128gcm",
        privateKey: device.ecdh,
        authSecret: device.auth,
      }).toString("utf8"),
    ) as { title: string; body: string; url: string };
    expect(payload.title).toMatch(/1:0 FC Gegner \(live\)$/);
    expect(payload.body).toMatch(/^12' Tor: Vorname1 /);
    expect(payload.url).toBe(`http://localhost:3000/live-ticker/${matchId}`);
    // Only the goal was sent: kick-off was switched off.
    expect(received.filter((r) => r.path === "/push/device-1")).toHaveLength(1);

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
  });
});
