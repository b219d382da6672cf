import { formatDate } from '@pinjam/api/domain';
import type { Item } from '@pinjam/api';
import { Badge, Button, Link, useMessages } from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { DeleteItemButton } from './DeleteItemButton';
import { viewItemsMessages } from './messages';
import type { ItemActions } from './useItemActions';
import * as styles from './ItemActions.css';

/** Enable or disable, edit, view (active only) and delete, each named with the item's title. */
export function ItemActionButtons({ item, actions }: { item: Item; actions: ItemActions }) {
  const t = useMessages(viewItemsMessages);
  const action = actions.busy[item.id];
  const active = item.status === 'active';
  return (
    <div className={styles.rowActions}>
      <Button
        size="sm"
        tone="neutral"
        loading={action === 'enable' || action === 'disable'}
        disabled={action !== undefined}
        onClick={() => void actions.act(item, active ? 'disable' : 'enable')}
        aria-label={(active ? t.disableLabel : t.enableLabel)({ title: item.title })}
      >
        {active ? t.disable : t.enable}
      </Button>
      <Link href={pathTo('edit-item', { id: item.id })} aria-label={t.editLabel({ title: item.title })}>
        {t.edit}
      </Link>
      {active && (
        <Link href={pathTo('view-item', { id: item.id })} aria-label={t.viewLabel({ title: item.title })}>
          {t.view}
        </Link>
      )}
      <DeleteItemButton
        item={item}
        busy={action === 'delete'}
        onConfirm={() => actions.act(item, 'delete')}
      />
    </div>
  );
}

/** The title (a link while public), its category and listing date, and the item's last refusal. */
export function ItemTitle({ item, actions }: { item: Item; actions: ItemActions }) {
  const t = useMessages(viewItemsMessages);
  const refusal = actions.refusals[item.id];
  return (
    <div className={styles.titleCell}>
      {item.status === 'active' ? (
        <Link href={pathTo('view-item', { id: item.id })}>{item.title}</Link>
      ) : (
        <span>{item.title}</span>
      )}
      <span className={styles.muted}>
        {item.category_name} · {t.listedOn({ date: formatDate(item.created_at) })}
      </span>
      {refusal && (
        <p className={styles.rowError} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

export function ItemStatus({ item }: { item: Item }) {
  const t = useMessages(viewItemsMessages);
  const active = item.status === 'active';
  return (
    <Badge size="sm" tone={active ? 'positive' : 'neutral'}>
      {active ? t.statusActive : t.statusDisabled}
    </Badge>
  );
}

export function ItemThumb({ item }: { item: Item }) {
  return item.cover ? (
    <img className={styles.thumb} src={item.cover.card} alt="" loading="lazy" />
  ) : (
    <span className={styles.thumb} />
  );
}
