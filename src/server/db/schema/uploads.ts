import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Images stored by POST /api/uploads before a form saves their URL. A row whose URL no entity
 * references 24 h later is an abandoned upload: the orphan job removes the file and the row.
 */
export const uploads = pgTable(
  "uploads",
  {
    url: text("url").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_created_at_idx").on(t.createdAt)],
);
