import type { ItemCard as ItemCardData } from '@pinjam/api/contract';
import { EmptyState, ErrorState, ItemCard, ItemCardSkeleton, useMessages } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { homeMessages } from './messages';
import * as styles from './HomePage.css';

/** A row of item cards with its loading, empty and error states. */
export function ItemCards({
  items,
  loading,
  error,
  onRetry,
  placeholders = 4,
}: {
  items: readonly ItemCardData[] | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  placeholders?: number;
}) {
  const t = useMessages(homeMessages);
  if (error)
    return <ErrorState title={t.itemsError} onRetry={onRetry} retryLabel={t.retry} />;
  if (!loading && items?.length === 0) return <EmptyState title={t.noItems} />;
  return (
    <ul className={styles.cards}>
      {loading || !items
        ? Array.from({ length: placeholders }, (_, i) => (
            <li key={i}>
              <ItemCardSkeleton />
            </li>
          ))
        : items.map((item) => (
            <li key={item.id}>
              <ItemCard
                title={item.title}
                href={pathTo('view-item', { id: item.id })}
                image={item.cover?.card ?? null}
                rentPerDay={item.for_rent ? item.price_per_day : null}
                salePrice={item.for_sale ? item.sale_price : null}
                district={item.district}
                rating={item.owner.rating}
                ownerVerified={item.owner.verified}
                headingLevel={3}
              />
            </li>
          ))}
    </ul>
  );
}
