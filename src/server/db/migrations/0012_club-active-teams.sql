DROP INDEX "matches_home_idx";--> statement-breakpoint
DROP INDEX "matches_away_idx";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "active_teams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "clubs_listed_name_idx" ON "clubs" USING btree ("club_name","id") WHERE "clubs"."club_name" <> '' and "clubs"."active_teams" > 0;--> statement-breakpoint
CREATE INDEX "matches_home_date_idx" ON "matches" USING btree ("home_team_id","match_date");--> statement-breakpoint
CREATE INDEX "matches_away_date_idx" ON "matches" USING btree ("away_team_id","match_date");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_active_teams_check" CHECK ("clubs"."active_teams" >= 0);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- clubs.active_teams: how many of the club's teams are not archived. The public club list shows
-- a club with a name and at least one (listedClubSql in modules/clubs/club-queries.ts) and its
-- team count; keeping the number on the club makes the list an index read instead of a look
-- into teams for every club. Kept by this trigger in the same transaction as every team write;
-- modules/clubs/club-active-teams.test.ts pins it to a recount after random team writes.
CREATE OR REPLACE FUNCTION clubs_active_teams_on_teams() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.club_id IS NOT NULL AND OLD.archived_at IS NULL;
  is_now boolean := TG_OP <> 'DELETE' AND NEW.club_id IS NOT NULL AND NEW.archived_at IS NULL;
BEGIN
  IF was AND is_now AND OLD.club_id = NEW.club_id THEN RETURN NULL; END IF;
  IF was THEN UPDATE clubs SET active_teams = active_teams - 1 WHERE id = OLD.club_id; END IF;
  IF is_now THEN UPDATE clubs SET active_teams = active_teams + 1 WHERE id = NEW.club_id; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clubs_active_teams_teams AFTER INSERT OR DELETE OR UPDATE OF club_id, archived_at ON teams
  FOR EACH ROW EXECUTE FUNCTION clubs_active_teams_on_teams();--> statement-breakpoint
-- Recounts every club from its teams (the backfill below; the bench after its COPY load, which
-- runs with triggers off).
CREATE OR REPLACE FUNCTION rebuild_club_active_teams() RETURNS void LANGUAGE sql AS $$
  UPDATE clubs c SET active_teams = n.active
  FROM (
    SELECT c2.id, count(t.id)::int AS active
    FROM clubs c2 LEFT JOIN teams t ON t.club_id = c2.id AND t.archived_at IS NULL
    GROUP BY c2.id
  ) n
  WHERE n.id = c.id AND c.active_teams <> n.active;
$$;--> statement-breakpoint
SELECT rebuild_club_active_teams();
