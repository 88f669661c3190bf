DROP INDEX "matches_date_idx";--> statement-breakpoint
CREATE INDEX "matches_date_id_idx" ON "matches" USING btree ("match_date","id");