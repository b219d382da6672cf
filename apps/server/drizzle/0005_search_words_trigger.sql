-- Typo tolerance through a word list (docs/decisions/0004), as PostgreSQL's pg_trgm docs
-- suggest: misspelt query words are corrected against the distinct words of item titles
-- (small, trigram-indexed, nearest first); the corrected query then uses the full-text GIN index. A trigram
-- test on every title (0003) cost a full scan per search: the planner underestimates it.
CREATE FUNCTION items_collect_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- In word order, so two items saving at once take the unique index's locks in one order.
  INSERT INTO search_words (word)
    SELECT DISTINCT lexeme FROM unnest(to_tsvector('simple', NEW.title))
    WHERE char_length(lexeme) BETWEEN 3 AND 40
    ORDER BY lexeme
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER items_collect_search_words AFTER INSERT OR UPDATE OF title ON items
  FOR EACH ROW EXECUTE FUNCTION items_collect_search_words();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT lexeme FROM items, unnest(to_tsvector('simple', items.title))
  WHERE char_length(lexeme) BETWEEN 3 AND 40
  ORDER BY lexeme
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- GiST, not GIN: the lookup takes the nearest words by trigram distance (ORDER BY <-> LIMIT),
-- which only GiST answers from the index.
CREATE INDEX search_words_trgm_idx ON search_words USING gist (word gist_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS items_title_trgm_idx;
