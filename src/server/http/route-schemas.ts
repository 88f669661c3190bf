import type { z } from "@hono/zod-openapi";
import { errorResponses } from "./openapi.ts";
import { uuidParams } from "./router.ts";

// What the club-management routes declare again and again: their error responses, id params and
// JSON bodies.

/** Error responses every management route documents in /api/openapi.json. */
export const manageErrorResponses = errorResponses(400, 401, 403, 404);

export const clubIdParams = uuidParams("clubId", "Verein nicht gefunden");

/** `{ id }` path params; a malformed id answers 404 with the row's message. */
export const idParamsFor = (notFoundMessage: string) => uuidParams("id", notFoundMessage);

/** A required JSON request body validated by `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } }, required: true };
}
