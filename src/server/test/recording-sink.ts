import type { StreamSink } from "../realtime/hub.ts";
import type { SseBytes } from "../realtime/sse-frame.ts";

/**
 * A hub subscriber's stream as the hub tests read it: every chunk written, as text. `backlog`
 * plays a client that stops reading (the bytes its connection holds, after each write).
 */
export class RecordingSink implements StreamSink {
  readonly chunks: string[] = [];
  isClosed = false;

  constructor(private readonly backlog: () => number = () => 0) {}

  write(chunk: SseBytes): number {
    this.chunks.push(new TextDecoder().decode(chunk.bytes));
    return this.backlog();
  }

  close(): void {
    this.isClosed = true;
  }
}
