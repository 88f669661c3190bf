-- custom SQL (keep when regenerating)
-- Player statistics count exactly the matches the tables count (isCountedMatch in
-- modules/counting/counted-match.ts): the match stands and neither side is an opponent a club
-- created that the league office has not placed yet (teams.awaiting_office). Migration 0009
-- counted by acceptance alone, so a 12:0 against an unplaced team made its scorers top of the
-- ranking. A forfeit carries no events (the routes refuse them), so it counts for no player.
CREATE OR REPLACE FUNCTION tschutti_match_counted(acceptance text, home_team_id uuid, away_team_id uuid)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT $1 = 'accepted' AND NOT EXISTS (
    SELECT 1 FROM teams unplaced WHERE unplaced.id IN ($2, $3) AND unplaced.awaiting_office)
$$;--> statement-breakpoint
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
  JOIN matches m ON m.id = e.match_id AND tschutti_match_counted(m.acceptance, m.home_team_id, m.away_team_id)
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_id) l
  WHERE EXISTS (SELECT 1 FROM players p WHERE p.id = l.player_id)
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (player_id, season) DO UPDATE SET
    goals = s.goals + excluded.goals,
    assists = s.assists + excluded.assists,
    yellow_cards = s.yellow_cards + excluded.yellow_cards,
    yellow_red_cards = s.yellow_red_cards + excluded.yellow_red_cards,
    red_cards = s.red_cards + excluded.red_cards;
END $$;--> statement-breakpoint
-- A match whose standing, teams or season change moves all its events out of or into the
-- counts. Both rows are judged against the teams as they are: a matches statement changes no team.
CREATE OR REPLACE FUNCTION player_season_stats_on_matches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM new_matches n JOIN old_matches o ON o.id = n.id
  WHERE tschutti_match_counted(o.acceptance, o.home_team_id, o.away_team_id)
        IS DISTINCT FROM tschutti_match_counted(n.acceptance, n.home_team_id, n.away_team_id)
     OR tschutti_season_of(o.match_date) <> tschutti_season_of(n.match_date);
  IF moved IS NULL THEN RETURN NULL; END IF;
  INSERT INTO player_season_stats AS s
    (player_id, season, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, c.season, sum(c.sign * l.goals), sum(c.sign * l.assists),
         sum(c.sign * l.yellow_cards), sum(c.sign * l.yellow_red_cards), sum(c.sign * l.red_cards)
  FROM match_events e
  JOIN (
    SELECT o.id, -1 AS sign, tschutti_season_of(o.match_date) AS season FROM old_matches o
    WHERE o.id = ANY (moved) AND tschutti_match_counted(o.acceptance, o.home_team_id, o.away_team_id)
    UNION ALL
    SELECT n.id, 1, tschutti_season_of(n.match_date) FROM new_matches n
    WHERE n.id = ANY (moved) AND tschutti_match_counted(n.acceptance, n.home_team_id, n.away_team_id)
  ) c ON c.id = e.match_id
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (player_id, season) DO UPDATE SET
    goals = s.goals + excluded.goals,
    assists = s.assists + excluded.assists,
    yellow_cards = s.yellow_cards + excluded.yellow_cards,
    yellow_red_cards = s.yellow_red_cards + excluded.yellow_red_cards,
    red_cards = s.red_cards + excluded.red_cards;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION player_season_stats_on_match_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tschutti_match_counted(OLD.acceptance, OLD.home_team_id, OLD.away_team_id) THEN
    PERFORM player_season_stats_add(-1, array_agg(match_id), array_agg(event_type),
      array_agg(player_id), array_agg(assist_player_id)) FROM match_events WHERE match_id = OLD.id;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
-- The league office places an opponent (or a club claims it): its matches' events come into the
-- counts; a team set back to waiting takes them out. Before: the flags of old_teams; now: teams.
-- The matches are locked first, so an event written at the same time either commits before
-- (and is read here) or waits and then sees the new flag in its own statement.
CREATE OR REPLACE FUNCTION player_season_stats_on_teams() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  SELECT array_agg(n.id) INTO changed FROM new_teams n JOIN old_teams o ON o.id = n.id
  WHERE o.awaiting_office IS DISTINCT FROM n.awaiting_office;
  IF changed IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM matches m
  WHERE m.home_team_id = ANY (changed) OR m.away_team_id = ANY (changed) ORDER BY m.id FOR UPDATE;
  INSERT INTO player_season_stats AS s
    (player_id, season, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, f.season, sum(f.sign * l.goals), sum(f.sign * l.assists),
         sum(f.sign * l.yellow_cards), sum(f.sign * l.yellow_red_cards), sum(f.sign * l.red_cards)
  FROM match_events e
  JOIN (
    SELECT id, season, CASE WHEN now THEN 1 ELSE -1 END AS sign FROM (
      SELECT m.id, tschutti_season_of(m.match_date) AS season,
             m.acceptance = 'accepted' AND NOT EXISTS (
               SELECT 1 FROM teams t LEFT JOIN old_teams o ON o.id = t.id AND o.id = ANY (changed)
               WHERE t.id IN (m.home_team_id, m.away_team_id) AND coalesce(o.awaiting_office, t.awaiting_office)
             ) AS before,
             tschutti_match_counted(m.acceptance, m.home_team_id, m.away_team_id) AS now
      FROM matches m
      WHERE m.home_team_id = ANY (changed) OR m.away_team_id = ANY (changed)
    ) judged WHERE before IS DISTINCT FROM now
  ) f ON f.id = e.match_id
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (player_id, season) DO UPDATE SET
    goals = s.goals + excluded.goals,
    assists = s.assists + excluded.assists,
    yellow_cards = s.yellow_cards + excluded.yellow_cards,
    yellow_red_cards = s.yellow_red_cards + excluded.yellow_red_cards,
    red_cards = s.red_cards + excluded.red_cards;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER player_season_stats_teams_update AFTER UPDATE ON teams
  REFERENCING OLD TABLE AS old_teams NEW TABLE AS new_teams
  FOR EACH STATEMENT EXECUTE FUNCTION player_season_stats_on_teams();--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_player_season_stats() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_season_stats;
  INSERT INTO player_season_stats (player_id, season, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, tschutti_season_of(m.match_date), sum(l.goals), sum(l.assists),
         sum(l.yellow_cards), sum(l.yellow_red_cards), sum(l.red_cards)
  FROM match_events e
  JOIN matches m ON m.id = e.match_id AND tschutti_match_counted(m.acceptance, m.home_team_id, m.away_team_id)
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
  GROUP BY 1, 2;
$$;--> statement-breakpoint
-- Migration 0009's rule by acceptance alone is no longer used by anything.
DROP FUNCTION tschutti_match_counts(text);--> statement-breakpoint
SELECT rebuild_player_season_stats();
