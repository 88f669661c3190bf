import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  formatLongDate,
  formatLongDateTime,
  formatShortWeekdayDate,
  formatTime,
  parseMatchDateInput,
  toValidDate,
  toZurichDateInput,
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
    // Inside a sentence («vom 5. Mai 2025»), without the weekday; the day is Zurich's.
    expect(formatDayMonthYear(SUMMER)).toBe("5. Mai 2025");
    expect(formatDayMonthYear("2024-12-31T23:30:00Z")).toBe("1. Januar 2025");
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
    expect(formatShortWeekdayDate(SUMMER)).toBe("Mo., 05.05.");
    expect(formatShortWeekdayDate("2025-05-10T12:00:00Z")).toBe("Sa., 10.05.");
    expect(formatShortWeekdayDate("2025-05-11T12:00:00Z")).toBe("So., 11.05.");
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

  it("follows Zurich's summer time on both sides of a switch", () => {
    // 30 March 2025, 01:00 UTC: 02:00 CET becomes 03:00 CEST.
    expect(formatTime("2025-03-30T00:59:00Z")).toBe("01:59");
    expect(formatTime("2025-03-30T01:00:00Z")).toBe("03:00");
    // 26 October 2025, 01:00 UTC: 03:00 CEST becomes 02:00 CET.
    expect(formatTime("2025-10-26T00:59:00Z")).toBe("02:59");
    expect(formatTime("2025-10-26T01:00:00Z")).toBe("02:00");
    // Before 1996 summer time ended on the last Sunday of September.
    expect(formatTime("1990-10-10T12:00:00Z")).toBe("13:00");
    expect(formatTime("1990-09-10T12:00:00Z")).toBe("14:00");
    // No summer time before 1981.
    expect(formatTime("1979-07-01T12:00:00Z")).toBe("13:00");
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
    expect(zurichDateFromParts(2025, 2, 29)).toBeNull();
    expect(zurichDateFromParts(2024, 2, 29)?.toISOString()).toBe("2024-02-28T23:00:00.000Z");
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
