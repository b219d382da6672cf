import type { ItemCard as ItemCardData } from '@pinjam/api/contract';
import { ErrorState, ItemCard, ItemCardSkeleton, Link, Text, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { homeMessages } from './messages';
import * as styles from './HomePage.css';
import { itemCardProps } from '../../../app/itemCard';

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
  if (error) return <ErrorState title={t.itemsError} onRetry={onRetry} retryLabel={t.retry} />;
  // A sentence, not a landmark: the section's heading already names the region.
  if (!loading && items?.length === 0)
    return (
      <Text tone="muted">
        {t.noItems} <Link href={pathTo('add-item')}>{t.listAnItem}</Link>
      </Text>
    );
  return (
    <ul className={styles.cards}>
      {/* Items already there (the server's answers) show while SWR checks them again. */}
      {!items
        ? Array.from({ length: placeholders }, (_, i) => (
            <li key={i}>
              <ItemCardSkeleton />
            </li>
          ))
        : items.map((item) => (
            <li key={item.id}>
              <ItemCard {...itemCardProps(item)} headingLevel={3} />
            </li>
          ))}
    </ul>
  );
}
