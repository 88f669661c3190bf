import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import { seasonOf } from "#shared/matches/season.ts";
import { matchProposals, officeDecisions, teamPlacements } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createClubWithTeam, createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The league office's decisions take their «Begründung» as `note` (a proposal's decision) or
// `reason` (a withdrawal, a deduction): a field the route does not know, `reason` where it
// takes `note` above all, is refused at the field (400) instead of dropped without a word, as a
// club's reason for «Löschen» is (refuseClubReason). Nothing is decided then.

let t: TestContext;
let office: SignedUp;
let a: TestClub;
let b: TestClub;
let proposalId: string;
const SEASON = seasonOf(new Date());

const decisionsCount = async () => (await t.deps.db.select().from(officeDecisions)).length;

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  a = await createClubWithTeam(t, 0);
  b = await createClubWithTeam(t, 0);
  const matchId = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: 12 });
  expect((await call(t.app, "POST", matchPaths.action(matchId, "accept"), { cookie: b.cookie })).status).toBe(
    200,
  );
  const proposal = await call<MatchProposalResponse>(t.app, "PATCH", matchPaths.update(matchId), {
    cookie: a.cookie,
    body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(13), stadium: "Sportplatz Test" },
  });
  expect(proposal.status).toBe(202);
  proposalId = proposal.body.proposal.id;
});
afterAll(async () => {
  await t.close();
});

describe("a field the office's decision routes do not take", () => {
  it("is refused at the field on a proposal's decision, `reason` for `note` too, and nothing is decided", async () => {
    const before = await decisionsCount();
    for (const [answer, body, field] of [
      ["accept", { reason: "Termin bestätigt" }, "reason"],
      ["decline", { note: "Kein Platz", reason: "Kein Platz" }, "reason"],
      ["forfeit", { forfeit: "home", reason: "Nicht angetreten" }, "reason"],
      ["accept", { note: "Ok", begruendung: "Ok" }, "begruendung"],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", officePaths.decideProposal(proposalId, answer), {
        cookie: office.cookie,
        body,
      });
      expect(res.status, `${answer} ${field}`).toBe(400);
      expect(res.body.error.fields?.[field]).toMatch(
        new RegExp(`^Unbekanntes Feld «${field}»: hier gibt es nur `),
      );
      expect(res.body.error.message).toBe(res.body.error.fields?.[field]);
    }
    const [stored] = await t.deps.db.select().from(matchProposals).where(eq(matchProposals.id, proposalId));
    expect(stored?.status).toBe("open");
    expect(await decisionsCount()).toBe(before);
    // Its own field is taken.
    const accepted = await call(t.app, "POST", officePaths.decideProposal(proposalId, "accept"), {
      cookie: office.cookie,
      body: { note: "Termin bestätigt" },
    });
    expect(accepted.status).toBe(200);
  });

  it("is refused at the field on a withdrawal and a deduction, `note` for `reason` too", async () => {
    const before = await decisionsCount();
    const base = { teamId: b.teamId, season: SEASON, reason: "Mannschaft aufgelöst" };
    for (const [path, body] of [
      [leagueOfficePaths.withdrawals(), { ...base, note: "Mannschaft aufgelöst" }],
      [leagueOfficePaths.deductions(), { ...base, points: 3, note: "Forfait" }],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", path, { cookie: office.cookie, body });
      expect(res.status, path).toBe(400);
      expect(res.body.error.fields?.note).toMatch(
        /^Unbekanntes Feld «note»: hier gibt es nur «teamId», «season».* und «reason»$/,
      );
    }
    expect(await decisionsCount()).toBe(before);
    const [placed] = await t.deps.db.select().from(teamPlacements).where(eq(teamPlacements.teamId, b.teamId));
    expect(placed?.withdrawnAt ?? null).toBeNull();
  });
});
