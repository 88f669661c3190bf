import { describe, expect, it } from "vitest";
import type { LineupEntryView, SideLineup } from "./api/lineups.ts";
import { playersOnPitch } from "./lineup-pitch.ts";

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

  it("adds a substitute and removes the player taken off or sent off", () => {
    const { onPitch, changes } = playersOnPitch(lineup, [
      { type: "redCard", minute: 70, playerId: "c" },
      { type: "substitution", minute: 60, playerId: "x", playerOutId: "a" },
    ]);
    expect([...onPitch].sort()).toEqual(["b", "x"]);
    expect(changes.get("x")).toEqual([{ minute: 60, kind: "on" }]);
    expect(changes.get("a")).toEqual([{ minute: 60, kind: "off" }]);
    expect(changes.get("c")).toEqual([{ minute: 70, kind: "sentOff" }]);
  });

  it("ignores a substitution of someone outside the line-up", () => {
    expect(
      playersOnPitch(lineup, [{ type: "substitution", minute: 50, playerId: "zz" }]).onPitch.has("zz"),
    ).toBe(false);
  });
});
