import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LiveFrameData } from "#shared/live/stream-frames.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { realtimeLog } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import {
  createClubWithTeam,
  createMatch,
  createMatchCast,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Every line of a public match's «Verlauf» goes out on the live stream as the public record
// reads it, so a match page open meanwhile shows it without a request (and a change of a match
// not yet agreed, whose record is not public, goes nowhere).

let t: TestContext;
let owner: TestClub;
let opponentId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, opponentId } = await createMatchCast(t, { opponentName: "SC Verlauf", opponentPlayers: 0 }));
});
afterAll(async () => {
  await t.close();
});

async function historyFrames(matchId: string): Promise<LiveFrameData["history"][]> {
  const rows = await t.deps.db
    .select({ payload: realtimeLog.payload })
    .from(realtimeLog)
    .where(and(eq(realtimeLog.matchId, matchId), eq(realtimeLog.kind, "history")))
    .orderBy(asc(realtimeLog.id));
  return rows.map((row) => row.payload as LiveFrameData["history"]);
}

const publicHistory = async (matchId: string) =>
  (await call(t.app, "GET", matchPaths.publicHistory(matchId))).body.entries;

describe("the Verlauf on the live stream", () => {
  it("sends each line of a public match as the public record reads it", async () => {
    const matchId = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -1,
    });
    const moved = await call(t.app, "POST", matchPaths.action(matchId, "postpone"), {
      cookie: owner.cookie,
      body: { ...dialogDate(5), reason: "Platz gesperrt" },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const record = await publicHistory(matchId);
    expect(record.map((entry) => entry.action)).toEqual([
      "Spiel verschoben – Platz gesperrt",
      "Spiel angesetzt",
    ]);
    const frames = await historyFrames(matchId);
    // Oldest first on the stream, newest first in the record; nobody's name in either.
    expect(frames).toEqual([...record].reverse().map((entry) => ({ matchId, entry })));
    expect(frames.every((frame) => frame.entry.userName === null)).toBe(true);
  });

  it("sends the line of a tap in the tap's one statement", async () => {
    const matchId = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -1,
    });
    const kickoff = await call(t.app, "POST", matchPaths.addEvent(matchId), {
      cookie: owner.cookie,
      body: { type: "kickoff", minute: 0 },
    });
    expect(kickoff.status, JSON.stringify(kickoff.body)).toBe(201);
    const [newest] = await publicHistory(matchId);
    expect(newest?.action).toBe("Ereignis erfasst");
    expect((await historyFrames(matchId)).at(-1)).toEqual({ matchId, entry: newest });
  });

  it("sends nothing of a match still asked for, whose record is not public", async () => {
    const other = await createClubWithTeam(t, 0);
    const matchId = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: other.teamId,
      days: 3,
    });
    expect((await call(t.app, "GET", matchPaths.publicHistory(matchId))).status).toBe(404);
    expect(await historyFrames(matchId)).toEqual([]);
  });
});
