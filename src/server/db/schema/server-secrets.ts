import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Secrets the server generates when none is configured (the session secret, the VAPID key pair).
 * Kept in the database, not in a data folder, so every process on one database signs and checks
 * with the same ones: two processes behind a load balancer sign nobody out. The first process
 * to start writes them; the seed's reset keeps them.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
