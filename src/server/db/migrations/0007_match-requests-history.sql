CREATE TABLE "match_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"user_id" uuid,
	"club_id" uuid,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_home_team_id_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_away_team_id_teams_id_fk";
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "acceptance" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "competition" text DEFAULT 'league' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_history" ADD CONSTRAINT "match_history_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_history" ADD CONSTRAINT "match_history_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_history" ADD CONSTRAINT "match_history_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_history_match_idx" ON "match_history" USING btree ("match_id","created_at");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_name_key_idx" ON "clubs" USING btree ("name_key");--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_acceptance_check" CHECK (acceptance IN ('requested', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_check" CHECK (competition IN ('league', 'cup', 'friendly'));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Existing matches between two clubs stand as accepted (the column default); a match between
-- teams of different cantons or leagues was never a championship match.
UPDATE "matches" m SET "competition" = 'friendly'
FROM "teams" h, "teams" a
WHERE h."id" = m."home_team_id" AND a."id" = m."away_team_id"
  AND (h."canton" <> a."canton" OR h."league" <> a."league");
--> statement-breakpoint
-- clubNameKey() in SQL for the names already stored; of clubs sharing a key only the oldest
-- keeps it (the others get theirs when they next save their name).
UPDATE "clubs" c SET "name_key" = k."key"
FROM (
  SELECT "id", "key", row_number() OVER (PARTITION BY "key" ORDER BY "created_at", "id") AS n
  FROM (
    SELECT "id", "created_at",
      regexp_replace(
        replace(translate(lower("club_name"),
          'àáâãäåāăąèéêëēėęìíîïīįòóôõöøōùúûüūůýÿçćčñńšśžźżł',
          'aaaaaaaaaeeeeeeeiiiiiiooooooouuuuuuyycccnnsszzzl'), 'ß', 'ss'),
        '[^[:alnum:]]', '', 'g') AS "key"
    FROM "clubs"
  ) named
) k
WHERE k."id" = c."id" AND k."key" <> '' AND k.n = 1;
