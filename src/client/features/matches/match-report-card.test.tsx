// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { expect, it } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ReportCard } from "./match-page.tsx";

// A match called off before its kickoff said «Für dieses Spiel gibt es noch keinen Spielbericht.»:
// «noch» promised a report for a match that was never played.

function show(match: MatchSummary) {
  const server = fakeServer();
  server.on(`GET /api/matches/${match.id}/report`, json({ report: null }));
  renderInApp(
    <>
      <p>Seite des Spiels</p>
      <ReportCard match={match} />
    </>,
  );
  return server;
}

it("shows no report card for a match called off unplayed", async () => {
  const server = show(testMatch("m1", { status: "cancelled", cancellationReason: "Platz unbespielbar" }));
  // The report was asked for and its answer («none») arrived: the card decides on it.
  await waitFor(() => expect(server.requests.map((r) => r.path)).toContain("/api/matches/m1/report"));
  await waitFor(() => expect(screen.queryByRole("status", { name: /Spielbericht/ })).not.toBeInTheDocument());
  expect(screen.queryByRole("heading", { name: "Spielbericht" })).not.toBeInTheDocument();
  // The page around it stands (a card that failed would have taken it down).
  expect(screen.getByText("Seite des Spiels")).toBeInTheDocument();
});

it("still says a played match has no report yet", async () => {
  show(testMatch("m2", { status: "completed", period: "finished", homeScore: 1, awayScore: 0 }));
  expect(await screen.findByText("Für dieses Spiel gibt es noch keinen Spielbericht.")).toBeInTheDocument();
});
