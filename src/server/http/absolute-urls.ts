import { type Env, publicBaseUrl } from "../env.ts";
import { LOCAL_UPLOADS_PREFIX } from "../storage/local-storage.ts";

// A club's website reads the open API on another origin, so the image URLs in public
// answers must name our host: PUBLIC_URL, else the server's own address the request was made at
// (own-address.ts: localhost or an address of this machine, never an arbitrary Host header,
// which is the client's word). Public answers are kept across requests by the read cache and the
// hit path (read-cache.ts, cache-hits.ts), so each base has answers of its own (readKey in
// public-cache.ts): one request's host is never served to a reader who asked at another.

// An upload URL is a JSON string that starts with /uploads/. Inside a JSON string a quote is
// always escaped (\"), so an unescaped quote followed by /uploads/ can only open a string
// token: text that merely mentions "/uploads/" is never touched.
const UPLOAD_STRING = new RegExp(`(?<!\\\\)"${LOCAL_UPLOADS_PREFIX.replaceAll("/", "\\/")}`, "g");

/**
 * The function that makes the upload URLs of a public JSON answer absolute with the given base
 * (PUBLIC_URL or the server's own address, own-address.ts). Runs once per answer before it is
 * kept.
 */
export function absoluteUploadUrls(
  baseUrl: string,
): (json: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> {
  const prefix = `"${absoluteUploadPrefix(baseUrl)}`;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const marker = Buffer.from(LOCAL_UPLOADS_PREFIX);
  return (json) => {
    // Most answers hold no image at all: skip the decode when the bytes cannot contain one.
    if (!containsBytes(json, marker)) return json;
    return encoder.encode(decoder.decode(json).replace(UPLOAD_STRING, () => prefix));
  };
}

/** `https://host/uploads/`: where an upload URL made absolute with `baseUrl` begins. */
function absoluteUploadPrefix(baseUrl: string): string {
  const base = new URL(baseUrl);
  return `${base.origin}${base.pathname.replace(/\/+$/, "")}${LOCAL_UPLOADS_PREFIX}`;
}

/**
 * An upload URL as stored (`/uploads/…`) when `url` is one made absolute with `baseUrl`: a client
 * sends back what an answer named, and the row keeps the one form the public reads rewrite.
 */
export function relativeUploadUrl(baseUrl: string, url: string): string {
  if (!baseUrl) return url;
  const prefix = absoluteUploadPrefix(baseUrl);
  return url.startsWith(prefix) ? `${LOCAL_UPLOADS_PREFIX}${url.slice(prefix.length)}` : url;
}

/** One rewriter per base, kept for the few bases there are (PUBLIC_URL, this machine's addresses). */
export function uploadUrlRewriters(): (base: string) => ReturnType<typeof absoluteUploadUrls> {
  const rewriters = new Map<string, ReturnType<typeof absoluteUploadUrls>>();
  return (base) => {
    let rewrite = rewriters.get(base);
    if (!rewrite) {
      rewrite = absoluteUploadUrls(base);
      if (rewriters.size < 64) rewriters.set(base, rewrite);
    }
    return rewrite;
  };
}

function containsBytes(haystack: Uint8Array<ArrayBuffer>, needle: Buffer): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).includes(needle);
}

/**
 * The live stream's frames are encoded once for every subscriber, so they cannot name the
 * address each one asked at: with PUBLIC_URL their upload URLs name it, as the public reads do
 * (another website shows the crests the stream sends); without it (a server on a laptop, opened
 * from a phone by its LAN address) they stay relative to the page's own origin.
 */
export function streamUploadUrls(env: Env): ((json: string) => string) | undefined {
  if (!env.PUBLIC_URL) return undefined;
  const absolute = absoluteUploadUrls(publicBaseUrl(env));
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return (json) => decoder.decode(absolute(encoder.encode(json)));
}
