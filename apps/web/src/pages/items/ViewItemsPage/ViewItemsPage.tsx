import { Link as RouterLink } from 'react-router-dom';
import { useUserItems, type Item } from '@pinjam/api';
import { Button, EmptyState, ErrorState, Table, useMessages, type TableColumn } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import {
  ItemActionButtons,
  ItemStatus,
  ItemThumb,
  ItemTitle,
} from '../../../features/item-actions/ItemActions';
import { priceLines } from '../itemLabels';
import { ManageList } from './ManageList';
import { viewItemsMessages } from '../../../features/item-actions/messages';
import { PageHeader } from '../PageHeader';
import { StockEditor } from '../../../features/item-actions/StockEditor';
import { useItemActions } from '../../../features/item-actions/useItemActions';
import { useNarrow } from './useNarrow';
import { page } from '../PageHeader.css';
import * as styles from './ViewItemsPage.css';

/**
 * view-items: the owner's listings as a table to manage — enable, disable, delete (confirmed),
 * stock in place, edit and view. After each action the list reloads; a refusal stays in its row.
 * On a phone the rows stack as panels, so no action hides off to the side.
 */
export default function ViewItemsPage() {
  const t = useMessages(viewItemsMessages);
  const { data, error, isLoading, mutate } = useUserItems();
  const actions = useItemActions();
  const narrow = useNarrow();
  const items = data?.user.items ?? [];

  const columns: TableColumn<Item>[] = [
    {
      id: 'photo',
      header: t.photo,
      headerHidden: true,
      width: '72px',
      cell: (item) => <ItemThumb item={item} />,
    },
    {
      id: 'title',
      header: t.item,
      accessor: 'title',
      sortable: true,
      cell: (item) => <ItemTitle item={item} actions={actions} />,
    },
    {
      id: 'status',
      header: t.status,
      accessor: 'status',
      sortable: true,
      cell: (item) => <ItemStatus item={item} />,
    },
    {
      id: 'price',
      header: t.price,
      accessor: (item) => item.price_per_day ?? item.sale_price,
      sortable: true,
      align: 'end',
      cell: (item) => (
        <span className={styles.priceCell}>
          {priceLines(item, t).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </span>
      ),
    },
    {
      id: 'stock',
      header: t.stock,
      accessor: 'starting_inventory',
      sortable: true,
      // Keyed by the saved stock: a reload with a new number starts the editor afresh.
      cell: (item) => (
        <StockEditor
          key={item.starting_inventory}
          item={item}
          onSaved={(saved) => void actions.revalidate(saved.id, saved)}
        />
      ),
    },
  ];

  const empty = <EmptyState headingLevel={2} title={t.emptyTitle} text={t.emptyText} />;
  return (
    <div className={page}>
      <PageHeader
        title={t.title}
        intro={t.intro}
        actions={
          <Button asChild>
            <RouterLink to={pathTo('add-item')}>{t.listAnItem}</RouterLink>
          </Button>
        }
      />
      {error ? (
        // Not the table's own error row: its heading would skip a level under the page's h1.
        <ErrorState
          title={t.loadError}
          text={error.message}
          onRetry={() => void mutate()}
          retryLabel={t.retry}
        />
      ) : narrow && !isLoading ? (
        items.length ? (
          <ManageList items={items} actions={actions} />
        ) : (
          empty
        )
      ) : (
        <Table
          caption={t.caption}
          captionHidden
          columns={columns}
          data={items}
          getRowId={(item) => String(item.id)}
          loading={isLoading}
          empty={empty}
          rowActions={(item) => <ItemActionButtons item={item} actions={actions} />}
        />
      )}
    </div>
  );
}
