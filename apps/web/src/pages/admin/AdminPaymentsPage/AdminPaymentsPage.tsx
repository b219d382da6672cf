import { Link as RouterLink } from 'react-router-dom';
import { adminPaymentsCsv, useAdminPayments, useApiClient } from '@pinjam/api';
import type { AdminPaymentRow } from '@pinjam/api/contract';
import { formatDate, formatMoney, paymentStatuses } from '@pinjam/api/domain';
import { useMessages, type TableColumn } from '@pinjam/ui';
import { AdminList, AdminPage, listAnswer, useAdminQuery, useListParams } from '../../../features/admin';
import { PaymentStatusBadge, paymentWords } from '../../../features/admin-payments';
import { pathTo } from '../../../routes/paths';
import { adminPaymentsMessages } from './messages';

const FILTERS = ['provider', 'method', 'status', 'purpose', 'from', 'to'];

/**
 * /admin/payments (decision 0042): every hold and charge, found by the payer or the payment's id,
 * filtered by provider, method, status, purpose and days (all in the URL), sorted by the server
 * by date or amount, with its CSV. Each row links to the payment and its orders.
 */
export default function AdminPaymentsPage() {
  const t = useMessages(adminPaymentsMessages);
  const w = useMessages(paymentWords);
  const client = useApiClient();
  const { params, setParams } = useListParams(FILTERS);
  const query = useAdminQuery(params);
  const list = useAdminPayments(query);

  const columns: TableColumn<AdminPaymentRow>[] = [
    {
      id: 'id',
      header: t.payment,
      cell: (p) => <RouterLink to={pathTo('admin-payment', { id: p.id })}>{p.public_id}</RouterLink>,
    },
    { id: 'created_at', header: t.made, cell: (p) => formatDate(p.created_at) },
    { id: 'payer', header: t.payer, cell: (p) => p.payer.name },
    {
      id: 'provider',
      header: t.provider,
      cell: (p) => `${w[`provider_${p.provider}`]} · ${w[`method_${p.method}`]}`,
    },
    { id: 'purpose', header: t.purpose, cell: (p) => w[`purpose_${p.purpose}`] },
    { id: 'status', header: t.status, cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { id: 'amount', header: t.amount, cell: (p) => formatMoney(p.amount), align: 'end' },
    {
      id: 'refunded',
      header: t.refunded,
      cell: (p) => (p.refunded > 0 ? formatMoney(p.refunded) : '—'),
      align: 'end',
    },
    {
      id: 'orders',
      header: t.orders,
      cell: (p) =>
        p.order_ids.map((id, i) => (
          <span key={id}>
            {i > 0 && ', '}
            <RouterLink to={pathTo('admin-order', { id })}>{t.orderNumber({ id })}</RouterLink>
          </span>
        )),
    },
  ];

  const options = <K extends string>(prefix: string, values: readonly K[]) =>
    values.map((value) => ({ value, label: w[`${prefix}_${value}` as keyof typeof w] as string }));

  return (
    <AdminPage title={t.title} intro={t.intro} width="wide">
      <AdminList
        caption={t.caption}
        columns={columns}
        {...listAnswer(list, list.data?.payments, params)}
        getRowId={(p) => String(p.id)}
        searchLabel={t.search}
        filters={[
          {
            name: 'provider',
            label: t.provider,
            options: options('provider', ['sandbox', 'stripe', 'paypal']),
          },
          { name: 'method', label: t.method, options: options('method', ['card', 'paypal']) },
          { name: 'status', label: t.status, options: options('status', paymentStatuses) },
          { name: 'purpose', label: t.purpose, options: options('purpose', ['order', 'deposit']) },
          { name: 'from', label: t.from, type: 'date' },
          { name: 'to', label: t.to, type: 'date' },
        ]}
        sortable={['created_at', 'amount']}
        params={params}
        setParams={setParams}
        onExport={() => adminPaymentsCsv(client, query ?? {})}
        empty={t.empty}
      />
    </AdminPage>
  );
}
