import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * Every decision of the league office, who and when: verifications, suspensions,
 * decided result changes. Written in the transaction of the decision (recordOfficeDecision).
 */
export const officeDecisions = pgTable(
  "office_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The name at the time, so the history still says who after the account is gone. */
    userName: text("user_name").notNull(),
    action: text("action").notNull(),
    /** What it was about, as text ('FC Seeblick', 'FC A – FC B, …'). */
    subject: text("subject").notNull(),
    subjectId: uuid("subject_id"),
    note: text("note"),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("office_decisions_created_idx").on(t.createdAt)],
);

/**
 * Suspended accounts: signed out at once (their sessions are deleted with the suspension) and
 * refused at sign-in until the league office lifts it (the row is deleted).
 */
export const accountSuspensions = pgTable("account_suspensions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  suspendedBy: uuid("suspended_by").references(() => user.id, { onDelete: "set null" }),
  suspendedAt: timestamp("suspended_at", { withTimezone: true }).notNull().defaultNow(),
});
