import { describe, expect, it } from "vitest";
import { playersOnPitch } from "./pitch.ts";
import type { LineupEntryView, SideLineup } from "./types.ts";

const entry = (playerId: string, role: "start" | "bench"): LineupEntryView => ({
  playerId,
  name: playerId,
  shirtNumber: null,
  role,
  isCaptain: false,
  isGoalkeeper: false,
});

const lineup: SideLineup = {
  starters: [entry("a", "start"), entry("b", "start"), entry("c", "start")],
  bench: [entry("x", "bench"), entry("y", "bench")],
};

describe("playersOnPitch", () => {
  it("is the starting eleven before any change", () => {
    expect([...playersOnPitch(lineup, []).onPitch]).toEqual(["a", "b", "c"]);
  });

  it("takes the substitution's player off (playerId) and brings the other on (playerInId)", () => {
    const { onPitch, changes } = playersOnPitch(lineup, [
      { type: "redCard", minute: 70, playerId: "c" },
      { type: "substitution", minute: 60, playerId: "a", playerInId: "x" },
    ]);
    expect([...onPitch].sort()).toEqual(["b", "x"]);
    expect(changes.get("x")).toEqual([{ minute: 60, addedMinute: null, kind: "on" }]);
    expect(changes.get("a")).toEqual([{ minute: 60, addedMinute: null, kind: "off" }]);
    expect(changes.get("c")).toEqual([{ minute: 70, addedMinute: null, kind: "sentOff" }]);
  });

  it("counts a yellow-red card as a sending-off, a yellow card not", () => {
    const { onPitch, changes } = playersOnPitch(lineup, [
      { type: "yellowCard", minute: 20, playerId: "a" },
      { type: "yellowRedCard", minute: 45, addedMinute: 2, playerId: "b" },
    ]);
    expect([...onPitch].sort()).toEqual(["a", "c"]);
    expect(changes.get("b")).toEqual([{ minute: 45, addedMinute: 2, kind: "sentOff" }]);
    expect(changes.has("a")).toBe(false);
  });

  it("handles a substitution with only one of the two players known", () => {
    const offOnly = playersOnPitch(lineup, [{ type: "substitution", minute: 55, playerId: "b" }]);
    expect([...offOnly.onPitch].sort()).toEqual(["a", "c"]);
    const onOnly = playersOnPitch(lineup, [
      { type: "substitution", minute: 55, playerId: null, playerInId: "y" },
    ]);
    expect([...onOnly.onPitch].sort()).toEqual(["a", "b", "c", "y"]);
  });

  it("counts the substitutions that leave a player going off or coming on unknown", () => {
    // «y» on for nobody named, «b» off for nobody named, «zz» on from outside the line-up for «c».
    const { onPitch, unknownOff, unknownOn } = playersOnPitch(lineup, [
      { type: "substitution", minute: 55, playerId: null, playerInId: "y" },
      { type: "substitution", minute: 60, playerId: "b" },
      { type: "substitution", minute: 70, playerId: "c", playerInId: "zz" },
      { type: "substitution", minute: 75, playerId: "a", playerInId: "x" },
    ]);
    expect([...onPitch].sort()).toEqual(["x", "y"]);
    expect(unknownOff).toBe(1);
    expect(unknownOn).toBe(2);
  });

  it("knows every player of complete substitutions", () => {
    const { unknownOff, unknownOn } = playersOnPitch(lineup, [
      { type: "substitution", minute: 75, playerId: "a", playerInId: "x" },
    ]);
    expect([unknownOff, unknownOn]).toEqual([0, 0]);
  });

  it("ignores a substitute from outside the line-up", () => {
    expect(
      playersOnPitch(lineup, [
        { type: "substitution", minute: 50, playerId: null, playerInId: "zz" },
      ]).onPitch.has("zz"),
    ).toBe(false);
  });
});
