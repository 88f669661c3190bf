// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, expect, it } from "vitest";
import { ABANDONED_FORFEIT_REASON, ABANDONED_SCORE_REASON } from "#shared/matches/abort-reasons.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { MatchTicker } from "./match-ticker.tsx";

// A result the league office scored after an abort carries its decision under the score. When
// the office scored it as a forfeit, the sentence says against whom, as the Matchtelegramm and
// the «Forfait» mark's title do: the stored reason is one text for either side.

const ABORTED = testMatch("m1", { status: "completed", period: "finished", homeScore: 0, awayScore: 3 });

beforeEach(() => {
  const server = fakeServer();
  server.on(`GET /api/matches/${ABORTED.id}/events`, json({ events: [] }));
});

const show = (values: Partial<typeof ABORTED>) =>
  renderInApp(
    <MemoryRouter>
      <MatchTicker match={{ ...ABORTED, ...values }} />
    </MemoryRouter>,
  );

it("names the side an abort was scored against as a forfeit", () => {
  show({ forfeit: "home", cancellationReason: ABANDONED_FORFEIT_REASON });
  expect(
    screen.getByText(
      "Spielabbruch: als Forfait gegen FC Heim 1. Mannschaft gewertet (Entscheid der Spielleitung).",
    ),
  ).toBeTruthy();
});

it("shows the office's decision as it is when the score at the abort stands", () => {
  show({ forfeit: null, cancellationReason: ABANDONED_SCORE_REASON, homeScore: 1, awayScore: 0 });
  expect(screen.getByText(ABANDONED_SCORE_REASON)).toBeTruthy();
});
