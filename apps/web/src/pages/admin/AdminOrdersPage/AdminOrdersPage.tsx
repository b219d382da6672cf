import { Link as RouterLink } from 'react-router-dom';
import { adminOrdersCsv, useAdminOrders, useApiClient } from '@pinjam/api';
import type { AdminOrderRow } from '@pinjam/api/contract';
import { formatDate, formatMoney, orderStatuses } from '@pinjam/api/domain';
import { Badge, StatusPill, useMessages, useStatusLabel, type TableColumn } from '@pinjam/ui';
import { AdminList, AdminPage, listAnswer, useAdminQuery, useListParams } from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { adminOrdersMessages } from './messages';

const FILTERS = ['status', 'kind', 'issue', 'fulfilment', 'from', 'to'];

/**
 * /admin/orders (decision 0043): every order, found by number or either party, filtered by
 * status, type, an open issue, fulfilment and days (all in the URL), sorted by the server, with
 * its CSV. A row with an open issue is flagged; each links to the order.
 */
export default function AdminOrdersPage() {
  const t = useMessages(adminOrdersMessages);
  const statusLabel = useStatusLabel();
  const client = useApiClient();
  const { params, setParams } = useListParams(FILTERS);
  const query = useAdminQuery(params);
  const list = useAdminOrders(query);

  const columns: TableColumn<AdminOrderRow>[] = [
    {
      id: 'id',
      header: t.order,
      cell: (o) => (
        <>
          <RouterLink to={pathTo('admin-order', { id: o.id })}>{t.orderNumber({ id: o.id })}</RouterLink>
          {o.has_open_issue && (
            <>
              {' '}
              <Badge tone="critical">{t.issueFlag}</Badge>
            </>
          )}
        </>
      ),
    },
    { id: 'created_at', header: t.placed, cell: (o) => formatDate(o.created_at) },
    { id: 'kind', header: t.kind, cell: (o) => t[o.kind] },
    { id: 'status', header: t.status, cell: (o) => <StatusPill kind="order" status={o.status} /> },
    { id: 'buyer', header: t.buyer, cell: (o) => o.buyer.name },
    { id: 'seller', header: t.seller, cell: (o) => o.seller.name },
    { id: 'total', header: t.total, cell: (o) => formatMoney(o.total), align: 'end' },
  ];

  return (
    <AdminPage title={t.title} intro={t.intro} width="wide">
      <AdminList
        caption={t.caption}
        columns={columns}
        {...listAnswer(list, list.data?.orders, params)}
        getRowId={(o) => String(o.id)}
        searchLabel={t.search}
        filters={[
          {
            name: 'status',
            label: t.status,
            options: orderStatuses.map((s) => ({
              value: s,
              label: statusLabel({ kind: 'order', status: s }),
            })),
          },
          {
            name: 'kind',
            label: t.kind,
            options: [
              { value: 'purchase', label: t.purchase },
              { value: 'rental', label: t.rental },
            ],
          },
          { name: 'issue', label: t.issue, options: [{ value: 'open', label: t.openIssue }] },
          {
            name: 'fulfilment',
            label: t.fulfilment,
            options: [
              { value: 'delivery', label: t.delivery },
              { value: 'pickup', label: t.pickup },
            ],
          },
          { name: 'from', label: t.from, type: 'date' },
          { name: 'to', label: t.to, type: 'date' },
        ]}
        sortable={['created_at', 'total', 'status']}
        params={params}
        setParams={setParams}
        onExport={() => adminOrdersCsv(client, query ?? {})}
        empty={t.empty}
      />
    </AdminPage>
  );
}
