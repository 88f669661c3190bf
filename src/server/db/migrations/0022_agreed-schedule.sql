ALTER TABLE "match_proposals" DROP CONSTRAINT "match_proposals_kind_check";--> statement-breakpoint
ALTER TABLE "match_proposals" ADD COLUMN "match_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD COLUMN "stadium" text;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD COLUMN "competition" text;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD COLUMN "previous_match_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_competition_check" CHECK (competition IN ('league', 'cup', 'friendly'));--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_kind_check" CHECK (kind IN ('result', 'delete', 'cancel', 'reschedule', 'postpone', 'restore'));