import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { matches, matchProposals, teamPlacements } from "../../db/schema/index.ts";
import { call } from "../../test/http.ts";
import { createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import type { TestContext } from "../../test/test-app.ts";
import {
  createAgreedRainedOff,
  createWithdrawalScene,
  literally,
  rainOffOwn,
  storedMatch,
  undoWithdrawalOfB,
  type WithdrawalScene,
  withdrawB,
} from "../../test/withdrawal-scene.ts";

// A league match called off for rain before its team withdrew, dated from the withdrawal on, can
// no longer be played: once its date has passed, «Wieder ansetzen» would put on the schedule a
// match the team never played (and let a result follow) as much as before. So it stays off while
// the team is withdrawn, whether its date is ahead or behind; correcting the day a match was
// played stays possible.

let scene: WithdrawalScene;
let t: TestContext;
let a: TestClub;
let b: TestClub;
let clubless: string;
const id: Record<string, string> = {};
let refused: RegExp;

const row = (matchId: string) => storedMatch(t, matchId);

beforeAll(async () => {
  scene = await createWithdrawalScene();
  ({ t, a, b, clubless } = scene);
  // Called off for rain in the coming days: B's own, and one both clubs agreed.
  id.rained = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: 2 });
  await rainOffOwn(scene, id.rained);
  id.rainedAgreed = await createAgreedRainedOff(scene, 3);
  // Played three days ago, its result not entered yet.
  id.played = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: -3 });
  // A coming match for the withdrawal to call off.
  id.coming = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: 8 });
  const team = await withdrawB(scene, id.coming);
  refused = new RegExp(`^${literally(team)} hat sich aus der Saison \\d{4}/\\d{2} zurückgezogen \\(`);

  // Time passes: the withdrawal was five days ago, the rained-off matches' dates are behind
  // (two days and one day ago), and the played match is one from the withdrawal on.
  await t.deps.db
    .update(teamPlacements)
    .set({ withdrawnAt: sql`${teamPlacements.withdrawnAt} - interval '5 days'` })
    .where(eq(teamPlacements.teamId, b.teamId));
  await t.deps.db
    .update(matches)
    .set({ matchDate: sql`${matches.matchDate} - interval '4 days'` })
    .where(inArray(matches.id, [id.rained, id.rainedAgreed]));
});
afterAll(async () => {
  await t.close();
});

describe("a league match off from before the withdrawal, dated from it on, once its date is past", () => {
  it("is not set again by its club, at its date or another, nor proposed to be by either club", async () => {
    const rained = await row(id.rained as string);
    const rainedAgreed = await row(id.rainedAgreed as string);
    expect(rained.matchDate.getTime()).toBeLessThan(Date.now());
    expect(rainedAgreed.matchDate.getTime()).toBeLessThan(Date.now());
    const proposalsBefore = await t.deps.db
      .select()
      .from(matchProposals)
      .where(eq(matchProposals.matchId, id.rainedAgreed as string));
    for (const [club, matchId, body] of [
      [b, id.rained, {}],
      [b, id.rained, dialogDate(-1)],
      [a, id.rainedAgreed, {}],
      [b, id.rainedAgreed, {}],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", matchPaths.action(matchId as string, "restore"), {
        cookie: club.cookie,
        body,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(refused);
    }
    expect(await row(id.rained as string)).toEqual(rained);
    expect(await row(id.rainedAgreed as string)).toEqual(rainedAgreed);
    expect(
      await t.deps.db
        .select()
        .from(matchProposals)
        .where(eq(matchProposals.matchId, id.rainedAgreed as string)),
    ).toEqual(proposalsBefore);
  });

  it("is kept off by the withdrawal as the club's schedule reads it, past as well", async () => {
    const res = await call<{ matches: MatchSummary[] }>(t.app, "GET", matchPaths.clubMatches(b.clubId), {
      cookie: b.cookie,
    });
    const byId = new Map(res.body.matches.map((m) => [m.id, m]));
    for (const key of ["rained", "rainedAgreed"]) {
      expect(byId.get(id[key] as string)).toMatchObject({
        heldByWithdrawal: false,
        keptOffByWithdrawal: true,
        keptOffByTeamId: b.teamId,
      });
    }
    expect(byId.get(id.played as string)?.keptOffByWithdrawal).toBe(false);
  });

  it("leaves the day a played match took place to be corrected", async () => {
    const corrected = await call(t.app, "PATCH", matchPaths.update(id.played as string), {
      cookie: b.cookie,
      body: { homeTeamId: b.teamId, awayTeamId: clubless, ...dialogDate(-4), stadium: "Sportplatz Test" },
    });
    expect(corrected.status).toBe(200);
    const result = await call(t.app, "PUT", matchPaths.action(id.played as string, "result"), {
      cookie: b.cookie,
      body: { homeScore: 1, awayScore: 0 },
    });
    expect(result.status).toBe(200);
  });

  it("is set again by its club once the office took the withdrawal back", async () => {
    expect((await undoWithdrawalOfB(scene)).status).toBe(200);
    const res = await call(t.app, "POST", matchPaths.action(id.rained as string, "restore"), {
      cookie: b.cookie,
      body: {},
    });
    expect(res.status).toBe(200);
    expect(await row(id.rained as string)).toMatchObject({ status: "scheduled", cancellationReason: null });
  });
});
