import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError, useAdminCancelOrder, useAdminOrder } from '@pinjam/api';
import type { AdminOrder } from '@pinjam/api/contract';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import {
  Button,
  ConfirmDialog,
  Heading,
  StatusPill,
  Table,
  Text,
  TextArea,
  Timeline,
  useMessages,
  useStatusLabel,
} from '@pinjam/ui';
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
import { isOutcomeCode, useOrderTimeline } from '../../../shared/orderEvents';
import { adminOrderMessages } from './messages';
import { ledgerColumns, lineColumns, paymentColumns } from './AdminOrderTables';
import { ResolveForm } from './ResolveForm';
import * as styles from './AdminOrderPage.css';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Cancel with a refund: a required reason, the refund named in full; 409 closes it with a notice. */
function CancelDialog({
  order,
  open,
  onOpenChange,
  onDone,
}: {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (notice: AdminNotice) => void;
}) {
  const t = useMessages(adminOrderMessages);
  const cancel = useAdminCancelOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const confirm = async () => {
    setFailure(undefined);
    if (!reason.trim()) return setError(t.reasonRequired);
    setError(undefined);
    try {
      const result = await cancel.trigger({ params: { id: order.id }, body: { reason } });
      onOpenChange(false);
      onDone({ tone: 'success', text: result.message });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.body.errors?.reason?.[0] ?? e.message);
      else if (e instanceof ApiError && e.status === 409) {
        onOpenChange(false);
        onDone({ tone: 'critical', text: e.message });
      } else setFailure(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.cancelTitle({ id: order.id })}
      description={t.cancelDescription({ total: formatMoney(order.amounts.refundable) })}
      confirmLabel={t.cancelConfirm}
      cancelLabel={t.cancelKeep}
      onConfirm={() => void confirm()}
      busy={cancel.isMutating}
      error={failure}
      tone="critical"
    >
      <TextArea
        label={t.reason}
        value={reason}
        required
        maxLength={500}
        showCount
        onChange={(event) => setReason(event.target.value)}
        error={error}
      />
    </ConfirmDialog>
  );
}

function OrderBody({ order, onNotice }: { order: AdminOrder; onNotice: (n: AdminNotice) => void }) {
  const t = useMessages(adminOrderMessages);
  const statusLabel = useStatusLabel();
  const timeline = useOrderTimeline();
  const accountLabel = useLedgerAccountLabel();
  const a = order.amounts;
  const person = (p: AdminOrder['buyer']) => (
    <>
      <RouterLink to={pathTo('admin-user', { id: p.id })}>{p.name}</RouterLink>
      <br />
      <span className={styles.text}>{p.email}</span>
    </>
  );
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
        <AdminSection id="order-issues" title={t.issues}>
          {order.issues.length === 0 ? (
            <Text tone="muted">{t.noIssues}</Text>
          ) : (
            <ul className={styles.list}>
              {order.issues.map((issue) => (
                <li key={issue.id} className={styles.issue}>
                  <Text weight="medium">
                    {t[`issueType_${issue.type}`]} · {t[`issueStatus_${issue.status}`]}
                  </Text>
                  <Text tone="muted">
                    {t.issueBy({ name: issue.reporter.name, date: formatDate(issue.created_at) })}
                  </Text>
                  <p className={styles.text}>{issue.description}</p>
                  {issue.resolution && !isOutcomeCode(issue.resolution) && (
                    <Text>{t.resolution({ text: issue.resolution })}</Text>
                  )}
                </li>
              ))}
            </ul>
          )}
          {order.can_resolve && (
            <>
              <Heading level={3}>{t.resolve}</Heading>
              <ResolveForm order={order} onDone={onNotice} />
            </>
          )}
        </AdminSection>
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
      <div className={styles.column}>
        <AdminSection id="order-parties" title={t.parties}>
          <Facts
            rows={[
              [t.buyer, person(order.buyer)],
              [t.seller, person(order.seller)],
            ]}
          />
        </AdminSection>
        <AdminSection id="order-amounts" title={t.amounts}>
          <Facts
            rows={[
              [t.subtotal, formatMoney(a.subtotal)],
              [t.deliveryFee, formatMoney(a.delivery_fee)],
              [t.total, formatMoney(a.total)],
              [t.commission, formatMoney(a.commission)],
              [t.sellerNet, formatMoney(a.seller_net)],
              [t.sellerNetNow, formatMoney(a.seller_net_now)],
              [t.refunded, formatMoney(a.refunded)],
              [t.refundable, formatMoney(a.refundable)],
              ...(a.deposit > 0
                ? ([
                    [t.deposit, formatMoney(a.deposit)],
                    [t.depositHeld, formatMoney(a.deposit_held)],
                  ] as Array<[string, ReactNode]>)
                : []),
            ]}
          />
        </AdminSection>
        <AdminSection id="order-payments" title={t.payments}>
          <Table
            caption={t.paymentsCaption}
            columns={paymentColumns(t)}
            data={order.payments}
            getRowId={(p) => String(p.id)}
          />
        </AdminSection>
        <AdminSection id="order-legs" title={t.legs}>
          {order.legs.length === 0 ? (
            <Text tone="muted">{t.noLegs}</Text>
          ) : (
            <ul className={styles.list}>
              {order.legs.map((leg) => (
                <li key={leg.id}>
                  {t.legLine({ kind: t[`leg_${leg.kind}`], date: formatDate(leg.scheduled_for) })} ·{' '}
                  {statusLabel({ kind: 'delivery', status: leg.status })}
                </li>
              ))}
              <li>
                <RouterLink to={pathTo('admin-deliveries')}>{t.deliveriesBoard}</RouterLink>
              </li>
            </ul>
          )}
        </AdminSection>
        <AdminSection id="order-payout" title={t.payout}>
          <Text tone={order.payout ? undefined : 'muted'}>
            {order.payout
              ? t.payoutLine({
                  id: order.payout.id,
                  status: t[`payout_${order.payout.status}`],
                  date: formatDate(order.payout.due_on),
                  amount: formatMoney(order.payout.amount),
                })
              : t.noPayout}
          </Text>
        </AdminSection>
      </div>
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
