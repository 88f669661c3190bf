// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { FakeEventSource } from "../../test/fake-event-source.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testTeam } from "../../test/match-rows.ts";
import { renderLiveList } from "./live-list-test-kit.tsx";

// «Live-Ticker» read two line-up answers for every live card when it opened, to know whether to
// offer «Aufstellung»: thirty matches on a Sunday, sixty reads per fan, most cards never scrolled
// to. A card reads them once it comes near the screen.

/** The browser's observer as the page uses it; the test says which cards come into view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly elements: Element[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
    FakeIntersectionObserver.all.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  disconnect() {
    this.elements.length = 0;
  }
  static show(element: Element) {
    for (const observer of FakeIntersectionObserver.all) {
      if (observer.elements.includes(element)) observer.callback([{ isIntersecting: true, target: element }]);
    }
  }
}

const matches: MatchSummary[] = ["m1", "m2", "m3"].map((id) =>
  testLiveMatch(id, { homeTeam: testTeam(`${id}-h`, `FC ${id}`), awayTeam: testTeam(`${id}-a`, "FC Gast") }),
);
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  FakeEventSource.opened = [];
  FakeIntersectionObserver.all = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  server = fakeServer();
  server.on("GET /api/matches", json({ matches, nextCursor: null }));
  for (const { id } of matches) {
    server.on(`GET /api/matches/${id}/lineups`, json({ home: [], away: [], hasLineups: false }));
    server.on(`GET /api/matches/${id}/starting-lineups`, json({ home: null, away: null }));
  }
});
afterEach(() => vi.unstubAllGlobals());

const lineupReads = () =>
  server.requests.filter((r) => /lineups$/.test(r.path)).map((r) => r.path.split("/")[3]);

it("reads a card's line-ups only once the card comes into view", async () => {
  renderLiveList(matches);
  const cards = await screen.findAllByRole("listitem");
  expect(cards).toHaveLength(3);
  await act(() => Promise.resolve());
  expect(lineupReads()).toEqual([]);

  act(() => FakeIntersectionObserver.show(cards[0]?.firstElementChild as Element));
  await waitFor(() => expect(lineupReads()).toEqual(["m1", "m1"]));

  act(() => FakeIntersectionObserver.show(cards[2]?.firstElementChild as Element));
  await waitFor(() => expect(lineupReads().sort()).toEqual(["m1", "m1", "m3", "m3"]));
});
