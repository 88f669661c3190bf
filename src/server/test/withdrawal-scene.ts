import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { matches } from "../db/schema/index.ts";
import { type CallResult, call, type SignedUp } from "./http.ts";
import { signUpLeagueOffice } from "./league-office.ts";
import { createClubWithTeam, createMatch, createTeam, type TestClub } from "./match-fixtures.ts";
import { createTestApp, type TestContext } from "./test-app.ts";

// The set-up the tests of a withdrawal's hold share (withdrawal-hold, withdrawal-requests): the
// league office, two clubs A and B and a team without a club; once a file has set up the matches
// it needs, the office withdraws B's team from the current season.

export interface WithdrawalScene {
  t: TestContext;
  office: SignedUp;
  a: TestClub;
  b: TestClub;
  /** A team without a club, which B created: B alone manages B's matches against it. */
  clubless: string;
}

/** The season B's team withdraws from: the current one, so its matches of the coming days are in it. */
export const SEASON = seasonOf(new Date());

export async function createWithdrawalScene(): Promise<WithdrawalScene> {
  const t = await createTestApp();
  const office = await signUpLeagueOffice(t.app, t.deps.db);
  const a = await createClubWithTeam(t, 0);
  const b = await createClubWithTeam(t, 0);
  const clubless = await createTeam(t, { clubId: null, name: "FC Ohneverein", createdByClubId: b.clubId });
  return { t, office, a, b, clubless };
}

/** The match as stored; a match gone fails the test here. */
export async function storedMatch(t: TestContext, matchId: string) {
  const [found] = await t.deps.db.select().from(matches).where(eq(matches.id, matchId));
  if (!found) throw new Error(`match ${matchId} gone`);
  return found;
}

/**
 * The office withdraws B's team from SEASON. Answers the team's name as the withdrawal names it
 * in the reason of `calledOffId`, one of B's matches it has to call off («Rückzug von … aus der Gruppe»).
 */
export async function withdrawB({ t, office, b }: WithdrawalScene, calledOffId: string): Promise<string> {
  const res = await call(t.app, "POST", leagueOfficePaths.withdrawals(), {
    cookie: office.cookie,
    body: { teamId: b.teamId, season: SEASON, reason: "Mannschaft aufgelöst" },
  });
  expect(res.status).toBe(200);
  const reason = (await storedMatch(t, calledOffId)).cancellationReason ?? "";
  const team = /^Rückzug von (.+) aus der Gruppe$/.exec(reason)?.[1];
  if (!team) throw new Error(`unexpected reason ${reason}`);
  return team;
}

/** The office takes B's withdrawal back. */
export function undoWithdrawalOfB({ t, office, b }: WithdrawalScene): Promise<CallResult> {
  return call(t.app, "DELETE", leagueOfficePaths.withdrawal(b.teamId, SEASON), { cookie: office.cookie });
}

/** `text` for a regular expression that matches it as it is (a team's name with a dot). */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** B calls its own coming match off for rain («Platz unbespielbar»): not by a withdrawal. */
export async function rainOffOwn({ t, b }: WithdrawalScene, matchId: string): Promise<void> {
  const res = await call(t.app, "POST", matchPaths.action(matchId, "cancel"), {
    cookie: b.cookie,
    body: { reason: "Platz unbespielbar" },
  });
  expect(res.status).toBe(200);
}

/** A coming match A asks B for, which B accepts and both clubs then call off for rain (A's proposal, B's yes). */
export async function createAgreedRainedOff(scene: WithdrawalScene, days: number): Promise<string> {
  const { t, a, b } = scene;
  const matchId = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days });
  expect((await call(t.app, "POST", matchPaths.action(matchId, "accept"), { cookie: b.cookie })).status).toBe(
    200,
  );
  const rainOff = await call<MatchProposalResponse>(t.app, "POST", matchPaths.action(matchId, "cancel"), {
    cookie: a.cookie,
    body: { reason: "Platz unbespielbar" },
  });
  expect(rainOff.status).toBe(202);
  const accept = await call(t.app, "POST", matchPaths.proposalAction(rainOff.body.proposal.id, "accept"), {
    cookie: b.cookie,
  });
  expect(accept.status).toBe(200);
  return matchId;
}
