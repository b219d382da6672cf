-- The admin console's lists (issue 17): users searched by name or email (trigrams), payments newest
-- first, orders with an open issue.
CREATE INDEX "users_admin_search_trgm_idx" ON "users" USING gin ((lower("name") || ' ' || lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_open_issue_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."has_open_issue";--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");