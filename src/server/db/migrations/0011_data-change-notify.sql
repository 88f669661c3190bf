-- custom SQL (keep when regenerating)
-- Issue 14: the public read cache (http/public-cache.ts) keeps answers until a table they read
-- changes. Every write to a table that public reads use tells all server processes, after its
-- transaction commits, which table changed: NOTIFY is delivered only on commit and folded per
-- transaction (one message per table, however many rows). Statement-level, so a bulk write costs
-- one NOTIFY, not one per row. Tables without this trigger are never cached from (change-feed.ts
-- reads the list from pg_trigger), so forgetting a table here costs speed, not correctness.
CREATE OR REPLACE FUNCTION notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tschutti_data_change', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['clubs', 'teams', 'players', 'coaches', 'board_members', 'club_news',
    'club_news_images', 'matches', 'match_events', 'match_history', 'match_lineup_entries',
    'match_reports', 'player_season_stats', 'profiles', 'uploads']
  LOOP
    EXECUTE format('CREATE TRIGGER data_change_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change()', t);
  END LOOP;
END
$$;
