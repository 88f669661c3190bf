import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { call } from "../test/http.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "../test/match-fixtures.ts";
import { RecordingSink } from "../test/recording-sink.ts";
import { waitFor } from "../test/sse-subscriber.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { createRealtimeHub, type RealtimeHub } from "./hub.ts";

// A process started after a quiet spell longer than the log keeps its rows finds the log empty,
// though its ids went on: the next change takes an id far above 1. That hole is no loss to anyone
// (every row in it was pruned before this process had a subscriber), so the first change of the day
// must reach the fans as a goal, not as «reload everything» to each of them at once.

let ctx: TestContext;
let club: TestClub;
let opponentId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  club = await createClubWithTeam(ctx);
  opponentId = await createTeam(ctx, { clubId: null, name: "FC Ruhetag" });
});

afterAll(async () => {
  await ctx.close();
});

describe("realtime hub started on a pruned log", () => {
  let hub: RealtimeHub | null = null;
  afterAll(async () => {
    await hub?.stop();
  });

  it("stands at 0 on a log never written: a place to resume from, known once started", async () => {
    const fresh = createRealtimeHub({ sql: ctx.deps.sql, log: pino({ level: "silent" }) });
    expect(fresh.position).toBeNull();
    await fresh.start();
    expect(fresh.position).toBe(0);
    await fresh.stop();
  });

  it("starts at the log's last id, so the next change is sent as itself and pages resume", async () => {
    const matchId = await createMatch(ctx, club, {
      homeTeamId: club.teamId,
      awayTeamId: opponentId,
      days: 0,
    });
    // Last week's changes, long pruned: the ids went on, the rows are gone.
    const start = await call(ctx.app, "POST", matchPaths.liveAction(matchId, "start"), {
      cookie: club.cookie,
    });
    expect(start.status).toBe(200);
    const [before] = await ctx.deps.sql<{ max: string }[]>`select max(id)::text as max from realtime_log`;
    await ctx.deps.sql`delete from realtime_log`;

    hub = createRealtimeHub({ sql: ctx.deps.sql, log: pino({ level: "silent" }) });
    await hub.start();
    // The position a server-rendered page resumes from (page-render.ts: `liveFrom`).
    expect(hub.position).toBe(Number(before?.max));

    const sink = new RecordingSink();
    await hub.subscribe({ matchIds: [matchId], lastEventId: null, sink });
    const pause = await call(ctx.app, "POST", matchPaths.liveAction(matchId, "halftime"), {
      cookie: club.cookie,
    });
    expect(pause.status).toBe(200);
    await waitFor(() => sink.chunks.some((chunk) => chunk.includes("event: match\n")));
    expect(sink.chunks.join("")).not.toContain("event: reset");
  });
});
