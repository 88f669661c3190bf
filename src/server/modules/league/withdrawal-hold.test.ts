import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "#shared/http.ts";
import { officePaths } from "#shared/league/office.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import { type MatchProposalResponse, PROPOSAL_MESSAGES } from "#shared/matches/proposals.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { matches, matchProposals } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
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

// A match the league office called off by a team's withdrawal stays off until the office takes
// the withdrawal back: no club sets it again, moves it or edits it, directly or by a proposal,
// and a proposal open when the team withdrew is closed with the reason.

let scene: WithdrawalScene;
let t: TestContext;
let office: SignedUp;
let a: TestClub;
let b: TestClub;
let clubless: string;
const id: Record<string, string> = {};
let held: RegExp;

const row = (matchId: string) => storedMatch(t, matchId);

async function proposalsOf(matchId: string) {
  return t.deps.db.select().from(matchProposals).where(eq(matchProposals.matchId, matchId));
}

beforeAll(async () => {
  scene = await createWithdrawalScene();
  ({ t, office, a, b, clubless } = scene);
  // B's own match against a team without a club: B alone sets it.
  id.own = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: 10 });
  // Matches both clubs agreed: a change by one of them is a proposal to the other.
  for (const [key, days] of [
    ["agreed", 12],
    ["proposed", 14],
    ["declined", 16],
  ] as const) {
    id[key] = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days });
    expect(
      (await call(t.app, "POST", matchPaths.action(id[key], "accept"), { cookie: b.cookie })).status,
    ).toBe(200);
  }
  // A new kick-off A proposed before B's team withdrew, still waiting for B's answer.
  const proposal = await call(t.app, "PATCH", matchPaths.update(id.proposed as string), {
    cookie: a.cookie,
    body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(15), stadium: "Sportplatz Test" },
  });
  expect(proposal.status).toBe(202);

  // A new kick-off B declined before its team withdrew: A may still hand it to the league office.
  const declined = await call<MatchProposalResponse>(
    t.app,
    "PATCH",
    matchPaths.update(id.declined as string),
    {
      cookie: a.cookie,
      body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(17), stadium: "Sportplatz Test" },
    },
  );
  expect(declined.status).toBe(202);
  id.declinedProposal = declined.body.proposal.id;
  expect(
    (
      await call(t.app, "POST", matchPaths.proposalAction(id.declinedProposal as string, "decline"), {
        cookie: b.cookie,
      })
    ).status,
  ).toBe(200);

  // Played days ago without a result yet: no withdrawal calls off what lies behind.
  id.pastOwn = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: -3 });
  id.pastAgreed = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days: -2 });
  expect(
    (await call(t.app, "POST", matchPaths.action(id.pastAgreed as string, "accept"), { cookie: b.cookie }))
      .status,
  ).toBe(200);

  // Postponements of past matches to a coming date that A proposed before B's team withdrew:
  // one still waiting for B's answer, one B declined (A may still hand it to the league office).
  for (const [key, days] of [
    ["pastProposed", -4],
    ["pastDeclined", -5],
  ] as const) {
    id[key] = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days });
    expect(
      (await call(t.app, "POST", matchPaths.action(id[key], "accept"), { cookie: b.cookie })).status,
    ).toBe(200);
    const postponement = await call<MatchProposalResponse>(
      t.app,
      "POST",
      matchPaths.action(id[key], "postpone"),
      { cookie: a.cookie, body: { ...dialogDate(20), reason: "Nachtragsspiel" } },
    );
    expect(postponement.status).toBe(202);
    id[`${key}Proposal`] = postponement.body.proposal.id;
  }
  expect(
    (
      await call(t.app, "POST", matchPaths.proposalAction(id.pastDeclinedProposal as string, "decline"), {
        cookie: b.cookie,
      })
    ).status,
  ).toBe(200);

  // Coming matches called off for rain before B's team withdrew, so not by the withdrawal: B's
  // own, and one both clubs agreed, which A has already proposed to set again.
  id.rained = await createMatch(t, b, { homeTeamId: b.teamId, awayTeamId: clubless, days: 9 });
  await rainOffOwn(scene, id.rained);
  id.rainedAgreed = await createAgreedRainedOff(scene, 11);
  const setAgain = await call<MatchProposalResponse>(
    t.app,
    "POST",
    matchPaths.action(id.rainedAgreed, "restore"),
    { cookie: a.cookie, body: {} },
  );
  expect(setAgain.status).toBe(202);
  id.rainedRestoreProposal = setAgain.body.proposal.id;

  const team = await withdrawB(scene, id.own as string);
  held = new RegExp(
    `^Dieses Spiel ist wegen des Rückzugs von ${literally(team)} abgesagt\\. Nur die Spielleitung kann es wieder ansetzen, indem sie den Rückzug aufhebt\\.$`,
  );
});
afterAll(async () => {
  await t.close();
});

describe("a match called off by a withdrawal", () => {
  it("is not set again, moved or edited by its club, and nothing changes", async () => {
    const before = await row(id.own as string);
    expect(before.status).toBe("cancelled");
    const writes = [
      () =>
        call<ErrorBody>(t.app, "POST", matchPaths.action(id.own as string, "restore"), {
          cookie: b.cookie,
          body: {},
        }),
      () =>
        call<ErrorBody>(t.app, "POST", matchPaths.action(id.own as string, "postpone"), {
          cookie: b.cookie,
          body: { ...dialogDate(20), reason: "Neuer Termin" },
        }),
      () =>
        call<ErrorBody>(t.app, "PATCH", matchPaths.update(id.own as string), {
          cookie: b.cookie,
          body: { homeTeamId: b.teamId, awayTeamId: clubless, ...dialogDate(21), stadium: "Anderswo" },
        }),
    ];
    for (const write of writes) {
      const res = await write();
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(held);
    }
    expect(await row(id.own as string)).toEqual(before);
  });

  it("is not proposed to be set again or moved by either club of an agreed match", async () => {
    const before = await row(id.agreed as string);
    for (const [club, path, body] of [
      [a, matchPaths.action(id.agreed as string, "restore"), {}],
      [b, matchPaths.action(id.agreed as string, "postpone"), { reason: "Später" }],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", path, { cookie: club.cookie, body });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(held);
    }
    const edit = await call<ErrorBody>(t.app, "PATCH", matchPaths.update(id.agreed as string), {
      cookie: a.cookie,
      body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(13), stadium: "Sportplatz Test" },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toMatch(held);
    expect(await row(id.agreed as string)).toEqual(before);
    expect(await proposalsOf(id.agreed as string)).toEqual([]);
  });

  it("closes a proposal that was open with the withdrawal as its reason; accepting it is refused", async () => {
    const [open] = await proposalsOf(id.proposed as string);
    expect(open).toMatchObject({ status: "declined" });
    const listed = await call(t.app, "GET", matchPaths.clubProposals(b.clubId), {
      cookie: b.cookie,
    });
    const shown = listed.body.proposals.find((p) => p.id === open?.id);
    expect(shown).toMatchObject({ status: "declined", decidedByOffice: true });
    expect(shown?.officeNote).toMatch(/^Hinfällig: Rückzug von .+ aus der Gruppe$/);
    const accept = await call<ErrorBody>(
      t.app,
      "POST",
      matchPaths.proposalAction(open?.id as string, "accept"),
      { cookie: b.cookie },
    );
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toBe(PROPOSAL_MESSAGES.notOpen);
    expect((await row(id.proposed as string)).status).toBe("cancelled");
  });

  it("is not moved by the office's yes to a proposal declined before the withdrawal", async () => {
    const before = await row(id.declined as string);
    expect(before.status).toBe("cancelled");
    const dispute = await call(
      t.app,
      "POST",
      matchPaths.proposalAction(id.declinedProposal as string, "dispute"),
      { cookie: a.cookie },
    );
    expect(dispute.status).toBe(200);
    const accept = await call<ErrorBody>(
      t.app,
      "POST",
      officePaths.decideProposal(id.declinedProposal as string, "accept"),
      { cookie: office.cookie, body: {} },
    );
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toMatch(held);
    expect(await row(id.declined as string)).toEqual(before);
  });

  it("leaves a past match of the team where it was: not moved to a coming date (edited or «Verschieben»), nor proposed to be", async () => {
    const seasonOver =
      /hat sich aus der Saison .+ zurückgezogen \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\): mit dieser Mannschaft lässt sich kein Meisterschaftsspiel der Saison ab dem Rückzug mehr ansetzen/;
    const own = await row(id.pastOwn as string);
    const agreed = await row(id.pastAgreed as string);
    const moves = [
      () =>
        call<ErrorBody>(t.app, "PATCH", matchPaths.update(id.pastOwn as string), {
          cookie: b.cookie,
          body: { homeTeamId: b.teamId, awayTeamId: clubless, ...dialogDate(20), stadium: "Sportplatz Test" },
        }),
      () =>
        call<ErrorBody>(t.app, "PATCH", matchPaths.update(id.pastAgreed as string), {
          cookie: a.cookie,
          body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(20), stadium: "Sportplatz Test" },
        }),
      () =>
        call<ErrorBody>(t.app, "POST", matchPaths.action(id.pastOwn as string, "postpone"), {
          cookie: b.cookie,
          body: { ...dialogDate(20), reason: "Nachtragsspiel" },
        }),
      () =>
        call<ErrorBody>(t.app, "POST", matchPaths.action(id.pastAgreed as string, "postpone"), {
          cookie: a.cookie,
          body: { ...dialogDate(20), reason: "Nachtragsspiel" },
        }),
    ];
    for (const move of moves) {
      const res = await move();
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(seasonOver);
    }
    expect(await row(id.pastOwn as string)).toEqual(own);
    expect(await row(id.pastAgreed as string)).toEqual(agreed);
    expect(await proposalsOf(id.pastAgreed as string)).toEqual([]);
    // Correcting the day it was played stays possible.
    const corrected = await call(t.app, "PATCH", matchPaths.update(id.pastOwn as string), {
      cookie: b.cookie,
      body: { homeTeamId: b.teamId, awayTeamId: clubless, ...dialogDate(-4), stadium: "Sportplatz Test" },
    });
    expect(corrected.status).toBe(200);
  });

  it("closes a postponement of a past match to a coming date proposed before the withdrawal; accepting it changes nothing", async () => {
    const before = await row(id.pastProposed as string);
    expect(before.status).toBe("scheduled");
    const [closed] = await proposalsOf(id.pastProposed as string);
    expect(closed).toMatchObject({ id: id.pastProposedProposal, status: "declined" });
    expect(closed?.officeNote).toMatch(/^Hinfällig: Rückzug von .+ aus der Gruppe$/);
    const accept = await call<ErrorBody>(
      t.app,
      "POST",
      matchPaths.proposalAction(id.pastProposedProposal as string, "accept"),
      { cookie: b.cookie },
    );
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toBe(PROPOSAL_MESSAGES.notOpen);
    expect(await row(id.pastProposed as string)).toEqual(before);
  });

  it("is not moved to a coming date by the office's yes to a postponement declined before the withdrawal", async () => {
    const before = await row(id.pastDeclined as string);
    const dispute = await call(
      t.app,
      "POST",
      matchPaths.proposalAction(id.pastDeclinedProposal as string, "dispute"),
      { cookie: a.cookie },
    );
    expect(dispute.status).toBe(200);
    const accept = await call<ErrorBody>(
      t.app,
      "POST",
      officePaths.decideProposal(id.pastDeclinedProposal as string, "accept"),
      { cookie: office.cookie, body: {} },
    );
    expect(accept.status).toBe(409);
    expect(accept.body.error.message).toMatch(
      /hat sich aus der Saison .+ zurückgezogen \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\): mit dieser Mannschaft lässt sich kein Meisterschaftsspiel der Saison ab dem Rückzug mehr ansetzen/,
    );
    expect(await row(id.pastDeclined as string)).toEqual(before);
  });

  it("does not set a coming match again that was called off before for another reason, nor lets a proposal to do so wait", async () => {
    const seasonOver =
      /hat sich aus der Saison .+ zurückgezogen \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\): mit dieser Mannschaft lässt sich kein Meisterschaftsspiel der Saison ab dem Rückzug mehr ansetzen/;
    const rained = await row(id.rained as string);
    const rainedAgreed = await row(id.rainedAgreed as string);
    expect([rained.status, rainedAgreed.status]).toEqual(["cancelled", "cancelled"]);
    const [waiting] = (await proposalsOf(id.rainedAgreed as string)).filter(
      (p) => p.id === id.rainedRestoreProposal,
    );
    expect(waiting).toMatchObject({ status: "declined" });
    expect(waiting?.officeNote).toMatch(/^Hinfällig: Rückzug von .+ aus der Gruppe$/);
    const proposalsBefore = await proposalsOf(id.rainedAgreed as string);
    for (const [club, matchId, body] of [
      [b, id.rained, {}],
      [b, id.rained, dialogDate(12)],
      [a, id.rainedAgreed, {}],
    ] as const) {
      const res = await call<ErrorBody>(t.app, "POST", matchPaths.action(matchId as string, "restore"), {
        cookie: club.cookie,
        body,
      });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toMatch(seasonOver);
    }
    expect(await row(id.rained as string)).toEqual(rained);
    expect(await row(id.rainedAgreed as string)).toEqual(rainedAgreed);
    expect(await proposalsOf(id.rainedAgreed as string)).toEqual(proposalsBefore);
  });

  it("tells the club's schedule that only the office sets it again", async () => {
    const res = await call<{ matches: MatchSummary[] }>(t.app, "GET", matchPaths.clubMatches(b.clubId), {
      cookie: b.cookie,
    });
    const byId = new Map(res.body.matches.map((m) => [m.id, m]));
    expect(byId.get(id.own as string)?.heldByWithdrawal).toBe(true);
    expect(byId.get(id.agreed as string)?.heldByWithdrawal).toBe(true);
    // Called off for rain before: not the withdrawal's, yet not set again (409 above) while it holds.
    for (const key of ["rained", "rainedAgreed"]) {
      // Named, so the row can say which team's withdrawal keeps it off.
      expect(byId.get(id[key] as string)).toMatchObject({
        heldByWithdrawal: false,
        keptOffByWithdrawal: true,
        keptOffByTeamId: b.teamId,
      });
    }
    // A past match the withdrawal left on is the clubs' as before; a match of A alone is no business of it.
    expect(byId.get(id.pastOwn as string)).toMatchObject({
      keptOffByWithdrawal: false,
      keptOffByTeamId: null,
    });
  });

  it("still takes the result of a past match it left on, whose closed postponement then no longer applies", async () => {
    const result = await call(t.app, "PUT", matchPaths.action(id.pastProposed as string, "result"), {
      cookie: a.cookie,
      body: { homeScore: 2, awayScore: 0 },
    });
    expect(result.status).toBe(200);
    expect(await row(id.pastProposed as string)).toMatchObject({ status: "completed", homeScore: 2 });
  });

  it("is set again by the office taking the withdrawal back, and then the clubs' again", async () => {
    const undo = await undoWithdrawalOfB(scene);
    expect(undo.status).toBe(200);
    for (const key of ["own", "agreed", "proposed"]) {
      expect((await row(id[key] as string)).status).toBe("scheduled");
    }
    const res = await call<{ matches: MatchSummary[] }>(t.app, "GET", matchPaths.clubMatches(b.clubId), {
      cookie: b.cookie,
    });
    expect(res.body.matches.find((m) => m.id === id.own)?.heldByWithdrawal).toBe(false);
    expect(res.body.matches.find((m) => m.id === id.rained)).toMatchObject({
      keptOffByWithdrawal: false,
      keptOffByTeamId: null,
    });
    const postpone = await call(t.app, "POST", matchPaths.action(id.own as string, "postpone"), {
      cookie: b.cookie,
      body: { reason: "Platz gesperrt" },
    });
    expect(postpone.status).toBe(200);
    expect(
      await t.deps.db
        .select()
        .from(matches)
        .where(and(eq(matches.id, id.own as string), eq(matches.status, "postponed"))),
    ).toHaveLength(1);
  });

  it("reopens the proposals the withdrawal closed where the match is as they were made on it; the others stay closed", async () => {
    const byId = async (proposalId: string) => {
      const [found] = await t.deps.db.select().from(matchProposals).where(eq(matchProposals.id, proposalId));
      return found;
    };
    const [moved] = await proposalsOf(id.proposed as string);
    expect(moved).toBeDefined();
    for (const proposalId of [moved?.id, id.rainedRestoreProposal]) {
      expect(await byId(proposalId as string)).toMatchObject({
        status: "open",
        officeNote: null,
        answeredAt: null,
        answeredByUserId: null,
      });
    }
    // The past match got its result since: a postponement no longer applies to it.
    const stale = await byId(id.pastProposedProposal as string);
    expect(stale?.status).toBe("declined");
    expect(stale?.officeNote).toMatch(/^Hinfällig: Rückzug von .+ aus der Gruppe$/);
    // Declined by B before the withdrawal, then handed to the office: not the withdrawal's.
    expect((await byId(id.declinedProposal as string))?.status).toBe("disputed");

    // The other club answers them as before the withdrawal.
    for (const proposalId of [moved?.id, id.rainedRestoreProposal]) {
      const accept = await call(t.app, "POST", matchPaths.proposalAction(proposalId as string, "accept"), {
        cookie: b.cookie,
      });
      expect(accept.status).toBe(200);
    }
    expect(await row(id.rainedAgreed as string)).toMatchObject({
      status: "scheduled",
      cancellationReason: null,
    });
    expect((await row(id.proposed as string)).matchDate).toEqual(moved?.matchDate);
  });
});
