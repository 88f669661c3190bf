// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { EditableEventList } from "./editable-event-list.tsx";

// The club's event list offers to edit and delete while the match is played or over, but not
// once it is cancelled: the server refuses those changes (after an abort the league office
// decides on the score).

const MATCH = testLiveMatch("m1");
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
  fakeServer().on(`GET /api/matches/${MATCH.id}/events`, json({ events: [GOAL] }));
});

const list = (status: "live" | "cancelled") => (
  <EditableEventList
    match={{ ...MATCH, status }}
    loadFailedMessage="Fehler"
    deleteFailedToast="Fehler"
    onEdit={() => undefined}
    onDeleted={() => undefined}
  />
);

it("offers edit and delete for a match being played", async () => {
  renderInApp(list("live"));
  expect(await screen.findByRole("button", { name: /bearbeiten$/ })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: /löschen$/ })).toBeInTheDocument();
});

it("shows a cancelled match's events without changing them", async () => {
  renderInApp(list("cancelled"));
  expect(await screen.findByText("Tor zum 1:0")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /bearbeiten$|löschen$/ })).not.toBeInTheDocument();
});
