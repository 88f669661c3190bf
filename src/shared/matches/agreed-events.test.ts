import { describe, expect, it } from "vitest";
import {
  AGREED_EVENT_MESSAGES,
  agreedEventMessages,
  agreedEventRefusal,
  agreedGoalsBeyondScoreMessage,
} from "./agreed-events.ts";

const home = ["home"] as const;
/** An agreed 3:3 whose events name no goal yet: room for any one goal. */
const room = { score: { home: 3, away: 3 }, goals: { home: 0, away: 0 }, settledBy: "clubs" } as const;

describe("what one club may change in an agreed record's events", () => {
  it("names or corrects its own scorers and players", () => {
    expect(
      agreedEventRefusal({ before: null, after: { type: "goal", side: "home" }, ownSides: home, ...room }),
    ).toBeNull();
    const goal = { type: "goal", side: "home" } as const;
    expect(agreedEventRefusal({ before: goal, after: goal, ownSides: home, ...room })).toBeNull();
    expect(agreedEventRefusal({ before: goal, after: null, ownSides: home, ...room })).toBeNull();
    // The same card for another player of its own team leaves the fair-play points as they are.
    const yellow = { type: "yellowCard", side: "home" } as const;
    expect(agreedEventRefusal({ before: yellow, after: yellow, ownSides: home, ...room })).toBeNull();
    // A neutral event belongs to nobody.
    expect(
      agreedEventRefusal({ before: null, after: { type: "comment", side: null }, ownSides: home, ...room }),
    ).toBeNull();
  });

  it("changes none of the other team's events", () => {
    const awayGoal = { type: "goal", side: "away" } as const;
    expect(agreedEventRefusal({ before: awayGoal, after: null, ownSides: home, ...room })).toBe(
      AGREED_EVENT_MESSAGES.otherTeam,
    );
    // Nor moves its own event to the other team.
    expect(
      agreedEventRefusal({
        before: { type: "goal", side: "home" },
        after: awayGoal,
        ownSides: home,
        ...room,
      }),
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
      expect(agreedEventRefusal({ ...change, ownSides: home, ...room })).toBe(AGREED_EVENT_MESSAGES.cards);
    }
  });

  it("lets a club with both teams (no agreement needed between them) change either side", () => {
    const both = ["home", "away"] as const;
    expect(
      agreedEventRefusal({ before: { type: "goal", side: "away" }, after: null, ownSides: both, ...room }),
    ).toBeNull();
  });
});

describe("the goals of an agreed record stay within its result", () => {
  const agreed = { home: 0, away: 1 };
  const goal = (side: "home" | "away") => ({ type: "goal", side }) as const;
  const ownGoal = (side: "home" | "away") => ({ type: "ownGoal", side }) as const;

  it("takes a goal the result holds, and none beyond it", () => {
    const change = {
      before: null,
      ownSides: ["home", "away"] as const,
      score: agreed,
      settledBy: "clubs",
    } as const;
    expect(agreedEventRefusal({ ...change, after: goal("away"), goals: { home: 0, away: 0 } })).toBeNull();
    expect(agreedEventRefusal({ ...change, after: goal("away"), goals: { home: 0, away: 1 } })).toBe(
      agreedGoalsBeyondScoreMessage(agreed, { home: 0, away: 2 }, "clubs"),
    );
    expect(agreedEventRefusal({ ...change, after: goal("home"), goals: { home: 0, away: 0 } })).toBe(
      agreedGoalsBeyondScoreMessage(agreed, { home: 1, away: 0 }, "clubs"),
    );
    // An own goal counts for the other side.
    expect(agreedEventRefusal({ ...change, after: ownGoal("home"), goals: { home: 0, away: 0 } })).toBeNull();
    expect(agreedEventRefusal({ ...change, after: ownGoal("away"), goals: { home: 0, away: 0 } })).toBe(
      agreedGoalsBeyondScoreMessage(agreed, { home: 1, away: 0 }, "clubs"),
    );
  });

  it("refuses an edit that moves a goal beyond the result, not one that keeps its goals", () => {
    const change = {
      ownSides: ["away"] as const,
      score: agreed,
      goals: { home: 0, away: 1 },
      settledBy: "clubs",
    } as const;
    expect(agreedEventRefusal({ ...change, before: goal("away"), after: ownGoal("away") })).toBe(
      agreedGoalsBeyondScoreMessage(agreed, { home: 1, away: 0 }, "clubs"),
    );
    expect(agreedEventRefusal({ ...change, before: goal("away"), after: goal("away") })).toBeNull();
    expect(agreedEventRefusal({ ...change, before: goal("away"), after: null })).toBeNull();
    // Events already beyond the result (entered before this rule) still take a correction.
    const beyond = { ...change, goals: { home: 2, away: 1 }, ownSides: ["home"] as const };
    expect(agreedEventRefusal({ ...beyond, before: goal("home"), after: goal("home") })).toBeNull();
  });
});

describe("a result the league office decided after an abort", () => {
  const office = { score: { home: 1, away: 0 }, goals: { home: 1, away: 0 }, settledBy: "office" } as const;

  it("is named as the office's decision, not as one both clubs confirmed", () => {
    const refusals = [
      agreedEventRefusal({ ...office, before: { type: "goal", side: "away" }, after: null, ownSides: home }),
      agreedEventRefusal({
        ...office,
        before: null,
        after: { type: "redCard", side: "home" },
        ownSides: home,
      }),
      agreedEventRefusal({ ...office, before: null, after: { type: "goal", side: "home" }, ownSides: home }),
    ];
    expect(refusals).toEqual([
      agreedEventMessages("office").otherTeam,
      agreedEventMessages("office").cards,
      agreedGoalsBeyondScoreMessage(office.score, { home: 2, away: 0 }, "office"),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toMatch(
        /^Diesen Endstand (\(1:0\) )?hat die Spielleitung nach dem Spielabbruch entschieden: /,
      );
      expect(refusal).not.toContain("beide Vereine");
    }
    expect(refusals[2]).toContain("darüber entscheidet die Spielleitung");
  });
});
