import { describe, expect, it } from "vitest";
import type { EventType } from "../constants.ts";
import { emptyStats, type StatsEvent, statsFor, statsFromEvents } from "./stats.ts";

function ev(eventType: EventType, playerId: string | null, assistPlayerId: string | null = null): StatsEvent {
  return { eventType, playerId, assistPlayerId };
}

describe("emptyStats", () => {
  it("is all zeros and a fresh object each time", () => {
    expect(emptyStats()).toEqual({ goals: 0, assists: 0, yellowCards: 0, yellowRedCards: 0, redCards: 0 });
    const a = emptyStats();
    a.goals = 3;
    expect(emptyStats().goals).toBe(0);
  });
});

describe("statsFromEvents", () => {
  it("credits goals to the scorer and assists to the assisting player", () => {
    const stats = statsFromEvents([ev("goal", "p1", "p2"), ev("goal", "p1"), ev("goal", "p2", "p1")]);
    expect(stats.get("p1")).toEqual({ goals: 2, assists: 1, yellowCards: 0, yellowRedCards: 0, redCards: 0 });
    expect(stats.get("p2")).toEqual({ goals: 1, assists: 1, yellowCards: 0, yellowRedCards: 0, redCards: 0 });
  });

  it("counts yellow and red cards", () => {
    const stats = statsFromEvents([
      ev("yellowCard", "p3"),
      ev("yellowCard", "p3"),
      ev("redCard", "p3"),
      ev("redCard", "p4"),
    ]);
    expect(stats.get("p3")).toEqual({ goals: 0, assists: 0, yellowCards: 2, yellowRedCards: 0, redCards: 1 });
    expect(stats.get("p4")).toEqual({ goals: 0, assists: 0, yellowCards: 0, yellowRedCards: 0, redCards: 1 });
  });

  it("ignores events without statistics", () => {
    const stats = statsFromEvents([
      ev("substitution", "p5"),
      ev("kickoff", null),
      ev("halftime", null),
      ev("finalWhistle", null),
      ev("yellowCard", "p6", "p7"),
    ]);
    expect(stats.has("p5")).toBe(false);
    expect(stats.has("p7")).toBe(false);
    expect([...stats.keys()]).toEqual(["p6"]);
  });

  it("credits the assist even when the scorer is unknown", () => {
    const stats = statsFromEvents([ev("goal", null, "p8")]);
    expect(stats.get("p8")).toEqual({ goals: 0, assists: 1, yellowCards: 0, yellowRedCards: 0, redCards: 0 });
    expect(stats.size).toBe(1);
  });

  it("does not let a scorer assist their own goal", () => {
    const stats = statsFromEvents([ev("goal", "p9", "p9")]);
    expect(stats.get("p9")).toEqual({ goals: 1, assists: 0, yellowCards: 0, yellowRedCards: 0, redCards: 0 });
  });

  it("skips cards without a player", () => {
    expect(statsFromEvents([ev("yellowCard", null), ev("redCard", null)]).size).toBe(0);
  });

  it("returns an empty map for no events", () => {
    expect(statsFromEvents([]).size).toBe(0);
  });
});

describe("statsFor", () => {
  it("returns zeros for players without events", () => {
    const stats = statsFromEvents([ev("goal", "p1")]);
    expect(statsFor(stats, "p1").goals).toBe(1);
    expect(statsFor(stats, "unknown")).toEqual(emptyStats());
  });
});

describe("new event types in player statistics", () => {
  it("a penalty goal is a goal, an own goal never; yellow-red has its own count", () => {
    const stats = statsFromEvents([
      { eventType: "penaltyGoal", playerId: "p1", assistPlayerId: null },
      { eventType: "ownGoal", playerId: "p1", assistPlayerId: null },
      { eventType: "yellowRedCard", playerId: "p1", assistPlayerId: null },
    ]);
    expect(stats.get("p1")).toEqual({ goals: 1, assists: 0, yellowCards: 0, yellowRedCards: 1, redCards: 0 });
  });
});
