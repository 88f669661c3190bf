// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { MatchEventView } from "#shared/matches/types.ts";
import { testGoal, testMatch } from "../../test/match-rows.ts";
import { MatchEventList } from "./match-event-list.tsx";

// On a 390 px phone the match page's timeline broke «Wechsel bei FC Seeblick 1.» above
// «Mannschaft»: the team's ordinal keeps its word, as in the Matchtelegramm (ui/kept-together.tsx).
// A line shows only the club's own words below its type (the generated text repeated the type).

const MATCH = testMatch("m1");
const CHANGE: MatchEventView = testGoal(MATCH.id, {
  type: "substitution",
  minute: 80,
  description: "Wechsel bei FC Seeblick 1. Mannschaft",
  customDescription: "Wechsel bei FC Seeblick 1. Mannschaft",
  score: null,
});

it("keeps a team's ordinal on the line of its word", () => {
  render(<MatchEventList events={[CHANGE]} match={MATCH} />);
  // The line's text whole, though parts of it are in spans of their own.
  const text = screen.getByText(
    (_, element) => element?.tagName === "P" && element.textContent === CHANGE.description,
  );
  expect([...text.querySelectorAll(".whitespace-nowrap")].map((e) => e.textContent)).toEqual([
    "1. Mannschaft",
  ]);
});

// On a 390 px phone «Gelb-Rote Karte» and «Anpfiff zur zweiten Halbzeit» went to the next line
// and left their icon alone above them: the icon and the type's words are one item of the line.
it("keeps an event's icon with the words of its type", () => {
  const card: MatchEventView = testGoal(MATCH.id, {
    type: "yellowRedCard",
    minute: 77,
    description: "Gelb-Rote Karte",
    customDescription: null,
    score: null,
  });
  const { container } = render(<MatchEventList events={[card]} match={MATCH} />);
  const label = screen.getByText("Gelb-Rote Karte");
  const icon = container.querySelector("li p svg");
  expect(icon).not.toBeNull();
  expect(label.parentElement?.tagName).toBe("SPAN");
  expect(label.parentElement).toContainElement(icon as SVGElement);
});
