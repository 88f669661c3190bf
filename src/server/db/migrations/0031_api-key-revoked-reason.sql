ALTER TABLE "club_api_keys" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- A key acts for the Administrator who made it and is now revoked when that person stops being
-- one. Keys whose creator was lowered or left before this are revoked here with the same reason
-- (by nobody in particular): they already answered 401 but were listed as active and counted.
UPDATE "club_api_keys" k SET "revoked_at" = now(), "revoked_reason" = 'creatorNoLongerAdmin'
WHERE k."revoked_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "club_admins" a
    WHERE a."club_id" = k."club_id" AND a."user_id" = k."created_by" AND a."role" = 'admin'
  );
