ALTER TABLE "push_notifications" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD COLUMN "topic" text;--> statement-breakpoint
CREATE INDEX "push_notifications_event_idx" ON "push_notifications" USING btree ("event_id");