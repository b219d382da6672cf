ALTER TABLE "refund_intents" RENAME TO "provider_intents";--> statement-breakpoint
ALTER TABLE "provider_intents" DROP CONSTRAINT "refund_intents_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "provider_intents" DROP CONSTRAINT "refund_intents_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "provider_intents" DROP CONSTRAINT "refund_intents_admin_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "refund_intents_pending_idx";--> statement-breakpoint
ALTER TABLE "provider_intents" ADD CONSTRAINT "provider_intents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD CONSTRAINT "provider_intents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_intents" ADD CONSTRAINT "provider_intents_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_intents_pending_idx" ON "provider_intents" USING btree ("status","created_at");