// The admin order page's tables: its lines, its payments and its ledger entries, in words.
import { Link as RouterLink } from 'react-router-dom';
import type { AdminOrder } from '@pinjam/api/contract';
import { formatDate, formatMoney, paymentStatuses } from '@pinjam/api/domain';
import { type TableColumn, type useMessages } from '@pinjam/ui';
import { PaymentStatusBadge } from '../../../features/admin-payments';
import { pathTo } from '../../../routes/paths';
import type { adminOrderMessages } from './messages';

type Messages = ReturnType<typeof useMessages<typeof adminOrderMessages>>;
type PaymentStatus = (typeof paymentStatuses)[number];

const isPaymentStatus = (status: string): status is PaymentStatus =>
  (paymentStatuses as readonly string[]).includes(status);

export const lineColumns = (t: Messages): TableColumn<AdminOrder['lines'][number]>[] => [
  { id: 'item', header: t.item, cell: (l) => l.title },
  {
    id: 'quantity',
    header: t.quantity,
    cell: (l) =>
      l.start_date && l.end_date
        ? t.days({ start: formatDate(l.start_date), end: formatDate(l.end_date), days: l.days ?? 0 })
        : l.quantity,
  },
  { id: 'total', header: t.lineTotal, cell: (l) => formatMoney(l.line_total), align: 'end' },
];

export const paymentColumns = (t: Messages): TableColumn<AdminOrder['payments'][number]>[] => [
  {
    id: 'id',
    header: t.payment,
    cell: (p) => <RouterLink to={pathTo('admin-payment', { id: p.id })}>#{p.id}</RouterLink>,
  },
  { id: 'purpose', header: t.purpose, cell: (p) => t[`purpose_${p.purpose}`] },
  {
    id: 'status',
    header: t.paymentStatus,
    cell: (p) =>
      isPaymentStatus(p.status) ? <PaymentStatusBadge status={p.status} /> : p.status.replaceAll('_', ' '),
  },
  { id: 'captured', header: t.captured, cell: (p) => formatMoney(p.captured), align: 'end' },
  { id: 'refunded', header: t.refunded, cell: (p) => formatMoney(p.refunded), align: 'end' },
];

export const ledgerColumns = (
  t: Messages,
  account: (code: string) => string,
): TableColumn<AdminOrder['ledger'][number]>[] => [
  { id: 'posting', header: t.posting, cell: (e) => e.memo ?? e.posting },
  { id: 'account', header: t.account, cell: (e) => account(e.account) },
  { id: 'amount', header: t.amount, cell: (e) => formatMoney(e.amount), align: 'end' },
];
