// @vitest-environment jsdom

import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { FakeEventSource } from "../../test/fake-event-source.ts";
import { testLiveMatch, testMatch } from "../../test/match-rows.ts";
import { renderInApp } from "../../test/render.tsx";
import { useFollowMatches } from "./use-follow-matches.ts";

// A club's or a team's list of matches follows those that can change while a fan looks; the
// stream's code loads only then (live-stream-on-demand.ts), so a list with none opens nothing.

function Fixtures({ matches }: { matches: MatchSummary[] }) {
  useFollowMatches(matches, ["clubs", "c-1", "fixtures"]);
  return <p>Spiele</p>;
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});

afterEach(() => vi.unstubAllGlobals());

describe("a list's followed matches", () => {
  it("opens the stream of the live match and of one kicking off soon, and closes it with the page", async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const page = renderInApp(
      <Fixtures matches={[testMatch("m-2", { matchDate: soon }), testLiveMatch("m-1"), testMatch("m-3")]} />,
    );
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const source = FakeEventSource.opened[0];
    expect(source?.url).toBe("/api/live/stream?matches=m-1,m-2");
    page.unmount();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("opens nothing for a list whose matches are far from their kickoff or over", async () => {
    const nextWeek = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const quiet = renderInApp(
      <Fixtures
        matches={[testMatch("m-4", { matchDate: nextWeek }), testMatch("m-5", { status: "completed" })]}
      />,
    );
    // A list with a live match beside it: once its stream is open, the code has arrived, and the
    // quiet list would have opened its own by then.
    const live = renderInApp(<Fixtures matches={[testLiveMatch("m-6")]} />);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(["/api/live/stream?matches=m-6"]);
    quiet.unmount();
    live.unmount();
  });
});
