import type { ErrorBody } from "#shared/http.ts";

// Where a middleware in front of the routes answers an error status too, the document shows
// its bodies beside the route's own: an operation has one answer per status, so both become
// named examples of it.

export interface ErrorExample {
  summary: string;
  value: ErrorBody;
}

interface Media {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { summary?: string; value: unknown }>;
}

export interface DocumentedResponse {
  description?: string;
  headers?: Record<string, object>;
  content?: Record<string, Media>;
}

/**
 * Adds `examples` to the operation's answer with `status`, or adds the answer (with
 * `description`) where the route lists none. A route's own example stays, as the first one.
 * Runs after withErrorBodies, so an answer the route lists already carries its error body.
 */
export function addErrorExamples(
  responses: Record<string, DocumentedResponse>,
  status: string,
  description: string,
  examples: Record<string, ErrorExample>,
  errorSchema: object,
): void {
  responses[status] ??= { description };
  const response = responses[status];
  const media = response.content?.["application/json"] ?? { schema: errorSchema };
  const { example, examples: earlier, ...rest } = media;
  const own: Media["examples"] =
    example === undefined ? {} : { route: { summary: "Antwort der Route", value: example } };
  response.content = {
    ...response.content,
    "application/json": { ...rest, examples: { ...own, ...earlier, ...examples } },
  };
}
