import pino from "pino";
import { createPushSender, type PushSender } from "../modules/push/push-sender.ts";
import { vapidKeys } from "../modules/push/vapid-keys.ts";
import { createClubWithTeam, createTeam, type TestClub } from "./match-fixtures.ts";
import { startPushService } from "./push-service.ts";
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
