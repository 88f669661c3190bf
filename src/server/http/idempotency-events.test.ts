import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { matchEvents, matches, realtimeLog } from "../db/schema/index.ts";
import { call } from "../test/http.ts";
import { createMatch, createMatchCast, type TestClub } from "../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../test/test-app.ts";
import { REPLAYED_HEADER } from "./idempotency.ts";

// The write the match-day outbox sends with a key: a ticker event, its score and its realtime
// row, all in the key's transaction (item 4).

let t: TestContext;
let owner: TestClub;
let opponentId: string;
let matchId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, opponentId } = await createMatchCast(t, { opponentName: "FC Schlüssel", opponentPlayers: 1 }));
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
});
afterAll(async () => {
  await t.close();
});

const goal = (key: string, minute: number) =>
  call(t.app, "POST", matchPaths.addEvent(matchId), {
    cookie: owner.cookie,
    body: { type: "goal", minute, playerId: owner.playerIds[0] },
    headers: { "idempotency-key": key },
  });

describe("a ticker event with Idempotency-Key", () => {
  it("is written, scored and published once, and a refusal is replayed without a write", async () => {
    const first = await goal("tor-1", 12);
    expect(first.status).toBe(201);
    const again = await goal("tor-1", 12);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(again.body).toEqual(first.body);

    const events = await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
    expect(events).toHaveLength(1);
    const [row] = await t.deps.db
      .select({ home: matches.homeScore })
      .from(matches)
      .where(eq(matches.id, matchId));
    expect(row?.home).toBe(1);
    const published = await t.deps.db.select().from(realtimeLog).where(eq(realtimeLog.matchId, matchId));
    expect(published.filter((r) => r.kind === "event.created")).toHaveLength(1);

    // A minute the match cannot have is refused (4xx); its answer is kept and nothing was written.
    const refused = await goal("tor-2", 999);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    const refusedAgain = await goal("tor-2", 999);
    expect(refusedAgain.status).toBe(refused.status);
    expect(refusedAgain.headers.get(REPLAYED_HEADER)).toBe("true");
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId))).toHaveLength(
      1,
    );
  });
});
