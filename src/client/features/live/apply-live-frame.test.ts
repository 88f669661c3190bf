import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { MatchSummary } from "#shared/matches/types.ts";
import { testLiveMatch, testMatch } from "../../test/match-rows.ts";
import { liveTeaserQueryOptions, scheduleLiveQueryOptions, scheduleQueryOptions } from "../matches/api.ts";
import { applyLiveFrame } from "./apply-live-frame.ts";

// A frame of the live stream reaches every list that shows its match: the start page's live
// card used to wait for its 15-second poll because the frame left its cache alone.

const NO_FILTER = {
  teamIds: null,
  clubId: null,
  canton: null,
  league: null,
  group: null,
  from: null,
  to: null,
};
const ignoreReady = () => {};

function isStale(client: QueryClient, queryKey: readonly unknown[]): boolean {
  return client.getQueryState(queryKey)?.isInvalidated ?? false;
}

describe("applyLiveFrame into the lists of matches", () => {
  it("puts a new score into the start page's live card and the schedule's «Live» section at once", () => {
    const client = new QueryClient();
    const match = testLiveMatch("m-1");
    client.setQueryData(liveTeaserQueryOptions.queryKey, [match]);
    client.setQueryData(scheduleLiveQueryOptions(NO_FILTER).queryKey, [match]);
    const goal: MatchSummary = { ...match, homeScore: 2 };

    applyLiveFrame(client, { kind: "match", data: goal }, ignoreReady);

    expect(client.getQueryData(liveTeaserQueryOptions.queryKey)).toEqual([goal]);
    expect(client.getQueryData(scheduleLiveQueryOptions(NO_FILTER).queryKey)).toEqual([goal]);
    // Same status, same lists: nothing to load again.
    expect(isStale(client, liveTeaserQueryOptions.queryKey)).toBe(false);
  });

  it("reloads the lists a kickoff changes: the live ones that lack it, the tab that held it", () => {
    const client = new QueryClient();
    const scheduled = testMatch("m-2");
    const upcomingKey = scheduleQueryOptions("upcoming", NO_FILTER).queryKey;
    client.setQueryData(upcomingKey, {
      pages: [{ matches: [scheduled], nextCursor: null }],
      pageParams: [null],
    });
    client.setQueryData(liveTeaserQueryOptions.queryKey, []);

    const now = new Date().toISOString();
    const kickoff = testLiveMatch("m-2", { startedAt: now, periodStartedAt: now, homeScore: 0 });
    applyLiveFrame(client, { kind: "match", data: kickoff }, ignoreReady);

    expect(isStale(client, liveTeaserQueryOptions.queryKey)).toBe(true);
    expect(isStale(client, upcomingKey)).toBe(true);
  });

  it("reloads nothing for a goal in a match the lists leave out", () => {
    const client = new QueryClient();
    client.setQueryData(scheduleLiveQueryOptions(NO_FILTER).queryKey, [testLiveMatch("m-shown")]);
    // Kicked off ten minutes ago: had it passed the filter, the list would hold it.
    applyLiveFrame(
      client,
      { kind: "match", data: testLiveMatch("m-elsewhere", { homeScore: 3 }) },
      ignoreReady,
    );
    expect(isStale(client, scheduleLiveQueryOptions(NO_FILTER).queryKey)).toBe(false);
  });
});
