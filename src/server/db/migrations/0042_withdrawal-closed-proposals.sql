CREATE TABLE "withdrawal_closed_proposals" (
	"proposal_id" uuid PRIMARY KEY NOT NULL,
	"team_id" uuid NOT NULL,
	"season" integer NOT NULL,
	"status_before" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_closed_proposals_status_check" CHECK (status_before IN ('open', 'disputed'))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_closed_proposals" ADD CONSTRAINT "withdrawal_closed_proposals_proposal_id_match_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."match_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_closed_proposals" ADD CONSTRAINT "withdrawal_closed_proposals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_closed_proposals_team_idx" ON "withdrawal_closed_proposals" USING btree ("team_id","season");