// The wire contract every endpoint shares: typed paths, the one error body, the answer to a
// delete. The domains' path builders (<domain>/paths.ts) build on apiPath and withQuery.

declare const answers: unique symbol;

/**
 * A request path that knows the JSON its endpoint answers with. At run time a plain string; the
 * type lets the client's fetch wrapper and the API tests read the answer without a cast.
 */
export type ApiPath<Response> = string & { readonly [answers]: Response };

/** The answer type of a path builder's result. */
export type ResponseOf<P> = P extends ApiPath<infer R> ? R : never;

/** `/api/clubs/${id}`: every interpolated segment is URL-encoded, so an id can never change the route. */
export function apiPath<Response>(
  strings: TemplateStringsArray,
  ...segments: ReadonlyArray<string | number>
): ApiPath<Response> {
  let path = strings[0] ?? "";
  segments.forEach((segment, i) => {
    path += encodeURIComponent(String(segment)) + (strings[i + 1] ?? "");
  });
  return path as ApiPath<Response>;
}

export type QueryValue = string | number | boolean | null | undefined;

/** Appends a URL-encoded query string; null and undefined leave their parameter out. */
export function withQuery<Response>(
  path: ApiPath<Response>,
  query: Readonly<Record<string, QueryValue>>,
): ApiPath<Response> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return (search ? `${path}?${search}` : path) as ApiPath<Response>;
}

export const ERROR_CODES = [
  "bad_request",
  "validation",
  "unauthorized",
  "forbidden",
  // A club's API key refused: it lacks the scope the message names, or belongs to another club.
  "missing_scope",
  "other_club",
  "not_found",
  "method_not_allowed",
  "conflict",
  // A write whose Idempotency-Key is still being handled by an earlier request: no refusal, the
  // answer comes after Retry-After (the earlier request may still store the write).
  "in_progress",
  "too_large",
  "unsupported_media_type",
  "rate_limited",
  "unavailable",
  "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body of the API: a German message, and per field when a form was wrong. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export interface DeletedResponse {
  deleted: true;
  id: string;
}

/** The answer of a write that has nothing else to say. */
export interface OkResponse {
  ok: true;
}

// The public read API that fans, widgets and other sites read: the same answer for everyone,
// whoever is signed in (none of these routes looks at the session). The server marks exactly
// these public (server/http/public-cache.ts) and the service worker keeps only these
// (client/pwa/service-worker.js). An allowlist, not a denylist: a new route is private until it
// is added here on purpose.
const PUBLIC_READ_PATH = /^\/api\/(clubs|teams|players|matches|news|rankings)(\/|$)/;

/** Whether a request path (without its query) is one of the public reads. */
export function isPublicReadPath(path: string): boolean {
  return PUBLIC_READ_PATH.test(path);
}
