// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import type { MatchEventView, MatchPlayerRef } from "#shared/matches/types.ts";
import { testGoal, testMatch } from "../../test/match-rows.ts";
import { MatchEventList } from "./match-event-list.tsx";

// The match page's «Spielverlauf» read «Tor João Sousa» and under it «Tor durch João Sousa zum
// 1:0», «Gelbe Karte Lea Roth» and «Gelbe Karte für Lea Roth»: the generated text said the type
// and the player again. A line says the type once, the score after a goal beside it, and only the
// club's own words below (the ticker widget reads alike, shared/matches/event-line.ts).

const MATCH = testMatch("m1");

function ref(id: string, firstName: string, lastName: string): MatchPlayerRef {
  return { id, firstName, lastName, playerNumber: null, playerImageUrl: null, teamId: "t1" };
}

/** An event of MATCH: the test rows' goal as the base, without its score unless given. */
function event(
  values: Partial<MatchEventView> & Pick<MatchEventView, "id" | "type" | "description">,
): MatchEventView {
  return testGoal(MATCH.id, { score: null, ...values });
}

function row(minute: string): HTMLElement {
  return screen.getByText(minute).closest("li") as HTMLElement;
}

it("says a goal's and a card's type once, with the player and the score", () => {
  render(
    <MatchEventList
      match={MATCH}
      events={[
        event({
          id: "e1",
          type: "goal",
          minute: 12,
          description: "Tor durch João Sousa zum 1:0",
          score: { home: 1, away: 0 },
          player: ref("p1", "João", "Sousa"),
        }),
        event({
          id: "e2",
          type: "yellowCard",
          minute: 30,
          description: "Gelbe Karte für Lea Roth",
          player: ref("p2", "Lea", "Roth"),
        }),
      ]}
    />,
  );
  const goal = row("12'");
  expect(goal.textContent?.match(/Tor/g)).toHaveLength(1);
  expect(within(goal).getByText("João Sousa")).toBeInTheDocument();
  expect(within(goal).getByText("1:0")).toBeInTheDocument();
  const card = row("30'");
  expect(card.textContent?.match(/Gelbe Karte/g)).toHaveLength(1);
  expect(card.textContent?.match(/Lea Roth/g)).toHaveLength(1);
});

it("names the second half's kick-off once and keeps the club's own words", () => {
  render(
    <MatchEventList
      match={MATCH}
      events={[
        event({
          id: "e1",
          type: "kickoff",
          minute: 46,
          teamSide: null,
          description: "Anpfiff zur zweiten Halbzeit",
        }),
        event({
          id: "e2",
          type: "comment",
          minute: 70,
          teamSide: null,
          description: "Regen setzt ein",
          customDescription: "Regen setzt ein",
        }),
      ]}
    />,
  );
  expect(row("46'").textContent?.match(/Anpfiff/g)).toHaveLength(1);
  expect(within(row("46'")).getByText("Anpfiff zur zweiten Halbzeit")).toBeInTheDocument();
  expect(within(row("70'")).getByText("Regen setzt ein")).toBeInTheDocument();
});

it("names a substitution's players once each, the one coming on first", () => {
  render(
    <MatchEventList
      match={MATCH}
      events={[
        event({
          id: "e1",
          type: "substitution",
          minute: 60,
          description: "Wechsel bei FC Seeblick: Lea Rein kommt für Nina Tor",
          player: ref("p1", "Nina", "Tor"),
          playerIn: ref("p2", "Lea", "Rein"),
        }),
      ]}
    />,
  );
  const change = row("60'");
  expect(change.textContent?.match(/Nina Tor/g)).toHaveLength(1);
  expect(change.textContent?.match(/Lea Rein/g)).toHaveLength(1);
  expect(within(change).getByText("Rein: Lea Rein · Raus: Nina Tor")).toBeInTheDocument();
});
