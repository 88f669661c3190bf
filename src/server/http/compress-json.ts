import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { chooseEncoding, compressBytes } from "./content-encoding.ts";

/** Below this a compressed JSON answer saves less than the work costs. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Compresses JSON answers over 1 KB with brotli or gzip, chosen by Accept-Encoding. Only
 * `application/json` bodies are touched: the live stream (text/event-stream) is written straight
 * to the socket and must stay unbuffered, images are compressed already.
 */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (!type.startsWith("application/json") || res.headers.has("content-encoding")) return;
    // Already negotiated (publicReads encodes public answers once, as part of the cached answer).
    // Checked before `res.body`: on node-server's light Response that getter builds a whole
    // fetch Response with a stream, and the answer then leaves by the slow path.
    if (res.headers.get("vary")?.toLowerCase().includes("accept-encoding") || !res.body) return;
    res.headers.append("vary", "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding || c.req.method === "HEAD") return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.byteLength < MIN_COMPRESS_BYTES) {
      c.res = new Response(bytes, res);
      return;
    }
    const headers = new Headers(res.headers);
    headers.set("content-encoding", encoding);
    headers.delete("content-length");
    c.res = new Response(await compressBytes(bytes, encoding), { status: res.status, headers });
  };
}
