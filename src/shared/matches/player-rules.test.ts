import { describe, expect, it } from "vitest";
import type { SideLineup } from "../lineups/types.ts";
import {
  findBenchViolation,
  NO_LINEUPS,
  offeredPlayers,
  type PickRole,
  pickRoleOf,
  playersFor,
  type RuleEvent,
  recordedEventType,
  standingsAfter,
} from "./player-rules.ts";

const event = (
  type: RuleEvent["type"],
  minute: number,
  playerId: string,
  playerInId: string | null = null,
): RuleEvent => ({
  type,
  minute,
  addedMinute: null,
  teamSide: "home",
  playerId,
  playerInId,
});

const entry = (playerId: string) => ({
  playerId,
  name: playerId,
  shirtNumber: null,
  role: "start" as const,
  isCaptain: false,
  isGoalkeeper: false,
});

describe("player rules", () => {
  it("turns a second yellow for the same player into yellow-red, not a first one", () => {
    const standings = standingsAfter([event("yellowCard", 10, "a")], NO_LINEUPS);
    expect(recordedEventType("yellowCard", "a", standings)).toBe("yellowRedCard");
    expect(recordedEventType("yellowCard", "b", standings)).toBe("yellowCard");
    expect(recordedEventType("redCard", "a", standings)).toBe("redCard");
  });

  it("offers nobody sent off or substituted off, but keeps the current choice", () => {
    const standings = standingsAfter(
      [event("yellowCard", 10, "a"), event("yellowRedCard", 20, "a"), event("substitution", 30, "b", "c")],
      NO_LINEUPS,
    );
    const players = [{ id: "a" }, { id: "b" }, { id: "c" }, { id: "d" }];
    expect(offeredPlayers(players, standings).map((p) => p.id)).toEqual(["c", "d"]);
    expect(offeredPlayers(players, standings, "a").map((p) => p.id)).toEqual(["a", "c", "d"]);
  });

  it("refuses a goal or an assist by a player on the bench when the side has a line-up", () => {
    const lineup: SideLineup = {
      starters: [entry("s1"), entry("s2")],
      bench: [{ ...entry("b1"), role: "bench" }],
    };
    const standings = standingsAfter([], { home: lineup, away: null });
    const goal = { ...event("goal", 12, "b1"), assistPlayerId: null };
    expect(findBenchViolation(goal, standings)).toEqual({
      field: "playerId",
      playerId: "b1",
      reason: "bench",
    });
    expect(findBenchViolation({ ...event("goal", 12, "s1"), assistPlayerId: "b1" }, standings)).toEqual({
      field: "assistPlayerId",
      playerId: "b1",
      reason: "bench",
    });
    expect(
      findBenchViolation({ ...event("yellowCard", 12, "b1"), assistPlayerId: null }, standings),
    ).toBeNull();
    expect(findBenchViolation({ ...goal, teamSide: "away" }, standings)).toBeNull();
    const after = standingsAfter([event("substitution", 46, "s2", "b1")], { home: lineup, away: null });
    expect(findBenchViolation({ ...event("goal", 50, "b1"), assistPlayerId: null }, after)).toBeNull();
  });

  it("takes off a player on the pitch and brings on one who is not, when the side has a line-up", () => {
    const lineup: SideLineup = {
      starters: [entry("s1"), entry("s2")],
      bench: [{ ...entry("b1"), role: "bench" }],
    };
    const standings = standingsAfter([], { home: lineup, away: null });
    const sub = (off: string, on: string) => ({
      ...event("substitution", 60, off, on),
      assistPlayerId: null,
    });
    expect(findBenchViolation(sub("s1", "b1"), standings)).toBeNull();
    expect(findBenchViolation(sub("b1", "s1"), standings)).toEqual({
      field: "playerId",
      playerId: "b1",
      reason: "bench",
    });
    expect(findBenchViolation(sub("s1", "s2"), standings)).toEqual({
      field: "playerInId",
      playerId: "s2",
      reason: "pitch",
    });
  });

  it("offers for each pick who may be picked: on the pitch, on the bench, or anyone", () => {
    const lineup: SideLineup = {
      starters: [entry("s1"), entry("s2")],
      bench: [{ ...entry("b1"), role: "bench" }],
    };
    const standings = standingsAfter([], { home: lineup, away: null });
    const players = [{ id: "s1" }, { id: "s2" }, { id: "b1" }];
    const ids = (role: PickRole, side: "home" | "away" = "home") =>
      playersFor(players, standings, side, role).map((p) => p.id);
    expect(ids("pitch")).toEqual(["s1", "s2"]);
    expect(ids("bench")).toEqual(["b1"]);
    expect(ids("any")).toEqual(["s1", "s2", "b1"]);
    // Without a line-up nothing is known: everybody.
    expect(ids("pitch", "away")).toEqual(["s1", "s2", "b1"]);
    expect(pickRoleOf("goal")).toBe("pitch");
    expect(pickRoleOf("yellowCard")).toBe("any");
    expect(pickRoleOf("substitution")).toBe("pitch");
  });
});
