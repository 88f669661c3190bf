DROP INDEX "matches_status_idx";--> statement-breakpoint
CREATE INDEX "matches_status_date_idx" ON "matches" USING btree ("status","match_date");