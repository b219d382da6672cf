// The order's timeline: each step with who took it and when; an issue reported or resolved reads
// as what happened (shared/orderEvents), not as the status again.
import type { OrderDetail } from '@pinjam/api';
import { Timeline, useMessages } from '@pinjam/ui';
import { useOrderTimeline } from '../../../shared/orderEvents';
import { formatMoment } from '../../../shared/moments';
import { orderDetailMessages } from '../messages';
import { OrderSection } from './OrderSection';

export function OrderHistory({ order }: { order: OrderDetail }) {
  const t = useMessages(orderDetailMessages);
  const timeline = useOrderTimeline();
  return (
    <OrderSection id="order-history" title={t.history}>
      <Timeline
        label={t.historyLabel}
        entries={timeline(order.history, {
          atText: formatMoment,
          who: (entry) =>
            entry.actor ? t.byPerson({ name: entry.actor.name }) : t.by({ who: t[`who_${entry.by}`] }),
        })}
      />
    </OrderSection>
  );
}
