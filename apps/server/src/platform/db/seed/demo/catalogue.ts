import { inArray, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { removeAll, type FileStorage } from '../../../storage/storage';
import type { Db } from '../../client';
import { itemImages, items, users } from '../../schema';
import { DEMO_ITEMS, type DemoItem } from './catalogue-data';
import { hash } from './draw/svg';
import { itemPictures, PHOTO_SIZE, renderPhoto } from './item-art';

// Keys carry a version: /uploads is cached for a year, so new artwork needs new names. A demo
// listing whose pictures are all an older version's gets this version's (see replaceOldPhotos).
const VERSION = 'v2';
const DEMO_PREFIX = 'items/demo/';
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
  /** The 1200×630 JPEG for link previews, cropped from the gallery file as uploads' are. */
  preview: string;
  /** Draws and encodes it: only for a file the store lacks. */
  render: () => Promise<{ gallery: Buffer; card: Buffer }>;
}

/** The link-preview copy of a drawn picture (the scene is 4:3; the crop keeps its thing). */
const previewOf = (gallery: Buffer) =>
  sharp(gallery)
    .resize({ width: 1200, height: 630, fit: 'cover', position: sharp.strategy.attention })
    .jpeg({ quality: 82 })
    .toBuffer();

/** How many pictures an item's gallery has: two to four, by its title. */
export const pictureCount = (item: DemoItem) => 2 + (hash(item.title) % 3);

/** An item's pictures: its thing drawn from several sides and close up, no words in them. */
export function demoPhotos(item: DemoItem): Photo[] {
  const base = `${DEMO_PREFIX}${slugify(item.title)}-${VERSION}`;
  let drawn: ReturnType<typeof itemPictures> | undefined;
  return Array.from({ length: pictureCount(item) }, (_, i) => ({
    gallery: `${base}-${i + 1}-gallery.webp`,
    card: `${base}-${i + 1}-card.webp`,
    preview: `${base}-${i + 1}-preview.jpg`,
    render: async () => {
      drawn ??= itemPictures(item.kind, item.title, pictureCount(item));
      return renderPhoto((await drawn)[i]!);
    },
  }));
}

/** Renders every photo the store lacks, a few at a time. */
async function ensurePhotos(storage: FileStorage, photos: Photo[]): Promise<void> {
  const missing: Photo[] = [];
  for (const p of photos)
    for (const key of [p.gallery, p.card, p.preview])
      if (!(await storage.exists(key))) {
        missing.push(p);
        break;
      }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const p = missing[next++]!;
      const { gallery, card } = await p.render();
      await storage.put(p.gallery, gallery, 'image/webp');
      await storage.put(p.card, card, 'image/webp');
      await storage.put(p.preview, await previewOf(gallery), 'image/jpeg');
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

const imageRows = (itemId: number, photos: Photo[]) =>
  photos.map((p, position) => ({
    item_id: itemId,
    position,
    card_path: p.card,
    gallery_path: p.gallery,
    zoom_path: p.gallery,
    preview_path: p.preview,
    ...PHOTO_SIZE,
  }));

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A demo listing seeded with older artwork, or before preview copies were made, gets this
 * version's pictures, when every picture it has is the seed's (an owner's own upload is never
 * replaced). Returns the keys it stopped using.
 */
async function replaceOldPhotos(tx: Tx, listings: Map<number, Photo[]>): Promise<string[]> {
  if (listings.size === 0) return [];
  const rows = await tx
    .select({
      item_id: itemImages.item_id,
      card: itemImages.card_path,
      gallery: itemImages.gallery_path,
      preview: itemImages.preview_path,
    })
    .from(itemImages)
    .where(inArray(itemImages.item_id, [...listings.keys()]));
  const byItem = new Map<number, typeof rows>();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row]);
  const current = `-${VERSION}-`;
  const old: string[] = [];
  for (const [itemId, photos] of listings) {
    const images = byItem.get(itemId) ?? [];
    const seedOnly = images.every((i) => i.card.startsWith(DEMO_PREFIX) && i.gallery.startsWith(DEMO_PREFIX));
    const upToDate = images.some((i) => i.gallery.includes(current) && i.preview !== null);
    if (images.length === 0 || !seedOnly || upToDate) continue;
    await tx.delete(itemImages).where(inArray(itemImages.item_id, [itemId]));
    await tx.insert(itemImages).values(imageRows(itemId, photos));
    old.push(...images.flatMap((i) => [i.card, i.gallery, ...(i.preview ? [i.preview] : [])]));
  }
  return [...new Set(old)];
}

/** Removes the old demo files no image row uses any more (details were shared between items). */
async function removeUnused(db: Db, storage: FileStorage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const used = await db
    .select({
      card: itemImages.card_path,
      gallery: itemImages.gallery_path,
      zoom: itemImages.zoom_path,
      preview: itemImages.preview_path,
    })
    .from(itemImages)
    .where(
      or(
        inArray(itemImages.card_path, keys),
        inArray(itemImages.gallery_path, keys),
        inArray(itemImages.zoom_path, keys),
        inArray(itemImages.preview_path, keys),
      ),
    );
  const still = new Set(used.flatMap((u) => [u.card, u.gallery, u.zoom, u.preview]));
  await removeAll(
    storage,
    keys.filter((k) => !still.has(k)),
  );
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
 * demo user's edits and deletions survive a restart; only its pictures are brought up to date
 * while they are all the seed's.
 */
export async function seedCatalogue(db: Db, storage: FileStorage): Promise<void> {
  const photos = DEMO_ITEMS.map((item) => demoPhotos(item));
  await ensurePhotos(storage, photos.flat());

  const unused = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const emails = [...new Set(DEMO_ITEMS.map((i) => `${i.owner}@pinjam.bn`))];
    const owners = await tx
      .select({ id: users.id, email: users.email, district: users.district })
      .from(users)
      .where(inArray(sql`lower(${users.email})`, emails));
    const byName = new Map(owners.map((o) => [o.email.toLowerCase().split('@')[0]!, o]));
    const existing = await tx
      .select({ id: items.id, owner_id: items.owner_id, title: items.title })
      .from(items)
      .where(inArray(items.owner_id, [...owners.map((o) => o.id), -1]));
    const taken = new Map(existing.map((e) => [`${e.owner_id}|${e.title}`, e.id]));
    const seededBefore = new Map<number, Photo[]>();

    const now = Date.now();
    for (const [i, item] of DEMO_ITEMS.entries()) {
      const owner = byName.get(item.owner);
      if (!owner) continue;
      const listed = taken.get(`${owner.id}|${item.title}`);
      if (listed !== undefined) {
        seededBefore.set(listed, photos[i]!);
        continue;
      }
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
      await tx.insert(itemImages).values(imageRows(row!.id, photos[i]!));
    }
    return replaceOldPhotos(tx, seededBefore);
  });
  await removeUnused(db, storage, unused);
}
