import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorCode } from "#shared/http.ts";

/** The one error type of the API; `onError` turns it into the error JSON of DESIGN.md. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers the answer carries besides the body (a 401's challenge). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const CHALLENGE_HEADER = "www-authenticate";

/** The challenge of every 401, better-auth's under /api/auth too (auth-routes.ts). */
export function bearerChallenge(bearerError?: "invalid_token" | "invalid_request"): string {
  return `Bearer realm="Tschutti"${bearerError ? `, error="${bearerError}"` : ""}`;
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "validation", message, fields);
/**
 * Every 401 names the one HTTP scheme the API takes (RFC 9110 asks a 401 for a challenge; the
 * session cookie is no HTTP scheme): `Bearer`, with RFC 6750's error where a bearer key was the
 * credential that failed (`invalid_token`) or the header was not one (`invalid_request`).
 */
export const unauthorized = (
  message = "Bitte melde dich an.",
  bearerError?: "invalid_token" | "invalid_request",
) =>
  new AppError(401, "unauthorized", message, undefined, {
    [CHALLENGE_HEADER]: bearerChallenge(bearerError),
  });

export const forbidden = (message = "Keine Berechtigung") => new AppError(403, "forbidden", message);
/** A 403 whose code says why (a key's missing scope or other club). */
export const forbiddenBecause = (code: "missing_scope" | "other_club", message: string) =>
  new AppError(403, code, message);
export const notFound = (message = "Nicht gefunden") => new AppError(404, "not_found", message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, "conflict", message, fields);

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
