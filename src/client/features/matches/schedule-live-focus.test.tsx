// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useRef } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { EMPTY_SCHEDULE_FILTER, scheduleListQuery } from "#shared/matches/schedule-filter.ts";
import type { MatchSummary } from "#shared/matches/types.ts";
import { testLiveMatch, testTeam } from "../../test/match-rows.ts";
import { scheduleLiveQueryOptions } from "./api.ts";
import { ScheduleLive } from "./schedule-live.tsx";

// A keyboard fan on /spielplan sat on a «Live» card's «Zum Live-Ticker» when its match ended: the
// card left «Live» and the focus fell to the top of the page. It now goes to the same link of the
// card that takes its place, or to the page's heading when «Live» is gone.

const QUERY = scheduleListQuery(EMPTY_SCHEDULE_FILTER, null);

function match(id: string, home: string): MatchSummary {
  return testLiveMatch(id, { homeTeam: testTeam(`${id}-h`, home), awayTeam: testTeam(`${id}-a`, "FC Gast") });
}

function SchedulePage() {
  const page = useRef<HTMLDivElement>(null);
  return (
    <div ref={page}>
      <h1>Spielplan</h1>
      <ScheduleLive query={QUERY} page={page} />
    </div>
  );
}

function renderLive(matches: MatchSummary[]) {
  // The page opens with its matches, as the server rendered them: the cards mount with the page.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(scheduleLiveQueryOptions(QUERY).queryKey, matches);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SchedulePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (next: MatchSummary[]) =>
    act(() => queryClient.setQueryData(scheduleLiveQueryOptions(QUERY).queryKey, next));
}

const tickerLinks = () => screen.queryAllByRole("link", { name: /Zum Live-Ticker/ });

describe("/spielplan «Live» when a match the focus is in ends", () => {
  it("moves the focus to the same link of the next card", async () => {
    const second = match("m2", "FC Zweit");
    const update = renderLive([match("m1", "FC Erst"), second]);
    tickerLinks()[0]?.focus();

    update([second]);

    await waitFor(() => expect(tickerLinks()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(tickerLinks()[0]));
  });

  it("moves the focus to the page's heading when no match is left", async () => {
    const update = renderLive([match("m1", "FC Erst")]);
    tickerLinks()[0]?.focus();

    update([]);

    await waitFor(() => expect(tickerLinks()).toHaveLength(0));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Spielplan" })),
    );
  });
});
