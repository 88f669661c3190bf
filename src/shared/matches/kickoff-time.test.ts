import { describe, expect, it } from "vitest";
import { doubledKickoffNote, kickoffInstant, missingKickoffMessage, resolveKickoff } from "./kickoff-time.ts";

describe("resolveKickoff: Zurich wall-clock time and the clock changes", () => {
  it("an ordinary kickoff in summer and in winter", () => {
    expect(kickoffInstant("2026-05-09", "15:30")?.toISOString()).toBe("2026-05-09T13:30:00.000Z");
    expect(kickoffInstant("2026-01-17", "19:00")?.toISOString()).toBe("2026-01-17T18:00:00.000Z");
  });

  it("02:30 on the last Sunday of March does not exist: refused, never moved to 03:30", () => {
    expect(resolveKickoff("2026-03-29", "02:30")).toEqual({ kind: "missing", shiftMinutes: 60 });
    expect(resolveKickoff("2025-03-30", "02:00")).toEqual({ kind: "missing", shiftMinutes: 60 });
    expect(kickoffInstant("2026-03-29", "02:30")).toBeNull();
    expect(missingKickoffMessage("2026-03-29", "02:30", 60)).toBe(
      "02:30 Uhr gibt es am 29.03.2026 nicht: In dieser Nacht wird die Uhr um eine Stunde vorgestellt (Zeitumstellung auf Sommerzeit). Bitte wähle eine andere Anstosszeit.",
    );
  });

  it("the hours around the spring change exist", () => {
    expect(kickoffInstant("2026-03-29", "01:59")?.toISOString()).toBe("2026-03-29T00:59:00.000Z");
    expect(kickoffInstant("2026-03-29", "03:00")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("autumn's doubled 02:30 is the first one, still in summer time; 03:30 is plain", () => {
    expect(resolveKickoff("2026-10-25", "02:30")).toEqual({
      kind: "doubled",
      instant: new Date("2026-10-25T00:30:00.000Z"),
      shiftMinutes: 60,
    });
    expect(resolveKickoff("2026-10-25", "03:30")).toEqual({
      kind: "exact",
      instant: new Date("2026-10-25T02:30:00.000Z"),
    });
    expect(doubledKickoffNote("2026-10-25", "02:30", 60)).toBe(
      "02:30 Uhr gibt es am 25.10.2026 zweimal, weil die Uhr in dieser Nacht um eine Stunde zurückgestellt wird (Zeitumstellung auf Winterzeit). Gespeichert wird die erste 02:30 Uhr, vor der Zeitumstellung.",
    );
  });

  it("malformed or impossible dates are invalid", () => {
    for (const [date, time] of [
      ["2026-02-30", "15:00"],
      ["2026-13-01", "15:00"],
      ["2026-05-09", "24:00"],
      ["2026-05-09", "15:60"],
      ["9.5.2026", "15:00"],
      ["2026-05-09", "15"],
    ] as const) {
      expect(resolveKickoff(date, time), `${date} ${time}`).toEqual({ kind: "invalid" });
    }
  });
});
