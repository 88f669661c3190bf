import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { matchEvents, matches, matchReports } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, createMatchCast, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// Cancelling, deleting and the final score of a scheduled match, and who may do it.

let t: TestContext;
let owner: TestClub;
let other: TestClub;
let fan: { cookie: string };
let opponentId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, fan, opponentId } = await createMatchCast(t, {
    opponentName: "FC Gegner",
    opponentPlayers: 2,
    isOpponentOwners: true,
  }));
});
afterAll(async () => {
  await t.close();
});

async function matchRow(id: string) {
  const [row] = await t.deps.db.select().from(matches).where(eq(matches.id, id));
  return row;
}

describe("POST /api/manage/matches/:id/cancel", () => {
  it("needs a reason; an empty one changes nothing", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const res = await call<ErrorBody>(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "   " },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Bitte gib einen Grund für die Absage an");
    expect((await matchRow(id))?.status).toBe("scheduled");
  });

  it("cancels an upcoming match with the reason, once", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const res = await call<{ match: MatchSummary }>(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Schneefall" },
    });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({ status: "cancelled", cancellationReason: "Schneefall" });
    const again = await call<ErrorBody>(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Nochmals" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("Das Spiel ist bereits abgesagt");
    expect((await matchRow(id))?.cancellationReason).toBe("Schneefall");
  });

  it("does not cancel a past match", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -2 });
    const res = await call(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: owner.cookie,
      body: { reason: "Zu spät" },
    });
    expect(res.status).toBe(409);
    expect((await matchRow(id))?.status).toBe("scheduled");
  });

  it("refuses other clubs, fans and visitors", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    const body = { reason: "Sabotage" };
    expect((await call(t.app, "POST", matchPaths.action(id, "cancel"), { body })).status).toBe(401);
    expect(
      (await call(t.app, "POST", matchPaths.action(id, "cancel"), { cookie: fan.cookie, body })).status,
    ).toBe(403);
    expect(
      (await call(t.app, "POST", matchPaths.action(id, "cancel"), { cookie: other.cookie, body })).status,
    ).toBe(403);
    expect((await matchRow(id))?.status).toBe("scheduled");
  });
});

describe("DELETE /api/manage/matches/:id", () => {
  it("deletes a match in any state together with its events and report", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 0 });
    await call(t.app, "POST", matchPaths.liveAction(id, "start"), { cookie: owner.cookie });
    await call(t.app, "POST", matchPaths.addEvent(id), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 1, playerId: owner.playerIds[0] },
    });
    await call(t.app, "PUT", matchPaths.saveReport(id), {
      cookie: owner.cookie,
      body: { title: "Bericht", content: "Text" },
    });
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, id))).toHaveLength(2);

    const res = await call(t.app, "DELETE", matchPaths.remove(id), { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await matchRow(id)).toBeUndefined();
    expect(await t.deps.db.select().from(matchEvents).where(eq(matchEvents.matchId, id))).toHaveLength(0);
    expect(await t.deps.db.select().from(matchReports).where(eq(matchReports.matchId, id))).toHaveLength(0);
    expect((await call(t.app, "DELETE", matchPaths.remove(id), { cookie: owner.cookie })).status).toBe(404);
  });

  it("refuses other clubs, fans and visitors and keeps the match", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId });
    expect((await call(t.app, "DELETE", matchPaths.remove(id))).status).toBe(401);
    expect((await call(t.app, "DELETE", matchPaths.remove(id), { cookie: fan.cookie })).status).toBe(403);
    expect((await call(t.app, "DELETE", matchPaths.remove(id), { cookie: other.cookie })).status).toBe(403);
    expect(await matchRow(id)).toBeDefined();
  });

  it("lets either playing club manage a match between two platform clubs once accepted", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: other.teamId });
    const accepted = await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: other.cookie });
    expect(accepted.status).toBe(200);
    // Either club edits it; a new kick-off or venue is a proposal to the other (agreed-schedule.test.ts).
    const res = await call<MatchProposalResponse>(t.app, "PATCH", matchPaths.update(id), {
      cookie: other.cookie,
      body: { homeTeamId: owner.teamId, awayTeamId: other.teamId, ...dialogDate(9), stadium: "Neutral" },
    });
    expect(res.status).toBe(202);
    const declined = await call(t.app, "POST", matchPaths.proposalAction(res.body.proposal.id, "decline"), {
      cookie: owner.cookie,
    });
    expect(declined.status).toBe(200);
    // Deleting it is no longer one club's call: a proposal to the owner.
    expect((await call(t.app, "DELETE", matchPaths.remove(id), { cookie: other.cookie })).status).toBe(202);
  });
});

describe("PUT /api/manage/matches/:id/result", () => {
  it("sets the result of a past match and completes it", async () => {
    const id = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -3 });
    const res = await call(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: owner.cookie,
      body: { homeScore: 3, awayScore: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.match).toMatchObject({
      status: "completed",
      homeScore: 3,
      awayScore: 1,
      period: "finished",
    });
    // Raw on purpose: the public list with the server's default limit, which matchPaths.list always sets.
    const past = await call<{ matches: MatchSummary[] }>(
      t.app,
      "GET",
      `/api/matches?scope=past&teamIds=${owner.teamId}`,
    );
    expect(past.body.matches.find((m) => m.id === id)?.homeScore).toBe(3);
  });

  it("refuses future, cancelled and goal-tracked matches, bad scores and outsiders", async () => {
    const future = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: 3 });
    const futureRes = await call<ErrorBody>(t.app, "PUT", matchPaths.action(future, "result"), {
      cookie: owner.cookie,
      body: { homeScore: 1, awayScore: 0 },
    });
    expect(futureRes.status).toBe(409);
    expect(futureRes.body.error.message).toBe("Ein Ergebnis kann erst nach dem Anpfiff eingetragen werden");

    const withGoal = await createMatch(t, owner, {
      homeTeamId: owner.teamId,
      awayTeamId: opponentId,
      days: -1,
    });
    await call(t.app, "POST", matchPaths.addEvent(withGoal), {
      cookie: owner.cookie,
      body: { type: "goal", minute: 10, playerId: owner.playerIds[0] },
    });
    expect(
      (
        await call(t.app, "PUT", matchPaths.action(withGoal, "result"), {
          cookie: owner.cookie,
          body: { homeScore: 0, awayScore: 0 },
        })
      ).status,
    ).toBe(409);
    expect((await matchRow(withGoal))?.homeScore).toBe(1);

    const past = await createMatch(t, owner, { homeTeamId: owner.teamId, awayTeamId: opponentId, days: -1 });
    const bad = await call<ErrorBody>(t.app, "PUT", matchPaths.action(past, "result"), {
      cookie: owner.cookie,
      body: { homeScore: -1, awayScore: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe("Bitte gib ein gültiges Ergebnis an (ganze Zahlen von 0 bis 99).");
    expect(
      (
        await call(t.app, "PUT", matchPaths.action(past, "result"), {
          cookie: other.cookie,
          body: { homeScore: 1, awayScore: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "PUT", matchPaths.action(past, "result"), {
          cookie: fan.cookie,
          body: { homeScore: 1, awayScore: 1 },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, "PUT", matchPaths.action(past, "result"), {
          body: { homeScore: 1, awayScore: 1 },
        })
      ).status,
    ).toBe(401);
    expect((await matchRow(past))?.status).toBe("scheduled");
  });
});
