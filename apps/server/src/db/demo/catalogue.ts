import type { CategorySlug } from '@pinjam/api/contract';
import { inArray, sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/storage';
import type { Db } from '../client';
import { itemImages, items, users } from '../schema';
import { DEMO_ITEMS, type DemoItem } from './catalogue-data';
import { coverSvg, detailSvg, PHOTO_SIZE, renderPhoto } from './item-art';

// Keys carry a version: /uploads is cached for a year, so new artwork needs new names.
const VERSION = 'v1';
const HOUR_MS = 60 * 60 * 1000;
/** Rendering in parallel beyond this only queues on two cores. */
const PARALLEL = 3;
/** Serialises seeding between servers starting at once (any constant, unique to this lock). */
const SEED_LOCK = 7_406_112;

const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

interface Photo {
  /** The gallery file, also used as the zoom size (a 1200 px source is never enlarged). */
  gallery: string;
  card: string;
  svg: () => string;
}

const photo = (base: string, svg: () => string): Photo => ({
  gallery: `items/demo/${base}-${VERSION}-gallery.webp`,
  card: `items/demo/${base}-${VERSION}-card.webp`,
  svg,
});

/** An item's photos: its own cover, then 0–2 of its category's shared detail shots. */
export function demoPhotos(item: DemoItem, index: number): Photo[] {
  const cover = photo(slugify(item.title), () => coverSvg(item.category, item.title));
  const details = (['a', 'b'] as const)
    .slice(0, index % 3)
    .map((v) => photo(`detail-${item.category}-${v}`, () => detailSvg(item.category as CategorySlug, v)));
  return [cover, ...details];
}

/** Renders every photo the store lacks, a few at a time. */
async function ensurePhotos(storage: FileStorage, photos: Photo[]): Promise<void> {
  const unique = [...new Map(photos.map((p) => [p.gallery, p])).values()];
  const missing: Photo[] = [];
  for (const p of unique)
    if (!(await storage.exists(p.gallery)) || !(await storage.exists(p.card))) missing.push(p);
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const p = missing[next++]!;
      const { gallery, card } = await renderPhoto(p.svg());
      await storage.put(p.gallery, gallery, 'image/webp');
      await storage.put(p.card, card, 'image/webp');
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/**
 * When demo listing `index` (of DEMO_ITEMS) was listed: spread over the last few weeks, seven
 * hours apart, newest last in the list, so "newest" reads naturally.
 */
export const demoListedAt = (index: number, now = Date.now()) =>
  new Date(now - (DEMO_ITEMS.length - index) * 7 * HOUR_MS);

const cents = (bdollars: number | undefined) => (bdollars === undefined ? null : Math.round(bdollars * 100));

/**
 * The demo catalogue (catalogue-data.ts): 80 items with illustrated photos. A listing whose
 * owner already has an item of that title (in any state, deleted included) is left alone, so a
 * demo user's edits and deletions survive a restart.
 */
export async function seedCatalogue(db: Db, storage: FileStorage): Promise<void> {
  const photos = DEMO_ITEMS.map((item, i) => demoPhotos(item, i));
  await ensurePhotos(storage, photos.flat());

  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const emails = [...new Set(DEMO_ITEMS.map((i) => `${i.owner}@pinjam.bn`))];
    const owners = await tx
      .select({ id: users.id, email: users.email, district: users.district })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const byName = new Map(owners.map((o) => [o.email.toLowerCase().split('@')[0]!, o]));
    const existing = await tx
      .select({ owner_id: items.owner_id, title: items.title })
      .from(items)
      .where(inArray(items.owner_id, [...owners.map((o) => o.id), -1]));
    const taken = new Set(existing.map((e) => `${e.owner_id}|${e.title}`));

    const now = Date.now();
    for (const [i, item] of DEMO_ITEMS.entries()) {
      const owner = byName.get(item.owner);
      if (!owner || taken.has(`${owner.id}|${item.title}`)) continue;
      const created = demoListedAt(i, now);
      const [row] = await tx
        .insert(items)
        .values({
          owner_id: owner.id,
          title: item.title,
          description: item.description,
          category: item.category,
          district: owner.district ?? 'Brunei-Muara',
          condition: item.condition,
          price_per_day: cents(item.day),
          price_per_week: cents(item.week),
          deposit: cents(item.deposit),
          min_days: item.minDays ?? 1,
          max_days: item.maxDays ?? null,
          sale_price: cents(item.sale),
          starting_inventory: item.stock ?? 1,
          created_at: created,
          updated_at: created,
        })
        .returning({ id: items.id });
      await tx.insert(itemImages).values(
        photos[i]!.map((p, position) => ({
          item_id: row!.id,
          position,
          card_path: p.card,
          gallery_path: p.gallery,
          zoom_path: p.gallery,
          ...PHOTO_SIZE,
        })),
      );
    }
  });
}
