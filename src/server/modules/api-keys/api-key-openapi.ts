import { API_KEY_MESSAGES } from "#shared/api-keys/schema.ts";
import { errorBody } from "../../http/errors.ts";
import {
  addErrorExamples,
  type DocumentedResponse,
  type ErrorExample,
} from "../../http/openapi-error-examples.ts";

// apiKeyAuth reads the Authorization header before any route, the open reads included: a header
// it cannot accept is 401 there, so every operation it reaches says so, with the bodies it sends.

const KEY_REFUSALS: Record<string, ErrorExample> = {
  keyInvalid: {
    summary: "API-Schlüssel unbekannt oder widerrufen",
    value: errorBody("unauthorized", API_KEY_MESSAGES.invalid),
  },
  keyDormant: {
    summary: "API-Schlüssel ruht (Konto der Erstellerin oder des Erstellers gesperrt)",
    value: errorBody("unauthorized", API_KEY_MESSAGES.creatorSuspended),
  },
  headerMalformed: {
    summary: "Authorization-Header nicht in der Form «Bearer tsk_…»",
    value: errorBody("unauthorized", API_KEY_MESSAGES.malformed),
  },
};

/** Adds the key's refusals to the 401 of each operation `reachesKeyAuth` names. */
export function withKeyRefusals<T extends object>(
  document: T,
  reachesKeyAuth: (method: string, path: string) => boolean,
  errorSchema: object,
): T {
  type Operation = { responses?: Record<string, DocumentedResponse> };
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!reachesKeyAuth(method, path)) continue;
      op.responses ??= {};
      addErrorExamples(
        op.responses,
        "401",
        "Authorization-Header ungültig, Schlüssel unbekannt, widerrufen oder ruhend",
        KEY_REFUSALS,
        errorSchema,
      );
    }
  }
  return document;
}
