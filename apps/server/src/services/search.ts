import { categorySlugs, type CategorySlug, type SearchQuery, type SearchResult } from '@pinjam/api/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../db/client';
import { items, users } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { itemColumns, ownerColumns, publiclyVisible, toCards } from './items';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;
/**
 * How close a title word must be to a query word to stand in for it (pg_trgm similarity):
 * 'camra' → 'camera' is 0.44, 'strolller' → 'stroller' 0.9; 'canon' → 'cannon' 0.5.
 */
const SIMILARITY = 0.4;
/** Spellings tried per misspelt word. */
const ALTERNATIVES = 3;

const LETTERS_AND_DIGITS = /^[\p{L}\p{N}]+$/u;

/** Letters and digits only (any script): nothing left can be a tsquery operator. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}

/**
 * The text query, as to_tsquery source: every word must match, each as itself (a prefix, so
 * 'cam' finds 'camera') or as a title word spelt like it (search_words, trigram similarity:
 * 'camra' finds 'camera'). Stop words ('the') are dropped. null: no text to search for.
 */
async function textQuery(tx: Executor, words: string[]): Promise<string | null> {
  if (!words.length) return null;
  const rows = (
    await tx.execute(sql`
      select w.word,
        numnode(to_tsquery('english', w.word)) = 0 as stop,
        array(
          select near.word from (
            select s.word from search_words s
            where char_length(w.word) >= 3
            order by s.word <-> w.word
            limit ${ALTERNATIVES + 1}
          ) near
          where near.word <> w.word and similarity(near.word, w.word) >= ${SIMILARITY}
        ) as near
      from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as w(word, n)
      order by w.n`)
  ).rows as Array<{ word: string; stop: boolean; near: string[] }>;
  const groups = rows
    .filter((r) => !r.stop)
    .map((r) => [`${r.word}:*`, ...r.near.filter((n) => LETTERS_AND_DIGITS.test(n))].join(' | '));
  return groups.length ? groups.map((g) => `(${g})`).join(' & ') : null;
}

/** Higher is better: full-text rank (title outweighs description) plus closeness to the title. */
function relevance(query: SQL, words: string[]): SQL {
  return sql`(ts_rank(${items.search_vector}, ${query}) + strict_word_similarity(${words.join(' ')}, lower(${items.title})))`;
}

/** The price a filter or sort looks at: per day for rent, sale price for buy, else the card's. */
function priceOf(type: SearchQuery['type']): SQL {
  if (type === 'rent') return sql`${items.price_per_day}`;
  if (type === 'buy') return sql`${items.sale_price}`;
  return sql`coalesce(${items.price_per_day}, ${items.sale_price})`;
}

/** Every filter but category (the counts are per category). */
function filters(q: SearchQuery, text: SQL | null): SQL[] {
  const conditions: SQL[] = [publiclyVisible];
  if (q.district) conditions.push(eq(items.district, q.district));
  if (q.type === 'rent') conditions.push(sql`${items.price_per_day} is not null`);
  if (q.type === 'buy')
    conditions.push(sql`${items.sale_price} is not null and ${items.starting_inventory} > 0`);
  // Available that day: until bookings exist every unit of an item for rent is free.
  if (q.date) conditions.push(sql`${items.price_per_day} is not null`);
  const price = priceOf(q.type);
  if (q.min_price !== undefined) conditions.push(sql`${price} >= ${q.min_price}`);
  if (q.max_price !== undefined) conditions.push(sql`${price} <= ${q.max_price}`);
  if (text) conditions.push(sql`${items.search_vector} @@ ${text}`);
  return conditions;
}

function ordering(q: SearchQuery, text: SQL | null, words: string[]): SQL[] {
  const newest = [desc(items.created_at), desc(items.id)];
  const sort = q.sort ?? (text ? 'relevance' : 'newest');
  switch (sort) {
    case 'relevance':
      return text ? [sql`${relevance(text, words)} desc`, ...newest] : newest;
    case 'newest':
      return newest;
    case 'price_asc':
      return [sql`${priceOf(q.type)} asc nulls last`, desc(items.id)];
    case 'price_desc':
      return [sql`${priceOf(q.type)} desc nulls last`, desc(items.id)];
    default:
      return sort satisfies never;
  }
}

/** product.md "Search": one page of cards, the total, and matches per category. */
export async function searchItems(db: Db, storage: FileStorage, q: SearchQuery): Promise<SearchResult> {
  const words = searchWords(q.q);
  const [rows, [total], perCategory] = await db.transaction(
    async (tx) => {
      const source = await textQuery(tx, words);
      const text = source === null ? null : sql`to_tsquery('english', ${source})`;
      const shared = filters(q, text);
      const where = and(...shared, q.category ? eq(items.category, q.category) : undefined);
      const page = await tx
        .select({ item: itemColumns, owner: ownerColumns })
        .from(items)
        .innerJoin(users, eq(users.id, items.owner_id))
        .where(where)
        .orderBy(...ordering(q, text, words))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page);
      const totals = await tx
        .select({ n: count() })
        .from(items)
        .innerJoin(users, eq(users.id, items.owner_id))
        .where(where);
      const categories = await tx
        .select({ category: items.category, n: count() })
        .from(items)
        .innerJoin(users, eq(users.id, items.owner_id))
        .where(and(...shared))
        .groupBy(items.category)
        .orderBy(asc(items.category));
      return [page, totals, categories] as const;
    },
    { accessMode: 'read only' },
  );

  const counts = Object.fromEntries(categorySlugs.map((slug) => [slug, 0])) as Record<CategorySlug, number>;
  for (const c of perCategory) if (c.category in counts) counts[c.category as CategorySlug] = c.n;
  return {
    items: await toCards(db, storage, rows),
    total: total?.n ?? 0,
    page: q.page,
    per_page: q.per_page,
    counts,
  };
}
