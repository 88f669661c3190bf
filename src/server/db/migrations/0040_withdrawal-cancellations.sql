CREATE TABLE "withdrawal_cancellations" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"status_before" text NOT NULL,
	"reason_before" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_cancellations_status_check" CHECK (status_before IN ('scheduled', 'postponed'))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_cancellations" ADD CONSTRAINT "withdrawal_cancellations_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_cancellations" ADD CONSTRAINT "withdrawal_cancellations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_cancellations_team_idx" ON "withdrawal_cancellations" USING btree ("team_id","season");