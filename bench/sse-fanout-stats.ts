// Statistics of bench/sse-fanout.ts. On a shared 2-core machine one round's p99 swings by 2×
// from round to round, for the floor as much as for us, so one ratio of two p99s from a few
// rounds cannot settle a 10 % margin. The bench therefore interleaves the systems' rounds
// (paired rounds see the same load), and this module gives each ratio with an interval:
//
// - the pooled p99 (all steady latencies of a system together) and the ratio of two pooled
//   p99s, with a 95 % bootstrap interval from resampling the paired rounds;
// - the median of the per-round ratios (round r of one system against round r of the other),
//   with its distribution-free 95 % interval from the binomial order statistics (sign test).

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
}

/** Latencies counted in 1 ms bins, for pooling rounds without sorting them again. */
export type Histogram = Uint32Array;

export function histogram(latencies: readonly number[], bins: number): Histogram {
  const h = new Uint32Array(bins);
  for (const ms of latencies) {
    const i = Math.min(bins - 1, Math.max(0, Math.floor(ms)));
    h[i] = (h[i] ?? 0) + 1;
  }
  return h;
}

/** The p-quantile (ms, bin resolution) of the rounds `picks` pooled together. */
function pooledQuantile(rounds: readonly Histogram[], picks: readonly number[], p: number): number {
  const bins = rounds[0]?.length ?? 0;
  const sum = new Float64Array(bins);
  let total = 0;
  for (const r of picks) {
    const h = rounds[r] as Histogram;
    for (let i = 0; i < bins; i++) sum[i] = (sum[i] ?? 0) + (h[i] ?? 0);
  }
  for (const i of sum) total += i;
  const rank = Math.floor(total * p);
  let seen = 0;
  for (let i = 0; i < bins; i++) {
    seen += sum[i] ?? 0;
    if (seen > rank) return i;
  }
  return bins - 1;
}

/** Deterministic PRNG (mulberry32), so that a run's intervals can be reproduced from its data. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Interval {
  value: number;
  low: number;
  high: number;
}

/**
 * Ratio of the pooled p-quantile of `a` to that of `b`; a[r] and b[r] are the same (paired)
 * round. The 95 % interval resamples whole pairs, which keeps each round's load in both.
 */
export function pooledRatio(a: readonly Histogram[], b: readonly Histogram[], p: number): Interval {
  const all = a.map((_, i) => i);
  const value = pooledQuantile(a, all, p) / pooledQuantile(b, all, p);
  const next = random(14);
  const ratios: number[] = [];
  for (let k = 0; k < 1000; k++) {
    const picks = all.map(() => Math.floor(next() * all.length));
    ratios.push(pooledQuantile(a, picks, p) / pooledQuantile(b, picks, p));
  }
  ratios.sort((x, y) => x - y);
  return { value, low: percentile(ratios, 0.025), high: percentile(ratios, 0.975) };
}

export function pooledP(rounds: readonly Histogram[], p: number): number {
  return pooledQuantile(
    rounds,
    rounds.map((_, i) => i),
    p,
  );
}

/** P(X ≤ k) for X ~ Binomial(n, 1/2). */
function binomialCdf(k: number, n: number): number {
  let term = 0.5 ** n;
  let sum = term;
  for (let i = 1; i <= k; i++) {
    term = (term * (n - i + 1)) / i;
    sum += term;
  }
  return sum;
}

/** Median with its distribution-free 95 % interval (order statistics; wider when n is small). */
export function medianInterval(values: readonly number[]): Interval {
  const sorted = [...values].sort((x, y) => x - y);
  const n = sorted.length;
  // The largest k with P(X < k) ≤ 2.5 %: [x_k, x_(n+1-k)] (1-based) covers the median ≥ 95 %.
  let k = 0;
  while (k + 1 <= n && binomialCdf(k, n) <= 0.025) k++;
  const low = k >= 1 ? sorted[k - 1] : Number.NaN;
  const high = k >= 1 ? sorted[n - k] : Number.NaN;
  const mid = n % 2 ? sorted[(n - 1) / 2] : ((sorted[n / 2 - 1] ?? 0) + (sorted[n / 2] ?? 0)) / 2;
  return { value: mid ?? Number.NaN, low: low ?? Number.NaN, high: high ?? Number.NaN };
}
