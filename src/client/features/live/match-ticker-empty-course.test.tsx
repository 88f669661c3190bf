// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchTicker } from "./match-ticker.tsx";

// A finished match without a timeline (a forfeit, a result entered after the whistle) will get
// no more events: «Noch keine Ereignisse» promised a ticker that never comes. A coming match's
// ticker begins at kickoff, in the words of its widget.

function show(match: MatchSummary) {
  fakeServer().on(`GET /api/matches/${match.id}/events`, json({ events: [] }));
  renderInApp(
    <MemoryRouter>
      <MatchTicker match={match} />
    </MemoryRouter>,
  );
}

it("says a finished match's course was not recorded", async () => {
  show(
    testMatch("m1", { status: "completed", period: "finished", homeScore: 3, awayScore: 0, forfeit: "away" }),
  );
  expect(await screen.findByText("Zu diesem Spiel wurden keine Ereignisse erfasst.")).toBeTruthy();
  expect(screen.queryByText("Noch keine Ereignisse vorhanden.")).toBeNull();
});

it("still waits for the first event while the match is played", async () => {
  show(testLiveMatch("m2"));
  expect(await screen.findByText("Noch keine Ereignisse vorhanden.")).toBeTruthy();
});

it("says a coming match's ticker begins at kickoff, as its widget does", async () => {
  show(testMatch("m3", { status: "scheduled" }));
  expect(await screen.findByText("Der Ticker beginnt mit dem Anpfiff.")).toBeTruthy();
});

it("says a match called off before its kickoff was not played", async () => {
  show(testMatch("m4", { status: "cancelled", cancellationReason: "Platz unbespielbar" }));
  expect(await screen.findByText("Das Spiel wurde abgesagt und nicht gespielt.")).toBeTruthy();
});

it("says «ABGESAGT» once for a called-off match, in place of its score", async () => {
  // The state line said it above the stamp in the score's place (the specification's): twice.
  show(testMatch("m5", { status: "cancelled", cancellationReason: "Platz unbespielbar" }));
  await screen.findByText("Das Spiel wurde abgesagt und nicht gespielt.");
  expect(screen.getAllByText("ABGESAGT")).toHaveLength(1);
  expect(screen.getByText("Grund: Platz unbespielbar")).toBeInTheDocument();
  expect(screen.queryByText("– : –")).not.toBeInTheDocument();
});

it("begins a called-off match's card with its teams, not an empty state line's gap", async () => {
  // The state line says nothing for it («ABGESAGT» stands in the score's place), but its row and
  // the teams' margin below stayed: 16 px of nothing at the card's top.
  show(testMatch("m6", { status: "cancelled", cancellationReason: "Platz unbespielbar" }));
  await screen.findByText("Das Spiel wurde abgesagt und nicht gespielt.");
  const title = screen.getByRole("heading", { level: 1 });
  expect(title.nextElementSibling).toHaveTextContent("ABGESAGT");
  expect(title.nextElementSibling).not.toHaveClass("mt-4");
});
