import { describe, expect, it } from "vitest";
import { matchesPlayerSearch } from "./player-search.ts";

const luca = { firstName: "Luca", lastName: "Müller", position: "Stürmer" as const, teamName: "Junioren B" };

describe("matchesPlayerSearch", () => {
  it("matches the full name, position and team, ignoring case", () => {
    expect(matchesPlayerSearch(luca, "luca mü")).toBe(true);
    expect(matchesPlayerSearch(luca, "MÜLLER")).toBe(true);
    expect(matchesPlayerSearch(luca, "stürm")).toBe(true);
    expect(matchesPlayerSearch(luca, "junioren b")).toBe(true);
    expect(matchesPlayerSearch(luca, "  ")).toBe(true);
  });
  it("does not match other fields or missing positions", () => {
    expect(matchesPlayerSearch(luca, "torwart")).toBe(false);
    expect(matchesPlayerSearch({ ...luca, position: null }, "stürmer")).toBe(false);
  });
});
