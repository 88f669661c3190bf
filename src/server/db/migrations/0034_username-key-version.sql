-- Which version of the username rule each key was computed with (USERNAME_KEY_VERSION in
-- shared/account/username-key.ts), so a start refreshes only the rows that need it instead of
-- reading every profile. Every existing row starts without one: the first start after this
-- migration checks each once (db/username-keys.ts), later starts only rows a build before this
-- one wrote or that an older rule computed.
ALTER TABLE "profiles" ADD COLUMN "username_key_version" smallint;--> statement-breakpoint
CREATE INDEX "profiles_username_key_version_idx" ON "profiles" USING btree ("username_key_version");