// @vitest-environment jsdom
import { screen } from "@testing-library/react";
import { act } from "react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { MatchHistoryEntry } from "#shared/matches/history-types.ts";
import { FakeEventSource } from "../../test/fake-event-source.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { renderInApp } from "../../test/render.tsx";
import { useLiveStream } from "../live/use-live-stream.ts";
import { MatchHistoryList } from "./match-history-list.tsx";

// The match page's «Verlauf (n)» follows a change made while the page is open: the line comes
// with the live stream the page holds, without a request.

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
  return <MatchHistoryList matchId="m1" isPublic />;
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
  expect(await screen.findByText("Verlauf (1)")).toBeInTheDocument();
  const [source] = FakeEventSource.opened;
  if (!source) throw new Error("no stream opened");
  const reads = server.requests.length;

  const moved = line("h2", "Spiel verschoben – Platz gesperrt", "2030-10-02T10:00:00.000Z");
  act(() => source.send("history", 7, { matchId: "m1", entry: moved }));
  expect(await screen.findByText("Verlauf (2)")).toBeInTheDocument();
  // The same frame again (replayed over a read): still one line.
  act(() => source.send("history", 7, { matchId: "m1", entry: moved }));
  // Another match's line stays on its own page.
  act(() => source.send("history", 8, { matchId: "m2", entry: { ...moved, id: "h3", matchId: "m2" } }));

  await user.click(screen.getByText("Verlauf (2)"));
  const actions = screen.getAllByText(/^Spiel /).map((item) => item.textContent);
  expect(actions).toEqual(["Spiel verschoben – Platz gesperrt", "Spiel angesetzt"]);
  expect(server.requests.length).toBe(reads);
});
