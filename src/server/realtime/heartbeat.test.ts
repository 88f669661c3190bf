import { describe, expect, it } from "vitest";
import { type Beating, HEARTBEAT_SLICES, heartbeatInSlices } from "./heartbeat.ts";

// The heartbeat in slices: one pass over everyone per HEARTBEAT_SLICES ticks, however many
// subscribers there are, each idle subscriber once per pass, never a subscriber that was sent a
// change since the pass began. The ticks are called directly: no timers.

class Fan implements Beating {
  beats = 0;
  readonly sink = {
    write: () => {
      this.beats++;
      return 0;
    },
    close: () => {},
  };

  constructor(public lastSentId: number) {}
}

const PASS_TICKS = HEARTBEAT_SLICES;

describe("heartbeatInSlices", () => {
  it("writes to a slice per tick and to every idle subscriber once per pass", () => {
    let lastId = 5;
    const fans = Array.from({ length: 40 }, () => new Fan(5));
    const subscribers = new Set<Beating>(fans);
    const tick = heartbeatInSlices(subscribers, () => lastId);

    tick();
    const perTick = Math.ceil(fans.length / HEARTBEAT_SLICES);
    expect(fans.filter((f) => f.beats === 1)).toHaveLength(perTick);

    // Mid-pass: one fan not yet visited is sent change 6, and a newcomer subscribes.
    const busy = fans.at(-1) as Fan;
    lastId = 6;
    busy.lastSentId = 6;
    const newcomer = new Fan(6);
    subscribers.add(newcomer);
    for (let i = 1; i < PASS_TICKS; i++) tick();

    expect(busy.beats).toBe(0);
    expect(fans.filter((f) => f !== busy).every((f) => f.beats === 1)).toBe(true);
    // Its change came after the pass began: the newcomer counts as busy, like `busy`.
    expect(newcomer.beats).toBe(0);

    // The next pass starts after change 6: without a change since, everyone is idle.
    for (let i = 0; i < PASS_TICKS; i++) tick();
    expect(busy.beats).toBe(1);
    expect(newcomer.beats).toBe(1);
    expect(fans.filter((f) => f !== busy).every((f) => f.beats === 2)).toBe(true);
  });

  it("leaves out subscribers that are gone", () => {
    const fans = Array.from({ length: 3 }, () => new Fan(0));
    const subscribers = new Set<Beating>(fans);
    const tick = heartbeatInSlices(subscribers, () => 0);
    subscribers.delete(fans[1] as Fan);
    for (let i = 0; i < PASS_TICKS; i++) tick();
    expect(fans.map((f) => f.beats)).toEqual([1, 0, 1]);
  });
});
