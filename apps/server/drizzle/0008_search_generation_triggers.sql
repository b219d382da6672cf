-- Search's cache key (docs/decisions/0011): search_generation moves on when a change that could
-- alter search results commits. Constraint triggers deferred to commit, so the number moves as
-- late as PostgreSQL allows (just before the commit becomes visible); a sequence, so no writer
-- ever waits on another (a counter row would serialise every item write, and could deadlock two
-- checkouts updating the same items in different orders).
CREATE FUNCTION search_generation_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('search_generation');
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Any column of an item can change a search: text, category, district, prices, stock, status.
CREATE CONSTRAINT TRIGGER items_search_generation AFTER INSERT OR UPDATE OR DELETE ON items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
CREATE TRIGGER items_truncate_search_generation AFTER TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION search_generation_bump();--> statement-breakpoint
-- Only active items of activated, enabled owners are found.
CREATE CONSTRAINT TRIGGER users_search_generation AFTER UPDATE OF disabled_at, activated_at ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_bump();
