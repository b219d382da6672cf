import type { Item } from '@pinjam/api/contract';
import { Badge, Card, Link, useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { priceLines } from '../itemLabels';
import { myItemsMessages } from './messages';
import * as styles from './MyItemsPage.css';

/** One of the owner's listings: cover, status, prices, stock, and links to view and edit it. */
export function OwnerItemCard({ item }: { item: Item }) {
  const t = useMessages(myItemsMessages);
  const active = item.status === 'active';
  return (
    <Card
      as="article"
      padding="sm"
      className={active ? undefined : styles.cardDisabled}
      data-state={item.status}
      aria-label={item.title}
      mediaAspectRatio="4 / 3"
      media={
        item.cover ? (
          <img className={styles.cardImage} src={item.cover.card} alt="" loading="lazy" decoding="async" />
        ) : (
          <div className={styles.cardPlaceholder}>{t.noPhoto}</div>
        )
      }
      title={item.title}
      titleLines={2}
      titleSize="sm"
      headingLevel={3}
      headerAction={
        <Badge size="sm" tone={active ? 'positive' : 'neutral'}>
          {active ? t.statusActive : t.statusDisabled}
        </Badge>
      }
      footer={
        <div className={styles.cardLinks}>
          {active && (
            <Link href={pathTo('view-item', { id: item.id })} aria-label={t.viewLabel({ title: item.title })}>
              {t.view}
            </Link>
          )}
          <Link href={pathTo('edit-item', { id: item.id })} aria-label={t.editLabel({ title: item.title })}>
            {t.edit}
          </Link>
        </div>
      }
    >
      <div className={styles.cardBody}>
        <p className={styles.cardPrices}>
          {priceLines(item, t).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
        <p className={styles.muted}>
          {t.stock(item.starting_inventory)} · {item.district}
        </p>
        {!active && <p className={styles.muted}>{t.hiddenNote}</p>}
      </div>
    </Card>
  );
}
