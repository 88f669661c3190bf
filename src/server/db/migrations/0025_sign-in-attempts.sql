CREATE TABLE "sign_in_attempts" (
	"email_key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_idx" ON "sign_in_attempts" USING btree ("window_started_at");