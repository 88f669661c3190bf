// @vitest-environment jsdom
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { FakeEventSource } from "../../test/fake-event-source.ts";
import { fakeServer, json } from "../../test/fake-server.ts";
import { testLiveMatch, testTeam } from "../../test/match-rows.ts";
import { liveMatchesQueryOptions } from "../matches/api.ts";
import { renderLiveList } from "./live-list-test-kit.tsx";

// A keyboard fan on «Live-Ticker» sat on a card's «Zum Live-Ticker» when its match ended: the card
// left the list and the focus fell to the top of the page, so the next Tab started over at the
// logo. The focus now goes to the same place in the card that takes its place, or to the page's
// heading when no match is left.

function match(id: string, home: string): MatchSummary {
  return testLiveMatch(id, { homeTeam: testTeam(`${id}-h`, home), awayTeam: testTeam(`${id}-a`, "FC Gast") });
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function renderList(matches: MatchSummary[], withMatchPage = false) {
  const server = fakeServer();
  server.on("GET /api/matches", json({ matches, nextCursor: null }));
  for (const m of matches) {
    for (const part of ["events", "lineups", "starting-lineups"]) {
      server.on(`GET /api/matches/${m.id}/${part}`, json(part === "events" ? { events: [] } : {}));
    }
  }
  return renderLiveList(matches, withMatchPage);
}

const tickerLinks = () => screen.getAllByRole("link", { name: /Zum Live-Ticker/ });

describe("«Live-Ticker» when a match the focus is in ends", () => {
  it("moves the focus to the same link of the next card", async () => {
    const first = match("m1", "FC Erst");
    const second = match("m2", "FC Zweit");
    const { queryClient } = renderList([first, second]);
    await waitFor(() => expect(tickerLinks()).toHaveLength(2));
    tickerLinks()[0]?.focus();

    act(() => queryClient.setQueryData(liveMatchesQueryOptions.queryKey, [second]));

    await waitFor(() => expect(tickerLinks()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(tickerLinks()[0]));
  });

  it("moves the focus to the page's heading when no match is left", async () => {
    const only = match("m1", "FC Erst");
    const { queryClient } = renderList([only]);
    await waitFor(() => expect(tickerLinks()).toHaveLength(1));
    tickerLinks()[0]?.focus();

    act(() => queryClient.setQueryData(liveMatchesQueryOptions.queryKey, []));

    await screen.findByText("Aktuell gibt es keine Live-Spiele");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Live-Ticker" })),
    );
  });

  it("leaves the focus alone when the fan follows a card's link (the next page places it)", async () => {
    const { user } = renderList([match("m1", "FC Erst"), match("m2", "FC Zweit")], true);
    await waitFor(() => expect(tickerLinks()).toHaveLength(2));

    await user.click(tickerLinks()[0] as HTMLElement);

    await screen.findByRole("heading", { name: "Spielseite" });
    await act(() => Promise.resolve());
    expect(document.activeElement).toBe(document.body);
  });
});
