import type { AdminPaymentRow } from '@pinjam/api/contract';
import { Badge, useMessages, type BadgeTone } from '@pinjam/ui';
import { paymentWords } from './messages';

const tones: Record<AdminPaymentRow['status'], BadgeTone> = {
  requires_approval: 'neutral',
  authorised: 'brand',
  captured: 'positive',
  voided: 'neutral',
  partially_refunded: 'warning',
  refunded: 'warning',
  cancelled: 'neutral',
};

/** A payment's status in words, coloured by what it means for a refund. */
export function PaymentStatusBadge({ status }: { status: AdminPaymentRow['status'] }) {
  const t = useMessages(paymentWords);
  return <Badge tone={tones[status]}>{t[`status_${status}`]}</Badge>;
}
