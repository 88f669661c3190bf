import { z } from "zod";

/**
 * A query parameter that lists IDs (UUIDs), as a script's HTTP library happens to write a list:
 * one value with commas (ids=a,b), the parameter repeated (ids=a&ids=b, OpenAPI's default for an
 * array, which the validator hands over as an array) or both. An ID named twice counts once, so
 * only more different IDs than `max` are refused. An empty value, or one of only commas, is no filter (undefined).
 */
export function idListParam(options: {
  /** The parameter's name, for the document's examples. */
  name: string;
  /** What an ID that is no UUID hears. */
  invalid: string;
  max: number;
  tooMany: string;
  /** What the IDs select, the start of the document's description. */
  description: string;
  /** A sentence the description ends with. */
  note?: string;
}) {
  const { name, invalid, max, tooMany, description, note } = options;
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => {
      const text = Array.isArray(value) ? value.join(",") : value;
      // Only commas (a script joining an empty list with a separator) is an empty value too.
      const ids = text ? [...new Set(text.split(",").filter(Boolean))] : [];
      return ids.length > 0 ? ids : undefined;
    })
    .pipe(
      z
        .array(z.uuid({ error: invalid }))
        .max(max, tooMany)
        .optional(),
    )
    .meta({
      description: `${description}: ihre IDs (UUID) durch Komma getrennt (${name}=a,b) oder der Parameter wiederholt (${name}=a&${name}=b), höchstens ${max} verschiedene; eine doppelt genannte ID zählt einmal.${note ? ` ${note}` : ""}`,
    });
}
