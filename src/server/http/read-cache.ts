import { hash } from "node:crypto";
import type { ChangeFeed } from "../db/change-feed.ts";
import { currentReads, type ReadDependencies } from "../db/declared-read.ts";
import { compressBytes, type Encoding } from "./content-encoding.ts";

/** A weak validator from a body's bytes: the same body gives the same tag, any change a new one. */
export function contentEtag(bytes: Uint8Array | string): string {
  return `W/"${hash("sha1", bytes, "base64url")}"`;
}

/** One public answer as it left the handler, with its validator and encodings made on demand. */
export class CachedAnswer {
  readonly etag: string;
  readonly storedAt: number;
  private readonly encoded = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();

  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    readonly contentType: string,
    now: number,
  ) {
    this.etag = contentEtag(bytes);
    this.storedAt = now;
  }

  /** Compressed once per encoding, however many clients ask for it. */
  encode(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressBytes(this.bytes, encoding);
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

interface Entry {
  answer: CachedAnswer;
  tables: readonly string[];
  /** Set for an answer that depends on the clock: it is not served from this instant on. */
  expiresAt: number | null;
  size: number;
}

export interface ReadCacheOptions {
  /**
   * How long an answer that depends on the clock ("upcoming", the current season) is kept: as
   * long as a browser or CDN may reuse it (PUBLIC_CACHE_CONTROL's max-age). Every other answer
   * is kept until a table it depends on changes, or the LRU limits push it out.
   */
  clockTtlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/**
 * Public answers (API reads, server-rendered pages) kept in memory until a table they depend on
 * changes (the change feed hears every committed write, from any process); those that depend on
 * the clock also expire after `clockTtlMs`. The tables are the ones their reads declared
 * (db/declared-read.ts). A miss notes the change counter when it starts; it is stored only if
 * none of its tables changed meanwhile, so an answer read before a write can never be kept after
 * it. Least recently used entries go first when full.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTable = new Map<string, Set<string>>();
  /** When each table last changed, on the `changes` counter's scale. */
  private readonly changedAt = new Map<string, number>();
  /** The misses being read right now, by key: whoever asks for the same key meanwhile waits. */
  private readonly reading = new Map<string, Promise<void>>();
  private changes = 0;
  private resetAt = 0;
  private bytes = 0;
  private readonly clockTtlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly now: () => number;

  constructor(
    private readonly feed: ChangeFeed,
    options: ReadCacheOptions = {},
  ) {
    this.clockTtlMs = options.clockTtlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  /** Connects the cache to the feed; call once before serving. */
  start(): Promise<void> {
    return this.feed.start({ changed: (table) => this.forgetTable(table), reset: () => this.forgetAll() });
  }

  stop(): Promise<void> {
    this.forgetAll();
    return this.feed.stop();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The tables a kept answer depends on (for tests that check the declarations). */
  tablesOf(key: string): readonly string[] | undefined {
    return this.entries.get(key)?.tables;
  }

  /** False while the feed is not listening: then nothing is served from or kept in the cache. */
  isActive(): boolean {
    return this.feed.isListening();
  }

  /** Before a miss runs: what `store` compares against. */
  mark(): number {
    return this.changes;
  }

  /**
   * The kept answer for `key`. Whatever is being built meanwhile (a page reading this answer)
   * then depends on what this answer depends on.
   */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && this.now() >= entry.expiresAt) {
      this.remove(key, entry);
      return undefined;
    }
    // Map order is insertion order: moving the key to the end makes the first key the LRU one.
    this.entries.delete(key);
    this.entries.set(key, entry);
    currentReads()?.note(entry.tables, entry.expiresAt !== null);
    return entry.answer;
  }

  /**
   * Keeps an answer if its reads declared only tables whose changes are announced, and none of
   * them (nor a reset) changed since `mark`. Returns whether it was kept.
   */
  store(key: string, answer: CachedAnswer, reads: ReadDependencies, mark: number): boolean {
    if (!this.isActive() || this.resetAt > mark) return false;
    for (const table of reads.tables) {
      if (!this.feed.tables.announced.has(table) || (this.changedAt.get(table) ?? 0) > mark) return false;
    }
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const entry: Entry = {
      answer,
      tables: [...reads.tables],
      expiresAt: reads.clock ? answer.storedAt + this.clockTtlMs : null,
      size: answer.bytes.byteLength + key.length,
    };
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const table of entry.tables) {
      const keys = this.keysByTable.get(table) ?? new Set<string>();
      keys.add(key);
      this.keysByTable.set(table, keys);
    }
    this.evict();
    return true;
  }

  /**
   * Announces a miss that others asking for the same key may wait for (`readingNow`) instead of
   * running the same queries beside it: when an answer of 300 rows expires, a hundred fans
   * asking for it cost one read, not a hundred. Call the returned function once the answer is
   * stored, or was not.
   */
  startReading(key: string): () => void {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.reading.set(key, done);
    return () => {
      if (this.reading.get(key) === done) this.reading.delete(key);
      finish();
    };
  }

  /**
   * The miss being read for `key`, if any. After it ends, `get` finds its answer, or nothing if
   * the answer was not kept (a table changed meanwhile, an error): then the waiter reads itself,
   * so waiting never returns an answer older than what `store` would accept.
   */
  readingNow(key: string): Promise<void> | undefined {
    return this.reading.get(key);
  }

  /** A write request waits for this before it answers: its client then reads what it wrote. */
  catchUp(): Promise<void> {
    return this.feed.catchUp();
  }

  private forgetTable(table: string): void {
    this.changedAt.set(table, ++this.changes);
    const keys = this.keysByTable.get(table);
    if (!keys) return;
    for (const key of [...keys]) {
      const entry = this.entries.get(key);
      if (entry) this.remove(key, entry);
    }
  }

  private forgetAll(): void {
    this.resetAt = ++this.changes;
    this.entries.clear();
    this.keysByTable.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
    for (const table of entry.tables) {
      const keys = this.keysByTable.get(table);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTable.delete(table);
    }
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      this.remove(key, entry);
    }
  }
}
