import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import { seasonOf } from "#shared/matches/season.ts";
import {
  accountSuspensions,
  fairPlayCorrections,
  matchProposals,
  officeDecisions,
  teamPlacements,
} from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createClubWithTeam, createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The league office's decisions take their «Begründung» as `note` (a proposal's decision) or
// `reason` (a withdrawal, a deduction, a fair-play correction, a suspension): a field the route
// does not know, `reason` where it takes `note` above all, is refused at the field (400) instead
// of dropped without a word, as a club's reason for «Löschen» is (refuseClubReason). Nothing is
// decided then. So is every other field of an office's write body (a placement's).

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

describe("a field the office's other write routes do not take", () => {
  it("is refused at the field on a placement, a fair-play correction and a suspension, and nothing changes", async () => {
    const before = await decisionsCount();
    const placementsBefore = await t.deps.db.select().from(teamPlacements);
    const target = await signUp(t.app);
    const placement = {
      teamId: a.teamId,
      season: SEASON,
      canton: "Zürich",
      league: "3. Liga",
      group: "Gruppe 2",
    };
    const correction = { teamId: a.teamId, season: SEASON, reason: "Schiedsrichter beleidigt", points: 5 };
    for (const [method, path, body, field, fields] of [
      [
        "PUT",
        leagueOfficePaths.placements(),
        { ...placement, reason: "Umteilung" },
        "reason",
        /«teamId», «season».* und «movedMatches»$/,
      ],
      [
        "POST",
        leagueOfficePaths.corrections(),
        { ...correction, kind: "officials", note: "Tätlichkeit" },
        "note",
        /«kind».*«points»/,
      ],
      [
        "POST",
        leagueOfficePaths.corrections(),
        { ...correction, kind: "red_card", eventId: a.teamId, matchId: a.teamId, minute: 12 },
        "minute",
        /«eventId».* und «matchId»$/,
      ],
      [
        "POST",
        officePaths.suspension(target.userId),
        { reason: "Spam", note: "Spam" },
        "note",
        /^Unbekanntes Feld «note»: hier gibt es nur «reason»$/,
      ],
      [
        "POST",
        officePaths.suspension(target.userId),
        { reason: "Spam", until: "2030-01-01" },
        "until",
        /nur «reason»$/,
      ],
    ] as const) {
      const res = await call<ErrorBody>(t.app, method, path, { cookie: office.cookie, body });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.error.fields?.[field], `${path} ${field}`).toMatch(
        new RegExp(`^Unbekanntes Feld «${field}»: hier gibt es nur «`),
      );
      expect(res.body.error.fields?.[field]).toMatch(fields);
    }
    expect(await decisionsCount()).toBe(before);
    expect(await t.deps.db.select().from(teamPlacements)).toEqual(placementsBefore);
    expect(await t.deps.db.select().from(fairPlayCorrections)).toEqual([]);
    expect(await t.deps.db.select().from(accountSuspensions)).toEqual([]);
    // Its own fields are taken.
    const placed = await call(t.app, "PUT", leagueOfficePaths.placements(), {
      cookie: office.cookie,
      body: { ...placement, movedMatches: "keep" },
    });
    expect(placed.status).toBe(200);
    const suspended = await call(t.app, "POST", officePaths.suspension(target.userId), {
      cookie: office.cookie,
      body: { reason: "Spam" },
    });
    expect(suspended.status).toBe(200);
  });
});
