import { Link as RouterLink } from 'react-router-dom';
import { useUserItems } from '@pinjam/api';
import { Button, EmptyState, ErrorState, ItemCardSkeleton, Link, Stat, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { countItems } from '../itemLabels';
import { myItemsMessages } from './messages';
import { OwnerItemCard } from './OwnerItemCard';
import { PageHeader } from '../PageHeader';
import { page } from '../PageHeader.css';
import * as styles from './MyItemsPage.css';

/** my-items: the owner's listings at a glance — counts, cards, and a way to list another. */
export default function MyItemsPage() {
  const t = useMessages(myItemsMessages);
  const { data, error, isLoading, mutate } = useUserItems();
  const items = data?.user.items;
  const counts = countItems(items ?? []);
  const listButton = (
    <Button asChild>
      <RouterLink to={pathTo('add-item')}>{t.listAnItem}</RouterLink>
    </Button>
  );
  const figures = [
    [t.total, counts.total],
    [t.active, counts.active],
    [t.disabled, counts.disabled],
    [t.forRent, counts.forRent],
    [t.forSale, counts.forSale],
  ] as const;

  return (
    <div className={page}>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <>
            {items?.length ? <Link href={pathTo('view-items')}>{t.manage}</Link> : null}
            {listButton}
          </>
        }
      />
      {error ? (
        <ErrorState
          title={t.loadError}
          text={error.message}
          onRetry={() => void mutate()}
          retryLabel={t.retry}
        />
      ) : items?.length === 0 ? (
        <EmptyState title={t.emptyTitle} text={t.emptyText} action={listButton} />
      ) : (
        <>
          <section aria-label={t.summary}>
            <ul className={styles.stats}>
              {figures.map(([label, value]) => (
                <li key={label}>
                  <Stat label={label} value={String(value)} loading={isLoading} />
                </li>
              ))}
            </ul>
          </section>
          <section
            className={styles.section}
            aria-labelledby="my-items-listings"
            aria-busy={isLoading || undefined}
          >
            <h2 id="my-items-listings" className={styles.sectionTitle}>
              {t.listings}
            </h2>
            <ul className={styles.cards}>
              {items
                ? items.map((item) => (
                    <li key={item.id}>
                      <OwnerItemCard item={item} />
                    </li>
                  ))
                : Array.from({ length: 4 }, (_, i) => (
                    <li key={i}>
                      <ItemCardSkeleton />
                    </li>
                  ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
