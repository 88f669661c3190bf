import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { API_KEY_REVOCATION_REASONS, API_KEY_SCOPES } from "#shared/api-keys/schema.ts";
import { user } from "./auth.ts";
import { clubs } from "./clubs.ts";

/**
 * A club's API keys. Only the SHA-256 of the key is stored: the key is 32 random
 * bytes, so a plain hash cannot be guessed back (a password hash would only slow every request).
 * A revoked key keeps its row, so the list shows when it was made, last used and revoked.
 * A key works while its creator is an Administrator of the club: it is revoked (with the reason)
 * when the creator is lowered to another role or leaves the club, and each use checks it again; it
 * goes with the creator's account.
 */
export const clubApiKeys = pgTable(
  "club_api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scopes: text("scopes", { enum: API_KEY_SCOPES }).array().notNull(),
    keyHash: text("key_hash").notNull(),
    /** The first characters of the key, shown to tell keys apart. */
    hint: text("hint").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: uuid("revoked_by").references(() => user.id, { onDelete: "set null" }),
    /** Null when revoked by hand (or not revoked). */
    revokedReason: text("revoked_reason", { enum: API_KEY_REVOCATION_REASONS }),
  },
  (t) => [
    uniqueIndex("club_api_keys_hash_idx").on(t.keyHash),
    index("club_api_keys_club_idx").on(t.clubId, t.createdAt),
    index("club_api_keys_active_idx").on(t.clubId).where(sql`${t.revokedAt} is null`),
  ],
);
