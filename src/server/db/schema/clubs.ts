import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CLUB_ROLES } from "#shared/members/club-roles.ts";
import { byName } from "../name-order.ts";
import { user } from "./auth.ts";
import { foldSql, inList } from "./sql-lists.ts";

export const clubs = pgTable(
  "clubs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubName: text("club_name").notNull().default(""),
    // clubNameKey(clubName): unique, so no two clubs share a name; null while the club has none.
    nameKey: text("name_key"),
    clubLogoUrl: text("club_logo_url"),
    stadiumName: text("stadium_name"),
    stadiumImageUrl: text("stadium_image_url"),
    foundingYear: integer("founding_year"),
    activeMembers: integer("active_members"),
    teamsCount: integer("teams_count"),
    contactAddress: text("contact_address"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    description: text("description"),
    /**
     * How many of the club's teams are not archived, kept by a trigger on teams in the same
     * transaction as every team write (migration 0012); the club list shows a club with a name
     * and at least one (listedClubSql).
     */
    activeTeams: integer("active_teams").notNull().default(0),
    /** The name in search spelling (foldSearchText), kept by PostgreSQL. */
    searchText: text("search_text").notNull().generatedAlwaysAs(foldSql("club_name")),
    /**
     * The cantons of the club's teams that are not archived, in name order, space-separated;
     * kept by a trigger on teams in the same transaction as every team write (migration 0021).
     */
    teamCantons: text("team_cantons").notNull().default(""),
    /**
     * What the club search looks in, in search spelling: the name, the ground, the address
     * (street, postcode and town) and the teams' cantons, so a town, a locality or a canton
     * finds the clubs there. Kept by PostgreSQL.
     */
    findText: text("find_text")
      .notNull()
      .generatedAlwaysAs(
        foldSql(
          "club_name || ' ' || coalesce(stadium_name, '') || ' ' || replace(coalesce(contact_address, ''), chr(10), ' ') || ' ' || team_cantons",
        ),
      ),
    /** Verified by the league office: the «verifiziert» badge; its name cannot be taken. */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedBy: uuid("verified_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * Set instead of deleting a club whose teams played agreed matches against other clubs: its
     * teams are archived and their results keep counting for the opponents.
     */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Both in the names' collation (byName), the order they serve: clubs listed by name.
    index("clubs_name_idx").on(byName(t.clubName)),
    // The public club list in name order, only the listed clubs (listedClubSql): its page and
    // its total read this index alone, however many clubs have no team yet.
    index("clubs_listed_name_idx")
      .on(byName(t.clubName), t.id)
      .where(sql`${t.clubName} <> '' and ${t.activeTeams} > 0`),
    uniqueIndex("clubs_name_key_idx").on(t.nameKey),
    // The club search's substring and typo matches (club-search-sql.ts).
    index("clubs_find_trgm_idx").using("gin", sql`${t.findText} gin_trgm_ops`),
    check("clubs_founding_year_check", sql`${t.foundingYear} BETWEEN 1800 AND 2100`),
    check("clubs_active_members_check", sql`${t.activeMembers} >= 0`),
    check("clubs_teams_count_check", sql`${t.teamsCount} >= 0`),
    check("clubs_active_teams_check", sql`${t.activeTeams} >= 0`),
  ],
);

/**
 * Who may manage which club, in which role: every club write is checked against this
 * table through server/auth/access.ts. `team_ids` names a Trainer's teams.
 */
export const clubAdmins = pgTable(
  "club_admins",
  {
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: CLUB_ROLES }).notNull().default("admin"),
    teamIds: uuid("team_ids").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    index("club_admins_user_idx").on(t.userId),
    check("club_admins_role_check", inList("role", CLUB_ROLES)),
  ],
);

/** Invite links (valid 7 days, single use); only the SHA-256 of the token is stored. */
export const clubInvites = pgTable(
  "club_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    role: text("role", { enum: CLUB_ROLES }).notNull(),
    teamIds: uuid("team_ids").array().notNull().default(sql`'{}'::uuid[]`),
    email: text("email"),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    index("club_invites_club_idx").on(t.clubId, t.createdAt),
    check("club_invites_role_check", inList("role", CLUB_ROLES)),
  ],
);

export const boardMembers = pgTable(
  "board_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clubId: uuid("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    role: text("role").notNull(),
    birthYear: integer("birth_year"),
    atClubSince: integer("at_club_since"),
    email: text("email"),
    phone: text("phone"),
    memberImageUrl: text("member_image_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("board_members_club_idx").on(t.clubId),
    check("board_members_birth_year_check", sql`${t.birthYear} BETWEEN 1900 AND 2100`),
    check("board_members_since_check", sql`${t.atClubSince} BETWEEN 1900 AND 2100`),
  ],
);
