import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * The league office («Spielleitung»): the people who run the competitions. The role is
 * granted and revoked on the server only (`npm run admin -- grant|revoke <email>`), never by a
 * request, so it has no club and no route that writes it.
 */
export const leagueOfficeMembers = pgTable("league_office_members", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  /** Who granted it: null when granted from the command line (or the seed). */
  grantedBy: uuid("granted_by").references(() => user.id, { onDelete: "set null" }),
});
