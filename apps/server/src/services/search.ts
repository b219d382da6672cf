import { categorySlugs, type CategorySlug, type SearchQuery, type SearchResult } from '@pinjam/api/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { items, users } from '../db/schema';
import type { FileStorage } from '../storage/storage';
import { itemColumns, ownerColumns, publiclyVisible, toCards } from './items';

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** Letters and digits only (any script): nothing left can be a tsquery operator. */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_WORDS);
}

const prefixQuery = (word: string) => sql`to_tsquery('english', ${`${word}:*`})`;

/**
 * One word matches when its stem starts a word of the title or description (full text, 'cam'
 * finds 'camera'), or when it is close to a word of the title (pg_trgm word similarity ≥ 0.6:
 * 'camra' finds 'camera'). A stop word ('the') matches everything. Every word must match.
 */
function wordMatches(word: string): SQL {
  const query = prefixQuery(word);
  const fuzzy = word.length >= 3 ? sql` or ${word} <% lower(${items.title})` : sql``;
  return sql`(numnode(${query}) = 0 or ${items.search_vector} @@ ${query}${fuzzy})`;
}

/** Higher is better: full-text rank (title outweighs description) plus title similarity. */
function relevance(words: string[]): SQL {
  const anyWord = sql`to_tsquery('english', ${words.map((w) => `${w}:*`).join(' | ')})`;
  return sql`(ts_rank(${items.search_vector}, ${anyWord}) + word_similarity(${words.join(' ')}, lower(${items.title})))`;
}

/** The price a filter or sort looks at: per day for rent, sale price for buy, else the card's. */
function priceOf(type: SearchQuery['type']): SQL {
  if (type === 'rent') return sql`${items.price_per_day}`;
  if (type === 'buy') return sql`${items.sale_price}`;
  return sql`coalesce(${items.price_per_day}, ${items.sale_price})`;
}

/** Every filter but category (the counts are per category). */
function filters(q: SearchQuery, words: string[]): SQL[] {
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
  for (const word of words) conditions.push(wordMatches(word));
  return conditions;
}

function ordering(q: SearchQuery, words: string[]): SQL[] {
  const newest = [desc(items.created_at), desc(items.id)];
  const sort = q.sort ?? (words.length ? 'relevance' : 'newest');
  switch (sort) {
    case 'relevance':
      return words.length ? [sql`${relevance(words)} desc`, ...newest] : newest;
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
  const shared = filters(q, words);
  const where = and(...shared, q.category ? eq(items.category, q.category) : undefined);
  const from = () => db.select({ n: count() }).from(items).innerJoin(users, eq(users.id, items.owner_id));

  const [rows, [total], perCategory] = await Promise.all([
    db
      .select({ item: itemColumns, owner: ownerColumns })
      .from(items)
      .innerJoin(users, eq(users.id, items.owner_id))
      .where(where)
      .orderBy(...ordering(q, words))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    from().where(where),
    db
      .select({ category: items.category, n: count() })
      .from(items)
      .innerJoin(users, eq(users.id, items.owner_id))
      .where(and(...shared))
      .groupBy(items.category)
      .orderBy(asc(items.category)),
  ]);

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
