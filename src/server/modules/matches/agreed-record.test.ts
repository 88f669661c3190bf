import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { AGREED_EVENT_MESSAGES } from "#shared/matches/agreed-events.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { type MatchProposal, PROPOSAL_MESSAGES } from "#shared/matches/proposals.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import {
  createClubWithTeam,
  createMatch,
  createPlayers,
  createTeam,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Once both clubs have accepted a match, one of them alone no longer changes its
// result, deletes it or cancels it: that is a proposal the other club accepts or declines.

let t: TestContext;
let winner: TestClub;
let loser: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  winner = await createClubWithTeam(t, 0);
  loser = await createClubWithTeam(t, 0);
});
afterAll(async () => {
  await t.close();
});

/** A match winner – loser, accepted by the loser's club, 3:0 entered by the winner. */
async function agreedWin(days = -3): Promise<string> {
  const id = await createMatch(t, winner, { homeTeamId: winner.teamId, awayTeamId: loser.teamId, days });
  expect((await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: loser.cookie })).status).toBe(
    200,
  );
  if (days < 0) {
    const res = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: winner.cookie,
      body: { homeScore: 3, awayScore: 0 },
    });
    expect(res.status).toBe(200);
  }
  return id;
}

const season = seasonOf(new Date(Date.now() - 3 * 86_400_000));
async function winnerRow() {
  const table = await call(t.app, "GET", rankingPaths.table({ canton: "Zürich", league: "3. Liga", season }));
  return table.body.rows.find((r: { teamId: string }) => r.teamId === winner.teamId);
}
const stored = async (id: string) => (await t.deps.db.select().from(matches).where(eq(matches.id, id)))[0];

const proposalsOf = async (club: TestClub) =>
  (
    await call<{ proposals: MatchProposal[] }>(t.app, "GET", matchPaths.clubProposals(club.clubId), {
      cookie: club.cookie,
    })
  ).body.proposals;

describe("an agreed match is not deleted by one club", () => {
  it("the loser's DELETE is a proposal (202): the match and the winner's points stay", async () => {
    const id = await agreedWin();
    const before = await winnerRow();
    expect(before?.points).toBeGreaterThanOrEqual(3);

    const res = await call<{ proposal: MatchProposal }>(t.app, "DELETE", matchPaths.remove(id), {
      cookie: loser.cookie,
    });
    expect(res.status).toBe(202);
    expect(res.body.proposal).toMatchObject({ kind: "delete", status: "open", matchId: id });
    expect(await stored(id)).toBeDefined();
    expect(await winnerRow()).toEqual(before);

    // Both clubs see it: on their dashboards and in the match history.
    expect((await proposalsOf(winner)).map((p) => p.id)).toContain(res.body.proposal.id);
    expect((await proposalsOf(loser)).map((p) => p.id)).toContain(res.body.proposal.id);
    const history = await call(t.app, "GET", matchPaths.history(id), { cookie: winner.cookie });
    expect(history.body.entries[0]).toMatchObject({ action: "Änderung vorgeschlagen" });

    // A second proposal waits for the answer to the first.
    const again = await call<ErrorBody>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: loser.cookie,
      body: { homeScore: 0, awayScore: 0 },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PROPOSAL_MESSAGES.pendingExists);

    // The proposer cannot answer its own proposal; the winner declines it.
    const own = await call<ErrorBody>(
      t.app,
      "POST",
      matchPaths.proposalAction(res.body.proposal.id, "accept"),
      {
        cookie: loser.cookie,
      },
    );
    expect(own.status).toBe(403);
    expect(own.body.error.message).toBe(PROPOSAL_MESSAGES.otherClubOnly);
    const declined = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "decline"), {
      cookie: winner.cookie,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.proposal).toMatchObject({ status: "declined", decidedByOffice: false });
    expect(await stored(id)).toBeDefined();
    expect(await winnerRow()).toEqual(before);
  });

  it("an accepted deletion removes it; the proposal keeps what it was", async () => {
    const id = await agreedWin();
    const res = await call<{ proposal: MatchProposal }>(t.app, "DELETE", matchPaths.remove(id), {
      cookie: loser.cookie,
    });
    const accepted = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "accept"), {
      cookie: winner.cookie,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.proposal).toMatchObject({ status: "accepted", matchId: null, previousScore: "3:0" });
    expect(accepted.body.proposal.matchLabel).toContain("–");
    expect(await stored(id)).toBeUndefined();
  });

  it("a deletion the league office decides stays on both clubs' dashboards", async () => {
    const id = await agreedWin();
    const res = await call<{ proposal: MatchProposal }>(t.app, "DELETE", matchPaths.remove(id), {
      cookie: loser.cookie,
    });
    const pid = res.body.proposal.id;
    await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), { cookie: loser.cookie });
    const office = await signUpLeagueOffice(t.app, t.deps.db);
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: { note: "Doppelt erfasst" },
    });
    expect(decided.status).toBe(200);
    expect(await stored(id)).toBeUndefined();
    for (const club of [loser, winner]) {
      expect((await proposalsOf(club)).find((p) => p.id === pid)).toMatchObject({
        status: "accepted",
        decidedByOffice: true,
        officeNote: "Doppelt erfasst",
      });
    }
  });
});

describe("an agreed result is not overwritten by one club", () => {
  it("a changed result is a proposal; applied only when the other club accepts", async () => {
    const id = await agreedWin();
    const res = await call<{ proposal: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: loser.cookie,
      body: { homeScore: 1, awayScore: 1 },
    });
    expect(res.status).toBe(202);
    expect(res.body.proposal).toMatchObject({
      kind: "result",
      homeScore: 1,
      awayScore: 1,
      previousScore: "3:0",
    });
    expect(await stored(id)).toMatchObject({ homeScore: 3, awayScore: 0 });

    const accepted = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "accept"), {
      cookie: winner.cookie,
    });
    expect(accepted.status).toBe(200);
    expect(await stored(id)).toMatchObject({ homeScore: 1, awayScore: 1 });
    const history = await call(t.app, "GET", matchPaths.history(id), { cookie: loser.cookie });
    const actions = history.body.entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(["Vorschlag angenommen", "Ergebnis geändert", "Änderung vorgeschlagen"]),
    );
    // Answered once: a second answer changes nothing.
    const twice = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "decline"), {
      cookie: winner.cookie,
    });
    expect(twice.status).toBe(409);
  });

  it("a «Forfait» of an agreed match is proposed and applied with its side", async () => {
    const id = await agreedWin();
    const res = await call<{ proposal: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: loser.cookie,
      body: { homeScore: 0, awayScore: 3, forfeit: "home" },
    });
    expect(res.status).toBe(202);
    expect(res.body.proposal).toMatchObject({ forfeit: "home", homeScore: 0, awayScore: 3 });
    const accepted = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "accept"), {
      cookie: winner.cookie,
    });
    expect(accepted.body).toMatchObject({ proposal: { status: "accepted" } });
    const after = await stored(id);
    expect({ h: after?.homeScore, a: after?.awayScore, f: after?.forfeit }).toEqual({
      h: 0,
      a: 3,
      f: "home",
    });
  });

  it("the winner cannot overwrite its own agreed result either", async () => {
    const id = await agreedWin();
    const res = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: winner.cookie,
      body: { homeScore: 9, awayScore: 0 },
    });
    expect(res.status).toBe(202);
    expect(await stored(id)).toMatchObject({ homeScore: 3, awayScore: 0 });
  });

  it("goal events entered after the agreed result add scorers, not a new result", async () => {
    const id = await agreedWin();
    const [scorer] = await createPlayers(t, winner.teamId, 1);
    const res = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: winner.cookie,
      body: { type: "goal", minute: 80, playerId: scorer },
    });
    expect(res.status).toBe(201);
    expect(await stored(id)).toMatchObject({ homeScore: 3, awayScore: 0 });
    // A goal the agreed 3:0 does not hold is a new result: a proposal (agreed-goals.test.ts).
    const [loserScorer] = await createPlayers(t, loser.teamId, 1);
    const beyond = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: loser.cookie,
      body: { type: "goal", minute: 80, playerId: loserScorer },
    });
    expect(beyond.status).toBe(409);
  });

  it("a cancellation of an agreed upcoming match is a proposal", async () => {
    const id = await agreedWin(5);
    const res = await call<{ proposal: MatchProposal }>(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: loser.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(res.status).toBe(202);
    expect(await stored(id)).toMatchObject({ status: "scheduled" });
    await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "accept"), {
      cookie: winner.cookie,
    });
    expect(await stored(id)).toMatchObject({ status: "cancelled", cancellationReason: "Platz gesperrt" });
  });

  it("a declined proposal can go to the league office; outsiders cannot touch it", async () => {
    const id = await agreedWin();
    const outsider = await createClubWithTeam(t, 0);
    const res = await call<{ proposal: MatchProposal }>(t.app, "DELETE", matchPaths.remove(id), {
      cookie: loser.cookie,
    });
    const pid = res.body.proposal.id as string;
    expect(
      (await call(t.app, "POST", matchPaths.proposalAction(pid, "decline"), { cookie: outsider.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), { cookie: outsider.cookie }))
        .status,
    ).toBe(403);
    await call(t.app, "POST", matchPaths.proposalAction(pid, "decline"), { cookie: winner.cookie });
    const disputed = await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), {
      cookie: loser.cookie,
    });
    expect(disputed.status).toBe(200);
    expect(disputed.body.proposal).toMatchObject({ status: "disputed" });
    expect(
      (await call(t.app, "POST", matchPaths.proposalAction(pid, "accept"), { cookie: winner.cookie })).status,
    ).toBe(409);
  });

  it("a declined proposal goes to the league office only while no other waits for an answer", async () => {
    const id = await agreedWin();
    const first = await call<{ proposal: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: loser.cookie,
      body: { homeScore: 0, awayScore: 3, forfeit: "home" },
    });
    await call(t.app, "POST", matchPaths.proposalAction(first.body.proposal.id, "decline"), {
      cookie: winner.cookie,
    });
    const second = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: winner.cookie,
      body: { homeScore: 4, awayScore: 0 },
    });
    expect(second.status).toBe(202);
    const res = await call<ErrorBody>(
      t.app,
      "POST",
      matchPaths.proposalAction(first.body.proposal.id, "dispute"),
      {
        cookie: loser.cookie,
      },
    );
    expect({ status: res.status, message: res.body.error.message }).toEqual({
      status: 409,
      message: PROPOSAL_MESSAGES.pendingExists,
    });
  });

  it("a match of one club alone (or against a team without a club) is still changed directly", async () => {
    const secondTeam = await createTeam(t, { clubId: winner.clubId, name: "Zweite Mannschaft" });
    const id = await createMatch(t, winner, { homeTeamId: winner.teamId, awayTeamId: secondTeam, days: -2 });
    await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: winner.cookie,
      body: { homeScore: 1, awayScore: 0 },
    });
    const res = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: winner.cookie,
      body: { homeScore: 2, awayScore: 0 },
    });
    expect(res.status).toBe(200);
    expect((await call(t.app, "DELETE", matchPaths.remove(id), { cookie: winner.cookie })).status).toBe(200);
  });
});

describe("the events of an agreed match", () => {
  // Cards decide the fair-play ranking (a tie-break in these leagues) and scorers their list: once
  // both clubs agreed a completed match, one of them alone changes neither the other team's events
  // nor any card. Its own team's scorers it may still name or correct.
  it("one club changes no card and none of the other team's events; its own scorers it may", async () => {
    const id = await agreedWin();
    const [winnerPlayer, secondWinner] = await createPlayers(t, winner.teamId, 2);
    const [loserPlayer] = await createPlayers(t, loser.teamId, 1);
    const add = (club: TestClub, body: Record<string, unknown>) =>
      call<ErrorBody & { event: { id: string } }>(t.app, "POST", matchPaths.addEvent(id), {
        cookie: club.cookie,
        body: { minute: 30, source: "report", ...body },
      });
    const before = await winnerRow();

    // The winner names its scorer (the score stays the agreed 3:0).
    const goal = await add(winner, { type: "goal", playerId: winnerPlayer });
    expect(goal.status).toBe(201);
    const moved = await call(t.app, "PATCH", matchPaths.updateEvent(goal.body.event.id), {
      cookie: winner.cookie,
      body: { type: "goal", minute: 31, playerId: secondWinner, source: "report" },
    });
    expect(moved.status).toBe(200);

    // A red card for the loser, or a yellow for itself: the fair-play points stay as agreed.
    const red = await add(winner, { type: "redCard", playerId: loserPlayer });
    expect(red.status).toBe(409);
    expect(red.body.error.message).toBe(AGREED_EVENT_MESSAGES.otherTeam);
    const ownYellow = await add(winner, { type: "yellowCard", playerId: winnerPlayer });
    expect(ownYellow.status).toBe(409);
    expect(ownYellow.body.error.message).toBe(AGREED_EVENT_MESSAGES.cards);

    // The loser neither deletes nor edits the winner's scorer.
    const gone = await call<ErrorBody>(t.app, "DELETE", matchPaths.removeEvent(goal.body.event.id), {
      cookie: loser.cookie,
    });
    expect(gone.status).toBe(409);
    expect(gone.body.error.message).toBe(AGREED_EVENT_MESSAGES.otherTeam);
    const events = await call(t.app, "GET", matchPaths.events(id));
    expect(events.body.events.map((e: { id: string }) => e.id)).toEqual([goal.body.event.id]);
    expect(await winnerRow()).toEqual(before);
    expect((await stored(id))?.homeScore).toBe(3);
  });

  it("a card entered before the agreement stays: neither club deletes it or turns it into another", async () => {
    const id = await createMatch(t, winner, {
      homeTeamId: winner.teamId,
      awayTeamId: loser.teamId,
      days: -3,
    });
    expect(
      (await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: loser.cookie })).status,
    ).toBe(200);
    const [loserPlayer] = await createPlayers(t, loser.teamId, 1);
    const yellow = await call<{ event: { id: string } }>(t.app, "POST", matchPaths.addEvent(id), {
      cookie: loser.cookie,
      body: { type: "yellowCard", minute: 10, playerId: loserPlayer, source: "report" },
    });
    expect(yellow.status).toBe(201);
    const result = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: winner.cookie,
      body: { homeScore: 0, awayScore: 0 },
    });
    expect(result.status).toBe(200);

    const removed = await call<ErrorBody>(t.app, "DELETE", matchPaths.removeEvent(yellow.body.event.id), {
      cookie: loser.cookie,
    });
    expect(removed.status).toBe(409);
    expect(removed.body.error.message).toBe(AGREED_EVENT_MESSAGES.cards);
    const turned = await call<ErrorBody>(t.app, "PATCH", matchPaths.updateEvent(yellow.body.event.id), {
      cookie: loser.cookie,
      body: { type: "comment", minute: 10, description: "Doch keine Karte", source: "report" },
    });
    expect(turned.status).toBe(409);
    expect((await call(t.app, "GET", matchPaths.events(id))).body.events).toHaveLength(1);
  });
});
