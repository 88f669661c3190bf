ALTER TABLE "clubs" ADD COLUMN "team_cantons" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "find_text" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(lower(translate(club_name || ' ' || coalesce(stadium_name, '') || ' ' || replace(coalesce(contact_address, ''), chr(10), ' ') || ' ' || team_cantons, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ', 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy')), 'ß', 'ss'), 'æ', 'a'), 'Æ', 'a'), 'œ', 'o'), 'Œ', 'o'), 'ae', 'a'), 'oe', 'o'), 'ue', 'u')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "clubs_find_trgm_idx" ON "clubs" USING gin ("find_text" gin_trgm_ops);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- clubs.team_cantons: the cantons of the club's unarchived teams, so the club search finds a club
-- by the canton it plays in through the one trigram index of clubs.find_text. Kept by this
-- trigger in the same transaction as every team write; modules/clubs/club-search.test.ts checks
-- it after team writes.
CREATE OR REPLACE FUNCTION club_team_cantons(club uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(DISTINCT canton, ' ' ORDER BY canton), '')
  FROM teams WHERE club_id = club AND archived_at IS NULL;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION clubs_team_cantons_on_teams() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.club_id IS NOT NULL THEN
    UPDATE clubs SET team_cantons = club_team_cantons(OLD.club_id)
    WHERE id = OLD.club_id AND team_cantons <> club_team_cantons(OLD.club_id);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.club_id IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.club_id IS DISTINCT FROM OLD.club_id) THEN
    UPDATE clubs SET team_cantons = club_team_cantons(NEW.club_id)
    WHERE id = NEW.club_id AND team_cantons <> club_team_cantons(NEW.club_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clubs_team_cantons_teams AFTER INSERT OR DELETE OR UPDATE OF club_id, archived_at, canton ON teams
  FOR EACH ROW EXECUTE FUNCTION clubs_team_cantons_on_teams();--> statement-breakpoint
-- Recomputes every club's cantons (the backfill below; the bench after its load with triggers off).
CREATE OR REPLACE FUNCTION rebuild_club_team_cantons() RETURNS void LANGUAGE sql AS $$
  UPDATE clubs c SET team_cantons = club_team_cantons(c.id) WHERE c.team_cantons <> club_team_cantons(c.id);
$$;--> statement-breakpoint
SELECT rebuild_club_team_cantons();
