// Items with inline SVG photos (offline, like the banners). Siti owns a disabled one, the
// unverified user sells only: enough for search, the item page, my-items and profiles.
import {
  categoryNames,
  type CategorySlug,
  type Item,
  type ItemCard,
  type ItemImage,
  type OwnerSummary,
} from '../../contract/catalogue';
import type { User } from '../../contract/models';
import { promoImage } from '../promoImage';
import { users } from '../users/accounts';

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
    rating: { average: 0, count: 0 },
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
