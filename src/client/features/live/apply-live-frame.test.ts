import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { MatchStartingLineups, SideLineup } from "#shared/lineups/types.ts";
import { applyLiveFrame } from "./apply-live-frame.ts";
import { startingLineupsQueryOptions } from "./lineup-queries.ts";

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
