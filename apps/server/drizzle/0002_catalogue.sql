CREATE TYPE "public"."item_condition" AS ENUM('new', 'like_new', 'good', 'fair');--> statement-breakpoint
CREATE TYPE "public"."item_status" AS ENUM('active', 'disabled', 'deleted');--> statement-breakpoint
CREATE TABLE "item_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"card_path" text NOT NULL,
	"gallery_path" text NOT NULL,
	"zoom_path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_images_position_range" CHECK ("item_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"district" text NOT NULL,
	"condition" "item_condition" NOT NULL,
	"price_per_day" integer,
	"price_per_week" integer,
	"deposit" integer,
	"min_days" smallint DEFAULT 1 NOT NULL,
	"max_days" smallint,
	"sale_price" integer,
	"starting_inventory" smallint DEFAULT 1 NOT NULL,
	"status" "item_status" DEFAULT 'active' NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "items_title_length" CHECK (char_length("items"."title") between 3 and 120),
	CONSTRAINT "items_description_length" CHECK (char_length("items"."description") <= 5000),
	CONSTRAINT "items_category_known" CHECK ("items"."category" in ('film-photography', 'audio-visual', 'projectors-screens', 'drones', 'dj-equipment', 'transport', 'storage', 'electronics', 'party-events', 'sports', 'musical-instruments', 'home-office-garden', 'kids-baby', 'holiday-travel', 'clothing', 'other')),
	CONSTRAINT "items_district_known" CHECK ("items"."district" in ('Brunei-Muara', 'Tutong', 'Belait', 'Temburong')),
	CONSTRAINT "items_rent_or_sale" CHECK ("items"."price_per_day" is not null or "items"."sale_price" is not null),
	CONSTRAINT "items_prices_positive" CHECK (coalesce("items"."price_per_day", 1) > 0 and coalesce("items"."price_per_week", 1) > 0 and coalesce("items"."sale_price", 1) > 0 and coalesce("items"."deposit", 0) >= 0),
	CONSTRAINT "items_rent_details_need_rent" CHECK ("items"."price_per_day" is not null or ("items"."price_per_week" is null and "items"."deposit" is null and "items"."max_days" is null)),
	CONSTRAINT "items_days" CHECK ("items"."min_days" >= 1 and ("items"."max_days" is null or "items"."max_days" >= "items"."min_days")),
	CONSTRAINT "items_inventory_range" CHECK ("items"."starting_inventory" between 0 and 99),
	CONSTRAINT "items_deleted_when" CHECK (("items"."status" = 'deleted') = ("items"."deleted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_images_item_position_unique" ON "item_images" USING btree ("item_id","position");--> statement-breakpoint
CREATE INDEX "item_images_card_path_idx" ON "item_images" USING btree ("card_path");--> statement-breakpoint
CREATE INDEX "items_owner_created_idx" ON "items" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "items_active_created_idx" ON "items" USING btree ("created_at","id") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_category_created_idx" ON "items" USING btree ("category","created_at") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_district_created_idx" ON "items" USING btree ("district","created_at") WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_active_day_price_idx" ON "items" USING btree ("price_per_day") WHERE "items"."status" = 'active' and "items"."price_per_day" is not null;--> statement-breakpoint
CREATE INDEX "items_active_sale_price_idx" ON "items" USING btree ("sale_price") WHERE "items"."status" = 'active' and "items"."sale_price" is not null;--> statement-breakpoint
CREATE INDEX "items_active_list_price_idx" ON "items" USING btree (coalesce("price_per_day", "sale_price")) WHERE "items"."status" = 'active';--> statement-breakpoint
CREATE INDEX "items_search_vector_idx" ON "items" USING gin ("search_vector");