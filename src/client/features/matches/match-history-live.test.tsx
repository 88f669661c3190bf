// @vitest-environment jsdom
import { screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { MatchHistoryEntry } from "#shared/matches/history-types.ts";
import { FakeEventSource } from "../../test/fake-event-source.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { useLiveStream } from "../live/use-live-stream.ts";
import { matchPublicHistoryQueryOptions } from "./api.ts";
import { MatchPageChanges } from "./match-history-list.tsx";

// The match page's «Änderungen (n)» follows a change made while the page is open: the line comes
// with the live stream the page holds, without a request. A match without changes shows no such
// section (the page's «Spielverlauf» is the timeline; this is the record of changes to the match).

const line = (id: string, action: string, createdAt: string): MatchHistoryEntry => ({
  id,
  matchId: "m1",
  action,
  changes: [],
  userName: null,
  clubId: "c1",
  clubName: "FC Alpha",
  createdAt,
});

function MatchPageHistory() {
  useLiveStream({ matchIds: ["m1"] });
  return <MatchPageChanges matchId="m1" />;
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  server = fakeServer();
  server.on(
    "GET /api/matches/m1/history",
    json({ entries: [line("h1", "Spiel angesetzt", "2030-10-01T10:00:00.000Z")] }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

it("counts and lists a line that arrives on the live stream, once, without reading the record again", async () => {
  const { user } = renderInApp(<MatchPageHistory />);
  expect(await screen.findByText("Änderungen (1)")).toBeInTheDocument();
  const [source] = FakeEventSource.opened;
  if (!source) throw new Error("no stream opened");
  const reads = server.requests.length;

  const moved = line("h2", "Spiel verschoben – Platz gesperrt", "2030-10-02T10:00:00.000Z");
  act(() => source.send("history", 7, { matchId: "m1", entry: moved }));
  expect(await screen.findByText("Änderungen (2)")).toBeInTheDocument();
  // The same frame again (replayed over a read): still one line.
  act(() => source.send("history", 7, { matchId: "m1", entry: moved }));
  // Another match's line stays on its own page.
  act(() => source.send("history", 8, { matchId: "m2", entry: { ...moved, id: "h3", matchId: "m2" } }));

  await user.click(screen.getByText("Änderungen (2)"));
  const actions = screen.getAllByText(/^Spiel /).map((item) => item.textContent);
  expect(actions).toEqual(["Spiel verschoben – Platz gesperrt", "Spiel angesetzt"]);
  expect(server.requests.length).toBe(reads);
});

it("shows nothing for a match without changes, and «Änderungen (1)» once its first line arrives live", async () => {
  server.on("GET /api/matches/m1/history", json({ entries: [] }));
  const { user, queryClient, container } = renderInApp(<MatchPageHistory />);
  // The empty record has been read: it is what the page holds, not a load still under way.
  await waitFor(() =>
    expect(queryClient.getQueryData(matchPublicHistoryQueryOptions("m1").queryKey)).toEqual([]),
  );
  expect(container.querySelector("details")).toBeNull();
  expect(screen.queryByText(/Änderungen|Verlauf/)).toBeNull();

  const [source] = FakeEventSource.opened;
  if (!source) throw new Error("no stream opened");
  const reads = server.requests.length;
  const moved = line("h1", "Spiel verschoben", "2030-10-02T10:00:00.000Z");
  act(() => source.send("history", 9, { matchId: "m1", entry: moved }));
  await user.click(await screen.findByText("Änderungen (1)"));
  expect(screen.getByText("Spiel verschoben")).toBeVisible();
  // The section that appears shows the line the frame brought; it does not read the record again.
  expect(server.requests.length).toBe(reads);
});
