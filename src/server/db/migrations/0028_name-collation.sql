-- custom SQL (keep when regenerating; it must precede the indexes below)
-- The names' collation (db/name-order.ts): ICU's German order with digit runs by value, as the
-- client's Intl.Collator("de-CH", { numeric: true }); the database's own collation is C. ICU is
-- in the embedded PostgreSQL 18 and in a stock PostgreSQL 15.
CREATE COLLATION IF NOT EXISTS "de_ch_names" (provider = icu, locale = 'de-CH-u-kn');--> statement-breakpoint
DROP INDEX "clubs_name_idx";--> statement-breakpoint
DROP INDEX "clubs_listed_name_idx";--> statement-breakpoint
CREATE INDEX "clubs_name_idx" ON "clubs" USING btree ("club_name" collate "de_ch_names");--> statement-breakpoint
CREATE INDEX "clubs_listed_name_idx" ON "clubs" USING btree ("club_name" collate "de_ch_names","id") WHERE "clubs"."club_name" <> '' and "clubs"."active_teams" > 0;