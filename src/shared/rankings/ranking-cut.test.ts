import { describe, expect, it } from "vitest";
import { cutRanking, sharedPlaceText } from "./ranking-cut.ts";

/** A ranked list from its ranks: [1, 2, 2, 4] → players p0..p3. */
const ranked = (ranks: number[]) => ranks.map((rank, i) => ({ rank, id: `p${i}` }));
const ranksOf = (list: { rank: number }[]) => list.map((p) => p.rank);

describe("cutRanking: ties at the cut", () => {
  it("keeps a short list whole", () => {
    expect(cutRanking(ranked([1, 2, 2]))).toEqual({ players: ranked([1, 2, 2]), sharedPlace: null });
  });

  it("lists everybody tied with the 10th: Noah Schär's 2 goals are not cut off", () => {
    // 1, 2, then nine players with 2 goals at rank 3: eleven rows, all shown.
    const list = ranked([1, 2, ...Array<number>(9).fill(3), 12, 12]);
    const { players, sharedPlace } = cutRanking(list);
    expect(ranksOf(players)).toEqual([1, 2, 3, 3, 3, 3, 3, 3, 3, 3, 3]);
    expect(sharedPlace).toBeNull();
  });

  it("cuts after the 10th when nobody ties with it", () => {
    const list = ranked([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 11]);
    expect(ranksOf(cutRanking(list).players)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("a place shared by too many is not listed: the list says how many share it", () => {
    // Rank 8 shared by 30 players: 7 + 30 rows would be far more than twice the top 10.
    const list = ranked([1, 2, 3, 4, 5, 6, 7, ...Array<number>(30).fill(8)]);
    const { players, sharedPlace } = cutRanking(list);
    expect(ranksOf(players)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(sharedPlace).toEqual({ rank: 8, count: 30 });
    expect(sharedPlaceText({ rank: 8, count: 30 })).toBe(
      "30 Spieler teilen sich Rang 8 und sind hier nicht einzeln aufgeführt.",
    );
  });

  it("up to twice the top, the tied place is listed whole (20 rows)", () => {
    const list = ranked([1, 2, ...Array<number>(18).fill(3)]);
    expect(cutRanking(list).players).toHaveLength(20);
    expect(cutRanking([...list, { rank: 3, id: "one-more" }]).sharedPlace).toEqual({ rank: 3, count: 19 });
  });

  it("everybody tied at the top: no rows, one sentence", () => {
    expect(cutRanking(ranked(Array<number>(40).fill(1)))).toEqual({
      players: [],
      sharedPlace: { rank: 1, count: 40 },
    });
  });
});
