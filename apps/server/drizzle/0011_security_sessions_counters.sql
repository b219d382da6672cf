CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "advert_images" ADD COLUMN "mobile_path" text;--> statement-breakpoint
ALTER TABLE "advert_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "session_id" integer;--> statement-breakpoint
-- Every token issued before sessions existed becomes its own session, its lifetime counted from
-- the token's creation.
INSERT INTO "sessions" ("id", "user_id", "created_at", "last_used_at", "expires_at", "revoked_at")
  SELECT "id", "user_id", "created_at", "created_at", "created_at" + interval '30 days', "revoked_at" FROM "auth_tokens";--> statement-breakpoint
UPDATE "auth_tokens" SET "session_id" = "id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('sessions', 'id'), coalesce((SELECT max("id") FROM "sessions"), 0) + 1, false);--> statement-breakpoint
ALTER TABLE "auth_tokens" ALTER COLUMN "session_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_images" ADD COLUMN "mobile_path" text;--> statement-breakpoint
ALTER TABLE "banner_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_session_id_idx" ON "auth_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_idx" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_tokens_expires_at_idx" ON "email_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
-- Disabling a user ends their sessions, whoever disables them (the admin console, a script, SQL):
-- enabling them again must not bring old tokens back.
CREATE FUNCTION end_sessions_of_disabled_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sessions" SET "revoked_at" = now() WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
  UPDATE "auth_tokens" SET "revoked_at" = now() WHERE "user_id" = NEW."id" AND "revoked_at" IS NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_disabled_end_sessions" AFTER UPDATE OF "disabled_at" ON "users"
  FOR EACH ROW WHEN (OLD."disabled_at" IS NULL AND NEW."disabled_at" IS NOT NULL)
  EXECUTE FUNCTION end_sessions_of_disabled_user();