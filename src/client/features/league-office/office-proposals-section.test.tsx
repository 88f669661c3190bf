// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { MatchProposal } from "#shared/matches/proposals.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { DISPUTED_ABORT } from "../../test/proposal-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { OfficeProposalsSection } from "./office-proposals-section.tsx";

// A «Spielabbruch» has three answers at the league office: a replay, the score at the abort, or a
// forfeit of the side to blame; a club's proposal has two.

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer();
});

it("decides an abort as a forfeit of the away team, with the note, after asking", async () => {
  server.on("GET /api/league-office/match-proposals", json({ proposals: [DISPUTED_ABORT] }));
  server.on(
    `POST /api/league-office/match-proposals/${DISPUTED_ABORT.id}/forfeit`,
    json({ proposal: { ...DISPUTED_ABORT, status: "declined", forfeit: "away", decidedByOffice: true } }),
  );
  const { user } = renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem", { name: /Spielabbruch/ });
  expect(
    within(item).getByRole("button", {
      name: `Forfait gegen FC Seeblick 1. Mannschaft (0:3): ${DISPUTED_ABORT.matchLabel}`,
    }),
  ).toBeVisible();
  await user.click(
    within(item).getByRole("button", {
      name: `Forfait gegen FC Biber 1. Mannschaft (3:0): ${DISPUTED_ABORT.matchLabel}`,
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
    json({ proposals: [{ ...DISPUTED_ABORT, kind: "reschedule", stadium: "Sportplatz Neu", reason: null }] }),
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
    ...DISPUTED_ABORT,
    id: "55555555-5555-4555-8555-555555555555",
    matchLabel: "FC Adler 1. Mannschaft – SV Rebhügel, Sonntag, 6. September 2026 10:30",
    kind: "reschedule",
    stadium: "Sportplatz Neu",
    reason: null,
  };
  const club: MatchProposal = {
    ...DISPUTED_ABORT,
    id: "66666666-6666-4666-8666-666666666666",
    matchLabel: "SC Hinterbirch – FC Glattwies, Samstag, 12. September 2026 16:00",
    kind: "result",
    homeScore: 1,
    awayScore: 1,
    previousScore: "3:0",
  };
  server.on("GET /api/league-office/match-proposals", json({ proposals: [club, other, DISPUTED_ABORT] }));
  renderInApp(<OfficeProposalsSection />);
  await screen.findAllByRole("listitem");
  expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
    `Annehmen: ${club.matchLabel}`,
    `Ablehnen: ${club.matchLabel}`,
    `Annehmen: ${other.matchLabel}`,
    `Ablehnen: ${other.matchLabel}`,
    `Spiel wiederholen: ${DISPUTED_ABORT.matchLabel}`,
    `Stand 1:0 werten: ${DISPUTED_ABORT.matchLabel}`,
    `Forfait gegen FC Seeblick 1. Mannschaft (0:3): ${DISPUTED_ABORT.matchLabel}`,
    `Forfait gegen FC Biber 1. Mannschaft (3:0): ${DISPUTED_ABORT.matchLabel}`,
  ]);
  // What it would change stays the description; the visible word stays as it was.
  const accept = screen.getByRole("button", { name: `Annehmen: ${other.matchLabel}` });
  expect(accept).toHaveAccessibleDescription("Anpfiff oder Ort ändern: Sportplatz Neu");
  expect(accept).toHaveTextContent(/^Annehmen$/);
});

it("asks about a forfeit by the side's name where the team's name is not known", async () => {
  server.on(
    "GET /api/league-office/match-proposals",
    json({ proposals: [{ ...DISPUTED_ABORT, homeTeamName: null }] }),
  );
  const { user } = renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem", { name: /Spielabbruch/ });
  await user.click(
    within(item).getByRole("button", { name: `Forfait gegen Heimteam (0:3): ${DISPUTED_ABORT.matchLabel}` }),
  );
  expect(
    await screen.findByRole("dialog", { name: "Spielabbruch: Forfait der Heimmannschaft, 0:3 gewertet" }),
  ).toBeVisible();
  expect(server.writes()).toEqual([]);
});

it("keeps a proposal's date with its time, so a phone's line does not end at «14.12.2026,»", async () => {
  server.on("GET /api/league-office/match-proposals", json({ proposals: [DISPUTED_ABORT] }));
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
  server.on("GET /api/league-office/match-proposals", json({ proposals: [DISPUTED_ABORT] }));
  renderInApp(<OfficeProposalsSection />);
  const item = await screen.findByRole("listitem");
  const line = within(item).getByText((_, element) => element?.textContent === DISPUTED_ABORT.matchLabel, {
    selector: "p",
  });
  expect([...line.querySelectorAll(".whitespace-nowrap")].map((part) => part.textContent)).toEqual([
    "1. Mannschaft",
    "1. Mannschaft,",
    "5. September",
  ]);
});
