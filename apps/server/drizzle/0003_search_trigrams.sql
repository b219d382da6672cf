-- Typo-tolerant search (docs/decisions/0004): trigram similarity on item titles. pg_trgm is a
-- trusted extension (PostgreSQL 13+), so the database owner can create it without superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "items_title_trgm_idx" ON "items" USING gin (lower("title") gin_trgm_ops) WHERE "status" = 'active';
