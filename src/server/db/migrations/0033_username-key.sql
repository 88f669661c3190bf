-- Usernames compared by their confusable skeleton (shared/account/username-key.ts), as club names
-- are. SQL cannot compute the skeleton: every existing row starts with its lower-case name, which
-- the unique index on lower(username) already keeps unique, so this cannot fail on any data;
-- migrateDb then brings each key up to the skeleton (db/username-keys.ts). Two existing names
-- that only now count as the same both stay as they are: the first to get the skeleton holds it,
-- the other keeps its lower-case key, and every new look-alike of either is refused.
ALTER TABLE "profiles" ADD COLUMN "username_key" text;--> statement-breakpoint
UPDATE "profiles" SET "username_key" = lower("username");--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "username_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_key_idx" ON "profiles" USING btree ("username_key");
