// A seeded pseudo-random source: the same seed gives the same country, row for row, so a
// figure measured on one machine can be reproduced on another.

/** mulberry32: small, fast and good enough for test data (not for anything secret). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  const hex = (n: number) => n.toString(16).padStart(8, "0");
  return {
    next,
    /** An integer in [min, max]. */
    int(min: number, max: number): number {
      return min + Math.floor(next() * (max - min + 1));
    },
    chance(p: number): boolean {
      return next() < p;
    },
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    /** Knuth's Poisson draw, for goals and cards per match. */
    poisson(mean: number): number {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j] as T, items[i] as T];
      }
      return items;
    },
    /** A version-4 UUID drawn from this source (deterministic, unlike crypto.randomUUID). */
    uuid(): string {
      const a = hex((next() * 4294967296) >>> 0);
      const b = hex((next() * 4294967296) >>> 0);
      const c = hex((next() * 4294967296) >>> 0);
      const d = hex((next() * 4294967296) >>> 0);
      const variant = ((Number.parseInt(c.slice(0, 1), 16) & 0x3) | 0x8).toString(16);
      return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
