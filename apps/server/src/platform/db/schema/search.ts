import { pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

// What search keeps beside the items (the search module).

/**
 * Every word that has appeared in an item title (lowercase, 3–40 letters or digits), kept by a
 * trigger on items (custom migration 0005) with a trigram index: search corrects a misspelt
 * word against this small table, then searches the full-text index with the corrections.
 * Words are never removed; a stale one only suggests a spelling that matches nothing.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/**
 * Moves on whenever a committed change could change what search shows (constraint triggers,
 * deferred to commit, on items and on owners' visibility; custom migration 0008). Search keys
 * its cached counts and word corrections by it (modules/search/search-cache.ts, docs/decisions/0011).
 */
export const searchGeneration = pgSequence('search_generation');
