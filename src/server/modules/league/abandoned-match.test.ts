import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officePaths } from "#shared/league/office.ts";
import { agreedEventMessages } from "#shared/matches/agreed-events.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { type MatchProposal, PROPOSAL_MESSAGES, proposalStatusLabel } from "#shared/matches/proposals.ts";
import { resultMark } from "#shared/matches/result-mark.ts";
import {
  ABANDONED_CHANGED_REASON,
  ABANDONED_FORFEIT_REASON,
  ABANDONED_SCORE_REASON,
  LIVE_ABORT_REASON,
  MATCH_MESSAGES,
} from "#shared/matches/schema.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { rankingPaths } from "#shared/rankings/paths.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { expectError } from "../../test/manage-actors.ts";
import {
  createClubWithTeam,
  createMatch,
  createTeam,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// «Spielabbruch»: the live ticker of one club aborts a match both clubs agreed. The match is
// cancelled at once (the ticker's rule), but whether it is replayed or the score at the abort
// stands is the league office's decision, not the aborting club's.

let t: TestContext;
let office: SignedUp;
let home: TestClub;
let away: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  home = await createClubWithTeam(t, 1);
  away = await createClubWithTeam(t, 1);
});
afterAll(async () => {
  await t.close();
});

/** An agreed match of today, kicked off by the home club's ticker, 1:0 at the abort. */
async function abortedAt1to0(): Promise<string> {
  const id = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 0 });
  expect((await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: away.cookie })).status).toBe(
    200,
  );
  expect(
    (await call(t.app, "POST", matchPaths.liveAction(id, "start"), { cookie: home.cookie })).status,
  ).toBe(200);
  const goal = await call(t.app, "POST", matchPaths.addEvent(id), {
    cookie: home.cookie,
    body: { type: "goal", minute: 1, teamSide: "home", playerId: home.playerIds[0], source: "live" },
  });
  expect(goal.status).toBe(201);
  const abort = await call(t.app, "POST", matchPaths.liveAction(id, "abort"), { cookie: home.cookie });
  expect(abort.status).toBe(200);
  expect(abort.body.match).toMatchObject({ status: "cancelled", cancellationReason: LIVE_ABORT_REASON });
  return id;
}

async function caseOf(matchId: string, club: TestClub): Promise<MatchProposal | undefined> {
  const res = await call(t.app, "GET", matchPaths.clubProposals(club.clubId), { cookie: club.cookie });
  return res.body.proposals.find((p) => p.matchId === matchId && p.kind === "abandoned");
}

const season = seasonOf(new Date());
async function homeRow() {
  const table = await call(t.app, "GET", rankingPaths.table({ canton: "Zürich", league: "3. Liga", season }));
  return table.body.rows.find((r) => r.teamId === home.teamId);
}

describe("an aborted agreed match goes to the league office", () => {
  it("is a case at the league office that both clubs see and neither answers", async () => {
    const id = await abortedAt1to0();
    const seen = await caseOf(id, away);
    expect(seen).toMatchObject({ status: "disputed", previousScore: "1:0", reason: LIVE_ABORT_REASON });
    expect(await caseOf(id, home)).toMatchObject({ id: seen?.id });
    const list = await call(t.app, "GET", officePaths.proposals(), { cookie: office.cookie });
    expect(list.body.proposals.map((p) => p.id)).toContain(seen?.id);
    // The office's forfeit choices name the teams, as the match's label does.
    const listed = list.body.proposals.find((p) => p.id === seen?.id);
    expect(listed?.homeTeamName).toBeTruthy();
    expect(listed?.awayTeamName).toBeTruthy();
    expect(listed?.matchLabel).toMatch(new RegExp(`^${listed?.homeTeamName} – ${listed?.awayTeamName}, `));

    for (const club of [home, away]) {
      const res = await call(t.app, "POST", matchPaths.proposalAction(seen?.id ?? "", "accept"), {
        cookie: club.cookie,
      });
      expect(res.status).toBeGreaterThanOrEqual(403);
    }
    expectError(
      await call(t.app, "POST", matchPaths.proposalAction(seen?.id ?? "", "accept"), { cookie: away.cookie }),
      409,
      PROPOSAL_MESSAGES.alreadyDisputed,
    );
    // A replay date waits for the decision: the case is the match's pending proposal.
    expectError(
      await call(t.app, "POST", matchPaths.action(id, "restore"), {
        cookie: home.cookie,
        body: { date: "2030-05-04", time: "15:00" },
      }),
      409,
      PROPOSAL_MESSAGES.pendingExists,
    );
  });

  it("«Stand werten»: the score at the abort is the final score and counts in the table", async () => {
    const before = (await homeRow())?.points ?? 0;
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
      cookie: office.cookie,
      body: { note: "Abbruch in der 88. Minute wegen Gewitter" },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.proposal).toMatchObject({ status: "declined", decidedByOffice: true });
    const match = await call(t.app, "GET", matchPaths.detail(id));
    expect(match.body.match).toMatchObject({
      status: "completed",
      homeScore: 1,
      awayScore: 0,
      // The page says how the result came about.
      cancellationReason: ABANDONED_SCORE_REASON,
    });
    expect((await homeRow())?.points).toBe(before + 3);
    // The ticker's undo is over once the office decided.
    expect((await call(t.app, "POST", matchPaths.undoLiveClose(id), { cookie: home.cookie })).status).toBe(
      409,
    );
    const history = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(history.body.decisions[0]).toMatchObject({ action: "Spielabbruch: Stand 1:0 gewertet" });
  });

  it("a club's result change after the office's ruling goes to the office, not to the other club", async () => {
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
      cookie: office.cookie,
      body: {},
    });
    // Its events' refusals name the office's decision, not an agreement of both clubs.
    const scorer = (await call(t.app, "GET", matchPaths.events(id))).body.events.find(
      (e) => e.type === "goal",
    );
    expectError(
      await call(t.app, "DELETE", matchPaths.removeEvent(scorer?.id ?? ""), { cookie: away.cookie }),
      409,
      agreedEventMessages("office").otherTeam,
    );
    const proposed = await call<{ proposal?: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: home.cookie,
      body: { homeScore: 2, awayScore: 0 },
    });
    expect(proposed.status).toBe(202);
    expect(proposed.body.proposal).toMatchObject({ kind: "result", status: "disputed" });
    const changeId = proposed.body.proposal?.id ?? "";
    // The two clubs cannot overturn the office's ruling between them.
    expectError(
      await call(t.app, "POST", matchPaths.proposalAction(changeId, "accept"), { cookie: away.cookie }),
      409,
      PROPOSAL_MESSAGES.alreadyDisputed,
    );
    expect((await call(t.app, "GET", matchPaths.detail(id))).body.match).toMatchObject({
      status: "completed",
      homeScore: 1,
      cancellationReason: ABANDONED_SCORE_REASON,
    });
    const list = await call(t.app, "GET", officePaths.proposals(), { cookie: office.cookie });
    expect(list.body.proposals.map((p) => p.id)).toContain(changeId);
    const history = await call(t.app, "GET", matchPaths.publicHistory(id));
    expect(JSON.stringify(history.body)).toContain("Änderung der Spielleitung vorgelegt");
    // Only the office decides it.
    const declined = await call(t.app, "POST", officePaths.decideProposal(changeId, "decline"), {
      cookie: office.cookie,
      body: {},
    });
    expect(declined.status).toBe(200);
    expect((await call(t.app, "GET", matchPaths.detail(id))).body.match).toMatchObject({ homeScore: 1 });
  });

  it("a change the office accepts on a match it ruled on keeps the «Spielabbruch» mark, with its final decision", async () => {
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
      cookie: office.cookie,
      body: {},
    });
    const changed = await call<{ proposal?: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: home.cookie,
      body: { homeScore: 2, awayScore: 0 },
    });
    expect(changed.status).toBe(202);
    const accepted = await call(
      t.app,
      "POST",
      officePaths.decideProposal(changed.body.proposal?.id ?? "", "accept"),
      { cookie: office.cookie, body: {} },
    );
    expect(accepted.status).toBe(200);
    const match = (await call(t.app, "GET", matchPaths.detail(id))).body.match;
    // Still abandoned and decided by the office, not played out: the mark stays and names the decision.
    expect(match).toMatchObject({ status: "completed", homeScore: 2, awayScore: 0, forfeit: null });
    expect(match.cancellationReason).toBe(ABANDONED_CHANGED_REASON);
    expect(resultMark(match)).toBe("Spielabbruch");
  });

  it("a forfeit the office accepts on a match it ruled on is marked as the forfeit after an abort it is", async () => {
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    await call(t.app, "POST", officePaths.decideProposal(pid, "forfeit"), {
      cookie: office.cookie,
      body: { forfeit: "home" },
    });
    const changed = await call<{ proposal?: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: home.cookie,
      body: { homeScore: 3, awayScore: 0, forfeit: "away" },
    });
    expect(changed.body.proposal).toMatchObject({ status: "disputed" });
    const accepted = await call(
      t.app,
      "POST",
      officePaths.decideProposal(changed.body.proposal?.id ?? "", "accept"),
      { cookie: office.cookie, body: {} },
    );
    expect(accepted.status).toBe(200);
    const match = (await call(t.app, "GET", matchPaths.detail(id))).body.match;
    expect(match).toMatchObject({
      homeScore: 3,
      forfeit: "away",
      cancellationReason: ABANDONED_FORFEIT_REASON,
    });
    expect(resultMark(match)).toBe("Forfait");
  });

  it("a proposal to delete a match the office ruled on goes to the office too", async () => {
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    await call(t.app, "POST", officePaths.decideProposal(pid, "forfeit"), {
      cookie: office.cookie,
      body: { forfeit: "away" },
    });
    const proposed = await call<{ proposal?: MatchProposal }>(t.app, "DELETE", matchPaths.remove(id), {
      cookie: away.cookie,
    });
    expect(proposed.status).toBe(202);
    expect(proposed.body.proposal).toMatchObject({ kind: "delete", status: "disputed" });
    expectError(
      await call(t.app, "POST", matchPaths.proposalAction(proposed.body.proposal?.id ?? "", "accept"), {
        cookie: home.cookie,
      }),
      409,
      PROPOSAL_MESSAGES.alreadyDisputed,
    );
    expect((await call(t.app, "GET", matchPaths.detail(id))).status).toBe(200);
  });

  it("«Spiel wiederholen»: the match stays cancelled and the clubs agree the replay's date", async () => {
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: { note: "" },
    });
    expect(decided.status).toBe(200);
    expect((await call(t.app, "GET", matchPaths.detail(id))).body.match).toMatchObject({
      status: "cancelled",
    });
    const replay = await call(t.app, "POST", matchPaths.action(id, "restore"), {
      cookie: home.cookie,
      body: { date: "2030-05-04", time: "15:00" },
    });
    expect(replay.status).toBe(202);
    expect(replay.body).toMatchObject({ proposal: { kind: "restore", status: "open" } });
  });

  it("«Forfait»: the office scores the match 3:0 against the side to blame, without its events", async () => {
    const before = (await homeRow())?.points ?? 0;
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "forfeit"), {
      cookie: office.cookie,
      body: { forfeit: "home", note: "Die Heimmannschaft hat den Platz verlassen." },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.proposal).toMatchObject({
      status: "declined",
      forfeit: "home",
      decidedByOffice: true,
    });
    // Its state names the team it goes against, as the office's button and question did.
    expect(proposalStatusLabel(decided.body.proposal)).toBe(
      `Forfait gegen ${decided.body.proposal.homeTeamName} (Heimmannschaft), 0:3 gewertet`,
    );

    const match = await call(t.app, "GET", matchPaths.detail(id));
    expect(match.body.match).toMatchObject({
      status: "completed",
      homeScore: 0,
      awayScore: 3,
      forfeit: "home",
      cancellationReason: ABANDONED_FORFEIT_REASON,
    });
    // The match's own Verlauf names the team as the office's Verlauf does.
    const verlauf = (await call(t.app, "GET", matchPaths.publicHistory(id))).body.entries;
    expect(verlauf.map((e) => e.action)).toContain(
      `Spielleitung: Forfait gegen ${decided.body.proposal.homeTeamName} (Heimmannschaft), 0:3 gewertet`,
    );
    // The office's remark on the result it decided is no reason for calling a match off.
    const changes = verlauf.flatMap((e: { changes: object[] }) => e.changes);
    expect(changes).toContainEqual({
      field: "Vermerk zum Ergebnis",
      from: "Live-Ticker vorzeitig beendet",
      to: ABANDONED_FORFEIT_REASON,
    });
    // A forfeit counts for no player: the aborted match's goal is gone, and so are its points.
    expect((await call(t.app, "GET", matchPaths.events(id))).body.events).toEqual([]);
    expect((await homeRow())?.points).toBe(before);
    const history = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(history.body.decisions[0]).toMatchObject({
      action: `Spielabbruch: Forfait gegen ${decided.body.proposal.homeTeamName} (Heimmannschaft), 0:3 gewertet`,
    });
    // Decided once: neither a second answer nor the ticker's undo.
    expectError(
      await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
        cookie: office.cookie,
        body: {},
      }),
      409,
      PROPOSAL_MESSAGES.notDisputable,
    );
    expect((await call(t.app, "POST", matchPaths.undoLiveClose(id), { cookie: home.cookie })).status).toBe(
      409,
    );
  });

  it("«Forfait» needs the side, and is an answer to an abort only", async () => {
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    expectError(
      await call(t.app, "POST", officePaths.decideProposal(pid, "forfeit"), {
        cookie: office.cookie,
        body: {},
      }),
      400,
      MATCH_MESSAGES.forfeitSide,
    );
    expect((await call(t.app, "GET", matchPaths.detail(id))).body.match).toMatchObject({
      status: "cancelled",
    });
    // A club's proposal (a new venue) is accepted or declined; a forfeit is not its answer.
    const other = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 2 });
    await call(t.app, "POST", matchPaths.action(other, "accept"), { cookie: away.cookie });
    const venue = await call<{ proposal?: { id: string } }>(t.app, "PATCH", matchPaths.update(other), {
      cookie: away.cookie,
      body: { homeTeamId: home.teamId, awayTeamId: away.teamId, ...dialogDate(2), stadium: "Sportplatz Neu" },
    });
    expect(venue.status).toBe(202);
    expectError(
      await call(t.app, "POST", officePaths.decideProposal(venue.body.proposal?.id ?? "", "forfeit"), {
        cookie: office.cookie,
        body: { forfeit: "away" },
      }),
      409,
      PROPOSAL_MESSAGES.forfeitOnlyAbandoned,
    );
    // Only the office decides.
    expect(
      (
        await call(t.app, "POST", officePaths.decideProposal(pid, "forfeit"), {
          cookie: away.cookie,
          body: { forfeit: "home" },
        })
      ).status,
    ).toBe(403);
  });

  it("takes no event while it is cancelled: one club cannot change the score the office decides on", async () => {
    const id = await abortedAt1to0();
    const goal = await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: home.cookie,
      body: { type: "goal", minute: 70, teamSide: "home", playerId: home.playerIds[0], source: "live" },
    });
    expectError(goal, 409, MATCH_MESSAGES.cancelledNoEvents);
    const events = (await call(t.app, "GET", matchPaths.events(id))).body.events;
    const scorer = events.find((e) => e.type === "goal");
    const edit = await call(t.app, "PATCH", matchPaths.updateEvent(scorer?.id ?? ""), {
      cookie: home.cookie,
      body: { type: "goal", minute: 2, teamSide: "home", playerId: home.playerIds[0], source: "live" },
    });
    expectError(edit, 409, MATCH_MESSAGES.cancelledNoEvents);
    expectError(
      await call(t.app, "DELETE", matchPaths.removeEvent(scorer?.id ?? ""), { cookie: home.cookie }),
      409,
      MATCH_MESSAGES.cancelledNoEvents,
    );
    const pid = (await caseOf(id, away))?.id ?? "";
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
      cookie: office.cookie,
      body: { note: "" },
    });
    expect(decided.status).toBe(200);
    expect((await call(t.app, "GET", matchPaths.detail(id))).body.match).toMatchObject({ homeScore: 1 });
  });

  it("a replay starts from nothing: no score, no kick-off played, no events of the aborted match", async () => {
    const id = await abortedAt1to0();
    const pid = (await caseOf(id, away))?.id ?? "";
    await call(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: { note: "" },
    });
    const replay = await call<{ proposal?: { id: string } }>(
      t.app,
      "POST",
      matchPaths.action(id, "restore"),
      {
        cookie: home.cookie,
        body: { date: "2030-05-04", time: "15:00" },
      },
    );
    const proposal = replay.body.proposal?.id ?? "";
    expect(
      (await call(t.app, "POST", matchPaths.proposalAction(proposal, "accept"), { cookie: away.cookie }))
        .status,
    ).toBe(200);
    expect((await call(t.app, "GET", matchPaths.detail(id))).body.match).toMatchObject({
      status: "scheduled",
      homeScore: null,
      awayScore: null,
      startedAt: null,
      period: "not_started",
    });
    expect((await call(t.app, "GET", matchPaths.events(id))).body.events).toEqual([]);
    // Not played yet: nobody enters its result ahead.
    expectError(
      await call(t.app, "PUT", matchPaths.action(id, "result"), {
        cookie: away.cookie,
        body: { homeScore: 1, awayScore: 0 },
      }),
      409,
      MATCH_MESSAGES.resultNotPast,
    );
  });

  it("is opened over another club's pending proposal, which the abort overtakes", async () => {
    const id = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 0 });
    await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: away.cookie });
    const venue = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: away.cookie,
      body: { homeTeamId: home.teamId, awayTeamId: away.teamId, ...dialogDate(0), stadium: "Sportplatz Neu" },
    });
    expect(venue.status).toBe(202);
    await call(t.app, "POST", matchPaths.liveAction(id, "start"), { cookie: home.cookie });
    const abort = await call(t.app, "POST", matchPaths.liveAction(id, "abort"), { cookie: home.cookie });
    expect(abort.status).toBe(200);
    expect(await caseOf(id, away)).toMatchObject({ status: "disputed" });
    const list = (await call(t.app, "GET", matchPaths.clubProposals(away.clubId), { cookie: away.cookie }))
      .body.proposals;
    expect(list.find((p) => p.matchId === id && p.kind === "reschedule")).toMatchObject({
      status: "declined",
    });
  });

  it("'Rückgängig' within its minutes takes the case back with the abort", async () => {
    const id = await abortedAt1to0();
    expect(await caseOf(id, away)).toBeDefined();
    const undo = await call(t.app, "POST", matchPaths.undoLiveClose(id), { cookie: home.cookie });
    expect(undo.status).toBe(200);
    expect(undo.body.match).toMatchObject({ status: "live" });
    expect(await caseOf(id, away)).toBeUndefined();
  });

  it("a match against a team without a club is aborted without a case", async () => {
    const opponent = await createTeam(t, { clubId: null, name: "FC Ohne Verein" });
    const id = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: opponent, days: 0 });
    await call(t.app, "POST", matchPaths.liveAction(id, "start"), { cookie: home.cookie });
    expect(
      (await call(t.app, "POST", matchPaths.liveAction(id, "abort"), { cookie: home.cookie })).status,
    ).toBe(200);
    expect(await caseOf(id, home)).toBeUndefined();
  });
});
