import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { CLOCK_MESSAGES } from "#shared/matches/clock.ts";
import { EVENT_MESSAGES } from "#shared/matches/event-schema.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { TIMELINE_MESSAGES } from "#shared/matches/timeline.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import { matchEvents, matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// What the event endpoints refuse: the form's rules, players of the wrong team, and outsiders.

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;
let opponentPlayers: string[];
let matchId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, fan, opponentId, opponentPlayers } = await createMatchCast(t, {
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

describe("event form rules", () => {
  it.each([
    [{ minute: 10 }, "Bitte alle Pflichtfelder ausfüllen"],
    [{ type: "goal" }, "Bitte alle Pflichtfelder ausfüllen"],
    // A type off the list (a script's typo) is named as unknown, with the allowed ones.
    [{ type: "tor", minute: 10 }, EVENT_MESSAGES.unknownType],
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

  it("refuses an event after the final whistle, naming its minute; its own minute still takes one", async () => {
    expect((await addEvent({ type: "finalWhistle", minute: 90, addedMinute: 2 })).status).toBe(201);
    const late = await addEvent({ type: "goal", minute: 93, playerId: owner.playerIds[0] });
    expect(late.status).toBe(400);
    expect(late.body.error).toMatchObject({
      message: TIMELINE_MESSAGES.afterFinalWhistle("90+2"),
      fields: { minute: TIMELINE_MESSAGES.afterFinalWhistle("90+2") },
    });
    const inTime = await addEvent({ type: "goal", minute: 90, addedMinute: 2, playerId: owner.playerIds[0] });
    expect(inTime.status).toBe(201);
    // An edit to a later minute is refused too.
    const edited = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(inTime.body.event.id), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 95, playerId: owner.playerIds[0] },
    });
    expect(edited.status).toBe(400);
  });

  it("refuses a second final whistle, naming the first; the whistle itself can still be edited", async () => {
    // A secretary correcting the ticker's whistle by hand («Schlusspfiff 90+3» in the report
    // dialog) got a second one: the match page showed «Schlusspfiff» twice.
    const first = await addEvent({ type: "finalWhistle", minute: 90 });
    expect(first.status).toBe(201);
    const second = await addEvent({ type: "finalWhistle", minute: 90, addedMinute: 3 });
    expect(second.status).toBe(400);
    expect(second.body.error).toMatchObject({
      message: TIMELINE_MESSAGES.secondFinalWhistle("90"),
      fields: { type: TIMELINE_MESSAGES.secondFinalWhistle("90") },
    });
    const edited = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(first.body.event.id), {
      cookie: owner.cookie,
      body: { type: "finalWhistle", minute: 90, addedMinute: 3 },
    });
    expect(edited.status).toBe(200);
    // An event of another kind cannot be turned into a second whistle either.
    const goal = await addEvent({ type: "goal", minute: 20, playerId: owner.playerIds[0] });
    const turned = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(goal.body.event.id), {
      cookie: owner.cookie,
      body: { type: "finalWhistle", minute: 20 },
    });
    expect(turned.status).toBe(400);
    const whistles = await t.deps.db
      .select({ id: matchEvents.id })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId));
    expect(whistles).toHaveLength(2);
  });

  it("refuses an event for a match not yet kicked off and leaves its score alone", async () => {
    // A goal sent for a match in three days was stored and gave the fixture a score of 1:0.
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    const res = await call<ErrorBody>(t.app, "POST", matchPaths.addEvent(future), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 10, playerId: owner.playerIds[0] },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(EVENT_MESSAGES.notKickedOff);
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, future))).toEqual([]);
    expect(await score(future)).toEqual({ home: null, away: null });
  });

  it("refuses events of a postponed match, new, edited or deleted, though its old date has passed", async () => {
    // A match postponed after its date took goals and cards: the events of a match not played.
    const goal = await addEvent({ type: "goal", minute: 10, playerId: owner.playerIds[0] });
    expect(goal.status).toBe(201);
    const postponed = await call(t.app, "POST", matchPaths.action(matchId, "postpone"), {
      cookie: owner.cookie,
      body: {},
    });
    expect(postponed.status).toBe(200);
    const added = await addEvent({ type: "yellowCard", minute: 20, playerId: owner.playerIds[0] });
    const edited = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(goal.body.event.id), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 11, playerId: owner.playerIds[0] },
    });
    const removed = await call<ErrorBody>(t.app, "DELETE", matchPaths.removeEvent(goal.body.event.id), {
      cookie: owner.cookie,
    });
    for (const res of [added, edited, removed]) {
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(MATCH_MESSAGES.postponedNoEvents);
    }
    const stored = await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
    expect(stored.map((event) => event.minute)).toEqual([10]);
  });

  it("refuses a final whistle by hand while the match is live: the ticker's «Spiel beenden» sets it", async () => {
    // Typed in the report dialog during the match, it stayed: the ticker then refused every
    // later event as after the whistle, and «Spiel beenden» wrote a second one.
    const live = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 0 });
    expect(
      (await call(t.app, "POST", matchPaths.liveAction(live, "start"), { cookie: owner.cookie })).status,
    ).toBe(200);
    const whistle = await call<ErrorBody>(t.app, "POST", matchPaths.addEvent(live), {
      cookie: owner.cookie,
      body: { type: "finalWhistle", minute: 0, source: "report" },
    });
    expect(whistle.status).toBe(409);
    expect(whistle.body.error.message).toBe(TIMELINE_MESSAGES.whistleWhileLive);
    const goal = await call<{ event: MatchEventView }>(t.app, "POST", matchPaths.addEvent(live), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 0, playerId: owner.playerIds[0], source: "live" },
    });
    expect(goal.status).toBe(201);
    const turned = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(goal.body.event.id), {
      cookie: owner.cookie,
      body: { type: "finalWhistle", minute: 0 },
    });
    expect(turned.status).toBe(409);
    expect(turned.body.error.message).toBe(TIMELINE_MESSAGES.whistleWhileLive);
    const types = await t.deps.db
      .select({ type: matchEvents.eventType })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, live));
    expect(types.map((e) => e.type).sort()).toEqual(["goal", "kickoff"]);
  });

  it("refuses in a running match a minute its clock has not reached, new or edited; nothing is written", async () => {
    // A card typed at 85 in the 12th minute stood, once the match ended, below the final whistle,
    // and the Matchtelegramm gave a half-time score for a match over in its 12th minute.
    const live = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 0 });
    expect(
      (await call(t.app, "POST", matchPaths.liveAction(live, "start"), { cookie: owner.cookie })).status,
    ).toBe(200);
    const tap = (body: Record<string, unknown>) =>
      call<{ event: MatchEventView } & ErrorBody>(t.app, "POST", matchPaths.addEvent(live), {
        cookie: owner.cookie,
        body: { teamSide: "home", source: "live", ...body },
      });
    const ahead = await tap({ type: "yellowCard", minute: 85, playerId: owner.playerIds[0] });
    expect(ahead.status).toBe(400);
    expect(ahead.body.error).toMatchObject({
      message: CLOCK_MESSAGES.aheadOfClock("1"),
      fields: { minute: CLOCK_MESSAGES.aheadOfClock("1") },
    });
    const goal = await tap({ type: "goal", minute: 1, playerId: owner.playerIds[0] });
    expect(goal.status).toBe(201);
    const edited = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(goal.body.event.id), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 80, teamSide: "home", playerId: owner.playerIds[0] },
    });
    expect(edited.status).toBe(400);
    const events = await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, live));
    expect(events.map((e) => [e.eventType, e.minute])).toEqual(expect.arrayContaining([["goal", 1]]));
    expect(events.some((e) => e.minute > 2)).toBe(false);
    expect(await score(live)).toEqual({ home: 1, away: 0 });
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
          await call(t.app, "PATCH", matchPaths.updateEvent(goal.body.event.id), {
            cookie,
            body: { ...body, minute: 80 },
          })
        ).status,
      ).toBe(403);
      expect(
        (await call(t.app, "DELETE", matchPaths.removeEvent(goal.body.event.id), { cookie })).status,
      ).toBe(403);
    }
    expect((await addEvent(body, "")).status).toBe(401);
    expect((await call(t.app, "PATCH", matchPaths.updateEvent(goal.body.event.id), { body })).status).toBe(
      401,
    );
    expect((await call(t.app, "DELETE", matchPaths.removeEvent(goal.body.event.id))).status).toBe(401);
    const events = await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
    expect(events.map((e) => e.minute)).toEqual([10]);
    expect(await score()).toEqual({ home: 1, away: 0 });
  });

  it("answers 404 for unknown events and matches", async () => {
    const body = { type: "kickoff", minute: 0 };
    expect(
      (await call(t.app, "PATCH", matchPaths.updateEvent("abc"), { cookie: owner.cookie, body })).status,
    ).toBe(404);
    const res = await call<ErrorBody>(
      t.app,
      "DELETE",
      matchPaths.removeEvent("00000000-0000-4000-8000-000000000000"),
      {
        cookie: owner.cookie,
      },
    );
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("Ereignis nicht gefunden");
    expect(
      (await call(t.app, "POST", matchPaths.addEvent("abc"), { cookie: owner.cookie, body })).status,
    ).toBe(404);
  });
});
