import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../context.ts";
import { CSV_TOO_LARGE, isCsvBody } from "./csv-import.ts";
import { type AppError, badRequest, errorBody } from "./errors.ts";

/** JSON and every other non-upload body; uploads have their own limit (multipart.ts). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** No form of this API nests deeper; deeper JSON is an attack on the stack, not a request. */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  tooLarge: "Die Anfrage ist zu gross (höchstens 1 MB).",
  malformedJson: "Ungültige Anfrage (kein gültiges JSON)",
  jsonExpected: "Bitte sende den Inhalt als JSON (Content-Type: application/json).",
  badText: (field: string) =>
    `Das Feld «${field}» enthält ungültige Zeichen (Nullzeichen oder defekte Unicode-Zeichen).`,
  badPath: "Die Adresse enthält ungültige Zeichen.",
  tooDeep: `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`,
  badEncoding: "Ungültige Anfrage (der Text ist kein gültiges UTF-8).",
} as const;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
// NUL cannot be stored in PostgreSQL text; a lone surrogate cannot be encoded as UTF-8 and
// would be stored altered (as U+FFFD).
const BAD_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasBadText = (value: string): boolean => BAD_TEXT.test(value);

/** Thrown by `findBadText` when a value nests deeper than `MAX_JSON_DEPTH`. */
export class TooDeepError extends Error {}

/**
 * The first string (value or key) in a JSON value that is not clean text, as a field path.
 * Walks with its own stack (no recursion), so no input can overflow the call stack, and
 * refuses values deeper than `MAX_JSON_DEPTH` before a schema or a log line recurses into them.
 */
export function findBadText(root: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === "string") {
      if (hasBadText(value)) return path || "_";
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= MAX_JSON_DEPTH) throw new TooDeepError();
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((inner, i) => [String(i), inner])
      : Object.entries(value);
    // Pushed in reverse so the first field is looked at first, as a reader would name it.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i] as [string, unknown];
      const field = path ? `${path}.${key}` : key;
      if (!Array.isArray(value) && hasBadText(key)) return field;
      stack.push({ value: inner, path: field, depth: depth + 1 });
    }
  }
  return null;
}

// Reads carry no body: they skip the body checks without touching `body`, which on Node would
// build a whole fetch Request per read.
const isBodyless = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

const isMultipart = (contentType: string | undefined) =>
  (contentType ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * Refuses bodies over 1 MB with 413 before anything reads them (uploads excepted). This limit
 * answers before a route's own, so a CSV file (the imports, `csv-import.ts`) hears the import's
 * message about its file, not one about a request it never saw; the limit stays the same.
 */
export function bodySizeLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      const message = isCsvBody(c.req.header("content-type")) ? CSV_TOO_LARGE : INPUT_MESSAGES.tooLarge;
      return c.json(errorBody("too_large", message), 413);
    },
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

    let text: string;
    try {
      // fatal: invalid UTF-8 is refused, never decoded to U+FFFD and stored altered.
      text = new TextDecoder("utf-8", { fatal: true }).decode(await c.req.raw.arrayBuffer());
    } catch {
      throw badRequest(INPUT_MESSAGES.badEncoding);
    }
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
    let field: string | null;
    try {
      field = findBadText(parsed);
    } catch (error) {
      if (error instanceof TooDeepError) throw badRequest(INPUT_MESSAGES.tooDeep);
      throw error;
    }
    if (field) throw refuseBadText(field);
    // The body was consumed: hand the same text on (better-auth reads the raw request itself).
    c.req.raw = new Request(c.req.raw.url, { method: c.req.method, headers, body: text });
    return next();
  };
}
