import { describe, expect, it } from "vitest";
import { defaultVenue } from "./venue.ts";

describe("defaultVenue: the home team's ground", () => {
  const seeblick = { name: "1. Mannschaft", clubName: "FC Seeblick", stadiumName: "Sportanlage Seeblick" };

  it("an away match is played on the home club's ground, not at 'Stadion 1. Mannschaft'", () => {
    expect(defaultVenue(seeblick)).toBe("Sportanlage Seeblick");
  });

  it("a home match is played on the own club's ground", () => {
    expect(
      defaultVenue({ name: "Junioren A", clubName: "SC Bergdorf", stadiumName: " Sportplatz Au " }),
    ).toBe("Sportplatz Au");
  });

  it("a club without a stadium name gives 'Stadion <club>'", () => {
    for (const stadiumName of [null, "  "]) {
      expect(defaultVenue({ ...seeblick, stadiumName })).toBe("Stadion FC Seeblick");
    }
  });

  it("an opponent without a club gives 'Stadion <its name>'", () => {
    expect(defaultVenue({ name: "FC Neuling", clubName: null, stadiumName: null })).toBe(
      "Stadion FC Neuling",
    );
  });

  it("suggests nothing before a home team is chosen", () => {
    expect(defaultVenue(null)).toBe("");
  });
});
