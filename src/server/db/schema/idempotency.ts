import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The first answer to each write sent with an Idempotency-Key (http/idempotency.ts), so a
 * retried request (offline queue, flaky network) gets that answer instead of writing twice.
 * `status` is null while the first request is still running. Rows expire after 24 h.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The user's id, or "anonymous". */
    scope: text("scope").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    key: text("key").notNull(),
    /** sha256 of the request body: the same key with another body is a client bug (422). */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.method, t.path, t.key] }),
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
