CREATE TABLE "fair_play_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"match_id" uuid,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fair_play_corrections_points_check" CHECK ("fair_play_corrections"."points" BETWEEN 1 AND 50),
	CONSTRAINT "fair_play_corrections_kind_check" CHECK (kind IN ('red_card', 'officials'))
);
--> statement-breakpoint
CREATE TABLE "point_deductions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_deductions_points_check" CHECK ("point_deductions"."points" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "team_placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"canton" text NOT NULL,
	"league" text NOT NULL,
	"group_name" text DEFAULT 'Gruppe 1' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_placements_league_check" CHECK (league IN ('Super League', '1. Liga', '2. Liga', '3. Liga', '4. Liga', '5. Liga', 'Junioren A', 'Junioren B', 'Junioren C', 'Junioren D', 'Junioren E')),
	CONSTRAINT "team_placements_canton_check" CHECK (canton IN ('Aargau', 'Appenzell Ausserrhoden', 'Appenzell Innerrhoden', 'Basel-Landschaft', 'Basel-Stadt', 'Bern', 'Freiburg', 'Genf', 'Glarus', 'Graubünden', 'Jura', 'Luzern', 'Neuenburg', 'Nidwalden', 'Obwalden', 'Schaffhausen', 'Schwyz', 'Solothurn', 'St. Gallen', 'Tessin', 'Thurgau', 'Uri', 'Waadt', 'Wallis', 'Zug', 'Zürich')),
	CONSTRAINT "team_placements_season_check" CHECK ("team_placements"."season" BETWEEN 2000 AND 2100),
	CONSTRAINT "team_placements_group_check" CHECK (length("team_placements"."group_name") BETWEEN 1 AND 40)
);
--> statement-breakpoint
CREATE TABLE "league_office_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"granted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "forfeit" text;--> statement-breakpoint
ALTER TABLE "fair_play_corrections" ADD CONSTRAINT "fair_play_corrections_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_corrections" ADD CONSTRAINT "fair_play_corrections_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_corrections" ADD CONSTRAINT "fair_play_corrections_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_deductions" ADD CONSTRAINT "point_deductions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_deductions" ADD CONSTRAINT "point_deductions_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_placements" ADD CONSTRAINT "team_placements_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_office_members" ADD CONSTRAINT "league_office_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_office_members" ADD CONSTRAINT "league_office_members_granted_by_user_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fair_play_corrections_team_idx" ON "fair_play_corrections" USING btree ("team_id","season");--> statement-breakpoint
CREATE INDEX "point_deductions_team_idx" ON "point_deductions" USING btree ("team_id","season");--> statement-breakpoint
CREATE INDEX "team_placements_group_idx" ON "team_placements" USING btree ("canton","league","group_name","season");--> statement-breakpoint
CREATE INDEX "team_placements_team_idx" ON "team_placements" USING btree ("team_id","season");--> statement-breakpoint
CREATE UNIQUE INDEX "team_placements_open_unique" ON "team_placements" USING btree ("team_id","season") WHERE "team_placements"."ends_at" IS NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_forfeit_check" CHECK (forfeit IN ('home', 'away'));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Issue 27, decision 017: the season a moment falls in (1 July to 30 June, Zurich time), as
-- #shared/matches/season.ts seasonOf has it.
CREATE OR REPLACE FUNCTION season_of(at timestamptz) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT extract(year FROM (at AT TIME ZONE 'Europe/Zurich') - interval '6 months')::int
$$;
--> statement-breakpoint
-- Every team starts with a placement in the season it is created in (its canton and league,
-- 'Gruppe 1'); the team routes then set the group the club chose. Rows written straight into
-- teams (imports, the bench data) are placed the same way.
CREATE OR REPLACE FUNCTION place_new_team() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_placements (team_id, season, canton, league)
  VALUES (NEW.id, season_of(now()), NEW.canton, NEW.league)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER teams_place_new AFTER INSERT ON teams FOR EACH ROW EXECUTE FUNCTION place_new_team();
--> statement-breakpoint
-- The teams there are: placed where their label says from the first season they played a
-- league match in (or today's), which is what every table showed until now.
INSERT INTO team_placements (team_id, season, canton, league)
SELECT t.id,
       least(season_of(now()), coalesce((
         SELECT min(season_of(m.match_date)) FROM matches m
         WHERE (m.home_team_id = t.id OR m.away_team_id = t.id) AND m.competition = 'league'
       ), season_of(now()))),
       t.canton, t.league
FROM teams t
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['team_placements', 'point_deductions', 'fair_play_corrections']
  LOOP
    EXECUTE format('CREATE TRIGGER data_change_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_change()', t);
  END LOOP;
END
$$;
