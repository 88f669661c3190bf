ALTER TABLE "match_events" DROP CONSTRAINT "match_events_type_check";--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_status_check";--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "added_minute" integer;--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "player_in_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_undo" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_in_id_players_id_fk" FOREIGN KEY ("player_in_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_player_in_idx" ON "match_events" USING btree ("player_in_id");--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_added_minute_check" CHECK ("match_events"."added_minute" BETWEEN 1 AND 30);--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_type_check" CHECK (event_type IN ('goal', 'penalty_goal', 'own_goal', 'missed_penalty', 'yellow_card', 'yellow_red_card', 'red_card', 'substitution', 'comment', 'kickoff', 'halftime', 'final_whistle'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status_check" CHECK (status IN ('scheduled', 'live', 'completed', 'cancelled', 'postponed'));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Shirt numbers become unique within a team: of two players with the same number, the one
-- entered later loses it (the club can give a new one) before the unique index is created.
UPDATE "players" p SET "player_number" = NULL
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "team_id", "player_number" ORDER BY "created_at", "id") AS n
  FROM "players" WHERE "player_number" IS NOT NULL
) d
WHERE p."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "players_team_number_unique" ON "players" ("team_id", "player_number") WHERE "player_number" IS NOT NULL;--> statement-breakpoint
-- Texts the server generated used to be stored ('Tor durch X zum 3:0'); they are derived when
-- read now, so stored copies would keep an outdated score. Texts a club wrote stay.
UPDATE "match_events" SET "description" = NULL
WHERE ("event_type" = 'goal' AND "description" ~ '^Tor( durch .+| für .+)?( zum [0-9]+:[0-9]+)?$')
   OR ("event_type" = 'yellow_card' AND "description" ~ '^Gelbe Karte( für .+)?$')
   OR ("event_type" = 'red_card' AND "description" ~ '^Rote Karte( für .+)?$')
   OR ("event_type" = 'substitution' AND "description" ~ '^Wechsel(: [^ ]+( [^ ]+)?| bei .+)?$')
   OR ("event_type" IN ('kickoff', 'halftime', 'final_whistle')
       AND "description" IN ('Anpfiff', 'Anpfiff zur zweiten Halbzeit', 'Halbzeit', 'Schlusspfiff'));
--> statement-breakpoint
-- A substitution used to name one player. The demo data named the one coming on (its text says
-- 'Wechsel: A kommt für B'); player_id is the player going off now, so move it over.
UPDATE "match_events" SET "player_in_id" = "player_id", "player_id" = NULL
WHERE "event_type" = 'substitution' AND "player_in_id" IS NULL AND "description" LIKE 'Wechsel: % kommt für %';
