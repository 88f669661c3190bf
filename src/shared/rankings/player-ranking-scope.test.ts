import { describe, expect, it } from "vitest";
import { countsGroupMatches, playerRankingScopeText } from "./player-ranking-scope.ts";

describe("what a player ranking counts", () => {
  it("counts a group's league matches only for one canton's league", () => {
    expect(countsGroupMatches({ canton: "Bern", league: "2. Liga" })).toBe(true);
    expect(countsGroupMatches({ canton: "Bern", league: null })).toBe(false);
    expect(countsGroupMatches({ league: "2. Liga" })).toBe(false);
    expect(countsGroupMatches({})).toBe(false);
  });

  it("says so under the list", () => {
    expect(playerRankingScopeText({ canton: "Bern", league: "2. Liga" })).toContain(
      "beendeten Meisterschaftsspiele der Gruppe",
    );
    expect(playerRankingScopeText({ canton: "Bern" })).toContain("Cup und Freundschaftsspiele");
    expect(playerRankingScopeText({ canton: "Bern" })).toContain("im Liveticker zählen sofort");
  });
});
