import type { StreamSink } from "./hub.ts";
import { encodeComment } from "./sse-frame.ts";

const HEARTBEAT = encodeComment("hb");
/** Ticks per pass over all subscribers. */
export const HEARTBEAT_SLICES = 16;

export interface Beating {
  /** The id of the last change sent to this subscriber. */
  readonly lastSentId: number;
  readonly sink: StreamSink;
}

/**
 * The heartbeat comment that keeps proxies from closing idle streams, as a tick to call every
 * heartbeatMs / HEARTBEAT_SLICES: each tick writes to the next slice of the subscribers, so one
 * pass visits everyone once per heartbeatMs and 19,000 subscribers never cost one burst of
 * 19,000 writes that a live change would queue behind (in the kernel and at the clients).
 * A subscriber that was sent a change since the current pass began is passed over, its stream
 * is not idle; so a stream is never silent for longer than about 2 × heartbeatMs.
 */
export function heartbeatInSlices(subscribers: Set<Beating>, lastId: () => number): () => void {
  let tick = 0;
  let pass: Iterator<Beating> = subscribers.values();
  let passStartId = 0;
  let perTick = 0;
  return () => {
    if (tick === 0) {
      // A Set's iterator stays valid while entries come and go: newcomers join this pass.
      pass = subscribers.values();
      passStartId = lastId();
      perTick = Math.ceil(subscribers.size / HEARTBEAT_SLICES);
    }
    // The last tick of a pass takes all that is left, so a pass is always HEARTBEAT_SLICES ticks.
    const isLastTick = tick === HEARTBEAT_SLICES - 1;
    for (let n = 0; isLastTick || n < perTick; n++) {
      const next = pass.next();
      if (next.done) break;
      if (next.value.lastSentId <= passStartId) next.value.sink.write(HEARTBEAT);
    }
    tick = (tick + 1) % HEARTBEAT_SLICES;
  };
}
