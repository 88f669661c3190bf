-- custom SQL
-- A team archived (deleted by its club, kept for its results against other clubs) now loses its
-- players and coaches, its fans' favourites and push settings, and its place in Trainer roles and
-- invites, as a plain deletion does (teams/team-removal.ts archiveTeams). Teams archived before
-- kept them: hidden from every page since, but still counted in the scorer lists, which linked to
-- player pages that answer 404. Their photos go with the hourly sweep of unused uploads.
DELETE FROM "players" p USING "teams" t WHERE t."id" = p."team_id" AND t."archived_at" IS NOT NULL;--> statement-breakpoint
DELETE FROM "coaches" c USING "teams" t WHERE t."id" = c."team_id" AND t."archived_at" IS NOT NULL;--> statement-breakpoint
DELETE FROM "favorites" f USING "teams" t WHERE t."id" = f."team_id" AND t."archived_at" IS NOT NULL;--> statement-breakpoint
DELETE FROM "push_preferences" f USING "teams" t WHERE t."id" = f."team_id" AND t."archived_at" IS NOT NULL;--> statement-breakpoint
UPDATE "club_admins" SET "team_ids" = array(
  SELECT x FROM unnest("team_ids") x WHERE NOT EXISTS (SELECT 1 FROM "teams" t WHERE t."id" = x AND t."archived_at" IS NOT NULL)
) WHERE EXISTS (SELECT 1 FROM "teams" t WHERE t."id" = ANY ("team_ids") AND t."archived_at" IS NOT NULL);--> statement-breakpoint
UPDATE "club_invites" SET "team_ids" = array(
  SELECT x FROM unnest("team_ids") x WHERE NOT EXISTS (SELECT 1 FROM "teams" t WHERE t."id" = x AND t."archived_at" IS NOT NULL)
) WHERE EXISTS (SELECT 1 FROM "teams" t WHERE t."id" = ANY ("team_ids") AND t."archived_at" IS NOT NULL);
