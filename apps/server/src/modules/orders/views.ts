// How order rows read as the contract (orderSummary, orderDetail). Pure: the rows come in.
import type { OrderDetail, OrderIssue, OrderSummary, Party } from '@pinjam/api/contract';
import type { OrderParty } from '@pinjam/machines';
import type { FileStorage } from '../../platform/storage/storage';
import { toImageDto } from '../catalogue';
import { todayInBrunei } from '@pinjam/api/domain';
import type {
  historyOf,
  issuesOf,
  legsOf,
  linesOf,
  OrderRowWithParties,
  paymentOf,
} from './orders.repository';
import { actionsFor, completesAt, creditNoteNumber, invoiceNumber } from './rules';

type Lines = Awaited<ReturnType<typeof linesOf>>;

const party = (p: { id: number; name: string; avatar_path: string | null }): Party => ({
  id: p.id,
  name: p.name,
  avatar: p.avatar_path ? { path: p.avatar_path } : null,
});

/** An order in a list; commission and seller's net only for the seller (and an admin). */
export function toSummary(
  { order, buyer, seller }: OrderRowWithParties,
  lines: Lines,
  storage: FileStorage,
  role: OrderParty,
): OrderSummary {
  const sellerSide = role !== 'buyer';
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    fulfilment: order.fulfilment,
    buyer: party(buyer),
    seller: party(seller),
    lines: (lines.get(order.id) ?? []).map(({ line, cover }) => ({
      item: { id: line.item_id, title: line.title, cover: cover ? toImageDto(cover, storage) : null },
      is_rental: line.is_rental,
      quantity: line.quantity,
      days: line.days,
      start_date: line.start_date,
      end_date: line.end_date,
      unit_price: line.unit_price,
      line_total: line.line_total,
    })),
    subtotal: order.subtotal,
    delivery_fee: order.delivery_fee,
    total: order.total,
    deposit: order.deposit,
    commission: sellerSide ? order.commission : null,
    seller_net: sellerSide ? order.seller_net : null,
    start_date: order.start_date,
    end_date: order.end_date,
    has_open_issue: order.has_open_issue,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
  };
}

export function toIssue({ issue, reporter }: Awaited<ReturnType<typeof issuesOf>>[number]): OrderIssue {
  return {
    id: issue.id,
    type: issue.type,
    description: issue.description,
    status: issue.status,
    reporter: party(reporter),
    created_at: issue.created_at.toISOString(),
    resolved_at: issue.resolved_at?.toISOString() ?? null,
  };
}

const parties = ['buyer', 'seller', 'admin', 'system'] as const;
const asParty = (by: string) => parties.find((p) => p === by) ?? 'system';

export function toDetail(
  row: OrderRowWithParties,
  lines: Lines,
  storage: FileStorage,
  role: OrderParty,
  extra: {
    history: Awaited<ReturnType<typeof historyOf>>;
    issues: Awaited<ReturnType<typeof issuesOf>>;
    payment: Awaited<ReturnType<typeof paymentOf>>;
    legs: Awaited<ReturnType<typeof legsOf>>;
  },
  now: Date,
): OrderDetail {
  const { order } = row;
  const { history, issues, payment, legs } = extra;
  const out = order.status === 'in_use' || order.status === 'return_due';
  const dueBack = order.kind === 'rental' && out ? order.end_date : null;
  return {
    ...toSummary(row, lines, storage, role),
    address: (order.address as OrderDetail['address']) ?? null,
    history: history.map(({ event: h, actor }) => ({
      event: h.event,
      from_status: h.from_status,
      to_status: h.to_status,
      by: asParty(h.by),
      actor: actor ? { id: actor.id, name: actor.name } : null,
      note: h.note,
      created_at: h.created_at.toISOString(),
    })),
    legs,
    status_changed_at: order.status_changed_at.toISOString(),
    completes_at: completesAt(order)?.toISOString() ?? null,
    due_back: dueBack,
    overdue: order.status === 'return_due' || (dueBack !== null && dueBack < todayInBrunei(now)),
    issues: issues.map(toIssue),
    payment: {
      method: payment.method,
      label: payment.method === 'paypal' ? 'PayPal' : payment.label ? cardLabel(payment.label) : null,
      captured: payment.captured,
      refunded: payment.refunded,
    },
    request_id: order.request_id,
    actions: actionsFor(
      {
        status: order.status,
        kind: order.kind,
        fulfilment: order.fulfilment,
        issueOpen: order.has_open_issue,
      },
      role,
    ),
    invoice_number: invoiceNumber(order.id),
    credit_note_number: creditNoteNumber(order.id),
  };
}

/** 'Visa 4242' (what the sandbox and Stripe adapters keep) → 'Visa •••• 4242'. */
function cardLabel(label: string): string {
  const match = /^(.*?)\s*(\d{4})$/.exec(label);
  if (!match) return label;
  const brand = match[1]!;
  return `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${match[2]}`;
}
