import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officePaths } from "#shared/league/office.ts";
import { matchPaths } from "#shared/matches/paths.ts";
import type { MatchProposalResponse } from "#shared/matches/proposals.ts";
import { matchProposals } from "../../db/schema/index.ts";
import { call, type SignedUp } from "../../test/http.ts";
import { createMatch, dialogDate, type TestClub } from "../../test/match-fixtures.ts";
import type { TestContext } from "../../test/test-app.ts";
import {
  createWithdrawalScene,
  storedMatch,
  undoWithdrawalOfB,
  type WithdrawalScene,
  withdrawB,
} from "../../test/withdrawal-scene.ts";

// A proposal the clubs had handed to the league office (disputed) when a team withdrew is closed
// with the withdrawal's reason, as an open one is; taking the withdrawal back puts it before the
// office again as it was: disputed, with the other club's «Ablehnen» it had before, if any.

let scene: WithdrawalScene;
let t: TestContext;
let office: SignedUp;
let a: TestClub;
let b: TestClub;
const id: Record<string, string> = {};
type StoredProposal = typeof matchProposals.$inferSelect;
const before: Record<string, StoredProposal> = {};

async function stored(proposalId: string): Promise<StoredProposal> {
  const [found] = await t.deps.db.select().from(matchProposals).where(eq(matchProposals.id, proposalId));
  if (!found) throw new Error(`proposal ${proposalId} gone`);
  return found;
}

/** A coming match both clubs agreed, with A's new kick-off for it waiting: its proposal's id. */
async function agreedWithMove(days: number): Promise<{ matchId: string; proposalId: string }> {
  const matchId = await createMatch(t, a, { homeTeamId: a.teamId, awayTeamId: b.teamId, days });
  expect((await call(t.app, "POST", matchPaths.action(matchId, "accept"), { cookie: b.cookie })).status).toBe(
    200,
  );
  const move = await call<MatchProposalResponse>(t.app, "PATCH", matchPaths.update(matchId), {
    cookie: a.cookie,
    body: { homeTeamId: a.teamId, awayTeamId: b.teamId, ...dialogDate(days + 1), stadium: "Sportplatz Test" },
  });
  expect(move.status).toBe(202);
  return { matchId, proposalId: move.body.proposal.id };
}

async function dispute(club: TestClub, proposalId: string) {
  const res = await call(t.app, "POST", matchPaths.proposalAction(proposalId, "dispute"), {
    cookie: club.cookie,
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  scene = await createWithdrawalScene();
  ({ t, office, a, b } = scene);
  // Declined by B, then handed to the office by A.
  ({ matchId: id.declinedMatch, proposalId: id.declined } = await agreedWithMove(12));
  const decline = await call(t.app, "POST", matchPaths.proposalAction(id.declined as string, "decline"), {
    cookie: b.cookie,
  });
  expect(decline.status).toBe(200);
  await dispute(a, id.declined as string);
  // Handed to the office by B while still open.
  ({ matchId: id.openMatch, proposalId: id.open } = await agreedWithMove(14));
  await dispute(b, id.open as string);
  for (const key of ["declined", "open"]) before[key] = await stored(id[key] as string);
  expect(before.declined).toMatchObject({ status: "disputed", answeredByClubId: b.clubId });
  expect(before.open).toMatchObject({ status: "disputed", answeredAt: null });
  await withdrawB(scene, id.declinedMatch as string);
});
afterAll(async () => {
  await t.close();
});

describe("a disputed proposal a withdrawal closed", () => {
  it("is closed with the withdrawal's reason and no longer waits for the office", async () => {
    for (const key of ["declined", "open"]) {
      const closed = await stored(id[key] as string);
      expect(closed.status).toBe("declined");
      expect(closed.officeNote).toMatch(/^Hinfällig: Rückzug von .+ aus der Gruppe$/);
    }
    const listed = await call(t.app, "GET", officePaths.proposals(), { cookie: office.cookie });
    expect(listed.status).toBe(200);
    expect(listed.body.proposals.map((p) => p.id)).not.toContain(id.declined);
  });

  it("is back before the office as it was once the withdrawal is taken back, and the office decides it", async () => {
    expect((await undoWithdrawalOfB(scene)).status).toBe(200);
    for (const key of ["declined", "open"]) {
      expect(await stored(id[key] as string), key).toEqual(before[key]);
    }
    const listed = await call(t.app, "GET", officePaths.proposals(), { cookie: office.cookie });
    const shown = listed.body.proposals.find((p) => p.id === id.declined);
    expect(shown).toMatchObject({ status: "disputed", decidedByOffice: false, officeNote: null });
    expect(shown?.answeredAt).toBe(before.declined?.answeredAt?.toISOString());
    // The match's history says why it is open again, in the words of the office's button.
    const history = await call(t.app, "GET", matchPaths.history(id.declinedMatch as string), {
      cookie: a.cookie,
    });
    expect(history.body.entries.map((e) => e.action)).toContain("Vorschlag wieder offen: Rückzug aufgehoben");

    const accept = await call(t.app, "POST", officePaths.decideProposal(id.declined as string, "accept"), {
      cookie: office.cookie,
      body: { note: "Neuer Termin bestätigt" },
    });
    expect(accept.status).toBe(200);
    expect((await storedMatch(t, id.declinedMatch as string)).matchDate).toEqual(before.declined?.matchDate);
  });
});
