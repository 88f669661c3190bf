import { describe, expect, it } from "vitest";
import { leagueBesideName } from "./league-beside-name.ts";

describe("the league beside a team's name", () => {
  it("is left out where the name already says it", () => {
    expect(leagueBesideName("FC Seeblick Junioren B", "Junioren B")).toBeNull();
    expect(leagueBesideName("junioren b", "Junioren B")).toBeNull();
  });

  it("is named where the name does not", () => {
    expect(leagueBesideName("FC Seeblick 1. Mannschaft", "3. Liga")).toBe("3. Liga");
    expect(leagueBesideName("Junioren B", "Junioren C")).toBe("Junioren C");
  });
});
