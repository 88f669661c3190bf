CREATE TABLE "club_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"key_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid
);
--> statement-breakpoint
ALTER TABLE "match_history" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "club_api_keys" ADD CONSTRAINT "club_api_keys_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_api_keys" ADD CONSTRAINT "club_api_keys_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_api_keys" ADD CONSTRAINT "club_api_keys_revoked_by_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "club_api_keys_hash_idx" ON "club_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "club_api_keys_club_idx" ON "club_api_keys" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE INDEX "club_api_keys_active_idx" ON "club_api_keys" USING btree ("club_id") WHERE "club_api_keys"."revoked_at" is null;--> statement-breakpoint
ALTER TABLE "match_history" ADD CONSTRAINT "match_history_api_key_id_club_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."club_api_keys"("id") ON DELETE set null ON UPDATE no action;