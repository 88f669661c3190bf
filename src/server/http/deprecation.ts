import type { MiddlewareHandler } from "hono";
import {
  DEPRECATIONS,
  type Deprecation,
  deprecationDay,
  deprecationNotes,
  NOTICE_MONTHS,
} from "#shared/api-versions.ts";
import type { DocumentedResponse } from "./openapi-error-examples.ts";

// A deprecated operation (shared/api-versions.ts) says so twice: `deprecated: true` in the API
// document, and the Deprecation and Sunset headers on every answer, so a script that never
// reads the document again still notices before the day it stops answering.

/** Where a person reads what replaces it (RFC 9745's "deprecation" link). */
const POLICY_PAGE = "/entwickler";

type HeaderName = "Deprecation" | "Sunset" | "Link";
type DeprecationHeaders = Record<HeaderName, string>;

/** RFC 9745: a structured date, `@` and seconds since 1970; RFC 8594: an HTTP date. */
function headersOf(deprecation: Deprecation): DeprecationHeaders {
  return {
    Deprecation: `@${deprecationDay(deprecation.since).getTime() / 1000}`,
    Sunset: deprecationDay(deprecation.sunset).toUTCString(),
    Link: `<${POLICY_PAGE}>; rel="deprecation"; type="text/html"`,
  };
}

/** A deprecation whose dates are no days, or whose sunset comes before the notice is over. */
function checkNotice(deprecation: Deprecation): void {
  const since = deprecationDay(deprecation.since);
  const sunset = deprecationDay(deprecation.sunset);
  const name = `${deprecation.method.toUpperCase()} ${deprecation.path}`;
  if (Number.isNaN(since.getTime()) || Number.isNaN(sunset.getTime()))
    throw new Error(`${name}: since and sunset are days (JJJJ-MM-TT)`);
  const noticeEnds = new Date(since);
  noticeEnds.setUTCMonth(noticeEnds.getUTCMonth() + NOTICE_MONTHS);
  if (sunset < noticeEnds) throw new Error(`${name}: sunset before ${NOTICE_MONTHS} months of notice`);
}

/** `/api/teams/{id}` as a pattern for request paths. */
function pathPattern(documentPath: string): RegExp {
  const parts = documentPath.split(/\{[^}/]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${parts.join("[^/]+")}$`);
}

/** The headers of a request to a deprecated operation, or null; HEAD is asked as GET. */
export type DeprecationLookup = (method: string, path: string) => Readonly<Record<string, string>> | null;

/** The operations the app marks: the shared list, or a test's own (deps.deprecations). */
export function deprecationsOf(deps: { deprecations?: readonly Deprecation[] }): readonly Deprecation[] {
  return deps.deprecations ?? DEPRECATIONS;
}

/** Checks each deprecation's notice once, when the app is built. */
export function deprecationLookup(deprecations: readonly Deprecation[]): DeprecationLookup {
  const rules = deprecations.map((deprecation) => {
    checkNotice(deprecation);
    return {
      method: deprecation.method.toUpperCase(),
      pattern: pathPattern(deprecation.path),
      headers: headersOf(deprecation),
    };
  });
  return (method, path) => {
    if (rules.length === 0) return null;
    const asked = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
    return rules.find((rule) => rule.method === asked && rule.pattern.test(path))?.headers ?? null;
  };
}

/** Adds the headers to every answer of a deprecated operation, refusals included. */
export function deprecationHeaders(deprecated: DeprecationLookup): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = deprecated(c.req.method, c.req.path);
    if (!headers) return;
    // A Link the answer has already keeps its place beside this one.
    for (const [name, value] of Object.entries(headers))
      if (name === "Link") c.res.headers.append(name, value);
      else c.res.headers.set(name, value);
  };
}

const HEADER_DOCS: Record<HeaderName, string> = {
  Deprecation: "Seit wann die Adresse abgelöst ist (RFC 9745: @ und Sekunden seit 1970).",
  Sunset: "Ab wann die Adresse nicht mehr antwortet (RFC 8594).",
  Link: 'Die Seite mit den Regeln für Versionen und Änderungen (rel="deprecation").',
};

/** Marks every deprecated operation in the document, with when and what replaces it. */
export function withDeprecations<T extends object>(document: T, deprecations: readonly Deprecation[]): T {
  type Operation = {
    deprecated?: boolean;
    description?: string;
    responses?: Record<string, DocumentedResponse>;
  };
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const deprecation of deprecations) {
    checkNotice(deprecation);
    const op = paths[deprecation.path]?.[deprecation.method];
    if (!op) throw new Error(`${deprecation.method.toUpperCase()} ${deprecation.path} is not described`);
    const example = headersOf(deprecation);
    op.deprecated = true;
    const [note] = deprecationNotes([deprecation]);
    op.description = op.description ? `${note}\n\n${op.description}` : note;
    for (const response of Object.values(op.responses ?? {})) {
      const headers: Record<string, object> = {};
      for (const name of Object.keys(HEADER_DOCS) as HeaderName[]) {
        headers[name] = {
          description: HEADER_DOCS[name],
          required: true,
          schema: { type: "string" },
          example: example[name],
        };
      }
      response.headers = { ...response.headers, ...headers };
    }
  }
  return document;
}
