CREATE TYPE "public"."delivery_leg_kind" AS ENUM('outbound', 'return');--> statement-breakpoint
CREATE TYPE "public"."delivery_leg_status" AS ENUM('scheduled', 'notified', 'reminded', 'no_show', 'completed');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('due', 'paid');--> statement-breakpoint
CREATE TYPE "public"."rating_target" AS ENUM('user', 'item');--> statement-breakpoint
CREATE TABLE "delivery_legs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" "delivery_leg_kind" NOT NULL,
	"status" "delivery_leg_status" DEFAULT 'scheduled' NOT NULL,
	"scheduled_for" date NOT NULL,
	"district" text,
	"notified_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"no_shows" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_no_shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"leg_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"missed_on" date NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"payout_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "payout_lines_payout_id_order_id_pk" PRIMARY KEY("payout_id","order_id"),
	CONSTRAINT "payout_lines_amount" CHECK ("payout_lines"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" "payout_status" DEFAULT 'due' NOT NULL,
	"due_on" date NOT NULL,
	"bank_name" text,
	"account_last4" text,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount" CHECK ("payouts"."amount" > 0),
	CONSTRAINT "payouts_paid" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"rater_id" integer NOT NULL,
	"ratee_id" integer NOT NULL,
	"item_id" integer,
	"target" "rating_target" NOT NULL,
	"rater_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_rating" CHECK ("ratings"."rating" between 1 and 5),
	CONSTRAINT "ratings_content" CHECK (char_length("ratings"."content") <= 2000),
	CONSTRAINT "ratings_item_target" CHECK (("ratings"."target" = 'item') = ("ratings"."item_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "reminders_sent" (
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_kind_order_id_user_id_pk" PRIMARY KEY("kind","order_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD COLUMN "payout_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_legs" ADD CONSTRAINT "delivery_legs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_legs" ADD CONSTRAINT "delivery_legs_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_no_shows" ADD CONSTRAINT "delivery_no_shows_leg_id_delivery_legs_id_fk" FOREIGN KEY ("leg_id") REFERENCES "public"."delivery_legs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_no_shows" ADD CONSTRAINT "delivery_no_shows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_no_shows" ADD CONSTRAINT "delivery_no_shows_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_ratee_id_users_id_fk" FOREIGN KEY ("ratee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_legs_order_kind_unique" ON "delivery_legs" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "delivery_legs_open_date_idx" ON "delivery_legs" USING btree ("scheduled_for","id") WHERE "delivery_legs"."status" <> 'completed';--> statement-breakpoint
CREATE INDEX "delivery_legs_status_date_idx" ON "delivery_legs" USING btree ("status","scheduled_for");--> statement-breakpoint
CREATE INDEX "delivery_no_shows_user_idx" ON "delivery_no_shows" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_order_unique" ON "payout_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payouts_status_due_idx" ON "payouts" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "payouts_user_created_idx" ON "payouts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_order_rater_target_unique" ON "ratings" USING btree ("order_id","rater_id","target");--> statement-breakpoint
CREATE INDEX "ratings_ratee_published_idx" ON "ratings" USING btree ("ratee_id","published_at") WHERE "ratings"."target" = 'user' and "ratings"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "ratings_item_published_idx" ON "ratings" USING btree ("item_id","published_at") WHERE "ratings"."target" = 'item' and "ratings"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "ratings_rater_created_idx" ON "ratings" USING btree ("rater_id","created_at");--> statement-breakpoint
CREATE INDEX "ratings_unpublished_idx" ON "ratings" USING btree ("created_at") WHERE "ratings"."published_at" is null;--> statement-breakpoint
CREATE INDEX "orders_status_changed_idx" ON "orders" USING btree ("status","status_changed_at");