import type { ServerType } from "@hono/node-server";
import { asc, eq, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { clubs, realtimeLog } from "../db/schema/index.ts";
import { call } from "../test/http.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  type TestClub,
} from "../test/match-fixtures.ts";
import { listen, TestSubscriber, waitFor } from "../test/sse-subscriber.ts";
import { createAppOnDatabase, createTestApp, type TestContext } from "../test/test-app.ts";

// Realtime across processes: two app instances on one database play two server processes
// behind a load balancer. Changes are made through one; subscribers listen on both, over real
// sockets, and one of them drops its connection and resumes on the other process with
// Last-Event-ID. Every change must arrive exactly once, in order.

let processA: TestContext;
let processB: TestContext;
let urlA: string;
let urlB: string;
const servers: ServerType[] = [];
let club: TestClub;
let opponentId: string;

beforeAll(async () => {
  processA = await createTestApp();
  processB = await createAppOnDatabase(processA.databaseUrl);
  const a = await listen(processA);
  const b = await listen(processB);
  servers.push(a.server, b.server);
  urlA = a.url;
  urlB = b.url;
  club = await createClubWithTeam(processA);
  opponentId = await createTeam(processA, { clubId: null, name: "FC Stream" });
  await createPlayers(processA, opponentId, 2);
});

afterAll(async () => {
  for (const server of servers) {
    if ("closeAllConnections" in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await processB.close();
  await processA.close();
});

async function logIdsFor(matchId: string): Promise<number[]> {
  const rows = await processA.deps.db
    .select({ id: realtimeLog.id })
    .from(realtimeLog)
    .where(eq(realtimeLog.matchId, matchId))
    .orderBy(asc(realtimeLog.id));
  return rows.map((r) => r.id);
}

function manage(method: string, path: string, body?: unknown) {
  return call(processA.app, method, path, { cookie: club.cookie, body });
}

describe("GET /api/live/stream across two server processes", () => {
  it("delivers every change exactly once to two subscribers, one resuming with Last-Event-ID", async () => {
    const matchId = await createMatch(processA, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    const steady = new TestSubscriber();
    const resuming = new TestSubscriber();
    await steady.connect(urlB, `matches=${matchId}`);
    await resuming.connect(urlA, `matches=${matchId}`);

    expect((await manage("POST", matchPaths.liveAction(matchId, "start"))).status).toBe(200);
    const goal = await manage("POST", matchPaths.addEvent(matchId), {
      type: "goal",
      minute: 1,
      playerId: club.playerIds[0],
      source: "live",
    });
    expect(goal.status).toBe(201);
    // start: event.created (kickoff) + match + history; goal: the same.
    await waitFor(() => steady.changes.length >= 6 && resuming.changes.length >= 6);

    await resuming.disconnect();
    const seenBeforeDrop = resuming.lastEventId;
    // Changes while the second fan is offline.
    await manage("POST", matchPaths.addEvent(matchId), {
      type: "yellowCard",
      minute: 2,
      playerId: club.playerIds[1],
    });
    await manage("PUT", matchPaths.stoppage(matchId), { minutes: 2 });
    const goalId = (goal.body as { event: { id: string } }).event.id;
    await manage("DELETE", matchPaths.removeEvent(goalId));

    // It comes back through the OTHER process, with the id it saw last.
    await resuming.connect(urlB, `matches=${matchId}`, seenBeforeDrop);
    await manage("POST", matchPaths.liveAction(matchId, "halftime"));

    const logged = await logIdsFor(matchId);
    // A fresh subscriber starts after its first `ready` (the match's creation may fall before).
    const expectedFor = (sub: TestSubscriber) => logged.filter((id) => id > sub.firstReadyId);
    await waitFor(
      () =>
        steady.changes.length >= expectedFor(steady).length &&
        resuming.changes.length >= expectedFor(resuming).length,
    );
    // A moment more: nothing may arrive twice.
    await new Promise((resolve) => setTimeout(resolve, 200));

    for (const sub of [steady, resuming]) {
      expect(sub.changes.map((e) => e.id)).toEqual(expectedFor(sub));
      expect(expectedFor(sub).length).toBeGreaterThanOrEqual(10);
    }
    // Each «Verlauf» line of the public match goes out too (history).
    const kinds = steady.changes.slice(-15).map((e) => e.event);
    expect(kinds).toEqual([
      "event.created",
      "match",
      "history",
      "event.created",
      "match",
      "history",
      "event.created",
      "history",
      "match",
      "history",
      "event.deleted",
      "match",
      "history",
      "event.created",
      "match",
    ]);
    const lastMatch = JSON.parse(steady.changes.at(-1)?.data ?? "{}") as {
      period: string;
      homeScore: number;
    };
    expect(lastMatch).toMatchObject({ period: "halftime", homeScore: 0 });
    const card = JSON.parse(resuming.changes.at(-9)?.data ?? "{}") as { type: string; minute: number };
    expect(card).toMatchObject({ type: "yellowCard", minute: 2 });
    // Event frames carry the touched players' new totals (the line-up popup's statistics), so a
    // fan's page patches them instead of loading the line-ups again; a deletion lowers them.
    type StatsFrame = { playerStats: Record<string, { goals: number; yellowCards: number }> };
    const frame = (n: number) => JSON.parse(steady.changes.at(n)?.data ?? "{}") as StatsFrame;
    const scorer = club.playerIds[0] ?? "";
    const booked = club.playerIds[1] ?? "";
    const goalsAfterGoal = frame(-12).playerStats[scorer]?.goals ?? -1;
    expect(Object.keys(frame(-12).playerStats)).toEqual([scorer]);
    expect(frame(-9).playerStats[booked]?.yellowCards).toBeGreaterThanOrEqual(1);
    expect(frame(-5).playerStats[scorer]?.goals).toBe(goalsAfterGoal - 1);
    expect(goalsAfterGoal).toBeGreaterThanOrEqual(1);

    await steady.disconnect();
    await resuming.disconnect();
  });

  it("follows only the requested matches, or all with all=live", async () => {
    const watched = await createMatch(processA, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    const ignored = await createMatch(processA, club, {
      homeTeamId: opponentId,
      awayTeamId: club.teamId,
      days: 0,
    });
    const one = new TestSubscriber();
    const all = new TestSubscriber();
    await one.connect(urlA, `matches=${watched}`);
    await all.connect(urlB, "all=live");
    await manage("POST", matchPaths.liveAction(ignored, "start"));
    await manage("POST", matchPaths.liveAction(watched, "start"));
    const expectedAll = [...(await logIdsFor(ignored)), ...(await logIdsFor(watched))]
      .sort((a, b) => a - b)
      .filter((id) => id > all.firstReadyId);
    const expectedOne = (await logIdsFor(watched)).filter((id) => id > one.firstReadyId);
    await waitFor(() => all.changes.length >= expectedAll.length && one.changes.length >= expectedOne.length);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(all.changes.map((e) => e.id)).toEqual(expectedAll);
    expect(one.changes.map((e) => e.id)).toEqual(expectedOne);
    expect(expectedAll.length).toBeGreaterThanOrEqual(4);
    await one.disconnect();
    await all.disconnect();
  });

  it("answers a client resuming from a recent id from memory, without reading the log", async () => {
    const matchId = await createMatch(processA, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    const before = new TestSubscriber();
    await before.connect(urlA, `matches=${matchId}`);
    await before.disconnect();
    const seen = before.lastEventId;
    expect((await manage("POST", matchPaths.liveAction(matchId, "start"))).status).toBe(200);
    const missed = (await logIdsFor(matchId)).filter((id) => id > seen);
    expect(missed.length).toBeGreaterThanOrEqual(2);
    await waitFor(() => processA.deps.realtime.lastId >= (missed.at(-1) ?? 0));
    // Gone from the log (as if it were another process's database): only memory still has them.
    await processA.deps.db.delete(realtimeLog).where(eq(realtimeLog.matchId, matchId));

    // A new subscriber, so only the resume's frames are compared: the match's creation can reach
    // the first connection after its `ready` (this process heard of it late), and is then seen.
    const resumed = new TestSubscriber();
    await resumed.connect(urlA, `matches=${matchId}`, seen);
    await waitFor(() => resumed.changes.length >= missed.length);
    expect(resumed.changes.map((e) => e.id)).toEqual(missed);
    expect(resumed.events.some((e) => e.event === "reset")).toBe(false);
    await resumed.disconnect();
  });

  it("tells a client with an id the database never issued to reload", async () => {
    const matchId = await createMatch(processA, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 3,
    });
    const sub = new TestSubscriber();
    await sub.connect(urlA, `matches=${matchId}&lastEventId=99999999`);
    expect(sub.events.slice(0, 2).map((e) => e.event)).toEqual(["reset", "ready"]);
    await sub.disconnect();
  });

  it("prunes old log rows and then tells a client that far behind to reload", async () => {
    const matchId = await createMatch(processA, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 4,
    });
    const ids = await logIdsFor(matchId);
    const first = ids[0] ?? 1;
    // The process has delivered them (as a process running for a day has): a process still behind
    // would take a client's older id for one it has yet to hear of, and wait for it instead.
    await waitFor(() => processA.deps.realtime.lastId >= (ids.at(-1) ?? 0));
    // A day passes: every row up to this match's is older than the retention.
    await processA.deps.db
      .update(realtimeLog)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(lte(realtimeLog.id, ids.at(-1) ?? 0));
    expect(await processA.deps.realtime.prune()).toBeGreaterThanOrEqual(1);
    expect(await logIdsFor(matchId)).toEqual([]);
    const sub = new TestSubscriber();
    await sub.connect(urlA, `matches=${matchId}`, first - 1);
    expect(sub.events[0]?.event).toBe("reset");
    await sub.disconnect();
  });

  it("refuses a stream without matches and bad ids", async () => {
    for (const query of ["", "matches=abc", "all=alle", `matches=${club.teamId}&all=live`]) {
      const res = await call(processA.app, "GET", `/api/live/stream?${query}`);
      expect(res.status).toBe(400);
    }
  });

  it("works through app.request as well (a web ReadableStream body)", async () => {
    const matchId = await createMatch(processA, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    const res = await processA.app.request(`/api/live/stream?matches=${matchId}`);
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error("no body");
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value } = await reader.read();
        text += decoder.decode(value, { stream: true });
      }
    };
    await readUntil("event: ready");
    await manage("POST", matchPaths.liveAction(matchId, "start"));
    await readUntil('"status": "live"');
    expect(text).toMatch(/event: event\.created\ndata: \{[^\n]*"type": ?"kickoff"/);
    const before = processA.deps.realtime.subscriberCount;
    await reader.cancel();
    await waitFor(() => processA.deps.realtime.subscriberCount === before - 1);
  });
});

describe("the live stream for another website", () => {
  it("may be read by a browser on any origin (CORS *), as every public read", async () => {
    const aborter = new AbortController();
    const res = await fetch(`${urlA}/api/live/stream?all=live`, {
      headers: { origin: "https://fc-beispiel.ch", accept: "text/event-stream" },
      signal: aborter.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    aborter.abort();
  });
});

describe("image addresses in the stream", () => {
  it("are absolute, as in the public reads, so another website shows the crests", async () => {
    const matchId = await createMatch(processA, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    await processA.deps.db
      .update(clubs)
      .set({ clubLogoUrl: "/uploads/club-logos/stream-crest.webp" })
      .where(eq(clubs.id, club.clubId));
    const fan = new TestSubscriber();
    await fan.connect(urlA, `matches=${matchId}`);
    expect((await manage("POST", matchPaths.liveAction(matchId, "start"))).status).toBe(200);
    // The start's frame: the stream may first replay the match's creation, from before the
    // logo was set (its first «match» frame is then that one).
    const started = () =>
      fan.changes.find(
        (e) => e.event === "match" && (JSON.parse(e.data) as { status?: string }).status === "live",
      );
    await waitFor(() => started() !== undefined);
    const frame = started()?.data ?? "";
    expect(frame).toContain('"http://localhost:3000/uploads/club-logos/stream-crest.webp"');
    const read = await call(processA.app, "GET", matchPaths.detail(matchId));
    expect(JSON.stringify(read.body)).toContain(
      '"http://localhost:3000/uploads/club-logos/stream-crest.webp"',
    );
    await fan.disconnect();
  });
});
