CREATE TABLE "match_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid,
	"match_label" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"home_score" integer,
	"away_score" integer,
	"forfeit" text,
	"previous_score" text,
	"reason" text,
	"proposed_by_club_id" uuid,
	"proposed_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disputed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"answered_by_user_id" uuid,
	"answered_by_club_id" uuid,
	"office_note" text,
	CONSTRAINT "match_proposals_kind_check" CHECK (kind IN ('result', 'delete', 'cancel')),
	CONSTRAINT "match_proposals_status_check" CHECK (status IN ('open', 'disputed', 'accepted', 'declined')),
	CONSTRAINT "match_proposals_forfeit_check" CHECK (forfeit IN ('home', 'away')),
	CONSTRAINT "match_proposals_scores_check" CHECK ("match_proposals"."home_score" >= 0 AND "match_proposals"."away_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "account_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" uuid,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "verified_by" uuid;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "awaiting_office" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_proposed_by_club_id_clubs_id_fk" FOREIGN KEY ("proposed_by_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_proposed_by_user_id_user_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_answered_by_user_id_user_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_answered_by_club_id_clubs_id_fk" FOREIGN KEY ("answered_by_club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_user_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_decisions" ADD CONSTRAINT "office_decisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_proposals_pending_idx" ON "match_proposals" USING btree ("match_id") WHERE "match_proposals"."status" in ('open', 'disputed');--> statement-breakpoint
CREATE INDEX "match_proposals_status_idx" ON "match_proposals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "office_decisions_created_idx" ON "office_decisions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_verified_by_user_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint

-- Opponents without a club that clubs created (dialog, fixture import) wait for the league
-- office before their matches count publicly (issue 27 §4); the seeded league data does not.
UPDATE "teams" SET "awaiting_office" = true WHERE "club_id" IS NULL AND "created_by_club_id" IS NOT NULL;
