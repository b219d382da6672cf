ALTER TABLE "bookings" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_checkout_idx" ON "bookings" USING btree ("checkout_id") WHERE "bookings"."checkout_id" is not null;--> statement-breakpoint
CREATE INDEX "checkouts_authorising_idx" ON "checkouts" USING btree ("updated_at") WHERE "checkouts"."status" = 'authorising';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_held_for" CHECK ("bookings"."request_id" is not null or "bookings"."checkout_id" is not null);