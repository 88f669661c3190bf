import { z } from "zod";
import { parseListCursor } from "./list-cursor.ts";

// The query parameter apart from the cursor's format: the pages that read a cursor from their
// address (lib/address-cursor.ts, on the schedule's, news' and ranking's first routes) must not
// load zod for a regular expression.

/** The `after` query parameter of a paged list; `message` names the list in the error. */
export function afterParamSchema(message: string) {
  return z
    .string()
    .transform((text, ctx) => {
      const cursor = parseListCursor(text);
      if (!cursor) ctx.addIssue({ code: "custom", message });
      return cursor ?? z.NEVER;
    })
    .optional()
    .meta({
      description:
        "Fortsetzung: der Wert `nextCursor` der vorigen Seite; ohne Angabe beginnt die Liste von vorn.",
    });
}
