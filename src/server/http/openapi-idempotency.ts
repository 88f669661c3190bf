import { errorBody } from "./errors.ts";
import { IDEMPOTENCY_MESSAGES, IN_PROGRESS_RETRY_AFTER_SECONDS } from "./idempotency.ts";
import { WRITE_METHODS } from "./openapi.ts";
import { addErrorExamples, type DocumentedResponse } from "./openapi-error-examples.ts";

const RETRY_AFTER_WHILE_RUNNING = {
  "Retry-After": {
    description: `Nur beim Code in_progress: nach so vielen Sekunden (${IN_PROGRESS_RETRY_AFTER_SECONDS}) erneut senden.`,
    required: false,
    schema: { type: "integer" },
  },
};

interface Operation {
  responses?: Record<string, DocumentedResponse>;
  parameters?: Array<{ name: string; in: string; [key: string]: unknown }>;
}

/**
 * Every write under /api honours `Idempotency-Key` (idempotency.ts): said on each write, so a
 * generated client offers it and a script's author finds it where the write is described, with
 * the 409 and 422 it promises. Runs after withErrorBodies (addErrorExamples).
 */
export function withIdempotencyKey<T extends object>(document: T, errorSchema: object): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    if (!path.startsWith("/api/") || path.startsWith("/api/auth/")) continue;
    for (const [method, op] of Object.entries(operations)) {
      if (!WRITE_METHODS.has(method)) continue;
      op.parameters ??= [];
      if (op.parameters.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key"))
        continue;
      op.parameters.push({
        name: "Idempotency-Key",
        in: "header",
        required: false,
        schema: { type: "string", minLength: 1, maxLength: 200, pattern: "^[\\x21-\\x7e]+$" },
        description:
          "Eigener Schlüssel je Änderung (1–200 sichtbare ASCII-Zeichen): dieselbe Anfrage mit demselben Schlüssel wird einmal ausgeführt; eine Wiederholung erhält die erste Antwort (Header idempotent-replayed: true). Derselbe Schlüssel mit einem anderen Inhalt: 422; während die erste Anfrage noch läuft: 409 mit dem Code in_progress und Retry-After (keine Ablehnung: nach Retry-After erneut senden, die erste Anfrage kann die Änderung noch speichern).",
      });
      op.responses ??= {};
      addErrorExamples(
        op.responses,
        "409",
        "Die Anfrage mit diesem Idempotency-Key läuft noch",
        {
          idempotencyInProgress: {
            summary: "Idempotency-Key: die erste Anfrage läuft noch",
            value: errorBody("in_progress", IDEMPOTENCY_MESSAGES.inProgress),
          },
        },
        errorSchema,
      );
      const running = op.responses["409"];
      if (running) running.headers = { ...running.headers, ...RETRY_AFTER_WHILE_RUNNING };
      addErrorExamples(
        op.responses,
        "422",
        "Idempotency-Key schon für eine andere Anfrage verwendet",
        {
          idempotencyOtherBody: {
            summary: "Idempotency-Key: derselbe Schlüssel mit einem anderen Inhalt",
            value: errorBody("validation", IDEMPOTENCY_MESSAGES.otherBody),
          },
        },
        errorSchema,
      );
    }
  }
  return document;
}
