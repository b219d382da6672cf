import type { OrderDetail } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import { useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { OrderDocument } from '../DocumentLayout';
import { DeliveryLines, DocumentClosing, usePaidBy } from '../DocumentParts';
import { DocumentLines, DocumentTotals, type TotalRow } from '../DocumentLines';
import { documentMessages, invoiceMessages } from '../messages';

/**
 * The buyer's invoice (seed: my-order-invoice, /my-orders/order-invoice/{id}): the lines with
 * their days and dates, delivery, the total paid and how, numbered PJ-INV-…; printable on A4.
 */
export default function InvoicePage() {
  const t = useMessages(invoiceMessages);
  return (
    <OrderDocument
      side="buyer"
      texts={t}
      number={(order) => order.invoice_number}
      backHref={(order) => pathTo('my-order-detail', { id: order.id })}
      list={{ href: pathTo('my-orders'), label: t.myOrders }}
      otherHref={(id) => pathTo('my-credit-note', { id })}
      parties={(order) => [
        { label: t.billedTo, party: order.buyer, extra: <DeliveryLines order={order} /> },
        { label: t.seller, party: order.seller },
      ]}
    >
      {(order) => <InvoiceBody order={order} />}
    </OrderDocument>
  );
}

function InvoiceBody({ order }: { order: OrderDetail }) {
  const t = useMessages(invoiceMessages);
  const d = useMessages(documentMessages);
  const paidBy = usePaidBy(order);
  const rows: TotalRow[] = [
    { label: t.subtotal, amount: order.subtotal },
    { label: order.fulfilment === 'delivery' ? t.delivery : t.pickupFee, amount: order.delivery_fee },
    { label: t.total, amount: order.total, grand: true },
  ];
  if (order.payment.refunded > 0) rows.push({ label: t.refunded, amount: -order.payment.refunded });
  return (
    <>
      <DocumentLines order={order} />
      <DocumentTotals rows={rows} />
      <DocumentClosing
        paid={paidBy}
        notes={[
          order.status === 'cancelled' && d.cancelled,
          order.deposit > 0 && t.deposit({ deposit: formatMoney(order.deposit) }),
          t.thanks,
        ]}
      />
    </>
  );
}
