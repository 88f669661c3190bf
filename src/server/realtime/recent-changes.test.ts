import { describe, expect, it } from "vitest";
import { type HeldChange, RecentChanges } from "./recent-changes.ts";

const change = (id: number, matchId = "a"): HeldChange => ({ id, matchId, frame: null });
const ids = (changes: HeldChange[] | null) => changes?.map((c) => c.id) ?? null;

describe("recent changes kept for resuming clients", () => {
  it("replays what came after an id, up to the subscriber's start, of its matches only", () => {
    const recent = new RecentChanges(10, 100);
    for (const [id, match] of [
      [101, "a"],
      [103, "b"],
      [104, "a"],
      [107, "a"],
    ] as const) {
      recent.add(change(id, match));
    }
    expect(ids(recent.after(100, 107, null))).toEqual([101, 103, 104, 107]);
    expect(ids(recent.after(101, 107, ["a"]))).toEqual([104, 107]);
    // Ids between held ones are rows that never were: a resume from one is exact too.
    expect(ids(recent.after(102, 104, ["a", "b"]))).toEqual([103, 104]);
    expect(ids(recent.after(107, 107, null))).toEqual([]);
  });

  it("answers null for a resume from before what it holds", () => {
    const recent = new RecentChanges(3, 100);
    expect(recent.after(99, 100, null)).toBeNull();
    for (let id = 101; id <= 110; id++) recent.add(change(id));
    // Three are held (108 to 110): 107 is the newest id only the log has.
    expect(recent.after(106, 110, null)).toBeNull();
    expect(ids(recent.after(107, 110, null))).toEqual([108, 109, 110]);
    expect(ids(recent.after(108, 109, null))).toEqual([109]);
  });

  it("forgets what the log has pruned", () => {
    const recent = new RecentChanges(10, 0);
    for (let id = 1; id <= 5; id++) recent.add(change(id));
    recent.forgetUpTo(3);
    expect(recent.after(2, 5, null)).toBeNull();
    expect(ids(recent.after(3, 5, null))).toEqual([4, 5]);
    recent.forgetUpTo(9);
    expect(recent.after(5, 9, null)).toBeNull();
    recent.add(change(10));
    expect(ids(recent.after(9, 10, null))).toEqual([10]);
  });

  it("stays within its limit however many changes pass", () => {
    const recent = new RecentChanges(50, 0);
    for (let id = 1; id <= 10_000; id++) recent.add(change(id, id % 2 ? "a" : "b"));
    expect(recent.after(9_949, 10_000, null)).toBeNull();
    expect(recent.after(9_950, 10_000, null)).toHaveLength(50);
    expect(ids(recent.after(9_996, 10_000, ["b"]))).toEqual([9_998, 10_000]);
  });
});
