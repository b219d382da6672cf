import type { AdvertPosition } from '@pinjam/api/contract';
import { and, eq, like, ne, notExists, sql } from 'drizzle-orm';
import { removeAll, type FileStorage } from '../../../storage/storage';
import type { Db } from '../../client';
import { advertImages, bannerImages } from '../../schema';
import { renderWebp } from './art';
import { promoAlt, promoSvg, type FormatName, type Promo } from './promo';

// Keys carry a version: files under /uploads are cached for a year, so changed artwork needs a
// new name rather than new bytes under an old one. Rows an older seed made (an older version's
// key) are moved to this version's pictures and alt text; anything else is the admin's.
const VERSION = 'v2';

export const DEMO_BANNERS: ReadonlyArray<{ slug: string; art: Promo }> = [
  {
    slug: 'drone-weekend',
    art: {
      from: '#0f4c75',
      to: '#1fa2a6',
      kind: 'drone',
      copy: {
        headline: 'Rent a drone for the weekend',
        subline: 'Aerial shots of Ulu Temburong from B$45 a day, insured and ready to fly.',
      },
      phone: { subline: 'From B$45 a day, insured.' },
    },
  },
  {
    slug: 'dj-majlis',
    art: {
      from: '#4a1a6b',
      to: '#c2185b',
      kind: 'djController',
      copy: {
        headline: 'DJ gear for your majlis',
        subline: 'Speakers, mixers and lights from neighbours in Brunei-Muara and Tutong.',
      },
      phone: { subline: 'Speakers, mixers and lights nearby.' },
    },
  },
  {
    slug: 'baby-gear',
    art: {
      from: '#9a3412',
      to: '#ea8a2f',
      kind: 'stroller',
      copy: {
        headline: 'Baby gear, borrowed not bought',
        subline: 'Strollers, car seats and cots for the months you need them.',
      },
      phone: { subline: 'Strollers, car seats and cots.' },
    },
  },
  {
    slug: 'list-camera',
    art: {
      from: '#14532d',
      to: '#4d7c0f',
      kind: 'camera',
      copy: {
        headline: 'List your camera, earn every week',
        subline: 'Verified renters, deposits held, payouts straight to your bank.',
      },
      phone: { subline: 'Verified renters, paid to your bank.' },
    },
  },
];

export const DEMO_ADVERTS: ReadonlyArray<{
  slug: string;
  position: AdvertPosition;
  url: string | null;
  art: Promo;
}> = [
  {
    slug: 'temburong-camping',
    position: 1,
    url: '/search?category=holiday-travel',
    art: {
      from: '#0b3d2e',
      to: '#2a9d8f',
      kind: 'tent',
      copy: {
        headline: 'Off to Temburong? Borrow the camping kit',
        subline: 'Tents, hammocks and cool boxes for the weekend.',
        cta: 'Holiday & travel',
      },
      phone: { headline: 'Borrow the camping kit', subline: 'Tents, hammocks, cool boxes.' },
    },
  },
  {
    slug: 'movie-night',
    position: 2,
    url: '/search?category=projectors-screens',
    art: {
      from: '#1e1b4b',
      to: '#6d28d9',
      kind: 'projector',
      copy: {
        headline: 'Movie night, big screen',
        subline: 'Projectors and screens from B$20 a day.',
        cta: 'See projectors',
      },
      phone: { subline: 'Projectors from B$20 a day.' },
    },
  },
  {
    slug: 'sell-unused',
    position: 3,
    url: '/my-items',
    art: {
      from: '#9a3412',
      to: '#ea580c',
      kind: 'handTruck',
      copy: {
        headline: 'Sell what you no longer use',
        subline: 'List it in two minutes, get paid to your bank.',
        cta: 'Start selling',
      },
      phone: { subline: 'Listed in two minutes.' },
    },
  },
];

const key = (folder: 'banners' | 'adverts', slug: string, phone = false) =>
  `${folder}/demo-${slug}-${VERSION}${phone ? '-phone' : ''}.webp`;

/** Renders the picture unless the store already has it (a re-seed or a second server). */
async function ensureImage(
  storage: FileStorage,
  storeKey: string,
  promo: Promo,
  format: FormatName,
): Promise<void> {
  if (await storage.exists(storeKey)) return;
  await storage.put(storeKey, await renderWebp(await promoSvg(promo, format)), 'image/webp');
}

/** What a demo row should hold, and the pattern of the keys older seeds gave it. */
interface DemoRow {
  path: string;
  mobile_path: string;
  alt: string;
  older: string;
}

/**
 * Moves a row an older seed made (its key matches `older`, at another version) to this seed's
 * pictures and words, keeping its id, order, slot, link and active flag. Returns the old keys.
 */
async function upgrade(
  db: Db,
  table: typeof bannerImages | typeof advertImages,
  row: DemoRow,
): Promise<string[]> {
  const stale = await db
    .select({ id: table.id, path: table.path, mobile_path: table.mobile_path })
    .from(table)
    .where(and(like(table.path, row.older), ne(table.path, row.path)));
  const replaced: string[] = [];
  for (const old of stale) {
    const moved = await db
      .update(table)
      .set({ path: row.path, mobile_path: row.mobile_path, alt: row.alt })
      .where(
        and(
          eq(table.id, old.id),
          eq(table.path, old.path),
          notExists(
            db
              .select({ one: sql`1` })
              .from(table)
              .where(eq(table.path, row.path)),
          ),
        ),
      )
      .returning({ id: table.id });
    if (moved.length > 0) replaced.push(old.path, ...(old.mobile_path ? [old.mobile_path] : []));
  }
  return replaced;
}

/**
 * The home page's demo banners and adverts: pictures rendered once per version (desktop and
 * phone), rows inserted once (the unique path decides, so two servers seeding together cannot
 * duplicate them), rows of an older seed brought to this one and its files removed.
 */
export async function seedHomeImages(db: Db, storage: FileStorage): Promise<void> {
  await Promise.all([
    ...DEMO_BANNERS.flatMap((b) => [
      ensureImage(storage, key('banners', b.slug), b.art, 'banner'),
      ensureImage(storage, key('banners', b.slug, true), b.art, 'bannerPhone'),
    ]),
    ...DEMO_ADVERTS.flatMap((a) => [
      ensureImage(storage, key('adverts', a.slug), a.art, a.position === 1 ? 'advertLeft' : 'advertRight'),
      ensureImage(storage, key('adverts', a.slug, true), a.art, 'advertPhone'),
    ]),
  ]);
  const demo = (folder: 'banners' | 'adverts', slug: string, art: Promo): DemoRow => ({
    path: key(folder, slug),
    mobile_path: key(folder, slug, true),
    alt: promoAlt(art),
    older: `${folder}/demo-${slug}-v%.webp`,
  });
  const banners = DEMO_BANNERS.map((b) => demo('banners', b.slug, b.art));
  const adverts = DEMO_ADVERTS.map((a) => demo('adverts', a.slug, a.art));
  const replaced = [
    ...(await Promise.all(banners.map((row) => upgrade(db, bannerImages, row)))),
    ...(await Promise.all(adverts.map((row) => upgrade(db, advertImages, row)))),
  ].flat();

  await db
    .insert(bannerImages)
    .values(banners.map(({ path, mobile_path, alt }, i) => ({ path, mobile_path, alt, position: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(advertImages)
    .values(
      adverts.map(({ path, mobile_path, alt }, i) => ({
        path,
        mobile_path,
        alt,
        position: DEMO_ADVERTS[i]!.position,
        url: DEMO_ADVERTS[i]!.url,
      })),
    )
    .onConflictDoNothing();
  // A path is unique, so no other row uses an upgraded row's old files.
  await removeAll(storage, replaced);
}
