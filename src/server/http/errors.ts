import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorBody, ErrorCode } from "#shared/http.ts";

/** The one error type of the API; `onError` turns it into the error JSON of DESIGN.md. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, "validation", message, fields);
export const unauthorized = (message = "Bitte melde dich an.") => new AppError(401, "unauthorized", message);
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
