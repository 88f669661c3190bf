import { describe, expect, it } from "vitest";
import { seasonLabel, seasonOf, seasonRange, selectableSeasons } from "./season.ts";

describe("season", () => {
  it("runs from 1 July to 30 June in Zurich time", () => {
    // 30 June 23:59 Zurich (CEST, UTC+2) still belongs to the old season.
    expect(seasonOf(new Date("2026-06-30T21:59:00Z"))).toBe(2025);
    // 1 July 00:00 Zurich is 30 June 22:00 UTC: already the new season.
    expect(seasonOf(new Date("2026-06-30T22:00:00Z"))).toBe(2026);
    expect(seasonOf(new Date("2026-01-15T12:00:00Z"))).toBe(2025);
    expect(seasonOf(new Date("2025-12-31T23:30:00Z"))).toBe(2025);
  });

  it("gives the season's bounds as instants", () => {
    const { from, to } = seasonRange(2025);
    expect(from.toISOString()).toBe("2025-06-30T22:00:00.000Z");
    expect(to.toISOString()).toBe("2026-06-30T22:00:00.000Z");
    expect(seasonOf(from)).toBe(2025);
    expect(seasonOf(new Date(to.getTime() - 1))).toBe(2025);
    expect(seasonOf(to)).toBe(2026);
  });

  it("labels a season with both years", () => {
    expect(seasonLabel(2025)).toBe("2025/26");
    expect(seasonLabel(2099)).toBe("2099/00");
  });

  it("offers the current season first", () => {
    const seasons = selectableSeasons(new Date("2026-08-01T10:00:00Z"));
    expect(seasons[0]).toBe(2026);
    expect(seasons.at(-1)).toBe(2020);
  });
});
