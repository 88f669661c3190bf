-- custom SQL (keep when regenerating; drizzle-kit wrote the primary key before the column)
-- The counters were per player and season, and every list chose a player's counters by the
-- team he plays for now: a player moved to another team of his club took his goals along into
-- the new team's league, its squad, and every list's team label. Now they are per player,
-- season and team, the team being the one of the event's side in its match (the side is the
-- scorer's team when the event is written, resolve-event.ts), so what a player did stays with
-- the team and league he did it for. An event without a side (no route writes one for a goal
-- or a card) counts for no team, and so for nobody.
-- The table is emptied and counted again from the events at the end.
DELETE FROM "player_season_stats";--> statement-breakpoint
ALTER TABLE "player_season_stats" DROP CONSTRAINT "player_season_stats_player_id_season_pk";--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD COLUMN "team_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_player_id_season_team_id_pk" PRIMARY KEY("player_id","season","team_id");--> statement-breakpoint
ALTER TABLE "player_season_stats" ADD CONSTRAINT "player_season_stats_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_season_stats_team_idx" ON "player_season_stats" USING btree ("team_id");--> statement-breakpoint
-- The team an event counts for: its side's team in its match (null without a side).
CREATE OR REPLACE FUNCTION tschutti_side_team(side text, home_team_id uuid, away_team_id uuid)
RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE $1 WHEN 'home' THEN $2 WHEN 'away' THEN $3 END
$$;--> statement-breakpoint
DROP FUNCTION player_season_stats_add(int, uuid[], text[], uuid[], uuid[]);--> statement-breakpoint
CREATE OR REPLACE FUNCTION player_season_stats_add(
  sign int, match_ids uuid[], event_types text[], player_ids uuid[], assist_ids uuid[], sides text[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF match_ids IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM matches WHERE id = ANY (match_ids) ORDER BY id FOR SHARE;
  INSERT INTO player_season_stats AS s
    (player_id, season, team_id, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, tschutti_season_of(m.match_date), tschutti_side_team(e.side, m.home_team_id, m.away_team_id),
         sign * sum(l.goals), sign * sum(l.assists),
         sign * sum(l.yellow_cards), sign * sum(l.yellow_red_cards), sign * sum(l.red_cards)
  FROM unnest(match_ids, event_types, player_ids, assist_ids, sides)
    AS e (match_id, event_type, player_id, assist_id, side)
  JOIN matches m ON m.id = e.match_id AND tschutti_match_counted(m.acceptance, m.home_team_id, m.away_team_id)
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_id) l
  -- A player deleted in this statement takes his counters with him (foreign key).
  WHERE EXISTS (SELECT 1 FROM players p WHERE p.id = l.player_id) AND e.side IS NOT NULL
  GROUP BY 1, 2, 3
  -- Rows locked in one order: two writers touching the same players cannot deadlock here.
  ORDER BY 1, 2, 3
  ON CONFLICT (player_id, season, team_id) DO UPDATE SET
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
      array_agg(player_id), array_agg(assist_player_id), array_agg(team_side)) FROM old_events;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM player_season_stats_add(1, array_agg(match_id), array_agg(event_type),
      array_agg(player_id), array_agg(assist_player_id), array_agg(team_side)) FROM new_events;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A match whose standing, season or teams change moves all its events out of or into the
-- counts (a side's team is the match's). Both rows are judged against the teams as they are: a
-- matches statement changes no team.
CREATE OR REPLACE FUNCTION player_season_stats_on_matches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved uuid[];
BEGIN
  SELECT array_agg(n.id) INTO moved FROM new_matches n JOIN old_matches o ON o.id = n.id
  WHERE tschutti_match_counted(o.acceptance, o.home_team_id, o.away_team_id)
        IS DISTINCT FROM tschutti_match_counted(n.acceptance, n.home_team_id, n.away_team_id)
     OR tschutti_season_of(o.match_date) <> tschutti_season_of(n.match_date)
     OR o.home_team_id <> n.home_team_id OR o.away_team_id <> n.away_team_id;
  IF moved IS NULL THEN RETURN NULL; END IF;
  INSERT INTO player_season_stats AS s
    (player_id, season, team_id, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, c.season, tschutti_side_team(e.team_side, c.home_team_id, c.away_team_id),
         sum(c.sign * l.goals), sum(c.sign * l.assists),
         sum(c.sign * l.yellow_cards), sum(c.sign * l.yellow_red_cards), sum(c.sign * l.red_cards)
  FROM match_events e
  JOIN (
    SELECT o.id, -1 AS sign, tschutti_season_of(o.match_date) AS season, o.home_team_id, o.away_team_id
    FROM old_matches o
    WHERE o.id = ANY (moved) AND tschutti_match_counted(o.acceptance, o.home_team_id, o.away_team_id)
    UNION ALL
    SELECT n.id, 1, tschutti_season_of(n.match_date), n.home_team_id, n.away_team_id FROM new_matches n
    WHERE n.id = ANY (moved) AND tschutti_match_counted(n.acceptance, n.home_team_id, n.away_team_id)
  ) c ON c.id = e.match_id
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
  WHERE e.team_side IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (player_id, season, team_id) DO UPDATE SET
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
      array_agg(player_id), array_agg(assist_player_id), array_agg(team_side))
    FROM match_events WHERE match_id = OLD.id;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
-- The league office places an opponent (or a club claims it): its matches' events come into the
-- counts; a team set back to waiting takes them out (migration 0021), now by team as well.
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
    (player_id, season, team_id, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, f.season, tschutti_side_team(e.team_side, f.home_team_id, f.away_team_id),
         sum(f.sign * l.goals), sum(f.sign * l.assists),
         sum(f.sign * l.yellow_cards), sum(f.sign * l.yellow_red_cards), sum(f.sign * l.red_cards)
  FROM match_events e
  JOIN (
    SELECT id, season, home_team_id, away_team_id, CASE WHEN now THEN 1 ELSE -1 END AS sign FROM (
      SELECT m.id, tschutti_season_of(m.match_date) AS season, m.home_team_id, m.away_team_id,
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
  WHERE e.team_side IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (player_id, season, team_id) DO UPDATE SET
    goals = s.goals + excluded.goals,
    assists = s.assists + excluded.assists,
    yellow_cards = s.yellow_cards + excluded.yellow_cards,
    yellow_red_cards = s.yellow_red_cards + excluded.yellow_red_cards,
    red_cards = s.red_cards + excluded.red_cards;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_player_season_stats() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_season_stats;
  INSERT INTO player_season_stats
    (player_id, season, team_id, goals, assists, yellow_cards, yellow_red_cards, red_cards)
  SELECT l.player_id, tschutti_season_of(m.match_date), tschutti_side_team(e.team_side, m.home_team_id, m.away_team_id),
         sum(l.goals), sum(l.assists), sum(l.yellow_cards), sum(l.yellow_red_cards), sum(l.red_cards)
  FROM match_events e
  JOIN matches m ON m.id = e.match_id AND tschutti_match_counted(m.acceptance, m.home_team_id, m.away_team_id)
  CROSS JOIN LATERAL player_stat_lines(e.event_type, e.player_id, e.assist_player_id) l
  WHERE e.team_side IS NOT NULL
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT rebuild_player_season_stats();
