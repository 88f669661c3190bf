import type { LiveFrame, LiveFrameKind } from "#shared/live/stream-frames.ts";

// Server-Sent Events wire format (WHATWG HTML §9.2). Each frame is encoded once and the same
// bytes are written to every subscriber.

const encoder = new TextEncoder();
const CRLF = Buffer.from("\r\n");

/** The encoded bytes of one frame or comment, shared by every subscriber it is written to. */
export class SseBytes {
  private chunkedBytes: Buffer | null = null;

  constructor(readonly bytes: Uint8Array) {}

  /**
   * The same bytes framed as one HTTP/1.1 chunk (size line, bytes, CRLF), built by the first
   * subscriber that needs it: a Node response then takes one socket write per subscriber
   * instead of four corked pieces.
   */
  get chunked(): Buffer {
    this.chunkedBytes ??= Buffer.concat([
      Buffer.from(`${this.bytes.length.toString(16)}\r\n`),
      this.bytes,
      CRLF,
    ]);
    return this.chunkedBytes;
  }
}

/** `id: 42\nevent: match\ndata: {...}\n\n`, with the frame's data as JSON (one line). */
export function encodeFrame(id: number, frame: LiveFrame): SseBytes {
  return encodeChange(id, frame.kind, JSON.stringify(frame.data));
}

/**
 * A change as realtime_log stores it: publishChange() wrote `json` from a LiveChange of this
 * kind, so it goes out as is, without parsing it again.
 */
export function encodeChange(id: number, kind: LiveFrameKind, json: string): SseBytes {
  return new SseBytes(encoder.encode(`id: ${id}\nevent: ${kind}\ndata: ${json}\n\n`));
}

/** A comment line, ignored by EventSource; keeps proxies from closing an idle stream. */
export function encodeComment(text: string): SseBytes {
  return new SseBytes(encoder.encode(`: ${text}\n\n`));
}

/** Tells EventSource how long to wait before reconnecting. */
export function encodeRetry(ms: number): SseBytes {
  return new SseBytes(encoder.encode(`retry: ${ms}\n\n`));
}
