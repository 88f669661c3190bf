import { describe, expect, it } from "vitest";
import type { MatchStatus } from "../constants.ts";
import {
  emptyCourseNote,
  isUpcoming,
  liveTabUpcoming,
  parseLegacyMatchDate,
  splitSchedule,
} from "./schedule.ts";

const NOW = new Date("2025-05-05T12:00:00Z"); // 14:00 in Zurich

function m(id: string, matchDate: Date | string | null, status: MatchStatus = "scheduled") {
  return { id, matchDate, status };
}

describe("parseLegacyMatchDate", () => {
  it("reads dd.mm.yyyy as midnight Zurich time", () => {
    expect(parseLegacyMatchDate("05.05.2025")?.toISOString()).toBe("2025-05-04T22:00:00.000Z");
    expect(parseLegacyMatchDate("6.1.2025")?.toISOString()).toBe("2025-01-05T23:00:00.000Z");
  });

  it("adds 2000 to two-digit years", () => {
    expect(parseLegacyMatchDate("05.05.25")?.toISOString()).toBe("2025-05-04T22:00:00.000Z");
    expect(parseLegacyMatchDate("01.01.99")?.toISOString()).toBe("2098-12-31T23:00:00.000Z");
  });

  it("accepts a time after the dotted date", () => {
    expect(parseLegacyMatchDate("05.05.2025 14:30")?.toISOString()).toBe("2025-05-05T12:30:00.000Z");
    expect(parseLegacyMatchDate("06.01.25, 9:15")?.toISOString()).toBe("2025-01-06T08:15:00.000Z");
  });

  it("reads ISO strings with a zone as absolute instants", () => {
    expect(parseLegacyMatchDate("2025-05-05T12:30:00Z")?.toISOString()).toBe("2025-05-05T12:30:00.000Z");
    expect(parseLegacyMatchDate("2025-05-05T12:30:00.123Z")?.toISOString()).toBe("2025-05-05T12:30:00.123Z");
    expect(parseLegacyMatchDate("2025-05-05T14:30:00+02:00")?.toISOString()).toBe("2025-05-05T12:30:00.000Z");
    expect(parseLegacyMatchDate("2025-05-05 14:30:00+0200")?.toISOString()).toBe("2025-05-05T12:30:00.000Z");
    expect(parseLegacyMatchDate("2025-05-05T10:30-02")?.toISOString()).toBe("2025-05-05T12:30:00.000Z");
  });

  it("reads ISO strings without a zone as Zurich time", () => {
    expect(parseLegacyMatchDate("2025-05-05")?.toISOString()).toBe("2025-05-04T22:00:00.000Z");
    expect(parseLegacyMatchDate("2025-05-05T14:30")?.toISOString()).toBe("2025-05-05T12:30:00.000Z");
    expect(parseLegacyMatchDate("2025-01-06 14:30:00")?.toISOString()).toBe("2025-01-06T13:30:00.000Z");
  });

  it("falls back to Date.parse for other standard strings", () => {
    expect(parseLegacyMatchDate("Mon, 05 May 2025 12:30:00 GMT")?.toISOString()).toBe(
      "2025-05-05T12:30:00.000Z",
    );
  });

  it("returns null for unparsable or impossible dates", () => {
    expect(parseLegacyMatchDate("")).toBeNull();
    expect(parseLegacyMatchDate("   ")).toBeNull();
    expect(parseLegacyMatchDate("morgen")).toBeNull();
    expect(parseLegacyMatchDate("31.02.2025")).toBeNull();
    expect(parseLegacyMatchDate("2025-02-30")).toBeNull();
    expect(parseLegacyMatchDate("05.13.2025")).toBeNull();
    expect(parseLegacyMatchDate("05.05.2025 25:00")).toBeNull();
  });
});

describe("isUpcoming", () => {
  it("is upcoming only when the date is after now", () => {
    expect(isUpcoming(m("a", "2025-05-05T12:00:01Z"), NOW)).toBe(true);
    expect(isUpcoming(m("a", "2025-05-05T12:00:00Z"), NOW)).toBe(false);
    expect(isUpcoming(m("a", "2025-05-05T11:59:59Z"), NOW)).toBe(false);
    expect(isUpcoming(m("a", new Date("2025-06-01T00:00:00Z")), NOW)).toBe(true);
  });

  it("keeps cancelled future matches upcoming", () => {
    expect(isUpcoming(m("a", "2025-06-01T12:00:00Z", "cancelled"), NOW)).toBe(true);
  });

  it("never calls a live or completed match upcoming", () => {
    expect(isUpcoming(m("a", "2025-05-05T12:10:00Z", "live"), NOW)).toBe(false);
    expect(isUpcoming(m("a", "2025-06-01T12:00:00Z", "completed"), NOW)).toBe(false);
  });

  it("treats a missing or unparsable date as past", () => {
    expect(isUpcoming(m("a", null), NOW)).toBe(false);
    expect(isUpcoming(m("a", "irgendwann"), NOW)).toBe(false);
    expect(isUpcoming(m("a", new Date(Number.NaN)), NOW)).toBe(false);
  });

  it("reads legacy dotted dates", () => {
    expect(isUpcoming(m("a", "06.05.25"), NOW)).toBe(true);
    expect(isUpcoming(m("a", "05.05.2025"), NOW)).toBe(false);
  });
});

describe("splitSchedule", () => {
  it("sorts upcoming ascending and past descending", () => {
    const matches = [
      m("past-old", "2025-04-01T12:00:00Z"),
      m("next-later", "2025-05-20T12:00:00Z"),
      m("past-recent", "2025-05-04T12:00:00Z", "completed"),
      m("next-soon", "2025-05-06T12:00:00Z", "cancelled"),
      m("broken", "kaputt"),
      m("past-mid", "20.04.25"),
    ];
    const { upcoming, past } = splitSchedule(matches, NOW);
    expect(upcoming.map((x) => x.id)).toEqual(["next-soon", "next-later"]);
    expect(past.map((x) => x.id)).toEqual(["past-recent", "past-mid", "past-old", "broken"]);
  });

  it("keeps the input order for equal dates", () => {
    const { upcoming, past } = splitSchedule(
      [m("a", "2025-06-01T12:00:00Z"), m("b", "2025-06-01T12:00:00Z"), m("x", null), m("y", "nope")],
      NOW,
    );
    expect(upcoming.map((x) => x.id)).toEqual(["a", "b"]);
    expect(past.map((x) => x.id)).toEqual(["x", "y"]);
  });

  it("keeps the caller's fields", () => {
    const { upcoming } = splitSchedule([{ ...m("a", "2025-06-01T12:00:00Z"), stadium: "Letzigrund" }], NOW);
    expect(upcoming[0]?.stadium).toBe("Letzigrund");
  });

  it("handles an empty list", () => {
    expect(splitSchedule([], NOW)).toEqual({ upcoming: [], past: [] });
  });
});

describe("liveTabUpcoming", () => {
  it("lists scheduled matches from the start of today in Zurich, soonest first", () => {
    const matches = [
      m("yesterday", "2025-05-04T18:00:00Z"),
      m("this-morning", "2025-05-05T08:00:00Z"),
      m("just-after-midnight", "2025-05-04T22:30:00Z"),
      m("tomorrow", "2025-05-06T18:00:00Z"),
      m("live", "2025-05-05T11:00:00Z", "live"),
      m("done", "2025-05-05T09:00:00Z", "completed"),
      m("cancelled", "2025-05-05T16:00:00Z", "cancelled"),
      m("broken", "kaputt"),
    ];
    expect(liveTabUpcoming(matches, NOW).map((x) => x.id)).toEqual([
      "just-after-midnight",
      "this-morning",
      "tomorrow",
    ]);
  });

  it("returns at most 5 by default", () => {
    const matches = Array.from({ length: 8 }, (_, i) => m(`m${i}`, `2025-05-${String(10 + i)}T12:00:00Z`));
    expect(liveTabUpcoming(matches, NOW).map((x) => x.id)).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    expect(liveTabUpcoming(matches, NOW, 2)).toHaveLength(2);
  });
});

describe("emptyCourseNote", () => {
  it("says a match called off before its kickoff was not played, not that its course went unrecorded", () => {
    // «Zu diesem Spiel wurden keine Ereignisse erfasst.» under an abgesagtes Spiel read as if it
    // had been played and nobody kept the ticker.
    expect(emptyCourseNote({ status: "cancelled", startedAt: null })).toBe(
      "Das Spiel wurde abgesagt und nicht gespielt.",
    );
    // Aborted after its kickoff: it was played for a while, without a recorded event.
    expect(emptyCourseNote({ status: "cancelled", startedAt: "2025-05-05T13:00:00Z" })).toBe(
      "Zu diesem Spiel wurden keine Ereignisse erfasst.",
    );
    expect(emptyCourseNote({ status: "completed", startedAt: null })).toBe(
      "Zu diesem Spiel wurden keine Ereignisse erfasst.",
    );
    expect(emptyCourseNote({ status: "live", startedAt: "2025-05-05T13:00:00Z" })).toBe(
      "Noch keine Ereignisse vorhanden.",
    );
    expect(emptyCourseNote({ status: "scheduled", startedAt: null })).toBe(
      "Der Ticker beginnt mit dem Anpfiff.",
    );
  });
});
