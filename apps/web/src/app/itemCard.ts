import type { ItemCard as ItemCardData } from '@pinjam/api/contract';
import { pathTo } from '../routes/paths';

/** What an ItemCard shows of a listing (home, search, profile): one mapping for every page. */
export const itemCardProps = (item: ItemCardData) => ({
  title: item.title,
  href: pathTo('view-item', { id: item.id }),
  image: item.cover?.card ?? null,
  rentPerDay: item.for_rent ? item.price_per_day : null,
  salePrice: item.for_sale ? item.sale_price : null,
  district: item.district,
  /** The item's own published ratings (its buyers'), decision 0038. */
  rating: item.rating,
  ownerVerified: item.owner.verified,
});
