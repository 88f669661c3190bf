import { createECDH, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:net";
import { max } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import {
  favorites,
  pushPreferences,
  pushSenderState,
  pushSubscriptions,
  realtimeLog,
} from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createClubWithTeam, createMatch, createTeam } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { createPushSender, type PushSender } from "./push-sender.ts";
import { vapidKeys } from "./vapid-keys.ts";

// The sender with the real network (no test double): subscriptions that lead to this machine,
// stored before the route checked them or whose name resolves here by now, get no connection.

let t: TestContext;
let sender: PushSender;
const listeners: Server[] = [];
let connections = 0;

async function listen(host: string): Promise<number | null> {
  const server = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, host, resolve);
    });
  } catch {
    return null; // e.g. no IPv6 loopback in this container
  }
  listeners.push(server);
  const address = server.address();
  return typeof address === "object" && address ? address.port : null;
}

beforeAll(async () => {
  t = await createTestApp();
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
  for (const server of listeners) await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
});

describe("push sender and private addresses", () => {
  it("never connects to a loopback address, whatever form the stored endpoint has", async () => {
    const v4 = await listen("127.0.0.1");
    const v6 = await listen("::1");
    if (v4 === null) throw new Error("no IPv4 loopback listener");
    const endpoints = [
      `https://127.0.0.1:${v4}/a`,
      `https://localhost:${v4}/b`,
      `https://2130706433:${v4}/c`,
      `https://127.1:${v4}/d`,
      `http://127.0.0.1:${v4}/e`,
      `https://[::ffff:127.0.0.1]:${v4}/f`,
      ...(v6 === null ? [] : [`https://[::1]:${v6}/g`, `https://localhost:${v6}/h`]),
    ];
    const club = await createClubWithTeam(t, 1);
    const opponentId = await createTeam(t, { clubId: null, name: "FC Gegner", createdByClubId: club.clubId });
    const fan = await signUp(t.app);
    await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId: club.teamId });
    await t.deps.db.insert(pushPreferences).values({ userId: fan.userId, teamId: club.teamId, goals: true });
    const browserKey = createECDH("prime256v1");
    browserKey.generateKeys();
    // Written straight into the table: as if stored before the check, or the name moved since.
    await t.deps.db.insert(pushSubscriptions).values(
      endpoints.map((endpoint) => ({
        userId: fan.userId,
        endpoint,
        // A real browser key, so the message is encrypted and only the address decides.
        p256dh: browserKey.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      })),
    );

    const matchId = await createMatch(t, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 0 });
    await call(t.app, "POST", matchPaths.liveAction(matchId, "start"), { cookie: club.cookie });
    const goal = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: club.cookie,
      body: { type: "goal", minute: 1, playerId: club.playerIds[0], teamSide: "home" },
    });
    expect(goal.status).toBe(201);

    // The sender has handled the goal once its position passed the last log row.
    const [last] = await t.deps.db.select({ id: max(realtimeLog.id) }).from(realtimeLog);
    await expect
      .poll(async () => {
        const [state] = await t.deps.db.select().from(pushSenderState);
        return Number(state?.lastLogId ?? 0) >= Number(last?.id ?? 1);
      })
      .toBe(true);
    expect(connections).toBe(0);
  });
});
