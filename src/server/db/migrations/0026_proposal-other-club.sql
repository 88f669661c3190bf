ALTER TABLE "match_proposals" ADD COLUMN "other_club_id" uuid;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_other_club_id_clubs_id_fk" FOREIGN KEY ("other_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The proposals made before: the other club of their match, where the match is still there.
UPDATE "match_proposals" p SET "other_club_id" = CASE WHEN ht."club_id" = p."proposed_by_club_id" THEN at."club_id" ELSE ht."club_id" END
FROM "matches" m
JOIN "teams" ht ON ht."id" = m."home_team_id"
JOIN "teams" at ON at."id" = m."away_team_id"
WHERE m."id" = p."match_id";
