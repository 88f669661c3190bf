import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { type MatchProposal, PROPOSAL_MESSAGES } from "#shared/matches/proposals.ts";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { matches } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import {
  createClubWithTeam,
  createMatch,
  createTeam,
  dialogDate,
  type TestClub,
} from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Once both clubs have accepted a match, its kick-off, venue and competition are part of the
// agreement too: one club alone does not move, postpone or set it again. Its change is a
// proposal the other club accepts or declines, or the league office decides.

let t: TestContext;
let home: TestClub;
let away: TestClub;
let office: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  home = await createClubWithTeam(t, 0);
  away = await createClubWithTeam(t, 0);
  office = await signUpLeagueOffice(t.app, t.deps.db);
});
afterAll(() => t.close());

/** An upcoming match home – away that the away club accepted (at `time`, or the helper's next). */
async function agreedMatch(time?: string): Promise<string> {
  const id = await createMatch(t, home, {
    homeTeamId: home.teamId,
    awayTeamId: away.teamId,
    days: 7,
    ...(time ? { time } : {}),
  });
  const accepted = await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: away.cookie });
  expect(accepted.status).toBe(200);
  return id;
}
const stored = async (id: string) => (await t.deps.db.select().from(matches).where(eq(matches.id, id)))[0];

const editBody = (days: number, stadium = "Sportplatz Test") => ({
  homeTeamId: home.teamId,
  awayTeamId: away.teamId,
  ...dialogDate(days),
  stadium,
});

describe("the kick-off of an agreed match", () => {
  it("a new date or venue from one club is a proposal (202); the other club's yes applies it", async () => {
    const id = await agreedMatch();
    const before = await stored(id);

    const res = await call<{ proposal: MatchProposal }>(t.app, "PATCH", matchPaths.update(id), {
      cookie: home.cookie,
      body: editBody(9, "Sportplatz Neu"),
    });
    expect(res.status).toBe(202);
    expect(res.body.proposal).toMatchObject({ kind: "reschedule", status: "open", matchId: id });
    expect(res.body.proposal.stadium).toBe("Sportplatz Neu");
    const after = await stored(id);
    expect(after?.matchDate).toEqual(before?.matchDate);
    expect(after?.stadium).toBe(before?.stadium);

    // The proposer cannot say yes to itself; the other club does.
    const own = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "accept"), {
      cookie: home.cookie,
    });
    expect(own.status).toBe(403);
    const yes = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "accept"), {
      cookie: away.cookie,
    });
    expect(yes.status).toBe(200);
    const moved = await stored(id);
    expect(moved?.stadium).toBe("Sportplatz Neu");
    expect(moved?.matchDate.getTime()).toBe((before?.matchDate.getTime() ?? 0) + 2 * 86_400_000);
    expect(moved?.acceptance).toBe("accepted");
    const history = await call(t.app, "GET", matchPaths.history(id), { cookie: away.cookie });
    expect(history.body.entries.map((e: { action: string }) => e.action)).toContain("Vorschlag angenommen");
  });

  it("an edit that changes nothing of the agreement saves at once", async () => {
    const id = await agreedMatch("10:07");
    const res = await call(t.app, "PATCH", matchPaths.update(id), {
      cookie: home.cookie,
      body: { ...editBody(7), time: "10:07" },
    });
    expect(res.status).toBe(200);
  });

  it("the teams of an agreed match are not exchanged by one club", async () => {
    const id = await agreedMatch();
    const elsewhere = await createTeam(t, { clubId: home.clubId, name: "Team Ersatz" });
    const res = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id), {
      cookie: home.cookie,
      body: { ...editBody(7), homeTeamId: elsewhere },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(MATCH_MESSAGES.agreedTeamsLocked);
    expect((await stored(id))?.homeTeamId).toBe(home.teamId);
  });

  it("postponing is a proposal; declined, the match stays as it was", async () => {
    const id = await agreedMatch();
    const res = await call<{ proposal: MatchProposal }>(t.app, "POST", matchPaths.action(id, "postpone"), {
      cookie: away.cookie,
      body: { date: "", time: "", reason: "Platz gesperrt" },
    });
    expect(res.status).toBe(202);
    // Without a new date the proposal names none: its old kick-off read as the date it moved to
    // («Spiel verschieben: Samstag, 12. Dezember 2026, 19:30 Uhr»).
    expect(res.body.proposal).toMatchObject({ kind: "postpone", reason: "Platz gesperrt", matchDate: null });
    expect((await stored(id))?.status).toBe("scheduled");

    // A second change waits for the answer to the first.
    const again = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id), {
      cookie: home.cookie,
      body: editBody(8),
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(PROPOSAL_MESSAGES.pendingExists);

    const no = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "decline"), {
      cookie: home.cookie,
    });
    expect(no.status).toBe(200);
    expect((await stored(id))?.status).toBe("scheduled");
  });

  it("the league office decides a disputed postponement, and setting it again is a proposal too", async () => {
    const id = await agreedMatch();
    const proposed = await call<{ proposal: MatchProposal }>(
      t.app,
      "POST",
      matchPaths.action(id, "postpone"),
      {
        cookie: home.cookie,
        // No new kick-off yet: it waits as «verschoben» (with one, it would simply move).
        body: { reason: "Cupspiel" },
      },
    );
    expect(proposed.status).toBe(202);
    const pid = proposed.body.proposal.id;
    expect(
      (await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), { cookie: home.cookie })).status,
    ).toBe(200);
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: { note: "Cupspiel hat Vorrang" },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.proposal).toMatchObject({ status: "accepted", decidedByOffice: true });
    const postponed = await stored(id);
    expect(postponed?.status).toBe("postponed");
    expect(postponed?.cancellationReason).toBe("Cupspiel");

    const restore = await call<{ proposal: MatchProposal }>(t.app, "POST", matchPaths.action(id, "restore"), {
      cookie: away.cookie,
      body: dialogDate(28),
    });
    expect(restore.status).toBe(202);
    expect(restore.body.proposal.kind).toBe("restore");
    expect((await stored(id))?.status).toBe("postponed");
    const yes = await call(t.app, "POST", matchPaths.proposalAction(restore.body.proposal.id, "accept"), {
      cookie: home.cookie,
    });
    expect(yes.status).toBe(200);
    expect((await stored(id))?.status).toBe("scheduled");
  });

  it("a proposal made on an earlier kick-off is not applied after the match moved on", async () => {
    const id = await agreedMatch();
    const first = await call<{ proposal: MatchProposal }>(t.app, "PATCH", matchPaths.update(id), {
      cookie: home.cookie,
      body: editBody(10),
    });
    expect(first.status).toBe(202);
    // The match moves by other means (the league office's own import, a data fix) meanwhile.
    await t.deps.db
      .update(matches)
      .set({ matchDate: new Date(Date.now() + 12 * 86_400_000) })
      .where(eq(matches.id, id));
    const yes = await call<ErrorBody>(
      t.app,
      "POST",
      matchPaths.proposalAction(first.body.proposal.id, "accept"),
      {
        cookie: away.cookie,
      },
    );
    expect(yes.status).toBe(409);
    expect(yes.body.error.message).toBe(PROPOSAL_MESSAGES.staleMatch);
  });

  it("a yes does not move the match onto a kick-off where the same match stands since the proposal", async () => {
    // Proposed while the slot was free; the same fixture was set there before the answer.
    const moved = await agreedMatch();
    const proposal = await call<{ proposal: MatchProposal }>(t.app, "PATCH", matchPaths.update(moved), {
      cookie: home.cookie,
      body: editBody(40),
    });
    expect(proposal.status).toBe(202);
    await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 40, time: "15:30" });
    const before = await stored(moved);
    const yes = await call<ErrorBody>(
      t.app,
      "POST",
      matchPaths.proposalAction(proposal.body.proposal.id, "accept"),
      { cookie: away.cookie },
    );
    expect(yes.status).toBe(409);
    expect(yes.body.error.message).toBe(MATCH_MESSAGES.alreadyScheduled);
    expect((await stored(moved))?.matchDate).toEqual(before?.matchDate);
  });

  it("the office's decision does not set a postponed match again onto a kick-off where it stands already", async () => {
    const id = await agreedMatch();
    const postponed = await call<{ proposal: MatchProposal }>(
      t.app,
      "POST",
      matchPaths.action(id, "postpone"),
      {
        cookie: home.cookie,
        body: { reason: "Platz gesperrt" },
      },
    );
    expect(postponed.status).toBe(202);
    const waited = await call(
      t.app,
      "POST",
      matchPaths.proposalAction(postponed.body.proposal.id, "accept"),
      {
        cookie: away.cookie,
      },
    );
    expect(waited.status).toBe(200);
    const restore = await call<{ proposal: MatchProposal }>(t.app, "POST", matchPaths.action(id, "restore"), {
      cookie: away.cookie,
      body: dialogDate(41),
    });
    expect(restore.status).toBe(202);
    await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 41, time: "15:30" });
    const pid = restore.body.proposal.id;
    expect(
      (await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), { cookie: away.cookie })).status,
    ).toBe(200);
    const decided = await call<ErrorBody>(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: { note: "" },
    });
    expect(decided.status).toBe(409);
    expect(decided.body.error.message).toBe(MATCH_MESSAGES.alreadyScheduled);
    expect((await stored(id))?.status).toBe("postponed");
  });
});
