CREATE TABLE "advert_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"url" text,
	"position" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advert_images_position_check" CHECK ("advert_images"."position" in (1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "banner_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "advert_images_path_unique" ON "advert_images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "advert_images_active_order_idx" ON "advert_images" USING btree ("position","id") WHERE "advert_images"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "banner_images_path_unique" ON "banner_images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "banner_images_active_order_idx" ON "banner_images" USING btree ("position","id") WHERE "banner_images"."active";