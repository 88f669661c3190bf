// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testGoal, testLiveMatch } from "../../test/match-rows.ts";
import { findQuestion, renderInApp } from "../../test/render.tsx";
import { Dialog, DialogContent, DialogTitle } from "../../ui/dialog.tsx";
import { EditableEventList } from "./editable-event-list.tsx";

// The club's event list offers to edit and delete while the match is played or over, but not
// once it is cancelled: the server refuses those changes (after an abort the league office
// decides on the score).

const MATCH = testLiveMatch("m1");
const GOAL = testGoal(MATCH.id);

let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  server = fakeServer();
  server.on(`GET /api/matches/${MATCH.id}/events`, json({ events: [GOAL] }));
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
  // The goal shows (its type once, with the score; no generated text below it).
  expect(await screen.findByText("1:0")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: /bearbeiten$|löschen$/ })).not.toBeInTheDocument();
});

it("gives a deleted event's focus to the same button of the next event, inside the live control's dialog", async () => {
  // Inside a dialog its focus trap takes a focus that fell to the page's body to the dialog
  // itself: the next Tab then started again at its first button.
  let events: MatchEventView[] = [
    GOAL,
    { ...GOAL, id: "e2", minute: 30, score: { home: 2, away: 0 } },
    { ...GOAL, id: "e3", minute: 50, score: { home: 3, away: 0 } },
  ];
  server.on(`GET /api/matches/${MATCH.id}/events`, () => json({ events }));
  server.on("DELETE /api/manage/events/e2", () => {
    events = events.filter((event) => event.id !== "e2");
    return json({ ok: true });
  });
  const { user } = renderInApp(
    <Dialog open>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Live-Ticker</DialogTitle>
        {list("live")}
      </DialogContent>
    </Dialog>,
  );
  const remove = await screen.findByRole("button", { name: "Tor 30' löschen" });
  remove.focus();
  await user.keyboard("{Enter}");
  const question = await findQuestion("Ereignis löschen");
  within(question).getByRole("button", { name: "Löschen" }).focus();
  await user.keyboard("{Enter}");
  await waitFor(() =>
    expect(screen.queryByRole("button", { name: "Tor 30' löschen" })).not.toBeInTheDocument(),
  );
  await waitFor(() => expect(screen.getByRole("button", { name: "Tor 50' löschen" })).toHaveFocus());
});
