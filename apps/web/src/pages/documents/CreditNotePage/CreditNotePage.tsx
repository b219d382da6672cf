import type { OrderDetail } from '@pinjam/api/contract';
import { formatMoney } from '@pinjam/api/domain';
import { useMessages } from '@pinjam/ui';
import { pathTo } from '../../../routes/paths';
import { OrderDocument } from '../DocumentLayout';
import { DocumentClosing } from '../DocumentParts';
import { DocumentLines, DocumentTotals } from '../DocumentLines';
import { creditNoteMessages, documentMessages } from '../messages';

/**
 * The seller's credit note (seed: my-credit-note, /customer-orders/credit-note/{id}): the lines
 * sold or rented out, then gross, the platform's commission and the net, numbered PJ-CN-…;
 * printable on A4.
 */
export default function CreditNotePage() {
  const t = useMessages(creditNoteMessages);
  return (
    <OrderDocument
      side="seller"
      texts={t}
      number={(order) => order.credit_note_number}
      backHref={() => pathTo('customer-orders')}
      list={{ href: pathTo('customer-orders'), label: t.customerOrders }}
      otherHref={(id) => pathTo('my-order-invoice', { id })}
      parties={(order) => [
        { label: t.issuedTo, party: order.seller },
        { label: t.buyer, party: order.buyer },
      ]}
    >
      {(order) => <CreditNoteBody order={order} />}
    </OrderDocument>
  );
}

function CreditNoteBody({ order }: { order: OrderDetail }) {
  const t = useMessages(creditNoteMessages);
  const d = useMessages(documentMessages);
  // The seller's view carries both; were either missing, the net is the gross (nothing taken).
  const commission = order.commission ?? 0;
  const net = order.seller_net ?? order.subtotal - commission;
  return (
    <>
      <DocumentLines order={order} />
      <DocumentTotals
        rows={[
          { label: t.gross, amount: order.subtotal },
          { label: t.commission, amount: -commission },
          { label: t.net, amount: net, grand: true },
        ]}
      />
      <DocumentClosing
        paid={order.payment.method === 'paypal' ? t.buyerPaidByPayPal : t.buyerPaidByCard}
        notes={[
          order.status === 'cancelled' && d.cancelled,
          order.delivery_fee > 0 && t.deliveryNote({ fee: formatMoney(order.delivery_fee) }),
          order.status !== 'cancelled' && t.payout,
        ]}
      />
    </>
  );
}
