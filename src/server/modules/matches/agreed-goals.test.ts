import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { agreedGoalsBeyondScoreMessage } from "#shared/matches/agreed-events.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { matchEvents, matches, playerSeasonStats } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createClubWithTeam, createMatch, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The result rule (a final score holds at least the goals of its events, on each side) holds for
// a result both clubs agreed too: one club alone names scorers within it, and a goal beyond it
// is a new result, which only a proposal to the other club brings.

let t: TestContext;
// Each test plays its own two clubs, so the players' season goals are the match's alone.
let home: TestClub;
let away: TestClub;

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  home = await createClubWithTeam(t, 2);
  away = await createClubWithTeam(t, 2);
});
afterAll(async () => {
  await t.close();
});

/** home – away, accepted by the away club, 0:1 entered by the home club. */
async function agreedAwayWin(): Promise<string> {
  const id = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: -3 });
  expect((await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: away.cookie })).status).toBe(
    200,
  );
  const result = await call(t.app, "PUT", matchPaths.action(id, "result"), {
    cookie: home.cookie,
    body: { homeScore: 0, awayScore: 1 },
  });
  expect(result.status).toBe(200);
  return id;
}

/** What a refused change must leave as it was: the events, the score, the history, the scorers. */
async function record(id: string) {
  const [match] = await t.deps.db.select().from(matches).where(eq(matches.id, id));
  const events = await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, id));
  const history = await call(t.app, "GET", matchPaths.history(id), { cookie: home.cookie });
  const stats = await t.deps.db
    .select()
    .from(playerSeasonStats)
    .where(inArray(playerSeasonStats.teamId, [home.teamId, away.teamId]));
  return {
    score: `${match?.homeScore}:${match?.awayScore}`,
    events: events.map((e) => `${e.eventType}:${e.teamSide}:${e.minute}`).sort(),
    history: history.body.entries.length,
    goals: stats.reduce((sum, s) => sum + s.goals, 0),
  };
}

const add = (club: TestClub, id: string, body: Record<string, unknown>) =>
  call<ErrorBody & { event: { id: string } }>(t.app, "POST", matchPaths.addEvent(id), {
    cookie: club.cookie,
    body: { minute: 50, source: "report", ...body },
  });

describe("goal events of an agreed result", () => {
  it("a club alone adds no goal its agreed result does not hold: 409, nothing written", async () => {
    const id = await agreedAwayWin();
    const before = await record(id);
    const [scorer] = home.playerIds;

    for (const attempt of [1, 2]) {
      const goal = await add(home, id, { type: "goal", playerId: scorer, teamSide: "home" });
      expect({ attempt, status: goal.status, message: goal.body.error?.message }).toEqual({
        attempt,
        status: 409,
        message: agreedGoalsBeyondScoreMessage({ home: 0, away: 1 }, { home: 1, away: 0 }, "clubs"),
      });
    }
    expect(await record(id)).toEqual(before);
  });

  it("names the scorers within it; an own goal or a second goal beyond it is refused", async () => {
    const id = await agreedAwayWin();
    const [awayScorer] = away.playerIds;
    const [homePlayer] = home.playerIds;

    // The away club names its one goal: the score stays the agreed 0:1.
    const named = await add(away, id, { type: "goal", playerId: awayScorer });
    expect(named.status).toBe(201);
    const after = await record(id);
    expect(after).toMatchObject({ score: "0:1", goals: 1 });

    // A second away goal, or a home own goal (it counts for the away side), goes beyond 0:1.
    const second = await add(away, id, { type: "goal", playerId: awayScorer, minute: 70 });
    expect({ status: second.status, message: second.body.error?.message }).toEqual({
      status: 409,
      message: agreedGoalsBeyondScoreMessage({ home: 0, away: 1 }, { home: 0, away: 2 }, "clubs"),
    });
    const own = await add(home, id, { type: "ownGoal", playerId: homePlayer, minute: 70 });
    expect({ status: own.status, message: own.body.error?.message }).toEqual({
      status: 409,
      message: agreedGoalsBeyondScoreMessage({ home: 0, away: 1 }, { home: 0, away: 2 }, "clubs"),
    });
    expect(await record(id)).toEqual(after);
  });

  it("an edit that turns a goal into one for the other side beyond the result is refused", async () => {
    const id = await agreedAwayWin();
    const [awayScorer] = away.playerIds;
    const named = await add(away, id, { type: "goal", playerId: awayScorer });
    expect(named.status).toBe(201);
    const before = await record(id);

    // Its own goal turned into an own goal would give the home team a goal the 0:1 lacks.
    const turned = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(named.body.event.id), {
      cookie: away.cookie,
      body: { type: "ownGoal", minute: 50, playerId: awayScorer, source: "report" },
    });
    expect({ status: turned.status, message: turned.body.error?.message }).toEqual({
      status: 409,
      message: agreedGoalsBeyondScoreMessage({ home: 0, away: 1 }, { home: 1, away: 0 }, "clubs"),
    });
    expect(await record(id)).toEqual(before);

    // Its minute or its scorer the club still corrects; deleting it leaves room again.
    const moved = await call(t.app, "PATCH", matchPaths.updateEvent(named.body.event.id), {
      cookie: away.cookie,
      body: { type: "goal", minute: 55, playerId: away.playerIds[1], source: "report" },
    });
    expect(moved.status).toBe(200);
    const removed = await call(t.app, "DELETE", matchPaths.removeEvent(named.body.event.id), {
      cookie: away.cookie,
    });
    expect(removed.status).toBe(200);
    expect((await add(away, id, { type: "goal", playerId: awayScorer })).status).toBe(201);
  });
});
