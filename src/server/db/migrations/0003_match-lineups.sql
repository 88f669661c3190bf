CREATE TABLE "match_lineup_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"side" text NOT NULL,
	"role" text NOT NULL,
	"sort_order" integer NOT NULL,
	"player_id" uuid,
	"name" text,
	"shirt_number" integer,
	"is_captain" boolean DEFAULT false NOT NULL,
	"is_goalkeeper" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_lineup_entries_side_check" CHECK (side IN ('home', 'away')),
	CONSTRAINT "match_lineup_entries_role_check" CHECK (role IN ('start', 'bench')),
	CONSTRAINT "match_lineup_entries_who_check" CHECK (("match_lineup_entries"."player_id" IS NULL) <> ("match_lineup_entries"."name" IS NULL)),
	CONSTRAINT "match_lineup_entries_number_check" CHECK ("match_lineup_entries"."shirt_number" BETWEEN 1 AND 99)
);
--> statement-breakpoint
ALTER TABLE "match_lineup_entries" ADD CONSTRAINT "match_lineup_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_lineup_entries" ADD CONSTRAINT "match_lineup_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_lineup_entries_match_idx" ON "match_lineup_entries" USING btree ("match_id","side","role","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "match_lineup_entries_player_idx" ON "match_lineup_entries" USING btree ("match_id","player_id");