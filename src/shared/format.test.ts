import { describe, expect, it } from "vitest";
import {
  age,
  formatChf,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatShortWeekdayDate,
  formatTeamCount,
  formatTime,
  formatYearsAtClub,
  initial,
  parseMatchDateInput,
  pluralize,
  toValidDate,
  toZurichDateInput,
  truncate,
  yearsAtClub,
  zurichDateFromParts,
  zurichDayStart,
  zurichParts,
} from "./format.ts";

// 14:30 in Zurich on a summer day (CEST, UTC+2) and a winter day (CET, UTC+1).
const SUMMER = new Date("2025-05-05T12:30:00Z");
const WINTER = new Date("2025-01-06T13:30:00Z");

describe("date formatting in Zurich time", () => {
  it("formats the long German date", () => {
    expect(formatLongDate(SUMMER)).toBe("Montag, 5. Mai 2025");
    expect(formatLongDate(WINTER)).toBe("Montag, 6. Januar 2025");
    expect(formatLongDate("2025-03-01T10:00:00Z")).toBe("Samstag, 1. März 2025");
    expect(formatLongDate("2024-12-29T10:00:00Z")).toBe("Sonntag, 29. Dezember 2024");
  });

  it("formats numeric date, time and both", () => {
    expect(formatDate(SUMMER)).toBe("05.05.2025");
    expect(formatTime(SUMMER)).toBe("14:30");
    expect(formatTime(WINTER)).toBe("14:30");
    expect(formatDateTime(SUMMER)).toBe("05.05.2025, 14:30");
    expect(formatDateTime(WINTER)).toBe("06.01.2025, 14:30");
  });

  it("uses 24-hour time and shows midnight as 00:00", () => {
    expect(formatTime("2025-05-05T18:05:00Z")).toBe("20:05");
    expect(formatTime("2025-05-04T22:00:00Z")).toBe("00:00");
    expect(formatTime("2025-01-05T23:00:00Z")).toBe("00:00");
  });

  it("formats the long date with time", () => {
    expect(formatLongDateTime(SUMMER)).toBe("Montag, 5. Mai 2025, 14:30 Uhr");
  });

  it("formats the compact weekday date", () => {
    expect(formatShortWeekdayDate(SUMMER)).toBe("Mo, 05.05.");
    expect(formatShortWeekdayDate("2025-05-10T12:00:00Z")).toBe("Sa, 10.05.");
    expect(formatShortWeekdayDate("2025-05-11T12:00:00Z")).toBe("So, 11.05.");
  });

  it("shows the Zurich calendar day, not the UTC one", () => {
    // 23:30 UTC on 4 May is already 5 May in Zurich.
    expect(formatDate("2025-05-04T23:30:00Z")).toBe("05.05.2025");
    expect(formatLongDate("2025-05-04T23:30:00Z")).toBe("Montag, 5. Mai 2025");
    // New Year's Eve: 23:30 UTC is 00:30 on 1 January in Zurich.
    expect(formatDateTime("2024-12-31T23:30:00Z")).toBe("01.01.2025, 00:30");
  });

  it("accepts ISO strings with an offset", () => {
    expect(formatDateTime("2025-05-05T14:30:00+02:00")).toBe("05.05.2025, 14:30");
  });

  it("returns an empty string for invalid input", () => {
    for (const bad of ["", "kein Datum", new Date(Number.NaN), null, undefined]) {
      expect(formatLongDate(bad)).toBe("");
      expect(formatDate(bad)).toBe("");
      expect(formatTime(bad)).toBe("");
      expect(formatDateTime(bad)).toBe("");
      expect(formatLongDateTime(bad)).toBe("");
      expect(formatShortWeekdayDate(bad)).toBe("");
    }
  });

  it("toValidDate rejects invalid dates", () => {
    expect(toValidDate("nope")).toBeNull();
    expect(toValidDate(null)).toBeNull();
    expect(toValidDate("2025-05-05T12:30:00Z")?.getTime()).toBe(SUMMER.getTime());
    expect(toValidDate(SUMMER)).toBe(SUMMER);
  });

  it("reads Zurich wall-clock parts", () => {
    expect(zurichParts(SUMMER)).toEqual({
      year: 2025,
      month: 5,
      day: 5,
      hour: 14,
      minute: 30,
      second: 0,
      weekday: 1,
    });
  });

  it("counts weekdays from Sunday = 0 on Zurich's calendar day, not UTC's", () => {
    // Saturday 23:30 UTC is already Sunday 00:30 in Zurich; Sunday 23:30 Zurich is still Sunday.
    expect(zurichParts(new Date("2025-01-04T23:30:00Z"))).toMatchObject({ day: 5, hour: 0, weekday: 0 });
    expect(zurichParts(new Date("2025-01-05T22:30:00Z"))).toMatchObject({ day: 5, hour: 23, weekday: 0 });
    expect(zurichParts(new Date("2025-01-11T12:00:00Z")).weekday).toBe(6);
  });
});

describe("parseMatchDateInput", () => {
  it("reads winter times as UTC+1 and summer times as UTC+2", () => {
    expect(parseMatchDateInput("2025-01-06", "14:30")?.toISOString()).toBe("2025-01-06T13:30:00.000Z");
    expect(parseMatchDateInput("2025-05-05", "14:30")?.toISOString()).toBe("2025-05-05T12:30:00.000Z");
  });

  it("handles the spring-forward day (30 March 2025)", () => {
    expect(parseMatchDateInput("2025-03-30", "01:30")?.toISOString()).toBe("2025-03-30T00:30:00.000Z");
    expect(parseMatchDateInput("2025-03-30", "03:00")?.toISOString()).toBe("2025-03-30T01:00:00.000Z");
    expect(parseMatchDateInput("2025-03-30", "15:00")?.toISOString()).toBe("2025-03-30T13:00:00.000Z");
    // 02:30 does not exist that night; it moves forward by the gap to 03:30 CEST.
    expect(parseMatchDateInput("2025-03-30", "02:30")?.toISOString()).toBe("2025-03-30T01:30:00.000Z");
  });

  it("handles the fall-back day (26 October 2025)", () => {
    expect(parseMatchDateInput("2025-10-26", "01:30")?.toISOString()).toBe("2025-10-25T23:30:00.000Z");
    // 02:30 happens twice; the earlier (still CEST) one is taken.
    expect(parseMatchDateInput("2025-10-26", "02:30")?.toISOString()).toBe("2025-10-26T00:30:00.000Z");
    expect(parseMatchDateInput("2025-10-26", "03:00")?.toISOString()).toBe("2025-10-26T02:00:00.000Z");
    expect(parseMatchDateInput("2025-10-26", "15:00")?.toISOString()).toBe("2025-10-26T14:00:00.000Z");
  });

  it("handles midnight and the last minute of the day", () => {
    expect(parseMatchDateInput("2025-05-05", "00:00")?.toISOString()).toBe("2025-05-04T22:00:00.000Z");
    expect(parseMatchDateInput("2025-12-31", "23:59")?.toISOString()).toBe("2025-12-31T22:59:00.000Z");
  });

  it("rejects malformed or impossible input", () => {
    expect(parseMatchDateInput("05.05.2025", "14:30")).toBeNull();
    expect(parseMatchDateInput("2025-05-05", "14.30")).toBeNull();
    expect(parseMatchDateInput("2025-02-29", "14:30")).toBeNull();
    expect(parseMatchDateInput("2025-13-01", "14:30")).toBeNull();
    expect(parseMatchDateInput("2025-05-05", "24:00")).toBeNull();
    expect(parseMatchDateInput("2025-05-05", "12:60")).toBeNull();
    expect(parseMatchDateInput("", "")).toBeNull();
  });

  it("accepts a leap day", () => {
    expect(parseMatchDateInput("2024-02-29", "12:00")?.toISOString()).toBe("2024-02-29T11:00:00.000Z");
  });

  it("round-trips with toZurichDateInput", () => {
    const cases: [string, string][] = [
      ["2025-01-06", "14:30"],
      ["2025-05-05", "00:00"],
      ["2025-03-30", "01:59"],
      ["2025-03-30", "03:00"],
      ["2025-10-26", "01:00"],
      ["2025-10-26", "02:30"],
      ["2025-10-26", "03:00"],
      ["2025-12-31", "23:59"],
    ];
    for (const [date, time] of cases) {
      expect(toZurichDateInput(parseMatchDateInput(date, time))).toEqual({ date, time });
    }
  });
});

describe("toZurichDateInput", () => {
  it("gives Zurich date and time for form inputs", () => {
    expect(toZurichDateInput("2025-05-04T23:30:00Z")).toEqual({ date: "2025-05-05", time: "01:30" });
    expect(toZurichDateInput(WINTER)).toEqual({ date: "2025-01-06", time: "14:30" });
  });

  it("gives empty strings for invalid input", () => {
    expect(toZurichDateInput("x")).toEqual({ date: "", time: "" });
    expect(toZurichDateInput(null)).toEqual({ date: "", time: "" });
  });
});

describe("zurichDateFromParts", () => {
  it("validates its fields", () => {
    expect(zurichDateFromParts(2025, 4, 31)).toBeNull();
    expect(zurichDateFromParts(2025, 5, 5, 12.5)).toBeNull();
    expect(zurichDateFromParts(2025, 5, 5)?.toISOString()).toBe("2025-05-04T22:00:00.000Z");
  });
});

describe("zurichDayStart", () => {
  it("returns 00:00 Zurich time in summer and winter", () => {
    expect(zurichDayStart(SUMMER).toISOString()).toBe("2025-05-04T22:00:00.000Z");
    expect(zurichDayStart(WINTER).toISOString()).toBe("2025-01-05T23:00:00.000Z");
  });

  it("uses the Zurich day when UTC is still on the previous day", () => {
    expect(zurichDayStart(new Date("2025-05-04T22:30:00Z")).toISOString()).toBe("2025-05-04T22:00:00.000Z");
    expect(zurichDayStart(new Date("2025-05-04T21:59:00Z")).toISOString()).toBe("2025-05-03T22:00:00.000Z");
  });

  it("handles the days clocks change", () => {
    // Both days start before the switch, so midnight keeps the previous offset.
    expect(zurichDayStart(new Date("2025-03-30T20:00:00Z")).toISOString()).toBe("2025-03-29T23:00:00.000Z");
    expect(zurichDayStart(new Date("2025-10-26T20:00:00Z")).toISOString()).toBe("2025-10-25T22:00:00.000Z");
  });
});

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
