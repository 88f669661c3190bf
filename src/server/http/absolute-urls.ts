import { LOCAL_UPLOADS_PREFIX } from "../storage/local-storage.ts";

// A club's website reads the open API on another origin, so the image URLs in public
// answers must name our host. Only PUBLIC_URL can name it: the Host header is the client's
// word (anyone can send `Host: evil.example`), and public answers are kept across requests by
// the read cache and the hit path (read-cache.ts, cache-hits.ts) and by every cache in front,
// so one request's host would be served to everybody. Without PUBLIC_URL the URLs stay
// relative (README: 'Bilder in API-Antworten').

// An upload URL is a JSON string that starts with /uploads/. Inside a JSON string a quote is
// always escaped (\"), so an unescaped quote followed by /uploads/ can only open a string
// token: text that merely mentions "/uploads/" is never touched.
const UPLOAD_STRING = new RegExp(`(?<!\\\\)"${LOCAL_UPLOADS_PREFIX.replaceAll("/", "\\/")}`, "g");

/**
 * The function that makes the upload URLs of a public JSON answer absolute with PUBLIC_URL, or
 * null without PUBLIC_URL (they stay relative). Runs once per answer before it is cached.
 */
export function absoluteUploadUrls(
  publicUrl: string | undefined,
): ((json: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>) | null {
  if (!publicUrl) return null;
  const base = new URL(publicUrl);
  const prefix = `"${base.origin}${base.pathname.replace(/\/+$/, "")}${LOCAL_UPLOADS_PREFIX}`;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const marker = Buffer.from(LOCAL_UPLOADS_PREFIX);
  return (json) => {
    // Most answers hold no image at all: skip the decode when the bytes cannot contain one.
    if (!containsBytes(json, marker)) return json;
    return encoder.encode(decoder.decode(json).replace(UPLOAD_STRING, () => prefix));
  };
}

function containsBytes(haystack: Uint8Array<ArrayBuffer>, needle: Buffer): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).includes(needle);
}
