import { bearerChallenge } from "./errors.ts";
import type { DocumentedResponse } from "./openapi-error-examples.ts";

// Every 401 the API sends names its challenge (errors.ts `unauthorized`, and better-auth's under
// /api/auth, auth-routes.ts), so every 401 the document lists says so, in one pass at the end.

const CHALLENGE = {
  "WWW-Authenticate": {
    description: `Wie du dich ausweist: ${bearerChallenge()} (RFC 9110, RFC 6750). Nach einem abgelehnten API-Schlüssel folgt error="invalid_token", nach einem Authorization-Header, der nicht «Bearer tsk_…» lautet, error="invalid_request". Personen melden sich mit der Sitzung an (POST /api/auth/sign-in/email).`,
    required: true,
    schema: { type: "string" },
    example: bearerChallenge(),
  },
} as const;

/** Adds the WWW-Authenticate header to every documented 401; runs after every pass that adds one. */
export function withChallenge<T extends object>(document: T): T {
  type Operation = { responses?: Record<string, DocumentedResponse> };
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      const refusal = op.responses?.["401"];
      if (refusal) refusal.headers = { ...refusal.headers, ...CHALLENGE };
    }
  }
  return document;
}
