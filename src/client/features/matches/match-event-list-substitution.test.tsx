// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { MatchEventView, MatchPlayerRef } from "#shared/matches/types.ts";
import { testGoal, testMatch } from "../../test/match-rows.ts";
import { MatchEventList } from "./match-event-list.tsx";

// A substitution reads «Rein: Lea Rein · Raus: Nina Tor» (the ticker widget says it alike, through
// shared/matches/event-line.ts): a fan need not know which name of «A für B» is which.

const MATCH = testMatch("m1");

function ref(id: string, firstName: string, lastName: string): MatchPlayerRef {
  return { id, firstName, lastName, playerNumber: null, playerImageUrl: null, teamId: "t1" };
}

const CHANGE: MatchEventView = testGoal(MATCH.id, {
  id: "e1",
  type: "substitution",
  minute: 60,
  score: null,
  description: "Wechsel bei FC Seeblick: Lea Rein kommt für Nina Tor",
  player: ref("p1", "Nina", "Tor"),
  playerIn: ref("p2", "Lea", "Rein"),
});

const ONLY_ON: MatchEventView = { ...CHANGE, id: "e2", minute: 70, player: null };

it("words a substitution by who came on and who went off", () => {
  render(<MatchEventList match={MATCH} events={[CHANGE, ONLY_ON]} />);
  expect(screen.getByText("Rein: Lea Rein · Raus: Nina Tor")).toBeInTheDocument();
  expect(screen.getByText("Rein: Lea Rein")).toBeInTheDocument();
});
