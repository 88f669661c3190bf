import { describe, expect, it } from "vitest";
import type { ChangeFeed, ChangeFeedListener } from "../db/change-feed.ts";
import { collectReads, ReadDependencies } from "../db/declared-read.ts";
import { CachedAnswer, ReadCache } from "./read-cache.ts";

function fakeFeed(announced = ["clubs", "teams", "players", "club_news"]) {
  let listener: ChangeFeedListener | null = null;
  let listening = false;
  const feed: ChangeFeed = {
    isListening: () => listening,
    tables: { announced: new Set(announced) },
    catchUp: async () => {},
    start: async (l) => {
      listener = l;
      listening = true;
      l.reset();
    },
    stop: async () => {
      listening = false;
    },
  };
  return {
    feed,
    change: (table: string) => listener?.changed(table),
    drop: () => {
      listening = false;
      listener?.reset();
    },
  };
}

/** What a read that declared these tables leaves behind. */
function reading(tables: string[], clock = false): ReadDependencies {
  const reads = new ReadDependencies();
  reads.note(tables, clock);
  return reads;
}

function answer(text: string, now = Date.now()): CachedAnswer {
  return new CachedAnswer(new TextEncoder().encode(text), "application/json", now);
}

async function started(options: ConstructorParameters<typeof ReadCache>[1] = {}) {
  const fake = fakeFeed();
  const cache = new ReadCache(fake.feed, options);
  await cache.start();
  return { cache, ...fake };
}

describe("ReadCache", () => {
  it("serves what it stored until a table the answer read changes", async () => {
    const { cache, change } = await started();
    expect(cache.store("/api/clubs/1", answer("{}"), reading(["clubs"]), cache.mark())).toBe(true);
    expect(cache.get("/api/clubs/1")).toBeDefined();
    change("players");
    expect(cache.get("/api/clubs/1")).toBeDefined();
    change("clubs");
    expect(cache.get("/api/clubs/1")).toBeUndefined();
  });

  it("refuses an answer whose table changed while it was being read", async () => {
    const { cache, change } = await started();
    const mark = cache.mark();
    change("teams");
    expect(cache.store("/api/teams/1", answer("{}"), reading(["teams"]), mark)).toBe(false);
    // Another table's change does not matter.
    const later = cache.mark();
    change("club_news");
    expect(cache.store("/api/teams/1", answer("{}"), reading(["teams"]), later)).toBe(true);
  });

  it("refuses answers it cannot vouch for: unannounced tables, a lost feed", async () => {
    const { cache, drop } = await started();
    expect(cache.store("/a", answer("{}"), reading(["session"]), cache.mark())).toBe(false);
    expect(cache.store("/b", answer("{}"), reading(["clubs", "session"]), cache.mark())).toBe(false);
    expect(cache.store("/c", answer("{}"), reading(["clubs"]), cache.mark())).toBe(true);
    const mark = cache.mark();
    drop();
    expect(cache.isActive()).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.store("/c", answer("{}"), reading(["clubs"]), mark)).toBe(false);
  });

  it("forgets the least recently used answer first when full", async () => {
    const { cache } = await started({ maxEntries: 2 });
    const clubs = () => reading(["clubs"]);
    cache.store("/1", answer("1"), clubs(), cache.mark());
    cache.store("/2", answer("2"), clubs(), cache.mark());
    expect(cache.get("/1")).toBeDefined(); // now /2 is the least recently used
    cache.store("/3", answer("3"), clubs(), cache.mark());
    expect(cache.get("/2")).toBeUndefined();
    expect(cache.get("/1")).toBeDefined();
  });

  it("lets only answers that depend on the clock expire", async () => {
    let now = 0;
    const { cache } = await started({ clockTtlMs: 1_000, now: () => now });
    cache.store("/upcoming", answer("1", now), reading(["clubs"], true), cache.mark());
    cache.store("/club", answer("2", now), reading(["clubs"]), cache.mark());
    now = 999;
    expect(cache.get("/upcoming")).toBeDefined();
    now = 1_000;
    expect(cache.get("/upcoming")).toBeUndefined();
    now = 1_000_000_000;
    expect(cache.get("/club")).toBeDefined();
  });

  it("passes a kept answer's tables and clock on to what is being built from it", async () => {
    const { cache } = await started();
    cache.store("/api/matches?scope=upcoming", answer("[]"), reading(["clubs", "teams"], true), cache.mark());
    const { dependencies, done } = collectReads(async () => cache.get("/api/matches?scope=upcoming"));
    expect(await done).toBeDefined();
    expect([...dependencies.tables].sort()).toEqual(["clubs", "teams"]);
    expect(dependencies.clock).toBe(true);
  });

  it("lets a read of the same key wait for the one running, and finds nothing if its answer was refused", async () => {
    const { cache, change } = await started();
    expect(cache.readingNow("/api/teams/1")).toBeUndefined();
    const finished = cache.startReading("/api/teams/1");
    const running = cache.readingNow("/api/teams/1");
    expect(running).toBeDefined();
    let waited = false;
    const waiter = running?.then(() => {
      waited = true;
    });
    const mark = cache.mark();
    change("teams");
    expect(cache.store("/api/teams/1", answer("{}"), reading(["teams"]), mark)).toBe(false);
    await Promise.resolve();
    expect(waited).toBe(false);
    finished();
    await waiter;
    expect(waited).toBe(true);
    // The waiter reads itself: the answer read across the write was not kept.
    expect(cache.get("/api/teams/1")).toBeUndefined();
    expect(cache.readingNow("/api/teams/1")).toBeUndefined();
  });

  it("compresses an answer once per encoding", async () => {
    const a = answer(JSON.stringify({ text: "Tschutti ".repeat(300) }));
    const first = a.encode("br");
    expect(a.encode("br")).toBe(first);
    expect((await first).byteLength).toBeLessThan(a.bytes.byteLength);
    expect(a.etag).toMatch(/^W\/"[\w-]+"$/);
  });
});
