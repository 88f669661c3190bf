import { describe, expect, it } from "vitest";
import { movedLabel, teamLabel } from "./types.ts";

describe("teamLabel", () => {
  it("puts the club's name in front of a team called by its rank", () => {
    expect(teamLabel("1. Mannschaft", "FC Seeblick")).toBe("FC Seeblick 1. Mannschaft");
    expect(teamLabel("Junioren B", "SC Aarewald")).toBe("SC Aarewald Junioren B");
  });

  it("keeps a name that already contains the club's, in any case", () => {
    expect(teamLabel("FC Seeblick 2", "FC Seeblick")).toBe("FC Seeblick 2");
    expect(teamLabel("fc seeblick Senioren", "FC Seeblick")).toBe("fc seeblick Senioren");
  });

  it("uses the team's name alone without a club or with an empty club name", () => {
    expect(teamLabel("FC Glattwies", null)).toBe("FC Glattwies");
    expect(teamLabel("FC Glattwies", undefined)).toBe("FC Glattwies");
    expect(teamLabel("1. Mannschaft", "  ")).toBe("1. Mannschaft");
  });
});

describe("movedLabel", () => {
  const from = { canton: "Zürich", league: "3. Liga" } as const;
  it("names the group within the league, the league outside it, the canton when it changed", () => {
    expect(movedLabel(from, { canton: "Zürich", league: "3. Liga", group: "Gruppe 2" })).toBe(
      "in Gruppe 2 verschoben",
    );
    expect(movedLabel(from, { canton: "Zürich", league: "2. Liga", group: "Gruppe 1" })).toBe(
      "in die 2. Liga verschoben",
    );
    expect(movedLabel(from, { canton: "Bern", league: "3. Liga", group: "Gruppe 1" })).toBe(
      "in die 3. Liga (Bern) verschoben",
    );
    expect(movedLabel(from, { canton: "Zürich", league: "Junioren B", group: "Gruppe 1" })).toBe(
      "zu den Junioren B verschoben",
    );
  });
});
