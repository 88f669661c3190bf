import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPaths } from "#shared/account/paths.ts";
import { clubPaths } from "#shared/clubs/paths.ts";
import { favoritePaths } from "#shared/favorites/paths.ts";
import type { ErrorBody } from "#shared/http.ts";
import { OFFICE_MESSAGES, officePaths } from "#shared/league/office.ts";
import { leagueOfficePaths } from "#shared/league/paths.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { seasonLabel, seasonOf } from "#shared/matches/season.ts";
import { LEAGUE_OFFICE_ONLY } from "../../auth/access.ts";
import { officeDecisions } from "../../db/schema/index.ts";
import { call, type SignedUp, signUp } from "../../test/http.ts";
import { signUpLeagueOffice } from "../../test/league-office.ts";
import { createClubWithTeam, createMatch, type TestClub } from "../../test/match-fixtures.ts";
import { createTestApp, type TestContext } from "../../test/test-app.ts";

// The league office decides disputed result changes, verifies clubs, suspends
// accounts, and every decision is in its history with who and when.

let t: TestContext;
let office: SignedUp;
let home: TestClub;
let away: TestClub;

beforeAll(async () => {
  t = await createTestApp();
  office = await signUpLeagueOffice(t.app, t.deps.db);
  home = await createClubWithTeam(t, 0);
  away = await createClubWithTeam(t, 0);
});
afterAll(async () => {
  await t.close();
});

async function agreedMatch(): Promise<string> {
  const id = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: -2 });
  await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: away.cookie });
  await call(t.app, "PUT", matchPaths.action(id, "result"), {
    cookie: home.cookie,
    body: { homeScore: 2, awayScore: 1 },
  });
  return id;
}

describe("league office only", () => {
  it("refuses clubs, fans and visitors on every office route", async () => {
    const fan = await signUp(t.app);
    for (const cookie of [home.cookie, fan.cookie, undefined]) {
      for (const path of [
        officePaths.proposals(),
        officePaths.decisions(),
        officePaths.clubs(""),
        officePaths.accounts(""),
      ]) {
        const res = await call<ErrorBody>(t.app, "GET", path, cookie ? { cookie } : {});
        expect(res.status).toBe(cookie ? 403 : 401);
        expect(res.body.error.message).toBe(LEAGUE_OFFICE_ONLY);
      }
    }
    const res = await call(t.app, "POST", officePaths.verifyClub(home.clubId), { cookie: home.cookie });
    expect(res.status).toBe(403);
  });
});

describe("disputed result changes", () => {
  it("lists a disputed proposal and decides it; both clubs and the history see it", async () => {
    const id = await agreedMatch();
    const proposed = await call<{ proposal: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: away.cookie,
      body: { homeScore: 1, awayScore: 1 },
    });
    const pid = proposed.body.proposal.id;
    await call(t.app, "POST", matchPaths.proposalAction(pid, "decline"), { cookie: home.cookie });
    await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), { cookie: away.cookie });

    const list = await call(t.app, "GET", officePaths.proposals(), { cookie: office.cookie });
    expect(list.status).toBe(200);
    expect(list.body.proposals[0]).toMatchObject({ id: pid, status: "disputed" });

    const tooLong = await call(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: { note: "x".repeat(501) },
    });
    expect(tooLong.status).toBe(400);

    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: { note: "Laut Schiedsrichterbericht 1:1" },
    });
    expect(decided.status).toBe(200);
    expect(decided.body.proposal).toMatchObject({
      status: "accepted",
      decidedByOffice: true,
      officeNote: "Laut Schiedsrichterbericht 1:1",
    });
    const match = await call(t.app, "GET", matchPaths.detail(id));
    expect(match.body.match).toMatchObject({ homeScore: 1, awayScore: 1 });

    const again = await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
      cookie: office.cookie,
      body: {},
    });
    expect(again.status).toBe(409);
    const history = await call(t.app, "GET", matchPaths.history(id), { cookie: home.cookie });
    expect(history.body.entries.map((e: { action: string }) => e.action)).toContain(
      "Spielleitung: Vorschlag angenommen",
    );
    const mine = await call(t.app, "GET", matchPaths.clubProposals(home.clubId), { cookie: home.cookie });
    expect(mine.body.proposals.find((p: MatchProposal) => p.id === pid)).toMatchObject({
      decidedByOffice: true,
    });

    const decisions = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(decisions.body.decisions[0]).toMatchObject({
      // As the proposal read before the office: the score it replaced and the one it set.
      action: "Vorschlag angenommen: Ergebnis ändern: 2:1 → 1:1",
      note: "Laut Schiedsrichterbericht 1:1",
    });
    expect(decisions.body.decisions[0]?.userName).toBeTruthy();
    expect(Number.isNaN(Date.parse(decisions.body.decisions[0]?.createdAt ?? ""))).toBe(false);
  });
});

describe("a decided forfeit", () => {
  it("says «Forfait» in the history line, not a score as if played", async () => {
    const id = await agreedMatch();
    const proposed = await call<{ proposal: MatchProposal }>(t.app, "PUT", matchPaths.action(id, "result"), {
      cookie: away.cookie,
      body: { homeScore: 0, awayScore: 3, forfeit: "home" },
    });
    expect(proposed.status).toBe(202);
    const pid = proposed.body.proposal.id;
    await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), { cookie: away.cookie });
    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "decline"), {
      cookie: office.cookie,
      body: { note: "Heimteam war da" },
    });
    expect(decided.status).toBe(200);
    const decisions = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(decisions.body.decisions[0]).toMatchObject({
      action: "Vorschlag abgelehnt: Ergebnis ändern: 2:1 → 0:3 (Forfait)",
      note: "Heimteam war da",
    });
  });
});

describe("an accepted cancellation", () => {
  it("keeps the club's reason in the history line, as a schedule proposal does", async () => {
    const id = await createMatch(t, home, { homeTeamId: home.teamId, awayTeamId: away.teamId, days: 9 });
    await call(t.app, "POST", matchPaths.action(id, "accept"), { cookie: away.cookie });
    const proposed = await call<{ proposal: MatchProposal }>(t.app, "POST", matchPaths.action(id, "cancel"), {
      cookie: home.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(proposed.status).toBe(202);
    const pid = proposed.body.proposal.id;
    await call(t.app, "POST", matchPaths.proposalAction(pid, "dispute"), { cookie: away.cookie });

    const decided = await call(t.app, "POST", officePaths.decideProposal(pid, "accept"), {
      cookie: office.cookie,
      body: {},
    });
    expect(decided.status).toBe(200);
    const decisions = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(decisions.body.decisions[0]).toMatchObject({
      action: "Vorschlag angenommen: Spiel absagen (Platz gesperrt)",
      note: null,
    });
  });
});

describe("club verification", () => {
  it("verifies a club: the badge on its page and the decision in the history", async () => {
    await call(t.app, "PATCH", clubPaths.manage(home.clubId), {
      cookie: home.cookie,
      body: { clubName: "FC Verifikation" },
    });
    expect((await call(t.app, "GET", clubPaths.detail(home.clubId))).body.club.verified).toBe(false);
    const res = await call(t.app, "POST", officePaths.verifyClub(home.clubId), { cookie: office.cookie });
    expect(res.status).toBe(200);
    expect(res.body.club.verifiedAt).toBeTruthy();
    expect((await call(t.app, "GET", clubPaths.detail(home.clubId))).body.club.verified).toBe(true);
    const twice = await call<ErrorBody>(t.app, "POST", officePaths.verifyClub(home.clubId), {
      cookie: office.cookie,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(OFFICE_MESSAGES.alreadyVerified);
    const decisions = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(decisions.body.decisions[0]).toMatchObject({
      action: "Verein verifiziert",
      subject: "FC Verifikation",
    });
  });
});

describe("suspending an account", () => {
  it("signs it out at once, refuses its sign-in in German and lifts it again", async () => {
    const target = await signUp(t.app, { password: "geheim123" });
    expect((await call(t.app, "GET", accountPaths.me(), { cookie: target.cookie })).body.user).not.toBeNull();

    const noReason = await call(t.app, "POST", officePaths.suspension(target.userId), {
      cookie: office.cookie,
      body: { reason: " " },
    });
    expect(noReason.status).toBe(400);
    const self = await call(t.app, "POST", officePaths.suspension(office.userId), {
      cookie: office.cookie,
      body: { reason: "Test" },
    });
    expect(self.status).toBe(403);

    const res = await call(t.app, "POST", officePaths.suspension(target.userId), {
      cookie: office.cookie,
      body: { reason: "Beleidigungen im Matchbericht" },
    });
    expect(res.status).toBe(200);
    expect(res.body.account).toMatchObject({ suspensionReason: "Beleidigungen im Matchbericht" });
    // Signed out at once: no user on its next read, and no write goes through.
    expect((await call(t.app, "GET", accountPaths.me(), { cookie: target.cookie })).body.user).toBeNull();
    expect((await call(t.app, "GET", favoritePaths.list(), { cookie: target.cookie })).status).toBe(401);

    const signIn = await call<ErrorBody>(t.app, "POST", accountPaths.signIn(), {
      body: { email: target.email, password: "geheim123" },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error.message).toBe(OFFICE_MESSAGES.suspended);

    const lifted = await call(t.app, "DELETE", officePaths.suspension(target.userId), {
      cookie: office.cookie,
    });
    expect(lifted.status).toBe(200);
    const again = await call(t.app, "POST", accountPaths.signIn(), {
      body: { email: target.email, password: "geheim123" },
    });
    expect(again.status).toBe(200);
    const decisions = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    expect(decisions.body.decisions.slice(0, 2).map((d) => d?.action)).toEqual([
      "Sperre aufgehoben",
      "Konto gesperrt",
    ]);
  });
});

describe("the history of every decision", () => {
  it("names deductions, withdrawals and their undoing with who and when", async () => {
    const season = seasonOf(new Date());
    const deducted = await call(t.app, "POST", leagueOfficePaths.deductions(), {
      cookie: office.cookie,
      body: { teamId: away.teamId, season, points: 2, reason: "Nichtantreten" },
    });
    expect(deducted.status).toBe(201);
    await call(t.app, "DELETE", leagueOfficePaths.deduction(deducted.body.id), { cookie: office.cookie });
    const decisions = await call(t.app, "GET", officePaths.decisions(), { cookie: office.cookie });
    const [undone, made] = decisions.body.decisions;
    // «Punktabzug: 2» left the reader to guess two of what; a fair-play correction's «Punkte»
    // read as table points.
    expect(made).toMatchObject({
      action: `Punktabzug: 2 Punkte (Saison ${seasonLabel(season)})`,
      note: "Nichtantreten",
    });
    expect(undone).toMatchObject({
      action: `Punktabzug zurückgenommen: 2 Punkte (Saison ${seasonLabel(season)})`,
    });
    expect(made?.subject).toMatch(/^Team \d+/);
    expect(made?.userName).toBeTruthy();
  });

  it("reads in pages to its very first decision", async () => {
    const officeUser = (await call(t.app, "GET", accountPaths.me(), { cookie: office.cookie })).body.user;
    const start = Date.now() - 86_400_000 * 400;
    await t.deps.db.insert(officeDecisions).values(
      Array.from({ length: 250 }, (_, i) => ({
        userId: officeUser?.id ?? null,
        userName: "Regula Spielleiterin",
        action: `Alter Entscheid ${i}`,
        subject: "FC Archiv",
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const seen: string[] = [];
    let after: string | null | undefined;
    for (let page = 0; page < 10 && after !== null; page++) {
      const res = await call(t.app, "GET", officePaths.decisions(after ?? undefined), {
        cookie: office.cookie,
      });
      expect(res.status).toBe(200);
      seen.push(...res.body.decisions.map((d) => d.action));
      after = res.body.nextCursor;
    }
    expect(after).toBeNull();
    expect(seen.filter((a) => a.startsWith("Alter Entscheid"))).toHaveLength(250);
    expect(seen.at(-1)).toBe("Alter Entscheid 0");
    expect(new Set(seen).size).toBe(seen.length);
    const bad = await call(t.app, "GET", `${officePaths.decisions()}?after=kaputt`, {
      cookie: office.cookie,
    });
    expect(bad.status).toBe(400);
  });
});
