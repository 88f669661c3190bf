import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../context.ts";
import { type AppError, badRequest, errorBody } from "./errors.ts";

/** JSON and every other non-upload body; uploads have their own limit (multipart.ts). */
export const MAX_BODY_BYTES = 1024 * 1024;

export const INPUT_MESSAGES = {
  tooLarge: "Die Anfrage ist zu gross (höchstens 1 MB).",
  malformedJson: "Ungültige Anfrage (kein gültiges JSON)",
  badText: (field: string) =>
    `Das Feld «${field}» enthält ungültige Zeichen (Nullzeichen oder defekte Unicode-Zeichen).`,
  badPath: "Die Adresse enthält ungültige Zeichen.",
} as const;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
// NUL cannot be stored in PostgreSQL text; a lone surrogate cannot be encoded as UTF-8 and
// would be stored altered (as U+FFFD).
const BAD_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasBadText = (value: string): boolean => BAD_TEXT.test(value);

/** The first string (value or key) in a JSON value that is not clean text, as a field path. */
export function findBadText(value: unknown, path = ""): string | null {
  if (typeof value === "string") return hasBadText(value) ? path || "_" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findBadText(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (hasBadText(key)) return field;
      const found = findBadText(inner, field);
      if (found) return found;
    }
  }
  return null;
}

// Reads carry no body: they skip the body checks without touching `body`, which on Node would
// build a whole fetch Request per read.
const isBodyless = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

const isMultipart = (contentType: string | undefined) =>
  (contentType ?? "").toLowerCase().startsWith("multipart/form-data");

/** Refuses bodies over 1 MB with 413 before anything reads them (uploads excepted). */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody("too_large", INPUT_MESSAGES.tooLarge), 413),
  });
  return async (c, next) => {
    if (isBodyless(c.req.method) || isMultipart(c.req.header("content-type"))) return next();
    return limit(c, next);
  };
}

function refuseBadText(field: string): AppError {
  const message = INPUT_MESSAGES.badText(field);
  return badRequest(message, { [field]: message });
}

/**
 * The one place where text enters the API: the path, every query parameter and every string of
 * a JSON body must be clean text (else 400 naming the field); malformed JSON is a 400; a JSON
 * content type with an empty body counts as no body (body-less actions sent by fetch wrappers).
 */
export function textInputGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let path = c.req.path;
    try {
      path = decodeURIComponent(path);
    } catch {
      // Invalid percent-escapes are left to the router; they cannot decode to NUL.
    }
    if (path.includes("\0")) throw badRequest(INPUT_MESSAGES.badPath);
    for (const [key, values] of Object.entries(c.req.queries())) {
      if (hasBadText(key) || values.some(hasBadText)) throw refuseBadText(key);
    }

    if (isBodyless(c.req.method)) return next();
    const contentType = c.req.header("content-type");
    const mediaType = contentType?.split(";")[0]?.trim() ?? "";
    if (!c.req.raw.body || !JSON_MEDIA_TYPE.test(mediaType)) return next();

    const text = await c.req.raw.text();
    const headers = new Headers(c.req.raw.headers);
    if (text.trim() === "") {
      headers.delete("content-type");
      headers.delete("content-length");
      c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers });
      return next();
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw badRequest(INPUT_MESSAGES.malformedJson);
    }
    const field = findBadText(parsed);
    if (field) throw refuseBadText(field);
    // The body was consumed: hand the same text on (better-auth reads the raw request itself).
    c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: text });
    return next();
  };
}
