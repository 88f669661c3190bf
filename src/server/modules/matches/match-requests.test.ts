import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { REQUEST_MESSAGES } from "#shared/matches/schema.ts";
import { seasonOf } from "#shared/matches/season.ts";
import type { MatchResponse, MatchSummary } from "#shared/matches/types.ts";
import { playerPaths } from "#shared/players/paths.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { matchEvents, matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import {
  createClubWithTeam,
  createMatch,
  createTeam,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// A match against another club's team is a request until that club accepts; only
// accepted matches are public and count.

let t: TestContext;
let a: TestClub;
let b: TestClub;
let outsider: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  a = await createClubWithTeam(t, 2);
  b = await createClubWithTeam(t, 2);
  outsider = await createClubWithTeam(t, 1);
});
afterAll(async () => {
  await t.close();
});

const manageList = async (club: TestClub) =>
  (
    await call(t.app, "GET", matchPaths.clubMatches(club.clubId), {
      cookie: club.cookie,
    })
  ).body.matches;

const publicList = async () =>
  // Raw on purpose: the public list with the server's default scope and limit, which matchPaths.list always sets.
  (await call<{ matches: MatchSummary[] }>(t.app, "GET", `/api/matches?teamIds=${a.teamId},${b.teamId}`)).body
    .matches;

const season = seasonOf(new Date());
/** Everything a wrongly counted match could change: B's table row, scorers, cards and B's player. */
async function countedState() {
  const table = await call(t.app, "GET", rankingPaths.table({ canton: "Zürich", league: "3. Liga", season }));
  const scorers = await call(t.app, "GET", rankingPaths.players("scorers", {}));
  const cards = await call(t.app, "GET", rankingPaths.players("cards", {}));
  const player = await call(t.app, "GET", playerPaths.detail(b.playerIds[0] as string));
  return {
    row: table.body.rows.find((r) => r.teamId === b.teamId),
    scorers: scorers.body.players,
    cards: cards.body.players,
    stats: player.body.player.stats,
  };
}

describe("a match against another club's team", () => {
  let id: string;

  beforeAll(async () => {
    id = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: -2 });
  });

  it("is a request shown in both clubs' schedules but not publicly", async () => {
    const mine = (await manageList(a)).find((m) => m.id === id);
    const theirs = (await manageList(b)).find((m) => m.id === id);
    expect(mine).toMatchObject({ acceptance: "requested", createdByClubId: a.clubId, competition: "league" });
    expect(theirs?.acceptance).toBe("requested");
    expect((await publicList()).some((m) => m.id === id)).toBe(false);
    expect((await call(t.app, "GET", matchPaths.detail(id))).status).toBe(404);
    expect((await call(t.app, "GET", matchPaths.events(id))).status).toBe(404);
  });

  it("cannot be scored, get events or go live before the other club accepts", async () => {
    const before = await countedState();
    const result = await call<ErrorBody>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: a.cookie,
      body: { homeScore: 9, awayScore: 0 },
    });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe(REQUEST_MESSAGES.pending);
    const card = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: a.cookie,
      body: { type: "redCard", minute: 10, playerId: b.playerIds[0] },
    });
    expect(card.status).toBe(409);
    expect((await call(t.app, "POST", matchPaths.liveAction(id, "start"), { cookie: a.cookie })).status).toBe(
      409,
    );
    expect(await countedState()).toEqual(before);
  });

  it("can be changed only by the requesting club while open", async () => {
    const edit = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id), {
      cookie: b.cookie,
      body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(-2), stadium: "Anderswo" },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.error.message).toBe(REQUEST_MESSAGES.requesterOnly);
    const own = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: a.cookie,
      body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(-2), stadium: "Seewiese" },
    });
    expect(own.status).toBe(200);
  });

  it("can be answered only by the invited club", async () => {
    const byCreator = await call<ErrorBody>(t.app, "POST", matchPaths.action(id, "accept"), {
      cookie: a.cookie,
    });
    expect(byCreator.status).toBe(403);
    expect(byCreator.body.error.message).toBe(REQUEST_MESSAGES.notInvited);
    expect(
      (await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: outsider.cookie })).status,
    ).toBe(403);
    expect((await call(t.app, "POST", matchPaths.action(id, "accept"))).status).toBe(401);
    expect(
      (await call(t.app, "POST", matchPaths.action("not-a-uuid", "accept"), { cookie: b.cookie })).status,
    ).toBe(404);
  });

  it("once accepted is public, counts and can be edited by both clubs", async () => {
    const before = await countedState();
    const accepted = await call(t.app, "POST", matchPaths.action(id, "accept"), {
      cookie: b.cookie,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.match.acceptance).toBe("accepted");
    expect((await publicList()).some((m) => m.id === id)).toBe(true);
    const again = await call<ErrorBody>(t.app, "POST", matchPaths.action(id, "decline"), {
      cookie: b.cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(REQUEST_MESSAGES.notPending);

    const goal = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: b.cookie,
      body: { type: "goal", minute: 30, playerId: b.playerIds[0] },
    });
    expect(goal.status).toBe(201);
    const card = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: a.cookie,
      body: { type: "yellowCard", minute: 40, playerId: b.playerIds[0] },
    });
    expect(card.status).toBe(201);
    const after = await countedState();
    expect(after.stats.goals).toBe(before.stats.goals + 1);
    expect(after.stats.yellowCards).toBe(before.stats.yellowCards + 1);
    expect(after.scorers.some((p) => p.playerId === b.playerIds[0])).toBe(true);
    expect(after.cards.some((p) => p.playerId === b.playerIds[0])).toBe(true);
  });
});

describe("a declined match", () => {
  it("never counts, even with a result and events stored for it", async () => {
    const before = await countedState();
    const id = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: -1 });
    const declined = await call(t.app, "POST", matchPaths.action(id, "decline"), {
      cookie: b.cookie,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.match.acceptance).toBe("declined");
    const result = await call<ErrorBody>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: a.cookie,
      body: { homeScore: 9, awayScore: 0 },
    });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe(REQUEST_MESSAGES.declined);
    expect((await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: b.cookie })).status).toBe(
      409,
    );

    // Rows as old data or a bug could have left them: the read side must still ignore them.
    await t.deps.db
      .update(matches)
      .set({ status: "completed", homeScore: 9, awayScore: 0 })
      .where(eq(matches.id, id));
    await t.deps.db.insert(matchEvents).values([
      { matchId: id, eventType: "goal", minute: 5, playerId: b.playerIds[0], teamSide: "away" },
      { matchId: id, eventType: "red_card", minute: 6, playerId: b.playerIds[0], teamSide: "away" },
    ]);
    expect(await countedState()).toEqual(before);
    expect((await publicList()).some((m) => m.id === id)).toBe(false);

    // The requesting club may still remove it.
    expect((await call(t.app, "DELETE", matchPaths.remove(id), { cookie: a.cookie })).status).toBe(200);
  });

  it("becomes a request again when the requesting club changes it", async () => {
    const id = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: 5 });
    await call(t.app, "POST", matchPaths.action(id, "decline"), { cookie: b.cookie });
    const edit = await call<MatchResponse>(t.app, "PATCH", matchPaths.update(id), {
      cookie: a.cookie,
      body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(6), stadium: "Neuer Termin" },
    });
    expect(edit.body.match.acceptance).toBe("requested");
  });
});

describe("accept-all", () => {
  it("accepts every open request to the club and nothing else", async () => {
    const c = await createClubWithTeam(t, 0);
    const toC = [
      await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: c.teamId, days: 10 }),
      await createMatch(t, b, { homeTeamId: c.teamId, awayTeamId: b.teamId, days: 17 }),
    ];
    const fromC = await createMatch(t, c, { homeTeamId: c.teamId, awayTeamId: a.teamId, days: 24 });

    expect(
      (
        await call(t.app, "POST", matchPaths.acceptAll(c.clubId), {
          cookie: a.cookie,
        })
      ).status,
    ).toBe(403);
    const res = await call(t.app, "POST", matchPaths.acceptAll(c.clubId), {
      cookie: c.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.accepted).toBe(2);
    const list = await manageList(c);
    for (const id of toC) expect(list.find((m) => m.id === id)?.acceptance).toBe("accepted");
    // Its own request to A still waits for A.
    expect(list.find((m) => m.id === fromC)?.acceptance).toBe("requested");
    const none = await call(t.app, "POST", matchPaths.acceptAll(c.clubId), {
      cookie: c.cookie,
    });
    expect(none.body.accepted).toBe(0);
  });
});

describe("a match against a team without a club", () => {
  it("stands at once and belongs to the creating club alone", async () => {
    const opponent = await createTeam(t, { clubId: null, name: "FC Gast", createdByClubId: a.clubId });
    const id = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: opponent, days: 3 });
    expect((await manageList(a)).find((m) => m.id === id)?.acceptance).toBe("accepted");
    expect((await publicList()).some((m) => m.id === id)).toBe(true);
    expect((await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: b.cookie })).status).toBe(
      403,
    );
  });
});

describe("competition", () => {
  it("defaults to Meisterschaft in one canton and league, and only Meisterschaft counts", async () => {
    const other = await createTeam(t, { clubId: null, name: "FC Fremd", createdByClubId: a.clubId });
    const league = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: other, days: -3 });
    expect((await manageList(a)).find((m) => m.id === league)?.competition).toBe("league");

    const before = await countedState();
    const cup = await call(t.app, "POST", matchPaths.create(b.clubId), {
      cookie: b.cookie,
      body: {
        homeTeamId: b.teamId,
        awayTeamId: other,
        ...dialogDate(-3),
        stadium: "Cupplatz",
        competition: "cup",
      },
    });
    expect(cup.body.match.competition).toBe("cup");
    await call(t.app, "PUT", matchPaths.action(cup.body.match.id, "result"), {
      cookie: b.cookie,
      body: { homeScore: 5, awayScore: 0 },
    });
    expect((await countedState()).row).toEqual(before.row);

    const bad = await call(t.app, "POST", matchPaths.create(b.clubId), {
      cookie: b.cookie,
      body: { homeTeamId: b.teamId, awayTeamId: other, ...dialogDate(3), stadium: "X", competition: "liga" },
    });
    expect(bad.status).toBe(400);
  });
});
