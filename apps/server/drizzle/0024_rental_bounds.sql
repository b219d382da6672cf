ALTER TABLE "marketplace_settings" ADD COLUMN "booking_window_months" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "longest_rental_days" smallint DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_booking_window" CHECK ("marketplace_settings"."booking_window_months" between 1 and 24);--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_longest_rental" CHECK ("marketplace_settings"."longest_rental_days" between 1 and 365);