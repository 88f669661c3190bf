import { describe, expect, it } from "vitest";
import { daysToLastSaturday, daysToNextSaturday, zurichWallTime } from "./zurich-time.ts";

// Wednesday 8 January 2025, 10:00 in Zurich (CET, UTC+1).
const WEDNESDAY = new Date("2025-01-08T09:00:00Z");
// Saturday 11 January 2025, 00:30 in Zurich: still Friday in UTC.
const SATURDAY_NIGHT = new Date("2025-01-10T23:30:00Z");

describe("demo fixture times in Zurich", () => {
  it("places a wall-clock time days away, across a month's end and a clock change", () => {
    expect(zurichWallTime(WEDNESDAY, 3, "15:00").toISOString()).toBe("2025-01-11T14:00:00.000Z");
    expect(zurichWallTime(WEDNESDAY, 24, "18:30").toISOString()).toBe("2025-02-01T17:30:00.000Z");
    // 29 March 2025 is CET, 30 March CEST.
    const march = new Date("2025-03-29T11:00:00Z");
    expect(zurichWallTime(march, 0, "15:00").toISOString()).toBe("2025-03-29T14:00:00.000Z");
    expect(zurichWallTime(march, 1, "15:00").toISOString()).toBe("2025-03-30T13:00:00.000Z");
  });

  it("finds the Saturdays before and after today on Zurich's calendar", () => {
    expect(daysToLastSaturday(WEDNESDAY)).toBe(-4);
    expect(daysToNextSaturday(WEDNESDAY)).toBe(3);
    expect(daysToLastSaturday(SATURDAY_NIGHT)).toBe(-7);
    expect(daysToNextSaturday(SATURDAY_NIGHT)).toBe(7);
  });
});
