import type { ServerType } from "@hono/node-server";
import { asc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLiveFrame } from "#shared/live/stream-frames.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { realtimeLog } from "../db/schema/index.ts";
import { call } from "../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../test/match-fixtures.ts";
import { listen, TestSubscriber, waitFor } from "../test/sse-subscriber.ts";
import { createAppOnDatabase, createTestApp, type TestContext } from "../test/test-app.ts";

// Two server processes over one database, changes published through BOTH at
// the same time, subscribers on both. Each subscriber must receive every change of its matches
// exactly once, in log order, whichever process published it and whichever it listens on.

let processA: TestContext;
let processB: TestContext;
const servers: ServerType[] = [];
const urls: string[] = [];
let club: TestClub;
let opponentId: string;

beforeAll(async () => {
  processA = await createTestApp();
  processB = await createAppOnDatabase(processA.databaseUrl);
  for (const ctx of [processA, processB]) {
    const { server, url } = await listen(ctx);
    servers.push(server);
    urls.push(url);
  }
  club = await createClubWithTeam(processA);
  opponentId = await createTeam(processA, { clubId: null, name: "FC Zweiprozess" });
});

afterAll(async () => {
  for (const server of servers) {
    if ("closeAllConnections" in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await processB.close();
  await processA.close();
});

async function loggedIds(matchIds: string[]): Promise<number[]> {
  const rows = await processA.deps.db
    .select({ id: realtimeLog.id })
    .from(realtimeLog)
    .where(inArray(realtimeLog.matchId, matchIds))
    .orderBy(asc(realtimeLog.id));
  return rows.map((r) => r.id);
}

describe("live fan-out over two processes on one database", () => {
  it("delivers every change exactly once and in order while both processes publish", async () => {
    const matchIds = [
      await createMatch(processA, club, { homeTeamId: club.teamId, awayTeamId: opponentId, days: 0 }),
      await createMatch(processA, club, { homeTeamId: opponentId, awayTeamId: club.teamId, days: 0 }),
    ];
    const [first, second] = matchIds as [string, string];
    // Per process: one subscriber per match, one for both matches, one for all live matches.
    const queries = [`matches=${first}`, `matches=${second}`, `matches=${first},${second}`, "all=live"];
    const subscribers: { sub: TestSubscriber; follows: string[] | null }[] = [];
    for (const url of urls) {
      for (const query of queries) {
        const sub = new TestSubscriber();
        await sub.connect(url, query);
        const follows = query === "all=live" ? null : query.slice("matches=".length).split(",");
        subscribers.push({ sub, follows });
      }
    }

    // Process A writes to the first match, process B to the second, at the same time.
    const publish = async (ctx: TestContext, matchId: string) => {
      const manage = (method: string, path: string, body?: unknown) =>
        call(ctx.app, method, path, { cookie: club.cookie, body });
      expect((await manage("POST", matchPaths.liveAction(matchId, "start"))).status).toBe(200);
      // Set by the referee's watch: the notes below may then carry the minutes before it.
      expect((await manage("PUT", matchPaths.clock(matchId), { minute: 10 })).status).toBe(200);
      for (let minute = 1; minute <= 8; minute++) {
        const res = await manage("POST", matchPaths.addEvent(matchId), {
          type: "comment",
          minute,
          description: `Notiz ${minute}`,
        });
        expect(res.status).toBe(201);
      }
      const goal = await manage("POST", matchPaths.addEvent(matchId), {
        type: "goal",
        minute: 9,
        playerId: club.playerIds[0],
      });
      expect(goal.status).toBe(201);
    };
    await Promise.all([publish(processA, first), publish(processB, second)]);

    const all = await loggedIds(matchIds);
    const perMatch = new Map<string, number[]>();
    for (const id of matchIds) perMatch.set(id, await loggedIds([id]));
    const expected = (entry: (typeof subscribers)[number]) => {
      const ids = entry.follows === null ? all : entry.follows.flatMap((m) => perMatch.get(m) ?? []);
      return [...new Set(ids)].sort((a, b) => a - b).filter((id) => id > entry.sub.firstReadyId);
    };
    await waitFor(() => subscribers.every((entry) => entry.sub.changes.length >= expected(entry).length));
    // A moment more: nothing may arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (const entry of subscribers) {
      expect(entry.sub.changes.map((e) => e.id)).toEqual(expected(entry));
      // start (kickoff + match), 8 comments, a goal (event + match) per match followed.
      expect(expected(entry).length).toBeGreaterThanOrEqual(entry.follows?.length === 1 ? 12 : 24);
      // Every frame is one of the typed kinds and its data parses.
      for (const change of entry.sub.changes)
        expect(parseLiveFrame(change.event, change.data)).not.toBeNull();
    }
    for (const { sub } of subscribers) await sub.disconnect();
  });
});
