import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ClubTeamFixtures } from "#shared/clubs/types.ts";
import type { LiveEventStats } from "#shared/live/stream-frames.ts";
import type { MatchEventView } from "#shared/matches/types.ts";
import { testLiveMatch, testMatch } from "../../test/match-rows.ts";
import { clubFixturesQueryOptions, matchEventsQueryOptions } from "../matches/api.ts";
import { applyStreamFrame } from "./frames-over-reads.ts";

// A read that was on its way when a frame arrived must not put the older state back: the club
// page kept showing «geplant» after a kickoff whose frame came while its fixtures were read.

const noReady = () => {
  throw new Error("not a ready frame");
};

/** A read whose answer the test gives when it wants, as the network would. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const fixtures = (next: ReturnType<typeof testMatch>): ClubTeamFixtures[] => [
  { teamId: "t-1", teamName: "1. Mannschaft", league: "4. Liga", next, last: null },
];

describe("a frame that arrives while a read is on its way", () => {
  it("still shows once the read's older answer is in", async () => {
    const queryClient = new QueryClient();
    const scheduled = testMatch("m-1");
    const kickoff = testLiveMatch("m-1", { homeScore: 0, awayScore: 0 });
    const answer = deferred<ClubTeamFixtures[]>();
    let reads = 0;
    const options = {
      ...clubFixturesQueryOptions("c-1"),
      queryFn: () => {
        reads += 1;
        return answer.promise;
      },
    };
    queryClient.setQueryData(options.queryKey, fixtures(scheduled));

    const read = queryClient.fetchQuery({ ...options, staleTime: 0 });
    applyStreamFrame(queryClient, { kind: "match", data: kickoff }, noReady);
    answer.resolve(fixtures(scheduled)); // read before the kickoff was committed
    await read;
    await Promise.resolve();

    expect(queryClient.getQueryData<ClubTeamFixtures[]>(options.queryKey)?.[0]?.next?.status).toBe("live");
    expect(reads).toBe(1);
  });

  it("keeps a goal that came while the timeline loaded, without loading it again", async () => {
    const queryClient = new QueryClient();
    const match = testLiveMatch("m-2");
    queryClient.setQueryData(["matches", "m-2"], match);
    const options = matchEventsQueryOptions("m-2");
    const answer = deferred<MatchEventView[]>();
    let reads = 0;
    const read = queryClient.fetchQuery({
      ...options,
      queryFn: () => {
        reads += 1;
        return answer.promise;
      },
    });
    const goal: MatchEventView & LiveEventStats = {
      id: "e-1",
      matchId: "m-2",
      type: "goal",
      minute: 3,
      addedMinute: null,
      description: "Tor für FC Heim",
      customDescription: null,
      score: { home: 2, away: 0 },
      teamSide: "home",
      player: null,
      assist: null,
      playerIn: null,
      createdAt: new Date().toISOString(),
      playerStats: {},
    };
    applyStreamFrame(queryClient, { kind: "event.created", data: goal }, noReady);
    answer.resolve([]);
    await read;
    await Promise.resolve();

    expect(queryClient.getQueryData<MatchEventView[]>(options.queryKey)?.map((e) => e.id)).toEqual(["e-1"]);
    expect(reads).toBe(1);
  });

  it("is not applied again to a read that started after it", async () => {
    const queryClient = new QueryClient();
    const options = clubFixturesQueryOptions("c-3");
    const kickoff = testLiveMatch("m-3", { homeScore: 0, awayScore: 0 });
    queryClient.setQueryData(options.queryKey, fixtures(testMatch("m-3")));
    applyStreamFrame(queryClient, { kind: "match", data: kickoff }, noReady);

    // The match was called off after the kickoff; this read already sees it.
    const called = testMatch("m-3", { status: "cancelled" });
    await queryClient.fetchQuery({ ...options, staleTime: 0, queryFn: async () => fixtures(called) });
    await Promise.resolve();

    expect(queryClient.getQueryData<ClubTeamFixtures[]>(options.queryKey)?.[0]?.next?.status).toBe(
      "cancelled",
    );
  });
});
