CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"user_id" integer NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" smallint,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_caller_operation_key" ON "idempotency_keys" USING btree ("user_id","operation","key");--> statement-breakpoint
-- The checkouts' answers kept so far become the store's, so a retried Pay still replays them.
INSERT INTO "idempotency_keys" ("key", "user_id", "operation", "request_hash", "response_status", "response", "created_at")
SELECT "idempotency_key", "user_id", 'checkout.pay', "request_hash", "response_status", "response", "created_at"
FROM "checkouts" WHERE "response_status" IS NOT NULL;
