// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchProposals } from "./match-proposals.tsx";

// The dashboard's proposals: the club asked reads that the answer is its own to give (it read
// «Wartet auf den anderen Verein» above its own «Annehmen»), the proposing club that it waits.

const OURS = "club-ours";
const THEIRS = "club-theirs";

function proposal(id: string, proposedByClubId: string): MatchProposal {
  return {
    id,
    matchId: `match-${id}`,
    matchLabel: "FC Seeblick 1. Mannschaft – FC Bergsicht 1. Mannschaft, Samstag, 12. Dezember 2026 15:00",
    homeTeamName: "FC Seeblick 1. Mannschaft",
    awayTeamName: "FC Bergsicht 1. Mannschaft",
    kind: "reschedule",
    status: "open",
    homeScore: null,
    awayScore: null,
    forfeit: null,
    previousScore: null,
    matchDate: "2026-12-13T14:00:00.000Z",
    stadium: "Sportplatz Neu",
    competition: null,
    reason: null,
    proposedByClubId,
    proposedByClubName: proposedByClubId === OURS ? "FC Seeblick" : "FC Bergsicht",
    proposedByUserName: null,
    createdAt: "2026-12-05T10:00:00.000Z",
    disputedAt: null,
    answeredAt: null,
    answeredByUserName: null,
    decidedByOffice: false,
    officeNote: null,
  };
}

beforeEach(() => {
  fakeServer().on(
    `GET /api/manage/clubs/${OURS}/match-proposals`,
    json({ proposals: [proposal("p1", THEIRS), proposal("p2", OURS)] }),
  );
});

it("tells the club asked that the answer is its own, and the proposing club that it waits", async () => {
  renderInApp(<MatchProposals clubId={OURS} />);
  const [asked, own] = await screen.findAllByRole("listitem");
  if (!asked || !own) throw new Error("two proposals expected");
  expect(within(asked).getByText("Wartet auf deine Antwort")).toBeInTheDocument();
  // Every proposal has the same answers, and a screen reader's list of buttons gives names only:
  // each name says which match it answers (after its visible word, as a spoken command names
  // it), its description what would change.
  const match = "FC Seeblick 1. Mannschaft – FC Bergsicht 1. Mannschaft, Samstag, 12. Dezember 2026 15:00";
  const answers = within(asked).getAllByRole("button");
  expect(answers.map((answer) => answer.getAttribute("aria-label"))).toEqual([
    `Annehmen: ${match}`,
    `Ablehnen: ${match}`,
    `Spielleitung beiziehen: ${match}`,
  ]);
  for (const answer of answers) {
    expect(answer).toHaveAccessibleDescription(
      "Anpfiff oder Ort ändern: Sonntag, 13. Dezember 2026, 15:00 Uhr, Sportplatz Neu",
    );
  }
  expect(answers[0]).toHaveTextContent(/^Annehmen$/);
  expect(within(own).getByText("Wartet auf den anderen Verein")).toBeInTheDocument();
  expect(within(own).queryByRole("button", { name: "Annehmen" })).not.toBeInTheDocument();
});

it("names an abort as reported, not as a proposal, and offers no answer to it", async () => {
  fakeServer().on(
    `GET /api/manage/clubs/${OURS}/match-proposals`,
    json({
      proposals: [
        {
          ...proposal("p3", THEIRS),
          kind: "abandoned",
          status: "disputed",
          previousScore: "2:1",
          reason: "Live-Ticker vorzeitig beendet",
        },
      ],
    }),
  );
  renderInApp(<MatchProposals clubId={OURS} />);
  const [item] = await screen.findAllByRole("listitem");
  if (!item) throw new Error("one case expected");
  expect(within(item).getByText("Bei der Spielleitung")).toBeInTheDocument();
  expect(
    within(item).getByText("Spielabbruch beim Stand 2:1 (Live-Ticker vorzeitig beendet)"),
  ).toBeInTheDocument();
  expect(within(item).getByText(/Abbruch gemeldet von FC Bergsicht/)).toBeInTheDocument();
  expect(within(item).queryByRole("button")).not.toBeInTheDocument();
});
