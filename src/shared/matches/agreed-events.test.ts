import { describe, expect, it } from "vitest";
import { AGREED_EVENT_MESSAGES, agreedEventRefusal } from "./agreed-events.ts";

const home = ["home"] as const;

describe("what one club may change in an agreed record's events", () => {
  it("names or corrects its own scorers and players", () => {
    expect(
      agreedEventRefusal({ before: null, after: { type: "goal", side: "home" }, ownSides: home }),
    ).toBeNull();
    const goal = { type: "goal", side: "home" } as const;
    expect(agreedEventRefusal({ before: goal, after: goal, ownSides: home })).toBeNull();
    expect(agreedEventRefusal({ before: goal, after: null, ownSides: home })).toBeNull();
    // The same card for another player of its own team leaves the fair-play points as they are.
    const yellow = { type: "yellowCard", side: "home" } as const;
    expect(agreedEventRefusal({ before: yellow, after: yellow, ownSides: home })).toBeNull();
    // A neutral event belongs to nobody.
    expect(
      agreedEventRefusal({ before: null, after: { type: "comment", side: null }, ownSides: home }),
    ).toBeNull();
  });

  it("changes none of the other team's events", () => {
    const awayGoal = { type: "goal", side: "away" } as const;
    expect(agreedEventRefusal({ before: awayGoal, after: null, ownSides: home })).toBe(
      AGREED_EVENT_MESSAGES.otherTeam,
    );
    // Nor moves its own event to the other team.
    expect(
      agreedEventRefusal({ before: { type: "goal", side: "home" }, after: awayGoal, ownSides: home }),
    ).toBe(AGREED_EVENT_MESSAGES.otherTeam);
  });

  it("adds, deletes or turns no card, its own team's neither", () => {
    const card = (type: "yellowCard" | "yellowRedCard" | "redCard") => ({ type, side: "home" as const });
    const cases = [
      { before: null, after: card("yellowCard") },
      { before: card("redCard"), after: null },
      { before: card("redCard"), after: card("yellowCard") },
      { before: card("yellowCard"), after: { type: "comment", side: null } as const },
    ];
    for (const change of cases) {
      expect(agreedEventRefusal({ ...change, ownSides: home })).toBe(AGREED_EVENT_MESSAGES.cards);
    }
  });

  it("lets a club with both teams (no agreement needed between them) change either side", () => {
    const both = ["home", "away"] as const;
    expect(
      agreedEventRefusal({ before: { type: "goal", side: "away" }, after: null, ownSides: both }),
    ).toBeNull();
  });
});
