import type { Item } from '@pinjam/api';
import { Panel, useMessages } from '@pinjam/ui';
import {
  ItemActionButtons,
  ItemStatus,
  ItemThumb,
  ItemTitle,
} from '../../../features/item-actions/ItemActions';
import { priceLines } from '../itemLabels';
import { viewItemsMessages } from '../../../features/item-actions/messages';
import { StockEditor } from '../../../features/item-actions/StockEditor';
import type { ItemActions } from '../../../features/item-actions/useItemActions';
import * as styles from './ViewItemsPage.css';

/** view-items on a phone: the table's rows as stacked panels, every action in reach. */
export function ManageList({ items, actions }: { items: readonly Item[]; actions: ItemActions }) {
  const t = useMessages(viewItemsMessages);
  return (
    <ul className={styles.manageList} aria-label={t.caption}>
      {items.map((item) => (
        <li key={item.id}>
          <Panel as="article" padding="md" className={styles.manageItem} aria-label={item.title}>
            <div className={styles.manageHead}>
              <ItemThumb item={item} />
              <ItemTitle item={item} actions={actions} />
              <ItemStatus item={item} />
            </div>
            <div className={styles.manageFacts}>
              <span className={styles.priceCell}>
                {priceLines(item, t).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </span>
            </div>
            <div className={styles.manageFacts}>
              <span>{t.stock}</span>
              <StockEditor
                key={item.starting_inventory}
                item={item}
                onSaved={(saved) => void actions.revalidate(saved.id, saved)}
              />
            </div>
            <ItemActionButtons item={item} actions={actions} />
          </Panel>
        </li>
      ))}
    </ul>
  );
}
