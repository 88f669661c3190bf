import { describe, expect, it } from "vitest";
import {
  age,
  formatChf,
  formatCount,
  formatTeamCount,
  formatYearsAtClub,
  initial,
  pluralize,
  truncate,
  yearsAtClub,
} from "./format.ts";

// Text and number formatting: truncation, plurals, ages and years at the club, francs, initials.

describe("truncate", () => {
  const text150 = "a".repeat(150);

  it("keeps text at or below the limit", () => {
    expect(truncate(text150, 150)).toBe(text150);
    expect(truncate("kurz", 120)).toBe("kurz");
    expect(truncate("", 120)).toBe("");
  });

  it("cuts longer text and appends an ellipsis", () => {
    expect(truncate(`${text150}b`, 150)).toBe(`${text150}…`);
    expect(truncate("Hallo Welt", 5)).toBe("Hallo…");
  });

  it("drops trailing whitespace before the ellipsis", () => {
    expect(truncate("Hallo Welt", 6)).toBe("Hallo…");
    expect(truncate("Hallo   \nWelt", 8)).toBe("Hallo…");
  });

  it("does not split an emoji", () => {
    expect(truncate("Tor ⚽⚽ und mehr", 5)).toBe("Tor ⚽…");
    expect(truncate("😀😀😀", 2)).toBe("😀😀…");
  });
});

describe("pluralize and counts", () => {
  it("uses the singular only for one", () => {
    expect(pluralize(1, "Jahr", "Jahre")).toBe("1 Jahr");
    expect(pluralize(2, "Jahr", "Jahre")).toBe("2 Jahre");
    expect(pluralize(0, "Jahr", "Jahre")).toBe("0 Jahre");
  });

  it("formats the team count", () => {
    expect(formatTeamCount(0)).toBe("0 Mannschaften");
    expect(formatTeamCount(1)).toBe("1 Mannschaft");
    expect(formatTeamCount(3)).toBe("3 Mannschaften");
  });
});

describe("age and years at club", () => {
  const now = new Date("2025-06-01T12:00:00Z");

  it("computes age as current year minus birth year", () => {
    expect(age(2000, now)).toBe(25);
    expect(age(2025, now)).toBe(0);
  });

  it("uses the Zurich year on New Year's Eve", () => {
    // 23:30 UTC on 31 December is already the new year in Zurich.
    expect(age(2000, new Date("2025-12-31T23:30:00Z"))).toBe(26);
  });

  it("computes years at club", () => {
    expect(yearsAtClub(2020, now)).toBe(5);
    expect(yearsAtClub(2025, now)).toBe(0);
    expect(yearsAtClub(2030, now)).toBe(-5);
  });

  it("formats years at club", () => {
    expect(formatYearsAtClub(2025, now)).toBe("Neu im Verein");
    expect(formatYearsAtClub(2026, now)).toBe("Neu im Verein");
    expect(formatYearsAtClub(2024, now)).toBe("1 Jahr");
    expect(formatYearsAtClub(2018, now)).toBe("7 Jahre");
  });
});

describe("formatCount", () => {
  it("groups thousands the Swiss way", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1\u2019000");
    expect(formatCount(1234567)).toBe("1\u2019234\u2019567");
    expect(formatCount(-2500)).toBe("-2\u2019500");
    expect(formatCount(Number.NaN)).toBe("");
  });
});

describe("formatChf", () => {
  it("formats whole francs with a dash", () => {
    expect(formatChf(19)).toBe("CHF 19.–");
    expect(formatChf(10)).toBe("CHF 10.–");
    expect(formatChf(0)).toBe("CHF 0.–");
  });

  it("formats rappen with two digits", () => {
    expect(formatChf(10.5)).toBe("CHF 10.50");
    expect(formatChf(0.05)).toBe("CHF 0.05");
    expect(formatChf(19.999)).toBe("CHF 20.–");
  });

  it("groups thousands the Swiss way", () => {
    expect(formatChf(1200)).toBe("CHF 1\u2019200.–");
    expect(formatChf(1234567.5)).toBe("CHF 1\u2019234\u2019567.50");
  });

  it("handles negative and non-finite amounts", () => {
    expect(formatChf(-5)).toBe("CHF -5.–");
    expect(formatChf(-0.001)).toBe("CHF 0.–");
    expect(formatChf(Number.NaN)).toBe("");
  });
});

describe("initial", () => {
  it("takes the first letter in upper case", () => {
    expect(initial("fc Zürich")).toBe("F");
    expect(initial("  ärzte-Elf")).toBe("Ä");
    expect(initial("Young Boys")).toBe("Y");
  });

  it("falls back to a question mark", () => {
    expect(initial("")).toBe("?");
    expect(initial("   ")).toBe("?");
    expect(initial(null)).toBe("?");
    expect(initial(undefined)).toBe("?");
  });
});
