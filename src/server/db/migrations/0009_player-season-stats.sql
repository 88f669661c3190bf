CREATE TABLE "player_season_stats" (
	"player_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"yellow_cards" integer DEFAULT 0 NOT NULL,
	"yellow_red_cards" integer DEFAULT 0 NOT NULL,
	"red_cards" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_season_stats_player_id_season_pk" PRIMARY KEY("player_id","season")
);
--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_season_stats_goals_idx" ON "player_season_stats" USING btree ("season","goals" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "player_season_stats_cards_idx" ON "player_season_stats" USING btree ("season",("red_cards" + "yellow_red_cards") desc,"yellow_cards" DESC NULLS LAST);--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- THE rule of player statistics (issue 12: one rule for players and rankings), kept in the
-- database so the triggers below and the rebuild count alike. What an event adds: a goal or
-- penalty goal is the named player's goal and an assist for the assisting player (not for the
-- scorer himself, and also when the scorer is unknown); an own goal is nobody's goal; yellow,
-- yellow-red and red cards are counted apart. Pinned to statsFromEvents in
-- src/shared/players/stats.ts by modules/players/player-stat-counters.test.ts.
CREATE OR REPLACE FUNCTION player_stat_lines(event_type text, player_id uuid, assist_player_id uuid)
RETURNS TABLE (player_id uuid, goals int, assists int, yellow_cards int, yellow_red_cards int, red_cards int)
LANGUAGE sql IMMUTABLE AS $$
  SELECT $2, ($1 IN ('goal', 'penalty_goal'))::int, 0, ($1 = 'yellow_card')::int,
         ($1 = 'yellow_red_card')::int, ($1 = 'red_card')::int
  WHERE $2 IS NOT NULL AND $1 IN ('goal', 'penalty_goal', 'yellow_card', 'yellow_red_card', 'red_card')
  UNION ALL
  SELECT $3, 0, 1, 0, 0, 0
  WHERE $1 IN ('goal', 'penalty_goal') AND $3 IS NOT NULL AND $3 IS DISTINCT FROM $2
$$;--> statement-breakpoint
-- The season of an instant: 1 July to 30 June in Zurich, named by its start year (seasonOf in
-- src/shared/matches/season.ts; the test pins the two together).
CREATE OR REPLACE FUNCTION tschutti_season_of(at timestamptz) RETURNS int
LANGUAGE sql STABLE AS $$
  SELECT extract(year FROM local)::int - (extract(month FROM local) < 7)::int
  FROM (SELECT at AT TIME ZONE 'Europe/Zurich' AS local) z
$$;--> statement-breakpoint
-- Which matches count: the standing ones (isCountedMatch in modules/counting/counted-match.ts).
CREATE OR REPLACE FUNCTION tschutti_match_counts(acceptance text) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$ SELECT $1 = 'accepted' $$;--> statement-breakpoint
-- Adds `sign` × what the given events count, by player and season. The matches are locked
-- FOR SHARE first: a concurrent change of their acceptance or date waits for this transaction
-- (or this one for it) and then counts these events too, so the two never miss each other.
CREATE OR REPLACE FUNCTION player_season_stats_add(
  sign int, match_ids uuid[], event_types text[], player_ids uuid[], assist_ids uuid[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF match_ids IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM matches WHERE id = ANY (match_ids) ORDER BY id FOR SHARE;
  INSERT INTO player_season_stats AS s
    (player_id, season, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, tschutti_season_of(m.match_date), sign * sum(l.goals), sign * sum(l.assists),
         sign * sum(l.yellow_cards), sign * sum(l.yellow_red_cards), sign * sum(l.red_cards)
  FROM unnest(match_ids, event_types, player_ids, assist_ids) AS e (match_id, event_type, player_id, assist_id)
  JOIN matches m ON m.id = e.match_id AND tschutti_match_counts(m.acceptance)
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_id) l
  -- A player deleted in this statement takes his counters with him (foreign key).
  WHERE EXISTS (SELECT 1 FROM players p WHERE p.id = l.player_id)
  GROUP BY 1, 2
  -- Rows locked in one order: two writers touching the same players cannot deadlock here.
  ORDER BY 1, 2
  ON CONFLICT (player_id, season) DO UPDATE SET
    goals = s.goals + excluded.goals,
    assists = s.assists + excluded.assists,
    yellow_cards = s.yellow_cards + excluded.yellow_cards,
    yellow_red_cards = s.yellow_red_cards + excluded.yellow_red_cards,
    red_cards = s.red_cards + excluded.red_cards;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION player_season_stats_on_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM player_season_stats_add(-1, array_agg(match_id), array_agg(event_type),
      array_agg(player_id), array_agg(assist_player_id)) FROM old_events;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM player_season_stats_add(1, array_agg(match_id), array_agg(event_type),
      array_agg(player_id), array_agg(assist_player_id)) FROM new_events;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER player_season_stats_events_insert AFTER INSERT ON match_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION player_season_stats_on_events();--> statement-breakpoint
CREATE TRIGGER player_season_stats_events_update AFTER UPDATE ON match_events
  REFERENCING OLD TABLE AS old_events NEW TABLE AS new_events
  FOR EACH STATEMENT EXECUTE FUNCTION player_season_stats_on_events();--> statement-breakpoint
CREATE TRIGGER player_season_stats_events_delete AFTER DELETE ON match_events
  REFERENCING OLD TABLE AS old_events FOR EACH STATEMENT EXECUTE FUNCTION player_season_stats_on_events();--> statement-breakpoint
-- A match whose acceptance or season changes moves all its events out of or into the counts.
CREATE OR REPLACE FUNCTION player_season_stats_on_matches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM new_matches n JOIN old_matches o ON o.id = n.id
  WHERE tschutti_match_counts(o.acceptance) IS DISTINCT FROM tschutti_match_counts(n.acceptance)
     OR tschutti_season_of(o.match_date) <> tschutti_season_of(n.match_date);
  IF moved IS NULL THEN RETURN NULL; END IF;
  INSERT INTO player_season_stats AS s
    (player_id, season, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, c.season, sum(c.sign * l.goals), sum(c.sign * l.assists),
         sum(c.sign * l.yellow_cards), sum(c.sign * l.yellow_red_cards), sum(c.sign * l.red_cards)
  FROM match_events e
  JOIN (
    SELECT o.id, -1 AS sign, tschutti_season_of(o.match_date) AS season FROM old_matches o
    WHERE o.id = ANY (moved) AND tschutti_match_counts(o.acceptance)
    UNION ALL
    SELECT n.id, 1, tschutti_season_of(n.match_date) FROM new_matches n
    WHERE n.id = ANY (moved) AND tschutti_match_counts(n.acceptance)
  ) c ON c.id = e.match_id
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
  GROUP BY 1, 2
  -- Rows locked in one order: two writers touching the same players cannot deadlock here.
  ORDER BY 1, 2
  ON CONFLICT (player_id, season) DO UPDATE SET
    goals = s.goals + excluded.goals,
    assists = s.assists + excluded.assists,
    yellow_cards = s.yellow_cards + excluded.yellow_cards,
    yellow_red_cards = s.yellow_red_cards + excluded.yellow_red_cards,
    red_cards = s.red_cards + excluded.red_cards;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER player_season_stats_matches_update AFTER UPDATE ON matches
  REFERENCING OLD TABLE AS old_matches NEW TABLE AS new_matches
  FOR EACH STATEMENT EXECUTE FUNCTION player_season_stats_on_matches();--> statement-breakpoint
-- A deleted match takes its events along (cascade); by the time their trigger runs the match
-- is gone, so what they counted is taken off here, before.
CREATE OR REPLACE FUNCTION player_season_stats_on_match_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tschutti_match_counts(OLD.acceptance) THEN
    PERFORM player_season_stats_add(-1, array_agg(match_id), array_agg(event_type),
      array_agg(player_id), array_agg(assist_player_id)) FROM match_events WHERE match_id = OLD.id;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER player_season_stats_match_delete BEFORE DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION player_season_stats_on_match_delete();--> statement-breakpoint
-- Recounts everything from the events (the backfill below; the bench after its COPY load).
CREATE OR REPLACE FUNCTION rebuild_player_season_stats() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_season_stats;
  INSERT INTO player_season_stats (player_id, season, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, tschutti_season_of(m.match_date), sum(l.goals), sum(l.assists),
         sum(l.yellow_cards), sum(l.yellow_red_cards), sum(l.red_cards)
  FROM match_events e
  JOIN matches m ON m.id = e.match_id AND tschutti_match_counts(m.acceptance)
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
  GROUP BY 1, 2;
$$;--> statement-breakpoint
SELECT rebuild_player_season_stats();
