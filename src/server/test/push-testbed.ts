import pino from "pino";
import { pushPaths } from "#shared/push/paths.ts";
import { favorites } from "../db/schema/index.ts";
import { createPushSender, type PushSender } from "../modules/push/push-sender.ts";
import { vapidKeys } from "../modules/push/vapid-keys.ts";
import { call, signUp } from "./http.ts";
import { createClubWithTeam, createTeam, type TestClub } from "./match-fixtures.ts";
import { browserKeys, readPush, startPushService } from "./push-service.ts";
import { createTestApp, type TestContext } from "./test-app.ts";

// What every push test file starts with: the app, a club with a team and an opponent without a
// club, the push service on this machine and the sender reading the realtime log into it.

export interface PushTestbed {
  t: TestContext;
  club: TestClub;
  opponentId: string;
  service: Awaited<ReturnType<typeof startPushService>>;
  sender: PushSender;
}

export async function startPushTestbed(playerCount: number): Promise<PushTestbed> {
  const t = await createTestApp();
  const club = await createClubWithTeam(t, playerCount);
  const opponentId = await createTeam(t, { clubId: null, name: "FC Gegner", createdByClubId: club.clubId });
  const service = await startPushService();
  t.deps.pushNetwork = service.network;
  const sender = createPushSender({
    network: service.network,
    sql: t.deps.sql,
    db: t.deps.db,
    databaseUrl: t.databaseUrl,
    log: pino({ level: "silent" }),
    keys: vapidKeys(t.deps.env),
    baseUrl: "http://localhost:3000",
  });
  await sender.start();
  return { t, club, opponentId, service, sender };
}

export async function stopPushTestbed(bed: Pick<PushTestbed, "t" | "service" | "sender">): Promise<void> {
  await bed.sender.stop();
  await bed.service.close();
  await bed.t.close();
}

/** A fan who chose «Spieländerungen» only. */
export const ONLY_CHANGES = {
  kickoff: false,
  goals: false,
  cards: false,
  halfTime: false,
  fullTime: false,
  changes: true,
};

/**
 * A new fan who follows `teamId` with `prefs` and has one device subscribed at `endpointPath` of
 * the push service; `pushes()` reads what that device received so far.
 */
export async function subscribedFan(
  bed: Pick<PushTestbed, "t" | "service">,
  teamId: string,
  prefs: Record<string, boolean>,
  endpointPath: string,
) {
  const { t, service } = bed;
  const fan = await signUp(t.app);
  await t.deps.db.insert(favorites).values({ userId: fan.userId, teamId });
  const put = await call(t.app, "PUT", pushPaths.teamPreferences(teamId), {
    cookie: fan.cookie,
    body: prefs,
  });
  if (put.status !== 200) throw new Error(`preferences: ${put.status} ${JSON.stringify(put.body)}`);
  const device = browserKeys();
  const subscribed = await call(t.app, "POST", pushPaths.subscriptions(), {
    cookie: fan.cookie,
    body: { endpoint: `https://push.example.ch${endpointPath}`, keys: device.json },
  });
  if (subscribed.status !== 201) throw new Error(`subscription: ${subscribed.status}`);
  const pushes = () =>
    service.received.filter((r) => r.path === endpointPath).map((r) => readPush(r, device));
  return { ...fan, pushes };
}
