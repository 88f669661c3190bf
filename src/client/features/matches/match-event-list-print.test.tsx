// @vitest-environment jsdom
// biome-ignore lint/style/noRestrictedImports: the test reads the stylesheet (Vitest hands a CSS import over empty)
import { readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { testMatch } from "../../test/match-rows.ts";
import { MatchEventList } from "./match-event-list.tsx";

// A printed match page (for the notice board) keeps the timeline's facts: the scorer's and the
// carded player's name are buttons on screen (they open the player's figures), and print leaves
// off the buttons that do nothing on paper. jsdom applies no print style, so the test checks
// each element against the selector styles.css hides on paper.

const printHidden = (() => {
  const styles = readFileSync("src/client/styles.css", "utf8");
  const rule = /@media print\s*\{\s*([^{]+)\{\s*display:\s*none/.exec(styles);
  if (!rule?.[1]) throw new Error("styles.css has no print rule that hides elements");
  return rule[1].trim();
})();

const MATCH = testMatch("m1");
const GOAL: MatchEventView = {
  id: "e1",
  matchId: MATCH.id,
  type: "goal",
  minute: 71,
  addedMinute: null,
  description: "Tor durch João Sousa zum 1:0",
  customDescription: null,
  score: { home: 1, away: 0 },
  teamSide: "home",
  player: {
    id: "p1",
    firstName: "João",
    lastName: "Sousa",
    playerNumber: 10,
    playerImageUrl: null,
    teamId: MATCH.homeTeam.id,
  },
  assist: null,
  playerIn: null,
  createdAt: "2030-09-07T13:12:00.000Z",
};

it("prints the scorer's name, which on screen is a button to the player's figures", () => {
  render(
    <MatchEventList
      events={[GOAL]}
      match={MATCH}
      onPlayerClick={() => undefined}
      actions={() => <button type="button">Bearbeiten</button>}
    />,
  );
  const name = screen.getByRole("button", { name: "João Sousa" });
  expect(name.matches(printHidden)).toBe(false);
  // A button that does nothing on paper still stays off it.
  expect(screen.getByRole("button", { name: "Bearbeiten" }).matches(printHidden)).toBe(true);
});
