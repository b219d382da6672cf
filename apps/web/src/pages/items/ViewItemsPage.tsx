import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { contract, errorCodes, useApiClient, useUserItems, type Item } from '@pinjam/api';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  formatDate,
  Link,
  Table,
  useMessages,
  useToast,
  type TableColumn,
} from '@pinjam/ui';
import { pathTo } from '../../routes/paths';
import { DeleteItemButton } from './DeleteItemButton';
import { priceLines } from './itemLabels';
import { viewItemsMessages } from './messages';
import { PageHeader } from './PageHeader';
import { useRevalidateItem } from './revalidate';
import { StockEditor } from './StockEditor';
import * as styles from './ItemPages.css';

type Action = 'enable' | 'disable' | 'delete';

/**
 * view-items: the owner's listings as a table to manage — enable, disable, delete (confirmed),
 * stock in place, edit and view. After each action the list reloads; a refusal stays in its row.
 */
export default function ViewItemsPage() {
  const t = useMessages(viewItemsMessages);
  const client = useApiClient();
  const { toast } = useToast();
  const revalidate = useRevalidateItem();
  const { data, error, isLoading, mutate } = useUserItems();
  const [busy, setBusy] = useState<Record<number, Action | undefined>>({});
  const [rowErrors, setRowErrors] = useState<Record<number, ReactNode>>({});

  const setRowError = (id: number, message: ReactNode) =>
    setRowErrors((current) => ({ ...current, [id]: message }));

  async function act(item: Item, action: Action) {
    setBusy((current) => ({ ...current, [item.id]: action }));
    setRowError(item.id, null);
    const result = await client.call(contract.items[action], { params: { id: item.id } });
    setBusy((current) => ({ ...current, [item.id]: undefined }));
    if (!result.ok) {
      const { error: refusal } = result;
      setRowError(
        item.id,
        <>
          {refusal.message}{' '}
          {refusal.code === errorCodes.verificationRequired && (
            <Link href={pathTo('verification')}>{t.verify}</Link>
          )}
        </>,
      );
      return;
    }
    toast({ title: result.data.message, tone: 'positive' });
    await revalidate(item.id, 'item' in result.data ? result.data.item : undefined);
  }

  const columns: TableColumn<Item>[] = [
    {
      id: 'photo',
      header: t.photo,
      headerHidden: true,
      width: '72px',
      cell: (item) =>
        item.cover ? (
          <img className={styles.thumb} src={item.cover.card} alt="" loading="lazy" />
        ) : (
          <span className={styles.thumb} />
        ),
    },
    {
      id: 'title',
      header: t.item,
      accessor: 'title',
      sortable: true,
      cell: (item) => (
        <div className={styles.titleCell}>
          {item.status === 'active' ? (
            <Link href={pathTo('view-item', { id: item.id })}>{item.title}</Link>
          ) : (
            <span>{item.title}</span>
          )}
          <span className={styles.muted}>{item.category_name}</span>
          {rowErrors[item.id] && (
            <p className={styles.rowError} role="alert">
              {rowErrors[item.id]}
            </p>
          )}
        </div>
      ),
    },
    {
      id: 'status',
      header: t.status,
      accessor: 'status',
      sortable: true,
      cell: (item) => (
        <Badge size="sm" tone={item.status === 'active' ? 'positive' : 'neutral'}>
          {item.status === 'active' ? t.statusActive : t.statusDisabled}
        </Badge>
      ),
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
          onSaved={(saved) => void revalidate(saved.id, saved)}
        />
      ),
    },
    {
      id: 'listed',
      header: t.listed,
      accessor: (item) => new Date(item.created_at),
      sortable: true,
      cell: (item) => formatDate(item.created_at),
    },
  ];

  return (
    <div className={styles.page}>
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
      ) : (
        <Table
          caption={t.caption}
          captionHidden
          columns={columns}
          data={data?.user.items ?? []}
          getRowId={(item) => String(item.id)}
          loading={isLoading}
          empty={<EmptyState headingLevel={2} title={t.emptyTitle} text={t.emptyText} />}
          rowActions={(item) => {
            const action = busy[item.id];
            const active = item.status === 'active';
            return (
              <div className={styles.rowActions}>
                <Button
                  size="sm"
                  tone="neutral"
                  loading={action === 'enable' || action === 'disable'}
                  disabled={action !== undefined}
                  onClick={() => void act(item, active ? 'disable' : 'enable')}
                  aria-label={(active ? t.disableLabel : t.enableLabel)({ title: item.title })}
                >
                  {active ? t.disable : t.enable}
                </Button>
                <Link
                  href={pathTo('edit-item', { id: item.id })}
                  aria-label={t.editLabel({ title: item.title })}
                >
                  {t.edit}
                </Link>
                {active && (
                  <Link
                    href={pathTo('view-item', { id: item.id })}
                    aria-label={t.viewLabel({ title: item.title })}
                  >
                    {t.view}
                  </Link>
                )}
                <DeleteItemButton
                  item={item}
                  busy={action === 'delete'}
                  onConfirm={() => act(item, 'delete')}
                />
              </div>
            );
          }}
        />
      )}
    </div>
  );
}
