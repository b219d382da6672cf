import { useState } from 'react';
import { useAdminOrder } from '@pinjam/api';
import type { AdminOrder } from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import { Button, StatusPill, Table, Text, Timeline, useMessages } from '@pinjam/ui';
import {
  AdminPage,
  AdminSection,
  AuditHistory,
  RecordStates,
  useAdminRecord,
  useLedgerAccountLabel,
  type AdminNotice,
} from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { useOrderTimeline } from '../../../shared/orderEvents';
import { ledgerColumns, lineColumns } from './AdminOrderTables';
import { CancelDialog } from './CancelDialog';
import { adminOrderMessages } from './messages';
import { OrderIssuesSection } from './OrderIssuesSection';
import { OrderSideSections } from './OrderSideSections';
import * as styles from './AdminOrderPage.css';

function OrderBody({ order, onNotice }: { order: AdminOrder; onNotice: (n: AdminNotice) => void }) {
  const t = useMessages(adminOrderMessages);
  const timeline = useOrderTimeline();
  const accountLabel = useLedgerAccountLabel();
  return (
    <div className={styles.grid}>
      <div className={styles.column}>
        <Text tone="muted" className={styles.text}>
          <StatusPill kind="order" status={order.status} />{' '}
          {t.summary({
            kind: t[order.kind],
            fulfilment: t[order.fulfilment],
            date: formatDate(order.created_at),
          })}
        </Text>
        {order.cancel_reason && (
          <Text className={styles.text}>{t.cancelReason({ reason: order.cancel_reason })}</Text>
        )}
        <OrderIssuesSection order={order} onNotice={onNotice} />
        <AdminSection id="order-lines" title={t.lines}>
          <Table
            caption={t.linesCaption}
            columns={lineColumns(t)}
            data={order.lines}
            getRowId={(l) => String(l.item_id)}
          />
        </AdminSection>
        <AdminSection id="order-timeline" title={t.timeline}>
          <Timeline
            label={t.timelineLabel}
            entries={timeline(order.timeline, {
              atText: formatDate,
              who: (h) => (h.actor ? t.byPerson({ name: h.actor.name }) : t.bySystem),
            })}
          />
        </AdminSection>
        <AdminSection id="order-ledger" title={t.ledger}>
          <Table
            caption={t.ledgerCaption}
            columns={ledgerColumns(t, accountLabel)}
            data={order.ledger}
            getRowId={(e) => String(e.id)}
          />
        </AdminSection>
        <AuditHistory subjectType="order" subjectId={String(order.id)} />
      </div>
      <OrderSideSections order={order} />
    </div>
  );
}

/**
 * /admin/orders/order/{id} (decision 0043): the order whole — parties, lines, amounts, payments,
 * trips, the timeline, issues, its payout and ledger lines, its audit history — and what the
 * admin may do now: cancel with a refund (before dispatch) or resolve an open issue.
 */
export default function AdminOrderPage() {
  const t = useMessages(adminOrderMessages);
  const { query, missing } = useAdminRecord(useAdminOrder);
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const order = query.data?.order;

  return (
    <AdminPage
      title={order ? t.title({ id: order.id }) : t.loading}
      backTo={{ href: pathTo('admin-orders'), label: t.back }}
      notice={notice}
      busy={query.isLoading}
      width="wide"
      actions={
        order?.can_cancel && (
          <Button tone="critical" onClick={() => setCancelling(true)}>
            {t.cancel}
          </Button>
        )
      }
    >
      <RecordStates missing={missing} query={query} words={t}>
        {order && (
          <>
            <OrderBody order={order} onNotice={setNotice} />
            {order.can_cancel && (
              <CancelDialog order={order} open={cancelling} onOpenChange={setCancelling} onDone={setNotice} />
            )}
          </>
        )}
      </RecordStates>
    </AdminPage>
  );
}
