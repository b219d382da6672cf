ALTER TABLE "provider_intents" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_intents" ALTER COLUMN "refunded_before" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_intents" ALTER COLUMN "from_account" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD COLUMN "kind" text DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD COLUMN "purpose" text DEFAULT 'admin-refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD COLUMN "on_refusal" text DEFAULT 'undo' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD COLUMN "provider_key" text;--> statement-breakpoint
-- The admin's refunds so far were keyed by their intent (admin-payments/refund-settle.ts).
UPDATE "provider_intents" SET "provider_key" = 'payment-' || "payment_id" || ':refund-intent-' || "id";--> statement-breakpoint
ALTER TABLE "provider_intents" ALTER COLUMN "provider_key" SET NOT NULL;--> statement-breakpoint
ALTER SEQUENCE "refund_intents_id_seq" RENAME TO "provider_intents_id_seq";--> statement-breakpoint
ALTER TABLE "provider_intents" RENAME CONSTRAINT "refund_intents_pkey" TO "provider_intents_pkey";--> statement-breakpoint
CREATE UNIQUE INDEX "provider_intents_key_idx" ON "provider_intents" USING btree ("provider_key");