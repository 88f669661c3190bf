// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { OfficeProposalsSection } from "./office-proposals-section.tsx";

// A «Spielabbruch» has three answers at the league office: a replay, the score at the abort, or a
// forfeit of the side to blame; a club's proposal has two.

const ABANDONED: MatchProposal = {
  id: "22222222-2222-4222-8222-222222222222",
  matchId: "33333333-3333-4333-8333-333333333333",
  matchLabel: "FC Seeblick 1. Mannschaft – FC Biber 1. Mannschaft, Samstag, 5. September 2026 15:00",
  homeTeamName: "FC Seeblick 1. Mannschaft",
  awayTeamName: "FC Biber 1. Mannschaft",
  kind: "abandoned",
  status: "disputed",
  homeScore: null,
  awayScore: null,
  forfeit: null,
  previousScore: "1:0",
  matchDate: null,
  stadium: null,
  competition: null,
  reason: "Live-Ticker vorzeitig beendet",
  proposedByClubId: "44444444-4444-4444-8444-444444444444",
  proposedByClubName: "FC Seeblick",
  proposedByUserName: "Vera Verein",
  createdAt: "2026-09-05T14:50:00.000Z",
  disputedAt: "2026-09-05T14:50:00.000Z",
  answeredAt: null,
  answeredByUserName: null,
  decidedByOffice: false,
  officeNote: null,
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
});

it("decides an abort as a forfeit of the away team, with the note, after asking", async () => {
  server.on("GET /api/league-office/match-proposals", json({ proposals: [ABANDONED] }));
  server.on(
    `POST /api/league-office/match-proposals/${ABANDONED.id}/forfeit`,
    json({ proposal: { ...ABANDONED, status: "declined", forfeit: "away", decidedByOffice: true } }),
  );
  const { user } = renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem", { name: /Spielabbruch/ });
  expect(
    within(item).getByRole("button", {
      name: `Forfait gegen FC Seeblick 1. Mannschaft (0:3): ${ABANDONED.matchLabel}`,
    }),
  ).toBeVisible();
  await user.click(
    within(item).getByRole("button", {
      name: `Forfait gegen FC Biber 1. Mannschaft (3:0): ${ABANDONED.matchLabel}`,
    }),
  );
  // The dialog names the team, as the button did: the office confirms whom it punishes.
  const dialog = await screen.findByRole("dialog", {
    name: "Spielabbruch: Forfait gegen FC Biber 1. Mannschaft (Gastmannschaft), 3:0 gewertet",
  });
  // The note is shown to everyone in the match's history, so the office is told so.
  await user.type(
    within(dialog).getByRole("textbox", {
      name: "Begründung (öffentlich unter «Änderungen» des Spiels, optional)",
    }),
    "Gastteam hat den Platz verlassen",
  );
  await user.click(within(dialog).getByRole("button", { name: "Forfait werten" }));
  await waitFor(() =>
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: "POST",
        body: { note: "Gastteam hat den Platz verlassen", forfeit: "away" },
      }),
    ]),
  );
  expect(
    await screen.findByText(
      "Entschieden: Forfait gegen FC Biber 1. Mannschaft (Gastmannschaft), 3:0 gewertet",
    ),
  ).toBeInTheDocument();
});

it("offers no forfeit for a club's proposal", async () => {
  server.on(
    "GET /api/league-office/match-proposals",
    json({ proposals: [{ ...ABANDONED, kind: "reschedule", stadium: "Sportplatz Neu", reason: null }] }),
  );
  renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem");
  expect(within(item).getByRole("button", { name: /^Annehmen/ })).toBeVisible();
  expect(within(item).queryByRole("button", { name: /Forfait/ })).not.toBeInTheDocument();
});

// A screen reader's list of buttons gives names only: it said «Annehmen», «Ablehnen», «Annehmen»,
// «Ablehnen» … without a word of which proposal each answers.
it("names each answer with the match it answers, after its visible word", async () => {
  const other: MatchProposal = {
    ...ABANDONED,
    id: "55555555-5555-4555-8555-555555555555",
    matchLabel: "FC Adler 1. Mannschaft – SV Rebhügel, Sonntag, 6. September 2026 10:30",
    kind: "reschedule",
    stadium: "Sportplatz Neu",
    reason: null,
  };
  const club: MatchProposal = {
    ...ABANDONED,
    id: "66666666-6666-4666-8666-666666666666",
    matchLabel: "SC Hinterbirch – FC Glattwies, Samstag, 12. September 2026 16:00",
    kind: "result",
    homeScore: 1,
    awayScore: 1,
    previousScore: "3:0",
  };
  server.on("GET /api/league-office/match-proposals", json({ proposals: [club, other, ABANDONED] }));
  renderInApp(<OfficeProposalsSection />);
  await screen.findAllByRole("listitem");
  expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
    `Annehmen: ${club.matchLabel}`,
    `Ablehnen: ${club.matchLabel}`,
    `Annehmen: ${other.matchLabel}`,
    `Ablehnen: ${other.matchLabel}`,
    `Spiel wiederholen: ${ABANDONED.matchLabel}`,
    `Stand 1:0 werten: ${ABANDONED.matchLabel}`,
    `Forfait gegen FC Seeblick 1. Mannschaft (0:3): ${ABANDONED.matchLabel}`,
    `Forfait gegen FC Biber 1. Mannschaft (3:0): ${ABANDONED.matchLabel}`,
  ]);
  // What it would change stays the description; the visible word stays as it was.
  const accept = screen.getByRole("button", { name: `Annehmen: ${other.matchLabel}` });
  expect(accept).toHaveAccessibleDescription("Anpfiff oder Ort ändern: Sportplatz Neu");
  expect(accept).toHaveTextContent(/^Annehmen$/);
});

it("asks about a forfeit by the side's name where the team's name is not known", async () => {
  server.on(
    "GET /api/league-office/match-proposals",
    json({ proposals: [{ ...ABANDONED, homeTeamName: null }] }),
  );
  const { user } = renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem", { name: /Spielabbruch/ });
  await user.click(
    within(item).getByRole("button", { name: `Forfait gegen Heimteam (0:3): ${ABANDONED.matchLabel}` }),
  );
  expect(
    await screen.findByRole("dialog", { name: "Spielabbruch: Forfait der Heimmannschaft, 0:3 gewertet" }),
  ).toBeVisible();
  expect(server.writes()).toEqual([]);
});

it("keeps a proposal's date with its time, so a phone's line does not end at «14.12.2026,»", async () => {
  server.on("GET /api/league-office/match-proposals", json({ proposals: [ABANDONED] }));
  renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem");
  const dates = within(item).getAllByText(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  // «seit …» and «der Spielleitung vorgelegt …»
  expect(dates).toHaveLength(2);
  for (const date of dates) expect(date).toHaveClass("whitespace-nowrap");
});

// At 390 px the match's line read «… SV Limmatau 1.» above «Mannschaft, Samstag, 6.» above
// «Dezember 2026»: an ordinal and a day parted from their words, as the kept-together rule forbids.
it("keeps a team's ordinal and a day with their words in the match's line", async () => {
  server.on("GET /api/league-office/match-proposals", json({ proposals: [ABANDONED] }));
  renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem");
  const line = within(item).getByText((_, element) => element?.textContent === ABANDONED.matchLabel, {
    selector: "p",
  });
  expect([...line.querySelectorAll(".whitespace-nowrap")].map((part) => part.textContent)).toEqual([
    "1. Mannschaft",
    "1. Mannschaft,",
    "5. September",
  ]);
});
