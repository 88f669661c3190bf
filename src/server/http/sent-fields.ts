import type { Context } from "hono";

// A PATCH changes what it names. The write schemas fill a field left out with null or the form's
// default: right for a create, and for the club's forms, which always send every field, but a
// script that sends one field of a player must not wipe his shirt number, nor unpublish a news
// post and delete its images. The one rule for every edit route: only the fields the request
// sent are written; the others keep their stored values.

/** The validated values of the fields the JSON body named (its top-level keys). */
export async function sentFields<T extends object>(c: Context, values: T): Promise<Partial<T>> {
  // Hono keeps the parsed body: the validator read it already.
  const body: unknown = await c.req.json();
  if (body === null || typeof body !== "object" || Array.isArray(body)) return values;
  const sent = new Set(Object.keys(body));
  return Object.fromEntries(Object.entries(values).filter(([key]) => sent.has(key))) as Partial<T>;
}
