import type { SseBytes } from "./sse-frame.ts";

// The changes a process dispatched last, with their encoded frames, so that a client resuming
// from a recent id is answered from memory. Clients resume in crowds: a stadium's Wi-Fi drops and
// thousands of streams come back at once with Last-Event-ID, and every server-rendered page
// resumes from the position it was rendered at (its data is at least that new). Read from
// realtime_log, each of them would cost a query; the frames are in memory anyway, encoded once.
//
// What is held is exact for a range of ids: every change with an id in (floor, newest] passed
// dispatch() in id order (the pump reads every row after the last one, so ids missing from the
// range are rows that never were), so a replay from the range equals what the log would give.

export interface HeldChange {
  id: number;
  matchId: string;
  /** Null for a kind this server does not know: it counts as a change, but nothing is sent. */
  frame: SseBytes | null;
}

export class RecentChanges {
  private held: HeldChange[] = [];
  /** Index of the oldest held change in `held` (older ones wait to be cut off in one go). */
  private start = 0;

  /**
   * `floor`: the newest id before the first change this will hold (every change up to it is
   * only in the log).
   */
  constructor(
    private readonly limit: number,
    private floor: number,
  ) {}

  /** Holds the change with the next id; the oldest held one goes once more than `limit` are held. */
  add(change: HeldChange): void {
    this.held.push(change);
    if (this.held.length - this.start > this.limit) {
      const oldest = this.held[this.start];
      if (oldest) this.floor = oldest.id;
      this.start += 1;
      // Cut the array only now and then, so adding stays cheap.
      if (this.start >= this.limit) {
        this.held = this.held.slice(this.start);
        this.start = 0;
      }
    }
  }

  /**
   * The changes after `afterId`, up to `upTo`, of the given matches (every match for null), in
   * id order; null when some of them are no longer held (a replay must then read the log).
   */
  after(afterId: number, upTo: number, matchIds: readonly string[] | null): HeldChange[] | null {
    if (afterId < this.floor) return null;
    const found: HeldChange[] = [];
    for (let i = this.firstAfter(afterId); i < this.held.length; i++) {
      const change = this.held[i];
      if (!change || change.id > upTo) break;
      if (matchIds === null || matchIds.includes(change.matchId)) found.push(change);
    }
    return found;
  }

  /** Forgets every change up to `id` (the log pruned them: a replay of them must tell the client to reload). */
  forgetUpTo(id: number): void {
    if (id <= this.floor) return;
    this.floor = id;
    this.start = this.firstAfter(id);
  }

  /** The index of the first held change with an id above `id` (binary search: ids ascend). */
  private firstAfter(id: number): number {
    let low = this.start;
    let high = this.held.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.held[middle]?.id ?? 0) <= id) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
