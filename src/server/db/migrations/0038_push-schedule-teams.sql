-- custom SQL (keep when regenerating)
-- The snapshot's teams are the match's teams now: a team changed after this is told as a step from here.
ALTER TABLE "push_match_schedules" ADD COLUMN "home_team_id" uuid;--> statement-breakpoint
ALTER TABLE "push_match_schedules" ADD COLUMN "away_team_id" uuid;--> statement-breakpoint
UPDATE "push_match_schedules" AS s SET "home_team_id" = m."home_team_id", "away_team_id" = m."away_team_id"
FROM "matches" AS m WHERE m."id" = s."match_id";--> statement-breakpoint
ALTER TABLE "push_match_schedules" ALTER COLUMN "home_team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "push_match_schedules" ALTER COLUMN "away_team_id" SET NOT NULL;
