import { errorBody } from "./errors.ts";
import type { DocumentedResponse } from "./openapi-error-examples.ts";
import { UNKNOWN_ADDRESS_MESSAGES } from "./unknown-address.ts";

// An operation's answers are the only place OpenAPI has for what an address says to a method it
// does not take: each operation of the address lists the 405 its neighbours' methods get.

/**
 * Adds the 405 (unknown-address.ts) to every operation of each address where the server sends
 * it: `allowedAt` asks the app's router which methods the address takes, as the server's own
 * Allow header does, so the document cannot name other methods than the answer.
 */
export function withMethodNotAllowed<T extends object>(
  document: T,
  allowedAt: (documentPath: string) => string[],
  errorSchema: object,
): T {
  type Operation = { responses?: Record<string, DocumentedResponse> };
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    const allowed = allowedAt(path);
    // An address no route takes is 404 for every method; one every method reaches has no 405.
    if (allowed.length === 0 || ALL_METHODS.every((method) => allowed.includes(method))) continue;
    const allow = allowed.join(", ");
    for (const op of Object.values(operations)) {
      op.responses ??= {};
      op.responses["405"] ??= {
        description: `Methode nicht erlaubt: diese Adresse nimmt nur ${allow} (Header Allow)`,
        headers: {
          Allow: {
            description: "Die Methoden, die diese Adresse nimmt.",
            required: true,
            schema: { type: "string" },
            example: allow,
          },
        },
        content: {
          "application/json": {
            schema: errorSchema,
            example: errorBody("method_not_allowed", UNKNOWN_ADDRESS_MESSAGES.methodNotAllowed),
          },
        },
      };
    }
  }
  return document;
}

const ALL_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
