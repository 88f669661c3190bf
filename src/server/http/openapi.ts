import { type OpenAPIHono, z } from "@hono/zod-openapi";

type OpenAPIRegistry = OpenAPIHono["openAPIRegistry"];

import type { ErrorBody } from "#shared/http.ts";
import { errorBodySchema } from "#shared/response-schema.ts";
import { UNAVAILABLE_MESSAGE } from "../db/availability.ts";
import { addErrorExamples, type DocumentedResponse } from "./openapi-error-examples.ts";

// The kit every route description uses: who may call it (security), its JSON answer and its
// error answers, all with the body the app really sends (errors.ts, app.ts onError).

export const SESSION_SCHEME = "sessionCookie";
export const BEARER_SCHEME = "apiKey";

/** Open to everyone, no sign-in. */
export const PUBLIC_ACCESS: Record<string, string[]>[] = [];
/** Only a signed-in person (the session cookie): accounts, memberships and keys are for people. */
export const PEOPLE_ONLY: Record<string, string[]>[] = [{ [SESSION_SCHEME]: [] }];
/** Answers everyone; a signed-in person gets their own part (GET /api/me). */
export const SESSION_OPTIONAL: Record<string, string[]>[] = [{}, { [SESSION_SCHEME]: [] }];
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

const ERRORS = {
  400: { description: "Ungültige Eingabe", code: "validation", message: "Ungültige Eingabe." },
  401: {
    description: "Nicht angemeldet, Schlüssel ungültig oder widerrufen",
    code: "unauthorized",
    message: "Bitte melde dich an.",
  },
  403: { description: "Keine Berechtigung", code: "forbidden", message: "Keine Berechtigung" },
  404: { description: "Nicht gefunden", code: "not_found", message: "Nicht gefunden" },
  409: {
    description: "Konflikt mit dem gespeicherten Stand",
    code: "conflict",
    message: "Dieser Eintrag existiert bereits.",
  },
  413: { description: "Zu gross", code: "too_large", message: "Die Datei ist zu gross." },
  415: {
    description: "Falsches Format",
    code: "unsupported_media_type",
    message: "Dieses Format wird nicht unterstützt.",
  },
  422: {
    description: "Datei mit Fehlern (nichts gespeichert)",
    code: "validation",
    message: "Die Datei enthält Fehler.",
  },
  429: {
    description: "Zu viele Anfragen",
    code: "rate_limited",
    message: "Zu viele Anfragen. Bitte warte einen Moment.",
  },
  503: { description: "Datenbank nicht erreichbar", code: "unavailable", message: UNAVAILABLE_MESSAGE },
} as const satisfies Record<
  number,
  { description: string; code: ErrorBody["error"]["code"]; message: string }
>;

export type ErrorStatus = keyof typeof ERRORS;

interface ErrorResponse {
  description: string;
  content: { "application/json": { schema: typeof errorBodySchema; example: ErrorBody } };
}

function errorResponse(status: ErrorStatus): ErrorResponse {
  const { description, code, message } = ERRORS[status];
  return {
    description,
    content: { "application/json": { schema: errorBodySchema, example: { error: { code, message } } } },
  };
}

/** The documented error answers of a route, each with the error body and an example of it. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorResponse> {
  const out: Partial<Record<S, ErrorResponse>> = {};
  for (const s of statuses) out[s] = errorResponse(s);
  return out as Record<S, ErrorResponse>;
}

/** A JSON answer described by `schema` (the zod schema tied to the answer's shared type). */
export function jsonAnswer<S extends z.ZodType>(
  schema: S,
  description: string,
  example?: z.output<S>,
): { description: string; content: { "application/json": { schema: S; example?: z.output<S> } } } {
  const media: { schema: S; example?: z.output<S> } = { schema };
  if (example !== undefined) media.example = example;
  return { description, content: { "application/json": media } };
}

/** A text answer that is no JSON (a CSV file, a calendar, a plain text). */
export function textAnswer<M extends string>(
  mediaType: M,
  description: string,
): { description: string; content: Record<M, { schema: z.ZodString }> } {
  return {
    description,
    content: { [mediaType]: { schema: z.string() } } as Record<M, { schema: z.ZodString }>,
  };
}

interface Header {
  description: string;
  required?: boolean;
  schema: { type: "string" | "integer" };
}

interface DocResponse extends DocumentedResponse {
  headers?: Record<string, Header>;
}

interface Operation {
  responses?: Record<string, DocResponse>;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: Array<{ name: string; in: string; [key: string]: unknown }>;
  security?: Record<string, string[]>[];
}

export const WRITE_METHODS = new Set(["post", "put", "patch", "delete"]);

/** A write that takes JSON answers 415 when its body comes as another type (app.ts' onError). */
export function withJsonMediaType<T extends object>(document: T): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (!WRITE_METHODS.has(method) || !op.requestBody?.content?.["application/json"]) continue;
      op.responses ??= {};
      op.responses["415"] ??= { description: "Der Inhalt ist kein JSON (Content-Type: application/json)" };
    }
  }
  return document;
}

/**
 * zod's `.int()` writes the safe-integer range (±9007199254740991) into every integer field,
 * which Swagger UI shows as «integer [-9007199254740991, 9007199254740991]»: those two bounds
 * say nothing and go; a real bound (`min(0)`, `max(99)`) stays.
 */
export function withoutSafeIntegerLimits<T extends object>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const schema = node as Record<string, unknown>;
    if (schema.minimum === -Number.MAX_SAFE_INTEGER) delete schema.minimum;
    if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
    for (const value of Object.values(schema)) visit(value);
  };
  visit(document);
  return document;
}

/**
 * Every route sits behind the database gate (503 with the error body), and a route registered
 * by hand may list an error status without its body: both are added here, in one place.
 */
export function withErrorBodies<T extends object>(document: T, errorSchema: object): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const op of Object.values(operations)) {
      op.responses ??= {};
      for (const [status, response] of Object.entries(op.responses)) {
        const known = ERRORS[Number(status) as ErrorStatus];
        if (known && !response.description) response.description = known.description;
        if (Number(status) < 400 || response.content) continue;
        response.content = {
          "application/json": {
            schema: errorSchema,
            ...(known ? { example: { error: { code: known.code, message: known.message } } } : {}),
          },
        };
      }
      op.responses["503"] ??= {
        description: ERRORS[503].description,
        content: {
          "application/json": {
            schema: errorSchema,
            example: { error: { code: ERRORS[503].code, message: ERRORS[503].message } },
          },
        },
      };
    }
  }
  return document;
}

/**
 * What the app does to a request before its route sees it, asked per operation (app.ts builds
 * it from the middlewares it mounts and their own rules), so the document says what they do.
 */
export interface LimitsAndCaching {
  /** An anonymous read of the route is counted against its address's limit (read-rate-limit.ts). */
  readLimited(method: string, path: string): boolean;
  /** A request with an API key is counted against the key's own limit (api-key-auth.ts), open reads excepted. */
  keyLimited(method: string, path: string): boolean;
  /** A 200 JSON answer carries an ETag and If-None-Match gets a 304 (public-cache.ts). */
  cachedRead(method: string, path: string): boolean;
  /** The 429's message as each limiter words it, for the example. */
  readLimitedMessage: string;
  keyLimitedMessage: string;
}

const RATE_LIMIT_HEADERS: Record<string, Header> = {
  "RateLimit-Limit": {
    description:
      "Anfragen pro Minute: öffentliche Lesezugriffe je Adresse (mit oder ohne API-Schlüssel), Verwaltung mit API-Schlüssel je Schlüssel.",
    schema: { type: "integer" },
  },
  "RateLimit-Remaining": {
    description: "Wie viele davon in dieser Minute noch gehen.",
    schema: { type: "integer" },
  },
};
const RETRY_AFTER: Record<string, Header> = {
  "Retry-After": {
    description: "Nach so vielen Sekunden geht es wieder.",
    required: true,
    schema: { type: "integer" },
  },
};
const ETAG: Record<string, Header> = {
  ETag: {
    description: "Kennung dieser Antwort; mit If-None-Match zurückgeschickt, antwortet der Server 304.",
    required: true,
    schema: { type: "string" },
  },
};

const isEventStream = (response: DocResponse) =>
  Object.keys(response.content ?? {}).every((media) => media === "text/event-stream") &&
  response.content?.["text/event-stream"] !== undefined;

/** A key counts where the route takes one, or asks for no sign-in at all. */
function admitsApiKey(op: Operation): boolean {
  const security = op.security ?? [];
  return (
    security.length === 0 ||
    security.some((requirement) => Object.keys(requirement).length === 0 || BEARER_SCHEME in requirement)
  );
}

/**
 * The answers the app's middlewares give in front of the routes: 429 with Retry-After where a
 * limiter counts the request, the RateLimit headers on the answers it lets through, and the
 * ETag, If-None-Match and 304 of the public cached reads.
 */
export function withLimitsAndCaching<T extends object>(
  document: T,
  rules: LimitsAndCaching,
  errorSchema: object,
): T {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(operations)) {
      op.responses ??= {};
      const byAddress = rules.readLimited(method, path);
      const limited = byAddress || (rules.keyLimited(method, path) && admitsApiKey(op));
      if (rules.cachedRead(method, path) && op.responses["200"]?.content?.["application/json"]) {
        op.parameters ??= [];
        op.parameters.push({
          name: "If-None-Match",
          in: "header",
          required: false,
          schema: { type: "string" },
          description:
            "Das ETag einer früheren Antwort: ist sie noch aktuell, antwortet der Server 304 ohne Inhalt.",
        });
        op.responses["200"].headers = { ...op.responses["200"].headers, ...ETAG };
        op.responses["304"] ??= {
          description: "Nicht geändert: die Antwort zum mitgeschickten ETag gilt noch",
          headers: { ...ETAG },
        };
      }
      if (!limited) continue;
      for (const [status, response] of Object.entries(op.responses)) {
        // A stream sends its headers with its first bytes, before the limiter sees its answer
        // (sse-response.ts): only its refusals can carry them.
        if (/^[23]/.test(status) && !isEventStream(response))
          response.headers = { ...response.headers, ...RATE_LIMIT_HEADERS };
      }
      const limiterAnswer = {
        error: {
          code: ERRORS[429].code,
          message: byAddress ? rules.readLimitedMessage : rules.keyLimitedMessage,
        },
      };
      if (op.responses["429"]) {
        // The route's own 429 (the live stream's open connections) stays; the limiter's is one more.
        const summary = byAddress
          ? "Zu viele Anfragen von dieser Adresse"
          : "Zu viele Anfragen mit diesem Schlüssel";
        addErrorExamples(
          op.responses,
          "429",
          ERRORS[429].description,
          { limiter: { summary, value: limiterAnswer } },
          errorSchema,
        );
      } else {
        op.responses["429"] = {
          description: ERRORS[429].description,
          content: { "application/json": { schema: errorSchema, example: limiterAnswer } },
        };
      }
      const tooMany = op.responses["429"];
      tooMany.headers = { ...tooMany.headers, ...RETRY_AFTER, ...RATE_LIMIT_HEADERS };
    }
  }
  return document;
}

/** The routes outside the domain sub-apps that are no zod-openapi routes, described here. */
export function registerPlainPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    tags: ["Betrieb"],
    summary: "Läuft der Dienst, ist die Datenbank erreichbar?",
    security: PUBLIC_ACCESS,
    responses: {
      200: jsonAnswer(z.object({ status: z.literal("ok"), database: z.literal("ok") }), "Alles erreichbar"),
      503: jsonAnswer(
        z.object({ status: z.literal("degraded"), database: z.literal("unavailable") }),
        "Datenbank nicht erreichbar",
      ),
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/openapi.json",
    operationId: "getOpenApiDocument",
    tags: ["Betrieb"],
    summary: "Dieses Dokument (OpenAPI 3.1)",
    security: PUBLIC_ACCESS,
    responses: { 200: jsonAnswer(z.record(z.string(), z.unknown()), "Das OpenAPI-Dokument") },
  });
  registry.registerPath({
    method: "get",
    path: "/api/me/email/confirm",
    operationId: "confirmEmailChange",
    tags: ["Konto"],
    summary: "Link aus der Bestätigungs-Mail: übernimmt die neue E-Mail und leitet zum Profil weiter",
    security: PUBLIC_ACCESS,
    request: {
      query: z.object({
        token: z.string().meta({ description: "Der Bestätigungs-Token aus dem Link der Mail." }),
      }),
    },
    responses: {
      302: {
        description:
          "Weiter zu /profile?email=bestaetigt oder ?email=ungueltig (ohne Anmeldung: /auth?email=…)",
      },
    },
  });
  registry.registerPath({
    method: "get",
    path: "/api/calendar/{token}.ics",
    operationId: "getFavoritesCalendar",
    tags: ["Kalender"],
    summary: "Kalender-Abo der Lieblingsteams (iCalendar); der Token aus GET /api/me/calendar ist der Zugang",
    security: PUBLIC_ACCESS,
    request: { params: z.object({ token: z.string() }) },
    responses: {
      200: { description: "iCalendar (RFC 5545)", content: { "text/calendar": { schema: z.string() } } },
      304: { description: "Nicht geändert: der Kalender zum mitgeschickten ETag (If-None-Match) gilt noch" },
      ...errorResponses(404),
    },
  });
}
