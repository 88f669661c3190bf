import type { Context } from "hono";
import type { ZodType } from "zod";

// A PATCH changes what it names. The write schemas fill a field left out with null or the form's
// default: right for a create, and for the club's forms, which always send every field, but a
// script that sends one field of a player must not wipe his shirt number, nor unpublish a news
// post and delete its images. The one rule for every edit route: only the fields the request
// sent are written; the others keep their stored values.

/** The validated values of the fields the JSON body named (its top-level keys). */
export async function sentFields<T extends object>(c: Context, values: T): Promise<Partial<T>> {
  // Hono keeps the parsed body: the validator read it already. An empty body (which the
  // validator took for `{}`) sends nothing, and changes nothing.
  const body: unknown = await c.req.json().catch(() => ({}));
  if (body === null || typeof body !== "object" || Array.isArray(body)) return values;
  const sent = new Set(Object.keys(body));
  return Object.fromEntries(Object.entries(values).filter(([key]) => sent.has(key))) as Partial<T>;
}

/**
 * The summary of an edit route, from its schema: the fields an edit must always send (those the
 * schema refuses to miss, so the document cannot promise less), and that the others keep their
 * values when left out.
 * 'Spieler bearbeiten: firstName, lastName und teamId immer senden; fehlende weitere Felder bleiben, wie sie sind'
 */
export function editSummary(title: string, schema: ZodType, note = ""): string {
  const parsed = schema.safeParse({});
  const required = parsed.success
    ? []
    : [
        ...new Set(
          parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => key !== "undefined"),
        ),
      ];
  const names =
    required.length > 1 ? `${required.slice(0, -1).join(", ")} und ${required.at(-1)}` : (required[0] ?? "");
  const rule = names
    ? `${names} immer senden; fehlende weitere Felder bleiben, wie sie sind`
    : "nur die gesendeten Felder ändern sich";
  return `${title}: ${rule}${note ? ` (${note})` : ""}`;
}
