import {
  categoryNames,
  type CategorySlug,
  type Item,
  type ItemCard,
  type ItemImage,
  type OwnerSummary,
  type PublicProfile,
} from '../contract/catalogue';
import {
  homePictureSizes,
  type AdvertImage,
  type AdvertPosition,
  type BannerImage,
  type MailboxEmail,
  type Session,
  type StoredUser,
  type SystemDetails,
  type User,
} from '../contract/models';

const base = {
  bio: null,
  created_at: '2026-03-05T02:00:00.000Z',
  meta: { is_verified: true, verification_status: 'approved' as const },
};

export const users = {
  siti: {
    ...base,
    id: 2,
    name: 'Siti Rahman',
    email: 'siti@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Brunei-Muara',
  },
  hakim: {
    ...base,
    id: 3,
    name: 'Hakim Yusof',
    email: 'hakim@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Tutong',
  },
  unverified: {
    ...base,
    id: 4,
    name: 'Nurul Aini binti Haji Abdul Rahman',
    email: 'nurul@pinjam.bn',
    role_id: 1,
    is_admin: false,
    avatar: null,
    district: 'Belait',
    meta: { is_verified: false, verification_status: 'unsubmitted' as const },
  },
  admin: {
    ...base,
    id: 1,
    name: 'Pinjam Admin',
    email: 'admin@pinjam.bn',
    role_id: 2,
    is_admin: true,
    avatar: null,
    district: null,
  },
} satisfies Record<string, User>;

export const sessionFor = (user: User): Session => ({
  user,
  token: `token-${user.id}`,
  expires_at: '2099-01-01T00:00:00.000Z',
});

export const storedUser = (user: User): StoredUser => {
  const { token, expires_at } = sessionFor(user);
  return { ...user, token, expires_at };
};

export const systemDetails: SystemDetails = {
  address_line_1: 'Unit 12, Block B, Kiulap Plaza',
  address_line_2: 'Jalan Gadong',
  address_line_3: null,
  post_code: 'BE1518',
  city: 'Bandar Seri Begawan',
  district: 'Brunei-Muara',
  country: 'Brunei Darussalam',
  telephone: '+673 222 1234',
  email: 'hello@pinjam.bn',
};

export const mailbox: MailboxEmail[] = [
  {
    id: 2,
    to: 'siti@pinjam.bn',
    subject: 'Reset your Pinjam password',
    text: 'Open this link to choose a new password: http://localhost:3000/password-reset/request/abc123',
    html: '<p>Open this link to choose a new password: <a href="http://localhost:3000/password-reset/request/abc123">reset</a></p>',
    created_at: '2026-11-21T03:10:00.000Z',
  },
  {
    id: 1,
    to: 'siti@pinjam.bn',
    subject: 'Activate your Pinjam account',
    text: 'Welcome! Activate your account: http://localhost:3000/api/auth/activate/xyz789',
    html: '<p>Welcome! <a href="http://localhost:3000/api/auth/activate/xyz789">Activate your account</a></p>',
    created_at: '2026-11-21T03:00:00.000Z',
  },
];

// ─── Home page images ────────────────────────────────────────────────────────────────────────
// Inline SVG data URLs, so stories and tests show real pictures with no server and no network
// (the CSP allows data: images).

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A gradient card with a headline, as an `<img src>`-ready data URL. The headline wraps to the
 * picture's width (about 0.6 em a letter), so a phone picture keeps it whole.
 */
export function promoImage(
  width: number,
  height: number,
  from: string,
  to: string,
  headline: string,
): string {
  const size = Math.round(Math.min(height * 0.16, width * 0.07, 88));
  const perLine = Math.max(8, Math.floor((width * 0.86) / (size * 0.6)));
  const lines: string[] = [];
  for (const word of headline.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  const top = Math.round(height / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35);
  const text = lines
    .map(
      (line, i) =>
        `<tspan x="${Math.round(width * 0.07)}" y="${Math.round(top + i * size * 1.15)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${width * 0.85}" cy="${height * 0.25}" r="${Math.max(width, height) * 0.3}" fill="#fff" fill-opacity="0.1"/>` +
    `<text font-family="sans-serif" font-size="${size}" font-weight="bold" fill="#fff">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const { banner: bannerSize, advert: advertSize } = homePictureSizes;

/** A banner with its desktop and phone pictures, the words on them as its alt text. */
const banner = (id: number, from: string, to: string, headline: string): BannerImage => ({
  id,
  path: promoImage(bannerSize.desktop.width, bannerSize.desktop.height, from, to, headline),
  mobile_path: promoImage(bannerSize.phone.width, bannerSize.phone.height, from, to, headline),
  alt: headline,
  active: true,
});

export const bannerImages: BannerImage[] = [
  banner(1, '#0f4c75', '#1fa2a6', 'Rent a drone for the weekend'),
  banner(2, '#4a1a6b', '#c2185b', 'DJ gear for your majlis'),
  banner(3, '#b5452b', '#f2a541', 'Baby gear, borrowed not bought'),
  banner(4, '#14532d', '#65a30d', 'List your camera, earn every week'),
];

const advert = (
  id: number,
  position: AdvertPosition,
  url: string | null,
  [from, to]: [string, string],
  headline: string,
): AdvertImage => {
  const { desktop, phone } = advertSize[position];
  return {
    id,
    path: promoImage(desktop.width, desktop.height, from, to, headline),
    mobile_path: promoImage(phone.width, phone.height, from, to, headline),
    alt: headline,
    url,
    position,
    active: true,
  };
};

/** One advert per slot (1 left, 2 top right, 3 bottom right); the third has no link ('#'). */
export const advertImages: AdvertImage[] = [
  advert(1, 1, '/search?category=holiday-travel', ['#0b3d2e', '#2a9d8f'], 'Borrow the camping kit'),
  advert(2, 2, '/search?category=projectors-screens', ['#1e1b4b', '#6d28d9'], 'Movie night, big screen'),
  advert(3, 3, null, ['#9a3412', '#ea580c'], 'Sell what you no longer use'),
];

/**
 * As an admin uploaded them before phone pictures and alt text existed: one picture for every
 * width, no words for screen readers (the components fall back to something meaningful).
 */
export const legacyBannerImages: BannerImage[] = bannerImages.map((b) => ({
  ...b,
  mobile_path: null,
  alt: '',
}));
export const legacyAdvertImages: AdvertImage[] = advertImages.map((a) => ({
  ...a,
  mobile_path: null,
  alt: '',
}));

// ─── Catalogue ───────────────────────────────────────────────────────────────────────────────
// Items with inline SVG photos (offline, like the banners). Siti owns a disabled one, the
// unverified user sells only: enough for search, the item page, my-items and profiles.

const categoryColours: Partial<Record<CategorySlug, string>> = {
  'film-photography': '#0f4c75',
  drones: '#0e7490',
  'dj-equipment': '#be185d',
  'kids-baby': '#ea580c',
  'holiday-travel': '#0891b2',
  'musical-instruments': '#7c3aed',
  electronics: '#2563eb',
  'party-events': '#db2777',
};

/** An item photo in the three sizes (all the same data URL) at position `position`. */
export function itemPhoto(id: number, position: number, category: CategorySlug, title: string): ItemImage {
  const colour = categoryColours[category] ?? '#475569';
  const path = promoImage(1200, 900, colour, colour, title);
  return { id, position, card: path, gallery: path, zoom: path, width: 1200, height: 900 };
}

const ownerOf = (user: User): OwnerSummary => ({
  id: user.id,
  name: user.name,
  avatar: user.avatar,
  verified: user.meta.is_verified,
  district: user.district,
  rating: { average: 0, count: 0 },
});

type Seed = Pick<Item, 'id' | 'title' | 'category' | 'district' | 'condition'> &
  Partial<
    Pick<
      Item,
      | 'price_per_day'
      | 'price_per_week'
      | 'deposit'
      | 'max_days'
      | 'sale_price'
      | 'starting_inventory'
      | 'status'
      | 'description'
    >
  > & {
    owner: User;
    photos?: number;
    created_at: string;
  };

function makeItem(seed: Seed): Item {
  const { owner, photos = 1, ...rest } = seed;
  const images = Array.from({ length: photos }, (_, i) =>
    itemPhoto(seed.id * 10 + i, i, seed.category, i === 0 ? seed.title : `${seed.title} (${i + 1})`),
  );
  const price_per_day = rest.price_per_day ?? null;
  const sale_price = rest.sale_price ?? null;
  return {
    id: rest.id,
    title: rest.title,
    description: rest.description ?? `${rest.title}, well looked after. Pickup or delivery by arrangement.`,
    category: rest.category,
    category_name: categoryNames[rest.category],
    district: rest.district,
    condition: rest.condition,
    for_rent: price_per_day !== null,
    for_sale: sale_price !== null,
    price_per_day,
    price_per_week: rest.price_per_week ?? null,
    deposit: rest.deposit ?? null,
    min_days: 1,
    max_days: rest.max_days ?? null,
    sale_price,
    starting_inventory: rest.starting_inventory ?? 1,
    status: rest.status ?? 'active',
    cover: images[0] ?? null,
    images,
    owner: ownerOf(owner),
    created_at: rest.created_at,
    updated_at: rest.created_at,
    version: 1,
  };
}

export const demoItems: Item[] = [
  makeItem({
    id: 101,
    owner: users.siti,
    title: 'Canon EOS R6 camera body',
    category: 'film-photography',
    district: 'Brunei-Muara',
    condition: 'like_new',
    price_per_day: 4500,
    price_per_week: 25000,
    deposit: 50000,
    max_days: 14,
    photos: 3,
    created_at: '2026-11-20T02:00:00.000Z',
    description:
      'Full-frame mirrorless body with two batteries, charger and a 128 GB card. Pickup in Gadong.',
  }),
  makeItem({
    id: 102,
    owner: users.siti,
    title: 'DJI Mini 4 Pro Fly More combo',
    category: 'drones',
    district: 'Brunei-Muara',
    condition: 'like_new',
    price_per_day: 4500,
    price_per_week: 25000,
    deposit: 60000,
    photos: 2,
    created_at: '2026-11-19T02:00:00.000Z',
  }),
  makeItem({
    id: 103,
    owner: users.hakim,
    title: 'Pair of JBL EON 715 PA speakers',
    category: 'dj-equipment',
    district: 'Tutong',
    condition: 'good',
    price_per_day: 7000,
    deposit: 40000,
    created_at: '2026-11-18T02:00:00.000Z',
  }),
  makeItem({
    id: 104,
    owner: users.hakim,
    title: 'Yamaha P-125 digital piano with stand',
    category: 'musical-instruments',
    district: 'Tutong',
    condition: 'good',
    price_per_day: 3000,
    sale_price: 85000,
    created_at: '2026-11-17T02:00:00.000Z',
  }),
  makeItem({
    id: 105,
    owner: users.siti,
    title: 'Bugaboo Fox baby stroller',
    category: 'kids-baby',
    district: 'Brunei-Muara',
    condition: 'good',
    price_per_day: 1500,
    price_per_week: 8000,
    deposit: 15000,
    created_at: '2026-11-16T02:00:00.000Z',
  }),
  makeItem({
    id: 106,
    owner: users.unverified,
    title: 'Samsung Galaxy Tab A8, used',
    category: 'electronics',
    district: 'Belait',
    condition: 'fair',
    sale_price: 16000,
    created_at: '2026-11-15T02:00:00.000Z',
  }),
  makeItem({
    id: 107,
    owner: users.hakim,
    title: 'Four-person camping tent',
    category: 'holiday-travel',
    district: 'Temburong',
    condition: 'good',
    price_per_day: 2500,
    sale_price: 18000,
    starting_inventory: 2,
    created_at: '2026-11-14T02:00:00.000Z',
  }),
  makeItem({
    id: 108,
    owner: users.siti,
    title: 'Chafing dishes, set of six',
    category: 'party-events',
    district: 'Brunei-Muara',
    condition: 'good',
    price_per_day: 3500,
    status: 'disabled',
    created_at: '2026-11-13T02:00:00.000Z',
  }),
];

/** The card a list shows for an item. */
export function toItemCard(item: Item): ItemCard {
  const { description: _d, status: _s, images: _i, updated_at: _u, version: _v, ...card } = item;
  return card;
}

/** Active items: what search and profiles show. */
export const activeDemoItems = demoItems.filter((i) => i.status === 'active');

export const profileOf = (user: User, bio: string | null = null): PublicProfile => ({
  id: user.id,
  name: user.name,
  avatar: user.avatar,
  bio,
  district: user.district,
  created_at: user.created_at,
  verified: user.meta.is_verified,
  rating: { average: 0, count: 0 },
  items: activeDemoItems.filter((i) => i.owner.id === user.id).map(toItemCard),
});

export const profiles: Record<number, PublicProfile> = {
  [users.siti.id]: profileOf(
    users.siti,
    'Wedding photographer in Gadong. I rent out my spare kit between shoots.',
  ),
  [users.hakim.id]: profileOf(users.hakim, 'Weekend cyclist and musician near Tutong town.'),
  [users.unverified.id]: profileOf(users.unverified),
};
