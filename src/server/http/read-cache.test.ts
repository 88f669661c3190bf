import { describe, expect, it } from "vitest";
import type { ChangeFeed, ChangeFeedListener } from "../db/change-feed.ts";
import { ReadTrace, tablesNamedIn } from "../db/read-trace.ts";
import { CachedAnswer, ReadCache } from "./read-cache.ts";

const ALL = ["clubs", "teams", "players", "club_news", "session"];

function fakeFeed(announced = ["clubs", "teams", "players", "club_news"]) {
  let listener: ChangeFeedListener | null = null;
  let listening = false;
  const feed: ChangeFeed = {
    isListening: () => listening,
    tables: { all: ALL, announced: new Set(announced) },
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

function traceOf(...queries: string[]): ReadTrace {
  const trace = new ReadTrace();
  for (const q of queries) trace.queries.add(q);
  return trace;
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

describe("tablesNamedIn", () => {
  it("finds every table named as a word, quoted or not, and nothing inside longer names", () => {
    const q = 'select "id", (select count(*) from teams t where t.club_id = "clubs"."id") from "clubs"';
    expect(tablesNamedIn(q, ALL)).toEqual(["clubs", "teams"]);
    expect(tablesNamedIn('select "teams_count", "club_news_id" from "x"', ALL)).toEqual([]);
    expect(tablesNamedIn("select * from clubs c, players p", ALL)).toEqual(["clubs", "players"]);
  });
});

describe("ReadCache", () => {
  it("serves what it stored until a table the answer read changes", async () => {
    const { cache, change } = await started();
    expect(cache.store("/api/clubs/1", answer("{}"), traceOf('select * from "clubs"'), cache.mark())).toBe(
      true,
    );
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
    expect(cache.store("/api/teams/1", answer("{}"), traceOf('select * from "teams"'), mark)).toBe(false);
    // Another table's change does not matter.
    const later = cache.mark();
    change("club_news");
    expect(cache.store("/api/teams/1", answer("{}"), traceOf('select * from "teams"'), later)).toBe(true);
  });

  it("refuses answers it cannot vouch for: unannounced tables, untraceable reads, a lost feed", async () => {
    const { cache, drop } = await started();
    expect(cache.store("/a", answer("{}"), traceOf('select * from "session"'), cache.mark())).toBe(false);
    const untraceable = traceOf('select * from "clubs"');
    untraceable.untraceable = true;
    expect(cache.store("/b", answer("{}"), untraceable, cache.mark())).toBe(false);
    expect(cache.store("/c", answer("{}"), traceOf('select * from "clubs"'), cache.mark())).toBe(true);
    const mark = cache.mark();
    drop();
    expect(cache.isActive()).toBe(false);
    expect(cache.size).toBe(0);
    expect(cache.store("/c", answer("{}"), traceOf('select * from "clubs"'), mark)).toBe(false);
  });

  it("forgets answers after the TTL and the least recently used first when full", async () => {
    let now = 0;
    const { cache } = await started({ ttlMs: 1_000, maxEntries: 2, now: () => now });
    const clubs = () => traceOf('select * from "clubs"');
    cache.store("/1", answer("1", now), clubs(), cache.mark());
    cache.store("/2", answer("2", now), clubs(), cache.mark());
    expect(cache.get("/1")).toBeDefined(); // now /2 is the least recently used
    cache.store("/3", answer("3", now), clubs(), cache.mark());
    expect(cache.get("/2")).toBeUndefined();
    expect(cache.get("/1")).toBeDefined();
    now = 1_000;
    expect(cache.get("/1")).toBeUndefined();
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
    expect(cache.store("/api/teams/1", answer("{}"), traceOf('select * from "teams"'), mark)).toBe(false);
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
