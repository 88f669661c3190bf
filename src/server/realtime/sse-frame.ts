import type { LiveFrame, LiveFrameKind } from "#shared/live/stream-frames.ts";

// Server-Sent Events wire format (WHATWG HTML §9.2). Each frame is encoded once and the same
// bytes are written to every subscriber.

const encoder = new TextEncoder();

/** `id: 42\nevent: match\ndata: {...}\n\n`, with the frame's data as JSON (one line). */
export function encodeFrame(id: number, frame: LiveFrame): Uint8Array {
  return encodeChange(id, frame.kind, JSON.stringify(frame.data));
}

/**
 * A change as realtime_log stores it: publishChange() wrote `json` from a LiveChange of this
 * kind, so it goes out as is, without parsing it again.
 */
export function encodeChange(id: number, kind: LiveFrameKind, json: string): Uint8Array {
  return encoder.encode(`id: ${id}\nevent: ${kind}\ndata: ${json}\n\n`);
}

/** A comment line, ignored by EventSource; keeps proxies from closing an idle stream. */
export function encodeComment(text: string): Uint8Array {
  return encoder.encode(`: ${text}\n\n`);
}

/** Tells EventSource how long to wait before reconnecting. */
export function encodeRetry(ms: number): Uint8Array {
  return encoder.encode(`retry: ${ms}\n\n`);
}
