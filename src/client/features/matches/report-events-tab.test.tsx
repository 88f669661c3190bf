// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ReportEventsTab } from "./report-events-tab.tsx";

const MATCH = testMatch("m1", { status: "completed", homeScore: 1, awayScore: 0 });
const GOAL: MatchEventView = {
  id: "e1",
  matchId: MATCH.id,
  type: "goal",
  minute: 12,
  addedMinute: null,
  description: "Tor zum 1:0",
  customDescription: null,
  score: { home: 1, away: 0 },
  teamSide: "home",
  player: null,
  assist: null,
  playerIn: null,
  createdAt: "2030-09-07T13:12:00.000Z",
};

beforeEach(() => {
  const server = fakeServer();
  server.on(`GET /api/matches/${MATCH.id}`, json({ match: MATCH }));
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [GOAL] }));
});

it("takes the keyboard from «… bearbeiten» to the form it filled", async () => {
  const { user } = renderInApp(<ReportEventsTab match={MATCH} loadFailedMessage="Fehler" />);
  const pencil = await screen.findByRole("button", { name: "Tor 12' bearbeiten" });
  await user.click(pencil);
  // The form above shows the event; before, the focus stayed on the pencil far below it.
  const form = await screen.findByRole("form", { name: /bearbeiten/ });
  await waitFor(() => expect(within(form).getAllByRole("combobox")[0]).toHaveFocus());
});
