import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { MatchStartingLineups, SideLineup } from "#shared/lineups/types.ts";
import type { MatchReportView, MatchSummary } from "#shared/matches/types.ts";
import { testLiveMatch, testMatch } from "../../test/match-rows.ts";
import {
  liveMatchesQueryOptions,
  liveTeaserQueryOptions,
  matchReportQueryOptions,
  scheduleLiveQueryOptions,
  scheduleQueryOptions,
} from "../matches/api.ts";
import { applyLiveFrame } from "./apply-live-frame.ts";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";

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

  it("reloads a live list for a kickoff only when it was read before: read since, it left the match out on purpose", () => {
    const client = new QueryClient();
    const startedAt = new Date(Date.now() - 60_000).toISOString();
    const favouritesBefore = scheduleLiveQueryOptions({ ...NO_FILTER, teamIds: ["t-before"] }).queryKey;
    const favouritesSince = scheduleLiveQueryOptions({ ...NO_FILTER, teamIds: ["t-since"] }).queryKey;
    client.setQueryData(favouritesBefore, [], { updatedAt: Date.now() - 90_000 });
    client.setQueryData(favouritesSince, [], { updatedAt: Date.now() - 30_000 });

    // A goal a minute after the kickoff, in a match neither list holds: on a Saturday at three,
    // every fan's lists would otherwise load again for every frame of every match that began.
    const goal = testLiveMatch("m-3", { startedAt, periodStartedAt: startedAt, homeScore: 1 });
    applyLiveFrame(client, { kind: "match", data: goal }, ignoreReady);

    expect(isStale(client, favouritesBefore)).toBe(true);
    expect(isStale(client, favouritesSince)).toBe(false);
  });

  it("reloads the live lists when an ended match is live again («Rückgängig»), long after its kickoff", () => {
    const client = new QueryClient();
    const startedAt = new Date(Date.now() - 95 * 60_000).toISOString();
    const live = testLiveMatch("m-undo", { startedAt, homeScore: 2 });
    client.setQueryData(liveTeaserQueryOptions.queryKey, [live]);
    // The final whistle: the live list reloads and no longer holds the match.
    applyLiveFrame(
      client,
      { kind: "match", data: { ...live, status: "completed", period: "finished" } },
      ignoreReady,
    );
    expect(isStale(client, liveTeaserQueryOptions.queryKey)).toBe(true);
    client.setQueryData(liveTeaserQueryOptions.queryKey, []);
    expect(isStale(client, liveTeaserQueryOptions.queryKey)).toBe(false);

    applyLiveFrame(client, { kind: "match", data: live }, ignoreReady);
    expect(isStale(client, liveTeaserQueryOptions.queryKey)).toBe(true);
  });

  it("reloads the whole live list once for a match live again that the page never saw end", () => {
    // «Live-Ticker» opened after the final whistle: the club's «Rückgängig» sent the match live
    // again, and the page, knowing no status of it from before, never showed it again.
    const client = new QueryClient();
    const startedAt = new Date(Date.now() - 95 * 60_000).toISOString();
    const shown = testLiveMatch("m-shown-live");
    client.setQueryData(liveMatchesQueryOptions.queryKey, [shown]);
    client.setQueryData(
      liveTeaserQueryOptions.queryKey,
      [1, 2, 3, 4, 5].map((n) => testLiveMatch(`m-t${n}`)),
    );
    const back = testLiveMatch("m-back-unseen", { startedAt, homeScore: 1 });

    applyLiveFrame(client, { kind: "match", data: back }, ignoreReady);
    expect(isStale(client, liveMatchesQueryOptions.queryKey)).toBe(true);
    // The start page's card shows the first five: a sixth match is left out by its length.
    expect(isStale(client, liveTeaserQueryOptions.queryKey)).toBe(false);

    // Read again without it (a match the server's list leaves out): its next frames load nothing.
    client.setQueryData(liveMatchesQueryOptions.queryKey, [shown]);
    applyLiveFrame(client, { kind: "match", data: { ...back, homeScore: 2 } }, ignoreReady);
    expect(isStale(client, liveMatchesQueryOptions.queryKey)).toBe(false);
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

const matchId = "0b1f6a52-6c1a-4a8e-9a55-0f4a3c1d2e7f";
const side = (name: string): SideLineup => ({
  starters: [{ playerId: null, name, shirtNumber: 9, role: "start", isCaptain: false, isGoalkeeper: false }],
  bench: [],
});

function withLineups(lineups: MatchStartingLineups) {
  const queryClient = new QueryClient();
  const { queryKey } = startingLineupsQueryOptions(matchId);
  queryClient.setQueryData(queryKey, lineups);
  const state = () => queryClient.getQueryState(queryKey);
  return { queryClient, queryKey, state };
}

const noReady = () => {
  throw new Error("not a ready frame");
};

describe("a line-up frame", () => {
  it("puts the side's line-up into the page's cache: nothing is loaded again", () => {
    const { queryClient, queryKey, state } = withLineups({ home: side("Alt"), away: side("Gast") });
    applyLiveFrame(
      queryClient,
      { kind: "lineup", data: { matchId, side: "home", lineup: side("Neu") } },
      noReady,
    );
    expect(queryClient.getQueryData(queryKey)).toEqual({ home: side("Neu"), away: side("Gast") });
    expect(state()?.isInvalidated).toBe(false);
  });

  it("clears a side whose line-up was removed", () => {
    const { queryClient, queryKey, state } = withLineups({ home: side("Alt"), away: side("Gast") });
    applyLiveFrame(queryClient, { kind: "lineup", data: { matchId, side: "away", lineup: null } }, noReady);
    expect(queryClient.getQueryData(queryKey)).toEqual({ home: side("Alt"), away: null });
    expect(state()?.isInvalidated).toBe(false);
  });

  it("loads the line-ups again for a frame logged before frames carried them", () => {
    const { queryClient, state } = withLineups({ home: side("Alt"), away: null });
    applyLiveFrame(queryClient, { kind: "lineup", data: { matchId, side: "home" } }, noReady);
    expect(state()?.isInvalidated).toBe(true);
  });
});

describe("a report frame", () => {
  const report: MatchReportView = {
    id: "5d7f2a1e-0c4b-4f1a-9a55-3e2b1c0d9f8a",
    matchId,
    title: "Verdienter Heimsieg",
    content: "Ein starkes Spiel.",
    highlights: null,
    manOfMatchPlayerId: null,
    manOfMatchName: null,
    attendance: 250,
    weatherConditions: null,
    refereeNotes: null,
    referee: null,
    createdAt: "2026-12-05T17:00:00.000Z",
    updatedAt: "2026-12-05T17:00:00.000Z",
  };

  it("shows the report on a match page that showed none yet, without loading it", () => {
    const queryClient = new QueryClient();
    const { queryKey } = matchReportQueryOptions(matchId);
    queryClient.setQueryData(queryKey, null);
    applyLiveFrame(queryClient, { kind: "report", data: { matchId, report } }, noReady);
    expect(queryClient.getQueryData(queryKey)).toEqual(report);
    expect(queryClient.getQueryState(queryKey)?.isInvalidated).toBe(false);
  });

  it("leaves a page that never read the report without one, so it reads it when shown", () => {
    const queryClient = new QueryClient();
    applyLiveFrame(queryClient, { kind: "report", data: { matchId, report } }, noReady);
    expect(queryClient.getQueryData(matchReportQueryOptions(matchId).queryKey)).toBeUndefined();
  });
});
