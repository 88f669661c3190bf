// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { MatchEventView, MatchPlayerRef } from "#shared/matches/types.ts";
import { testGoal, testMatch } from "../../test/match-rows.ts";
import { MatchEventList, ReportEventCards } from "./match-event-list.tsx";

// A substitution read «Lea Rein für Nina Tor» on the match report's event card but «Rein: Lea Rein ·
// Raus: Nina Tor» in the timeline: one change, two wordings. Both say who came on and who went off
// in the timeline's words (a fan need not know which name of «A für B» is which).

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

it("words a substitution alike on the report card and in the timeline", () => {
  const { unmount } = render(<MatchEventList match={MATCH} events={[CHANGE, ONLY_ON]} />);
  expect(screen.getByText("Rein: Lea Rein · Raus: Nina Tor")).toBeInTheDocument();
  expect(screen.getByText("Rein: Lea Rein")).toBeInTheDocument();
  unmount();
  render(<ReportEventCards match={MATCH} events={[CHANGE, ONLY_ON]} />);
  const cards = screen.getAllByRole("listitem");
  expect(cards[0]?.textContent).toContain("Rein: Lea Rein · Raus: Nina Tor");
  expect(cards[0]?.textContent).not.toContain(" für ");
  expect(cards[1]?.textContent).toContain("Rein: Lea Rein");
  expect(cards[1]?.textContent).not.toContain("kommt");
});
