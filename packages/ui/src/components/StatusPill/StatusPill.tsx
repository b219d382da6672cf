import { forwardRef } from 'react';
import { i18n, useMessages } from '../../i18n';
import { Badge, type BadgeProps } from '../Badge';
import { statusTones, type StatusKind, type StatusOf } from './statuses';
import * as styles from './StatusPill.css';

const messages = i18n('StatusPill', {
  request_pending: 'Pending',
  request_accepted: 'Accepted',
  request_denied: 'Denied',
  request_cancelled: 'Cancelled',
  request_expired: 'Expired',
  order_paid: 'Paid',
  order_dispatched: 'Dispatched',
  order_delivered: 'Delivered',
  order_in_use: 'In use',
  order_return_due: 'Return due',
  order_returned: 'Returned',
  order_completed: 'Completed',
  order_cancelled: 'Cancelled',
  delivery_scheduled: 'Scheduled',
  delivery_notified: 'Notified',
  delivery_reminded: 'Reminded',
  delivery_no_show: 'No-show',
  delivery_completed: 'Completed',
  payout_pending: 'Pending',
  payout_payable: 'Payable',
  payout_paid: 'Paid',
});

type MessageKey = keyof ReturnType<typeof messages.get>;

/** One status of one kind of record: `{ kind: 'order', status: 'in_use' }`. */
export type StatusPillStatus = { [K in StatusKind]: { kind: K; status: StatusOf<K> } }[StatusKind];

export type StatusPillProps = Omit<BadgeProps, 'tone' | 'icon' | 'children'> & StatusPillStatus;

/** The label a status shows, e.g. for a table's sort or a filter's options. */
export function useStatusLabel() {
  const t = useMessages(messages);
  return ({ kind, status }: StatusPillStatus) => t[`${kind}_${status}` as MessageKey];
}

/**
 * A request's, order's, delivery leg's or payout's status as a coloured pill with its label. The
 * kind picks the vocabulary, so TypeScript refuses a status that kind cannot have.
 */
export const StatusPill = forwardRef<HTMLSpanElement, StatusPillProps>(function StatusPill(
  { kind, status, ...rest },
  ref,
) {
  const label = useStatusLabel();
  const tone = (statusTones[kind] as Record<string, BadgeProps['tone']>)[status];
  return (
    <Badge
      ref={ref}
      tone={tone}
      icon={<span className={styles.dot} />}
      data-kind={kind}
      data-state={status}
      {...rest}
    >
      {label({ kind, status } as StatusPillStatus)}
    </Badge>
  );
});
StatusPill.displayName = 'StatusPill';
