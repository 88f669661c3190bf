import { z } from "@hono/zod-openapi";
import { API_KEY_SCOPES } from "#shared/api-keys/schema.ts";

// The OpenAPI side of the API-key routes: answer schemas, the error body and the security
// schemes (registered once in app.ts, see registerSecuritySchemes).

export const SESSION_SCHEME = "sessionCookie";
export const BEARER_SCHEME = "apiKey";

/** Only a signed-in person (the session cookie): key management is never open to keys. */
export const PEOPLE_ONLY: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];
/** A signed-in person or a club's API key with the right scope. */
export const PERSON_OR_KEY: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }, { [BEARER_SCHEME]: [] }];

export const securitySchemes = {
  [SESSION_SCHEME]: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description: "Die Sitzung nach POST /api/auth/sign-in/email (Browser und Skripte mit Cookie).",
  },
  [BEARER_SCHEME]: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "tsk_…",
    description:
      "API-Schlüssel eines Vereins (Mein Verein → API-Schlüssel): `Authorization: Bearer tsk_…`. Wirkt nur im eigenen Verein und nur mit seinen Berechtigungen (read, results, ticker).",
  },
} as const;

const ERROR_CODES = {
  400: "Ungültige Eingabe",
  401: "Nicht angemeldet, Schlüssel ungültig oder widerrufen",
  403: "Keine Berechtigung",
  404: "Nicht gefunden",
  409: "Konflikt",
  429: "Zu viele Anfragen",
} as const;

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "forbidden" }),
      message: z.string().openapi({ example: "Keine Berechtigung" }),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("Error");

type ErrorResponse = {
  description: string;
  content: { "application/json": { schema: typeof errorBodySchema } };
};

/** The documented error answers of a route, each with the error body. */
export function errorResponses<S extends keyof typeof ERROR_CODES>(
  ...statuses: S[]
): Record<S, ErrorResponse> {
  const out: Partial<Record<S, ErrorResponse>> = {};
  for (const s of statuses) {
    out[s] = { description: ERROR_CODES[s], content: { "application/json": { schema: errorBodySchema } } };
  }
  return out as Record<S, ErrorResponse>;
}

const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string().openapi({ example: "Resultatdienst Website" }),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    hint: z.string().openapi({ example: "tsk_AbCd…" }),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokedBy: z.string().nullable(),
  })
  .openapi("ApiKey");

export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });

export const createdApiKeySchema = z
  .object({
    id: z.uuid(),
    key: z.string().openapi({ example: "tsk_3q2-7wEXAMPLEexampleEXAMPLEexampleEXAMPLEex" }),
  })
  .openapi("CreatedApiKey");

export const deletedSchema = z.object({ deleted: z.literal(true), id: z.uuid() });
