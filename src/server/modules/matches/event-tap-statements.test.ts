import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchPaths } from "#shared/matches/paths.ts";
import { matches, realtimeLog } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import { statsForPlayers } from "../players/player-stats.ts";

// A tap holds the match row's lock (and the realtime log's append lock) for its transaction:
// every statement inside it is a round trip every other tap on that match waits for. The
// driver reports each statement it sends with its connection, so a transaction is what one
// connection sends between BEGIN and COMMIT.

const MAX_STATEMENTS_IN_TAP = 6;

let t: TestContext;
let owner: TestClub;
let matchId: string;
let opponentId: string;

interface Transaction {
  statements: string[];
  open: boolean;
}
let transactions: Transaction[] = [];
const openOn = new Map<number, Transaction>();

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, opponentId } = await createMatchCast(t, { opponentName: "FC Zähler", opponentPlayers: 1 }));
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
  t.deps.sql.options.debug = (connection: number, query: string) => {
    const statement = query.trim().toLowerCase();
    if (statement.startsWith("begin")) {
      const tx = { statements: [], open: true };
      openOn.set(connection, tx);
      transactions.push(tx);
      return;
    }
    const tx = openOn.get(connection);
    if (!tx) return;
    if (statement.startsWith("commit") || statement.startsWith("rollback")) {
      tx.open = false;
      openOn.delete(connection);
      return;
    }
    tx.statements.push(statement);
  };
});
afterAll(async () => {
  t.deps.sql.options.debug = false;
  await t.close();
});

/** The transactions that wrote a match event since the last call. */
function eventTransactions(): Transaction[] {
  const written = transactions.filter((tx) =>
    tx.statements.some((s) => /insert into "?match_events"?/.test(s)),
  );
  transactions = [];
  return written;
}

const tap = (body: Record<string, unknown>, key?: string) =>
  call(t.app, "POST", matchPaths.addEvent(matchId), {
    cookie: owner.cookie,
    body,
    ...(key ? { headers: { "idempotency-key": key } } : {}),
  });

describe("a tap (ticker event write)", () => {
  it(`runs at most ${MAX_STATEMENTS_IN_TAP} statements inside its transaction, with an Idempotency-Key`, async () => {
    eventTransactions();
    const goal = await tap({ type: "goal", minute: 10, playerId: owner.playerIds[0] }, "zaehler-1");
    expect(goal.status).toBe(201);
    const card = await tap({ type: "yellowCard", minute: 20, playerId: owner.playerIds[1] }, "zaehler-2");
    expect(card.status).toBe(201);
    const written = eventTransactions();
    expect(written).toHaveLength(2);
    for (const tx of written) {
      expect(tx.open).toBe(false);
      expect(tx.statements.length, summary(tx)).toBeLessThanOrEqual(MAX_STATEMENTS_IN_TAP);
      // The tap writes in the key's savepoint (undone with a refusal), not in one more of its own.
      expect(
        tx.statements.filter((s) => s.startsWith("savepoint")),
        summary(tx),
      ).toHaveLength(1);
      // The write goes out without waiting for the lock's answer, but never before the lock.
      const lock = tx.statements.findIndex((s) => s.endsWith("for update"));
      const write = tx.statements.findIndex((s) => /insert into "?match_events"?/.test(s));
      expect(lock, summary(tx)).toBeGreaterThanOrEqual(0);
      expect(lock, summary(tx)).toBeLessThan(write);
    }
  });

  it("a correction and a deletion with a key write in the key's savepoint too", async () => {
    const added = await tap({ type: "goal", minute: 40, playerId: owner.playerIds[0] }, "korrektur-1");
    expect(added.status).toBe(201);
    const eventId = added.body.event.id;
    transactions = [];
    const headers = (key: string) => ({ "idempotency-key": key });
    const corrected = await call(t.app, "PATCH", matchPaths.updateEvent(eventId), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 41, playerId: owner.playerIds[0] },
      headers: headers("korrektur-2"),
    });
    expect(corrected.status).toBe(200);
    const removed = await call(t.app, "DELETE", matchPaths.removeEvent(eventId), {
      cookie: owner.cookie,
      headers: headers("korrektur-3"),
    });
    expect(removed.status).toBe(200);
    const written = transactions.filter((tx) =>
      tx.statements.some((s) => /^(update|delete from) "?match_events"?/.test(s)),
    );
    transactions = [];
    expect(written).toHaveLength(2);
    for (const tx of written) {
      expect(
        tx.statements.filter((s) => s.startsWith("savepoint")),
        summary(tx),
      ).toHaveLength(1);
    }
  });

  it("the live control's actions with a key write in the key's savepoint too", async () => {
    const live = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 0 });
    const send = async (method: string, path: string, key: string, body?: Record<string, unknown>) => {
      transactions = [];
      const res = await call(t.app, method, path, {
        cookie: owner.cookie,
        headers: { "idempotency-key": key },
        ...(body ? { body } : {}),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const keyed = transactions.filter((tx) =>
        tx.statements.some((s) => /insert into "?idempotency_keys"?/.test(s)),
      );
      transactions = [];
      expect(keyed).toHaveLength(1);
      const [tx] = keyed;
      expect(
        tx?.statements.filter((s) => s.startsWith("savepoint")),
        tx && summary(tx),
      ).toHaveLength(1);
    };
    await send("POST", matchPaths.liveAction(live, "start"), "live-1");
    await send("PUT", matchPaths.stoppage(live), "live-2", { minutes: 2 });
    await send("POST", matchPaths.liveAction(live, "end"), "live-3");
    await send("POST", matchPaths.undoLiveClose(live), "live-4");
  });

  it("runs fewer still without a key", async () => {
    eventTransactions();
    const goal = await tap({ type: "goal", minute: 30, teamSide: "away" });
    expect(goal.status).toBe(201);
    const [tx] = eventTransactions();
    expect(tx?.statements.length, tx && summary(tx)).toBeLessThanOrEqual(MAX_STATEMENTS_IN_TAP - 4);
  });
});

describe("what a tap publishes", () => {
  it("is what a fan reads afterwards: the event with its texts, the counters, the score", async () => {
    const scorer = owner.playerIds[2] ?? "";
    const before = await t.deps.db.select({ id: realtimeLog.id }).from(realtimeLog);
    const res = await tap(
      { type: "goal", minute: 5, playerId: scorer, assistPlayerId: owner.playerIds[0] },
      "zaehler-3",
    );
    expect(res.status).toBe(201);
    const rows = await t.deps.db
      .select()
      .from(realtimeLog)
      .where(eq(realtimeLog.matchId, matchId))
      .orderBy(asc(realtimeLog.id));
    const published = rows.filter((r) => r.id > Math.max(0, ...before.map((b) => b.id)));
    expect(published.map((r) => r.kind)).toEqual(["event.created", "match", "history"]);
    const { playerStats, ...event } = (published[0]?.payload ?? {}) as { playerStats: unknown; id: string };
    const listed = await call(t.app, "GET", matchPaths.events(matchId));
    expect(listed.body.events.find((e) => e.id === event.id)).toEqual(event);
    // Entered at minute 5, before the earlier taps: it is the first goal, and the later ones renumber.
    expect(listed.body.events.find((e) => e.id === event.id)?.description).toContain("1:0");
    const counters = await statsForPlayers(t.deps.db, [scorer, owner.playerIds[0] ?? ""]);
    expect(playerStats).toEqual(Object.fromEntries(counters));
    const [score] = await t.deps.db
      .select({ home: matches.homeScore, away: matches.awayScore })
      .from(matches)
      .where(eq(matches.id, matchId));
    const match = published[1]?.payload as { homeScore: number; awayScore: number };
    expect({ home: match.homeScore, away: match.awayScore }).toEqual(score);
    expect(score).toEqual({ home: 2, away: 1 });
  });
});

const summary = (tx: Transaction) => tx.statements.map((s) => s.replace(/\s+/g, " ").slice(0, 90)).join("\n");
