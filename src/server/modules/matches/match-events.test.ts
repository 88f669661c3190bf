import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import { matchEvents, matches, realtimeLog } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, createPlayers, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

let t: TestContext;
let owner: TestClub;
let opponentId: string;
let opponentPlayers: string[];
let matchId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, opponentId, opponentPlayers } = await createMatchCast(t, {
    opponentName: "SC Auswärts",
    opponentPlayers: 3,
  }));
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  matchId = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
});

async function score(id = matchId) {
  const [row] = await t.deps.db
    .select({ home: matches.homeScore, away: matches.awayScore })
    .from(matches)
    .where(eq(matches.id, id));
  return row;
}

async function addEvent(body: Record<string, unknown>, cookie = owner.cookie) {
  return call<{ event: MatchEventView } & ErrorBody>(t.app, "POST", matchPaths.addEvent(matchId), {
    cookie,
    body,
  });
}

describe("events and the score", () => {
  it("a goal adds 1 for the scorer's side in the same write, with a generated description", async () => {
    const home = await addEvent({
      type: "goal",
      minute: 12,
      playerId: owner.playerIds[0],
      assistPlayerId: owner.playerIds[1],
    });
    expect(home.status).toBe(201);
    expect(home.body.event).toMatchObject({ type: "goal", minute: 12, teamSide: "home" });
    expect(home.body.event.description).toMatch(/^Tor durch Vorname1 Nachname\S+ zum 1:0$/);
    expect(home.body.event.assist?.id).toBe(owner.playerIds[1]);
    expect(await score()).toEqual({ home: 1, away: 0 });

    const away = await addEvent({
      type: "goal",
      minute: 30,
      playerId: opponentPlayers[0],
      teamSide: "away",
      source: "live",
    });
    expect(away.body.event.description).toMatch(/zum 1:1$/);
    expect(await score()).toEqual({ home: 1, away: 1 });
  });

  it("refuses a blank, hex or exponent minute instead of reading it as 0, 16 or 10, and writes nothing", async () => {
    const goal = { type: "goal", playerId: owner.playerIds[0] };
    const before = await score();
    const blank = await addEvent({ ...goal, minute: " " });
    expect({ status: blank.status, message: blank.body.error?.message }).toEqual({
      status: 400,
      message: "Bitte alle Pflichtfelder ausfüllen",
    });
    for (const minute of ["0x10", "1e1"]) {
      const res = await addEvent({ ...goal, minute });
      expect({ status: res.status, message: res.body.error?.message }, minute).toEqual({
        status: 400,
        message: "Die Minute muss zwischen 0 und 120 liegen",
      });
    }
    const stoppage = await addEvent({ ...goal, minute: 45, addedMinute: "0x2" });
    expect(stoppage.status).toBe(400);
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId))).toEqual([]);
    expect(await score()).toEqual(before);
    // A form's digits are still a minute.
    expect((await addEvent({ ...goal, minute: "12" })).body.event).toMatchObject({ minute: 12 });
  });

  it("keeps a description the club typed, and cards do not touch the score", async () => {
    const res = await addEvent({
      type: "yellowCard",
      minute: 40,
      playerId: opponentPlayers[1],
      description: "Taktisches Foul",
    });
    expect(res.body.event).toMatchObject({
      type: "yellowCard",
      description: "Taktisches Foul",
      teamSide: "away",
    });
    const [stored] = await t.deps.db.select().from(matchEvents).where(eq(matchEvents.id, res.body.event.id));
    expect(stored?.eventType).toBe("yellow_card");
    expect(await score()).toEqual({ home: null, away: null });
  });

  it("lists the timeline publicly by minute in camelCase with names", async () => {
    await addEvent({ type: "redCard", minute: 70, playerId: opponentPlayers[2] });
    await addEvent({ type: "kickoff", minute: 0 });
    await addEvent({ type: "finalWhistle", minute: 90 });
    await addEvent({ type: "goal", minute: 33, playerId: owner.playerIds[2] });
    const res = await call(t.app, "GET", matchPaths.events(matchId));
    expect(res.status).toBe(200);
    expect(res.body.events.map((e) => [e.minute, e.type])).toEqual([
      [0, "kickoff"],
      [33, "goal"],
      [70, "redCard"],
      [90, "finalWhistle"],
    ]);
    expect(res.body.events[0]?.description).toBe("Anpfiff");
    expect(res.body.events[2]?.player?.lastName).toMatch(/^Nachname/);
    expect(res.body.events[2]?.description).toMatch(/^Rote Karte für Vorname3/);
  });

  it("deleting a goal subtracts 1 from its side, never below 0", async () => {
    const first = await addEvent({ type: "goal", minute: 10, playerId: owner.playerIds[0] });
    const second = await addEvent({ type: "goal", minute: 20, playerId: owner.playerIds[0] });
    expect(await score()).toEqual({ home: 2, away: 0 });
    expect(
      (await call(t.app, "DELETE", matchPaths.removeEvent(first.body.event.id), { cookie: owner.cookie }))
        .status,
    ).toBe(200);
    expect(await score()).toEqual({ home: 1, away: 0 });
    // A score already corrected by hand to 0 stays at 0 when the goal goes.
    await t.deps.db.update(matches).set({ homeScore: 0 }).where(eq(matches.id, matchId));
    expect(
      (await call(t.app, "DELETE", matchPaths.removeEvent(second.body.event.id), { cookie: owner.cookie }))
        .status,
    ).toBe(200);
    expect(await score()).toEqual({ home: 0, away: 0 });
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId))).toHaveLength(
      0,
    );
  });

  it("a goal keeps its side after its player is deleted, so deleting it still corrects the score", async () => {
    const [extra] = await createPlayers(t, opponentId, 1);
    const goal = await addEvent({ type: "goal", minute: 10, playerId: extra });
    expect(await score()).toEqual({ home: 0, away: 1 });
    await t.deps.db.execute(sql`delete from players where id = ${extra}`);
    await call(t.app, "DELETE", matchPaths.removeEvent(goal.body.event.id), { cookie: owner.cookie });
    expect(await score()).toEqual({ home: 0, away: 0 });
  });

  it("editing moves the score with the event", async () => {
    const goal = await addEvent({ type: "goal", minute: 10, playerId: owner.playerIds[0] });
    expect(await score()).toEqual({ home: 1, away: 0 });
    const patch = (body: Record<string, unknown>) =>
      call<{ event: MatchEventView } & ErrorBody>(
        t.app,
        "PATCH",
        matchPaths.updateEvent(goal.body.event.id),
        {
          cookie: owner.cookie,
          body: { source: "live", ...body },
        },
      );
    const moved = await patch({ type: "goal", minute: 11, playerId: opponentPlayers[0] });
    expect(moved.status).toBe(200);
    expect(moved.body.event).toMatchObject({ minute: 11, teamSide: "away" });
    expect(await score()).toEqual({ home: 0, away: 1 });
    expect(
      (await patch({ type: "goal", minute: 12, playerId: opponentPlayers[0], description: "Abstauber" }))
        .status,
    ).toBe(200);
    expect(await score()).toEqual({ home: 0, away: 1 });
    expect((await patch({ type: "yellowCard", minute: 12, playerId: opponentPlayers[0] })).status).toBe(200);
    expect(await score()).toEqual({ home: 0, away: 0 });
    const invalid = await patch({ type: "goal", minute: 12 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(
      "Bitte wähle die Mannschaft, für die das Ereignis ohne Spieler zählt",
    );
    expect(await score()).toEqual({ home: 0, away: 0 });
  });

  it("counts every one of many simultaneous goals", async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        addEvent({
          type: "goal",
          minute: i + 1,
          playerId: i % 3 === 0 ? opponentPlayers[0] : owner.playerIds[0],
        }),
      ),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(await score()).toEqual({ home: 8, away: 4 });
  });

  it("rolls the score back when the event cannot be stored", async () => {
    // A constraint only this test has: the insert fails after the score update ran.
    await t.deps.db.execute(
      sql.raw(
        "alter table match_events add constraint test_no_boom check (description is distinct from 'boom')",
      ),
    );
    try {
      const res = await addEvent({
        type: "goal",
        minute: 10,
        playerId: owner.playerIds[0],
        description: "boom",
      });
      // A check violation is bad input (400), never a 500; and the score update is rolled back.
      expect(res.status).toBe(400);
      expect(await score()).toEqual({ home: null, away: null });
    } finally {
      await t.deps.db.execute(sql.raw("alter table match_events drop constraint test_no_boom"));
    }
  });

  it("appends the event and the new score to the realtime log", async () => {
    const before = await t.deps.db
      .select({ id: realtimeLog.id })
      .from(realtimeLog)
      .orderBy(asc(realtimeLog.id));
    const lastId = before.at(-1)?.id ?? 0;
    await addEvent({ type: "goal", minute: 10, playerId: owner.playerIds[0] });
    const rows = await t.deps.db
      .select()
      .from(realtimeLog)
      .where(sql`${realtimeLog.id} > ${lastId}`)
      .orderBy(asc(realtimeLog.id));
    expect(rows.map((r) => r.kind)).toEqual(["event.created", "match", "history"]);
    expect(rows[0]?.payload).toMatchObject({ type: "goal", matchId });
    expect(rows[1]?.payload).toMatchObject({ id: matchId, homeScore: 1, awayScore: 0 });
    expect(rows[2]?.payload).toMatchObject({ matchId, entry: { action: "Ereignis erfasst" } });
  });
});
