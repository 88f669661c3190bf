// Server-Sent Events wire format (WHATWG HTML §9.2). Each frame is encoded once and the same
// bytes are written to every subscriber.

const encoder = new TextEncoder();

/** `id: 42\nevent: match\ndata: {...}\n\n`. `data` must be one line (JSON text is). */
export function encodeFrame(id: number, event: string, data: string): Uint8Array {
  return encoder.encode(`id: ${id}\nevent: ${event}\ndata: ${data}\n\n`);
}

/** A comment line, ignored by EventSource; keeps proxies from closing an idle stream. */
export function encodeComment(text: string): Uint8Array {
  return encoder.encode(`: ${text}\n\n`);
}

/** Tells EventSource how long to wait before reconnecting. */
export function encodeRetry(ms: number): Uint8Array {
  return encoder.encode(`retry: ${ms}\n\n`);
}
