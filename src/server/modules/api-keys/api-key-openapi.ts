import { API_KEY_MESSAGES } from "#shared/api-keys/schema.ts";
import { errorBody } from "../../http/errors.ts";
import { BEARER_SCHEME } from "../../http/openapi.ts";
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

// Where a key may act (the operation offers the bearer scheme), its 403 says why it was refused.
const KEY_FORBIDDEN: Record<string, ErrorExample> = {
  keyMissingScope: {
    summary: "Dem API-Schlüssel fehlt die nötige Berechtigung",
    value: errorBody("missing_scope", API_KEY_MESSAGES.missingScope("results")),
  },
  keyOtherClub: {
    summary: "Der API-Schlüssel gehört zu einem anderen Verein",
    value: errorBody("other_club", API_KEY_MESSAGES.otherClub),
  },
};

/**
 * Adds the key's refusals to the 401 of each operation `reachesKeyAuth` names, and to the 403
 * of each operation a key may call.
 */
export function withKeyRefusals<T extends object>(
  document: T,
  reachesKeyAuth: (method: string, path: string) => boolean,
  errorSchema: object,
): T {
  type Operation = { responses?: Record<string, DocumentedResponse>; security?: Record<string, unknown>[] };
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
      if (op.security?.some((scheme) => BEARER_SCHEME in scheme) && op.responses["403"]) {
        addErrorExamples(op.responses, "403", "Keine Berechtigung", KEY_FORBIDDEN, errorSchema);
      }
    }
  }
  return document;
}
