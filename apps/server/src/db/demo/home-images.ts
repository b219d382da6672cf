import type { AdvertPosition } from '@pinjam/api/contract';
import type { FileStorage } from '../../storage/storage';
import type { Db } from '../client';
import { advertImages, bannerImages } from '../schema';
import { promoSvg, renderWebp, type Promo } from './art';

type Art = Omit<Promo, 'width' | 'height'>;

// Keys carry a version: files under /uploads are cached for a year, so changed artwork needs a
// new name rather than new bytes under an old one.
const VERSION = 'v1';

export const DEMO_BANNERS: ReadonlyArray<{ slug: string; art: Art }> = [
  {
    slug: 'drone-weekend',
    art: {
      from: '#0f4c75',
      to: '#1fa2a6',
      headline: 'Rent a drone for the weekend',
      subline: 'Aerial shots of Ulu Temburong from B$45 a day, insured and ready to fly.',
      cta: 'Browse drones',
    },
  },
  {
    slug: 'dj-majlis',
    art: {
      from: '#4a1a6b',
      to: '#c2185b',
      headline: 'DJ gear for your majlis',
      subline: 'Speakers, mixers and lights from neighbours in Brunei-Muara and Tutong.',
      cta: 'Find DJ equipment',
    },
  },
  {
    slug: 'baby-gear',
    art: {
      from: '#b5452b',
      to: '#f2a541',
      headline: 'Baby gear, borrowed not bought',
      subline: 'Strollers, car seats and cots for the months you need them.',
      cta: 'Shop kids & baby',
    },
  },
  {
    slug: 'list-camera',
    art: {
      from: '#14532d',
      to: '#65a30d',
      headline: 'List your camera, earn every week',
      subline: 'Verified renters, deposits held, payouts straight to your bank.',
      cta: 'List an item',
    },
  },
];

export const DEMO_ADVERTS: ReadonlyArray<{
  slug: string;
  position: AdvertPosition;
  url: string | null;
  width: number;
  height: number;
  art: Art;
}> = [
  {
    slug: 'temburong-camping',
    position: 1,
    url: '/search?category=holiday-travel',
    width: 600,
    height: 800,
    art: {
      from: '#0b3d2e',
      to: '#2a9d8f',
      headline: 'Off to Temburong? Borrow the camping kit',
      subline: 'Tents, hammocks and cool boxes for the weekend.',
      cta: 'Holiday & travel',
    },
  },
  {
    slug: 'movie-night',
    position: 2,
    url: '/search?category=projectors-screens',
    width: 600,
    height: 380,
    art: {
      from: '#1e1b4b',
      to: '#6d28d9',
      headline: 'Movie night, big screen',
      subline: 'Projectors and screens from B$20 a day.',
      cta: 'See projectors',
    },
  },
  {
    slug: 'sell-unused',
    position: 3,
    url: '/my-items',
    width: 600,
    height: 380,
    art: {
      from: '#9a3412',
      to: '#ea580c',
      headline: 'Sell what you no longer use',
      subline: 'List it in two minutes, get paid to your bank.',
      cta: 'Start selling',
    },
  },
];

export const BANNER_SIZE = { width: 1600, height: 500 } as const;

const bannerKey = (slug: string) => `banners/demo-${slug}-${VERSION}.webp`;
const advertKey = (slug: string) => `adverts/demo-${slug}-${VERSION}.webp`;

/** Renders the image unless the store already has it (a re-seed or a second server). */
async function ensureImage(storage: FileStorage, key: string, promo: Promo): Promise<void> {
  if (await storage.exists(key)) return;
  await storage.put(key, await renderWebp(promoSvg(promo)), 'image/webp');
}

/**
 * The home page's demo banners and adverts: images rendered once, rows inserted once (the
 * unique path decides, so two servers seeding together cannot duplicate them).
 */
export async function seedHomeImages(db: Db, storage: FileStorage): Promise<void> {
  await Promise.all([
    ...DEMO_BANNERS.map((b) => ensureImage(storage, bannerKey(b.slug), { ...BANNER_SIZE, ...b.art })),
    ...DEMO_ADVERTS.map((a) =>
      ensureImage(storage, advertKey(a.slug), { width: a.width, height: a.height, ...a.art }),
    ),
  ]);
  await db
    .insert(bannerImages)
    .values(DEMO_BANNERS.map((b, i) => ({ path: bannerKey(b.slug), position: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(advertImages)
    .values(DEMO_ADVERTS.map((a) => ({ path: advertKey(a.slug), position: a.position, url: a.url })))
    .onConflictDoNothing();
}
