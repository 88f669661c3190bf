import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ACCOUNT_TYPES, DEFAULT_ROLE } from "#shared/constants.ts";
import { user } from "./auth.ts";
import { inList } from "./sql-lists.ts";

export const profiles = pgTable(
  "profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    username: text("username").notNull(),
    // usernameKey(username): unique, so no two accounts hold names a reader takes for the same.
    usernameKey: text("username_key").notNull(),
    // USERNAME_KEY_VERSION the key was computed with; NULL where a build before it wrote the key.
    // A start refreshes only rows below the current one (db/username-keys.ts).
    usernameKeyVersion: smallint("username_key_version"),
    fullName: text("full_name").notNull().default(""),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    phone: text("phone").notNull().default(""),
    profileImageUrl: text("profile_image_url"),
    role: text("role").notNull().default(DEFAULT_ROLE),
    accountType: text("account_type", { enum: ACCOUNT_TYPES }).notNull().default("fan"),
    newsletterOptIn: boolean("newsletter_opt_in").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Usernames are unique regardless of case: "Anna" and "anna" are the same person to a reader.
    uniqueIndex("profiles_username_lower_idx").on(sql`lower(${t.username})`),
    uniqueIndex("profiles_username_key_idx").on(t.usernameKey),
    index("profiles_username_key_version_idx").on(t.usernameKeyVersion),
    check("profiles_account_type_check", inList("account_type", ACCOUNT_TYPES)),
  ],
);
