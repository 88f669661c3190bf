import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { LiveFrame, LiveFrameData } from "#shared/live/stream-frames.ts";
import { applyLiveFrame } from "./apply-live-frame.ts";

// A read of matches that is on its way when a frame arrives may have been answered before the
// frame's change was committed. Its answer would then put the older state back over the frame's,
// and nothing would set it right until that match's next frame: the club page lost a kickoff so
// (it read its fixtures on connecting, and the kickoff frame came while the read travelled).
//
// So the frames that arrive while such a read is on its way are applied again once its answer
// is in. That is enough because a read that starts after a frame sees the frame's change: the
// server sends a frame only after its commit, and after its read cache has forgotten the old
// answer (db/change-feed.ts). Applying a frame again over an answer newer than it does no lasting
// harm: a frame carries a whole state (a match, a side's line-up) or a change keyed by id (an
// event), and the frames of the later changes the answer holds arrive after it, in order.
//
// Reading again instead would cost a request per frame, and with hundreds of matches ticking on
// the live page a read could be overtaken by frames for ever.

/** Frames kept at most for reads on their way; past it such a read is read again instead. */
const MAX_KEPT_FRAMES = 2_000;

/** `reset` and `match.deleted` need no second application: they read every list again. */
type KeptFrame = Exclude<LiveFrame, { kind: "ready" | "reset" | "match.deleted" }>;

const isKept = (frame: LiveFrame): frame is KeptFrame =>
  frame.kind !== "ready" && frame.kind !== "reset" && frame.kind !== "match.deleted";

class FramesOverReads {
  /** The number of the last frame seen. */
  private seen = 0;
  private readonly kept: { seq: number; frame: KeptFrame }[] = [];
  /** Frames up to this number were dropped past the limit. */
  private droppedUpTo = 0;
  /** For each read of matches on its way (by query hash): the last frame seen when it started. */
  private readonly readsFrom = new Map<string, number>();

  constructor(private readonly queryClient: QueryClient) {
    // Reads already on their way (a page's first reads start before its stream's first frame).
    for (const query of queryClient
      .getQueryCache()
      .findAll({ queryKey: ["matches"], fetchStatus: "fetching" })) {
      this.readsFrom.set(query.queryHash, this.seen);
    }
    queryClient.getQueryCache().subscribe((event) => {
      const { query } = event;
      if (query.queryKey[0] !== "matches") return;
      if (event.type === "removed") {
        this.readsFrom.delete(query.queryHash);
      } else if (event.type === "updated") {
        const { action } = event;
        // `fetch` starts a read; a replacing read (cancelRefetch) keeps the earlier start, which
        // only applies a few more frames again.
        if (action.type === "fetch" && !this.readsFrom.has(query.queryHash)) {
          this.readsFrom.set(query.queryHash, this.seen);
        } else if (action.type === "success" && !action.manual) {
          this.answered(query.queryKey, query.queryHash);
        } else if (query.state.fetchStatus === "idle") {
          // Failed or cancelled: the data it had stays, and so do the frames applied to it.
          this.readsFrom.delete(query.queryHash);
        }
      }
      this.forgetUnneeded();
    });
  }

  apply(frame: LiveFrame, onReady: (ready: LiveFrameData["ready"]) => void): void {
    this.seen += 1;
    if (isKept(frame) && this.readsFrom.size > 0) {
      this.kept.push({ seq: this.seen, frame });
      if (this.kept.length > MAX_KEPT_FRAMES) this.droppedUpTo = this.kept.shift()?.seq ?? this.droppedUpTo;
    }
    applyLiveFrame(this.queryClient, frame, onReady);
  }

  private answered(queryKey: QueryKey, queryHash: string): void {
    const from = this.readsFrom.get(queryHash);
    this.readsFrom.delete(queryHash);
    if (from === undefined || from === this.seen) return;
    if (from < this.droppedUpTo) {
      void this.queryClient.invalidateQueries({ queryKey, exact: true });
      return;
    }
    const again = this.kept.filter((k) => k.seq > from).map((k) => k.frame);
    // After the answer is in the cache and before React shows it (its notifications wait for a
    // timer), outside the cache's own dispatch.
    queueMicrotask(() => {
      for (const frame of again) applyLiveFrame(this.queryClient, frame, ignoreReady);
    });
  }

  private forgetUnneeded(): void {
    const oldest = Math.min(...this.readsFrom.values());
    let drop = 0;
    while (drop < this.kept.length && (this.kept[drop]?.seq ?? 0) <= oldest) drop += 1;
    if (drop > 0) this.kept.splice(0, drop);
  }
}

const ignoreReady = () => {};

const byClient = new WeakMap<QueryClient, FramesOverReads>();

/**
 * Applies a frame of the live stream to the query caches (apply-live-frame.ts), and again to
 * every read of matches that was on its way when it arrived, once that read's answer is in.
 */
export function applyStreamFrame(
  queryClient: QueryClient,
  frame: LiveFrame,
  onReady: (ready: LiveFrameData["ready"]) => void,
): void {
  let frames = byClient.get(queryClient);
  if (!frames) {
    frames = new FramesOverReads(queryClient);
    byClient.set(queryClient, frames);
  }
  frames.apply(frame, onReady);
}
