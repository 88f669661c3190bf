// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import { MATCH_MESSAGES } from "#shared/matches/schema.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testGoal, testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { ReportEventsTab } from "./report-events-tab.tsx";

const MATCH = testMatch("m1", { status: "completed", homeScore: 1, awayScore: 0 });
const GOAL = testGoal(MATCH.id);

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

it.each([
  ["cancelled", MATCH_MESSAGES.cancelledNoEvents],
  ["postponed", MATCH_MESSAGES.postponedNoEvents],
] as const)("a %s match shows its events without the form, and says why", async (status, reason) => {
  // Before, the form stood there and the server refused what it sent.
  renderInApp(<ReportEventsTab match={{ ...MATCH, status }} loadFailedMessage="Fehler" />);
  expect(await screen.findByText(reason)).toBeInTheDocument();
  expect(screen.getByText("1:0")).toBeInTheDocument();
  expect(screen.queryByRole("form")).not.toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /bearbeiten$|löschen$/ })).not.toBeInTheDocument();
});
