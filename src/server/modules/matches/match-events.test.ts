import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { matchEvents, matches, realtimeLog } from "../../db/schema/index.ts";
import { call, signUp } from "../../test/http.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  type TestClub,
} from "./match-fixtures.ts";

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;
let opponentPlayers: string[];
let matchId: string;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  t = await createTestApp();
  owner = await createClubWithTeam(t);
  other = await createClubWithTeam(t);
  fan = await signUp(t.app, { accountType: "fan" });
  opponentId = await createTeam(t, { clubId: null, name: "SC Auswärts" });
  opponentPlayers = await createPlayers(t, opponentId, 3);
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
  return call<{ event: MatchEventView } & ErrorBody>(t.app, "POST", `/api/manage/matches/${matchId}/events`, {
    cookie,
    body,
  });
}

describe("event form rules", () => {
  it.each([
    [{ minute: 10 }, "Bitte alle Pflichtfelder ausfüllen"],
    [{ type: "goal" }, "Bitte alle Pflichtfelder ausfüllen"],
    [{ type: "tor", minute: 10 }, "Bitte alle Pflichtfelder ausfüllen"],
    [{ type: "kickoff", minute: 121 }, "Die Minute muss zwischen 0 und 120 liegen"],
    [{ type: "kickoff", minute: -1 }, "Die Minute muss zwischen 0 und 120 liegen"],
    [{ type: "kickoff", minute: 12.5 }, "Die Minute muss zwischen 0 und 120 liegen"],
  ])("refuses %j with '%s'", async (body, message) => {
    const res = await addEvent(body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });

  it.each(["report", "live"])("%s form: an event without player needs its side", async (source) => {
    for (const type of ["goal", "ownGoal", "yellowCard", "redCard", "substitution"]) {
      const res = await addEvent({ type, minute: 10, source });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        "Bitte wähle die Mannschaft, für die das Ereignis ohne Spieler zählt",
      );
    }
  });

  it("live form: a substitution may go without a player, kickoff, halftime and final whistle always", async () => {
    expect(
      (await addEvent({ type: "substitution", minute: 60, teamSide: "away", source: "live" })).status,
    ).toBe(201);
    for (const type of ["kickoff", "halftime", "finalWhistle"]) {
      expect((await addEvent({ type, minute: 45 })).status).toBe(201);
    }
  });

  it("refuses players of neither team, a side the player does not play for, and wrong assists", async () => {
    const foreign = await addEvent({ type: "goal", minute: 5, playerId: other.playerIds[0] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe("Der Spieler spielt in keiner der beiden Mannschaften");
    const side = await addEvent({
      type: "goal",
      minute: 5,
      playerId: owner.playerIds[0],
      teamSide: "away",
      source: "live",
    });
    expect(side.body.error.message).toBe("Der Spieler spielt nicht für die gewählte Mannschaft");
    const assistOnCard = await addEvent({
      type: "yellowCard",
      minute: 5,
      playerId: owner.playerIds[0],
      assistPlayerId: owner.playerIds[1],
    });
    expect(assistOnCard.body.error.message).toBe("Eine Vorlage kann nur bei einem Tor angegeben werden");
    const selfAssist = await addEvent({
      type: "goal",
      minute: 5,
      playerId: owner.playerIds[0],
      assistPlayerId: owner.playerIds[0],
    });
    expect(selfAssist.body.error.message).toBe("Torschütze und Vorlagengeber müssen verschieden sein");
    const otherSideAssist = await addEvent({
      type: "goal",
      minute: 5,
      playerId: owner.playerIds[0],
      assistPlayerId: opponentPlayers[0],
    });
    expect(otherSideAssist.body.error.message).toBe(
      "Der Vorlagengeber muss in derselben Mannschaft spielen wie der Torschütze",
    );
    expect(await score()).toEqual({ home: null, away: null });
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId))).toHaveLength(
      0,
    );
  });
});

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
    const res = await call<{ events: MatchEventView[] }>(t.app, "GET", `/api/matches/${matchId}/events`);
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
      (await call(t.app, "DELETE", `/api/manage/events/${first.body.event.id}`, { cookie: owner.cookie }))
        .status,
    ).toBe(200);
    expect(await score()).toEqual({ home: 1, away: 0 });
    // A score already corrected by hand to 0 stays at 0 when the goal goes.
    await t.deps.db.update(matches).set({ homeScore: 0 }).where(eq(matches.id, matchId));
    expect(
      (await call(t.app, "DELETE", `/api/manage/events/${second.body.event.id}`, { cookie: owner.cookie }))
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
    await call(t.app, "DELETE", `/api/manage/events/${goal.body.event.id}`, { cookie: owner.cookie });
    expect(await score()).toEqual({ home: 0, away: 0 });
  });

  it("editing moves the score with the event", async () => {
    const goal = await addEvent({ type: "goal", minute: 10, playerId: owner.playerIds[0] });
    expect(await score()).toEqual({ home: 1, away: 0 });
    const patch = (body: Record<string, unknown>) =>
      call<{ event: MatchEventView } & ErrorBody>(
        t.app,
        "PATCH",
        `/api/manage/events/${goal.body.event.id}`,
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
    expect(rows.map((r) => r.kind)).toEqual(["event.created", "match"]);
    expect(rows[0]?.payload).toMatchObject({ type: "goal", matchId });
    expect(rows[1]?.payload).toMatchObject({ id: matchId, homeScore: 1, awayScore: 0 });
  });
});

describe("event authorization", () => {
  it("lets only admins of a playing club add, edit or delete events; nothing changes otherwise", async () => {
    const goal = await addEvent({ type: "goal", minute: 10, playerId: owner.playerIds[0] });
    const body = { type: "goal", minute: 11, playerId: owner.playerIds[0] };
    for (const cookie of [other.cookie, fan.cookie]) {
      const res = await addEvent(body, cookie);
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe("Keine Berechtigung");
      expect(
        (
          await call(t.app, "PATCH", `/api/manage/events/${goal.body.event.id}`, {
            cookie,
            body: { ...body, minute: 80 },
          })
        ).status,
      ).toBe(403);
      expect(
        (await call(t.app, "DELETE", `/api/manage/events/${goal.body.event.id}`, { cookie })).status,
      ).toBe(403);
    }
    expect((await addEvent(body, "")).status).toBe(401);
    expect((await call(t.app, "PATCH", `/api/manage/events/${goal.body.event.id}`, { body })).status).toBe(
      401,
    );
    expect((await call(t.app, "DELETE", `/api/manage/events/${goal.body.event.id}`)).status).toBe(401);
    const events = await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
    expect(events.map((e) => e.minute)).toEqual([10]);
    expect(await score()).toEqual({ home: 1, away: 0 });
  });

  it("answers 404 for unknown events and matches", async () => {
    const body = { type: "kickoff", minute: 0 };
    expect(
      (await call(t.app, "PATCH", "/api/manage/events/abc", { cookie: owner.cookie, body })).status,
    ).toBe(404);
    const res = await call<ErrorBody>(
      t.app,
      "DELETE",
      "/api/manage/events/00000000-0000-4000-8000-000000000000",
      {
        cookie: owner.cookie,
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Ereignis nicht gefunden");
    expect(
      (await call(t.app, "POST", "/api/manage/matches/abc/events", { cookie: owner.cookie, body })).status,
    ).toBe(404);
  });
});
