import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAdminPayment } from '@pinjam/api';
import type { AdminPaymentDetail } from '@pinjam/api/contract';
import { formatDate, formatMoney, orderStatuses, type OrderStatus } from '@pinjam/api/domain';
import {
  Card,
  Heading,
  Table,
  Text,
  Timeline,
  useMessages,
  useStatusLabel,
  type TableColumn,
} from '@pinjam/ui';
import {
  AdminPage,
  AuditHistory,
  RecordStates,
  useAdminRecord,
  useLedgerAccountLabel,
  type AdminNotice,
} from '../../../features/admin';
import { PaymentStatusBadge, paymentWords } from '../../../features/admin-payments';
import { pathTo } from '../../../routes/paths';
import { adminPaymentMessages } from './messages';
import { RefundForm } from './RefundForm';
import * as styles from './AdminPaymentPage.css';

type Entry = AdminPaymentDetail['ledger'][number];
const isOrderStatus = (status: string): status is OrderStatus =>
  (orderStatuses as readonly string[]).includes(status);

/** The four figures a refund is decided on. */
function Amounts({ payment }: { payment: AdminPaymentDetail }) {
  const t = useMessages(adminPaymentMessages);
  const figures: Array<[string, number]> = [
    [t.held, payment.amount],
    [t.captured, payment.captured],
    [t.refunded, payment.refunded],
    [t.left, payment.left],
  ];
  return (
    <dl className={styles.amounts} aria-label={t.amounts}>
      {figures.map(([label, cents]) => (
        <div key={label} className={styles.figure}>
          <dt>{label}</dt>
          <dd className={styles.figureValue}>{formatMoney(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

function PaymentBody({
  payment,
  onNotice,
}: {
  payment: AdminPaymentDetail;
  onNotice: (n: AdminNotice) => void;
}) {
  const t = useMessages(adminPaymentMessages);
  const list = useMessages(paymentWords);
  const accountLabel = useLedgerAccountLabel();
  const statusLabel = useStatusLabel();
  const refundable = payment.left > 0 && ['captured', 'partially_refunded'].includes(payment.status);
  const ledgerColumns: TableColumn<Entry>[] = [
    { id: 'posting', header: t.posting, cell: (e) => e.memo || e.posting },
    { id: 'account', header: t.account, cell: (e) => accountLabel(e.account) },
    { id: 'amount', header: t.amount, cell: (e) => formatMoney(e.amount), align: 'end' },
  ];
  const facts: Array<[string, ReactNode]> = [
    [t.status, <PaymentStatusBadge key="s" status={payment.status} />],
    [t.provider, `${list[`provider_${payment.provider}`]} · ${list[`method_${payment.method}`]}`],
    [t.paidWith, payment.label ?? '—'],
    [t.reference, <code key="r">{payment.provider_ref ?? '—'}</code>],
    [t.purpose, t[`purpose_${payment.purpose}`]],
    [t.made, formatDate(payment.created_at)],
    [t.checkout, <code key="c">{payment.checkout.public_id}</code>],
    [
      t.payer,
      <>
        <RouterLink to={pathTo('admin-user', { id: payment.payer.id })}>{payment.payer.name}</RouterLink>
        {` · ${payment.payer.email}`}
      </>,
    ],
  ];

  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <Amounts payment={payment} />
        <Card>
          <dl className={styles.pairs} aria-label={t.details}>
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd className={styles.pairValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <section aria-labelledby="payment-orders" className={styles.block}>
          <Heading level={2} id="payment-orders">
            {t.orders}
          </Heading>
          {payment.orders.length === 0 ? (
            <Text tone="muted">{t.noOrders}</Text>
          ) : (
            <ul className={styles.lines}>
              {payment.orders.map((o) => (
                <li key={o.id}>
                  <RouterLink to={pathTo('admin-order', { id: o.id })}>
                    {t.orderLine({
                      id: o.id,
                      kind: o.kind === 'rental' ? t.kind_rental : t.kind_purchase,
                      status: isOrderStatus(o.status)
                        ? statusLabel({ kind: 'order', status: o.status })
                        : o.status.replaceAll('_', ' '),
                      total: formatMoney(o.total),
                      seller: o.seller.name,
                    })}
                  </RouterLink>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="payment-events" className={styles.block}>
          <Heading level={2} id="payment-events">
            {t.events}
          </Heading>
          <Timeline
            label={t.eventsLabel}
            entries={payment.events.map((e, i) => ({
              id: `${i}-${e.type}`,
              title: e.text,
              at: e.at,
              atText: formatDate(e.at),
              detail: `${t[`source_${e.source}`]} · ${e.type}`,
              state: 'done',
            }))}
          />
        </section>
        <section aria-labelledby="payment-ledger" className={styles.block}>
          <Heading level={2} id="payment-ledger">
            {t.ledger}
          </Heading>
          <Table
            caption={t.ledger}
            captionHidden
            columns={ledgerColumns}
            data={payment.ledger}
            getRowId={(e) => String(e.id)}
            empty={t.noLedger}
          />
        </section>
      </div>
      <div className={styles.stack}>
        <section aria-labelledby="payment-refund" className={styles.block}>
          <Heading level={2} id="payment-refund">
            {t.refund}
          </Heading>
          {refundable ? (
            <>
              <Text tone="muted">{t.refundIntro}</Text>
              <RefundForm payment={payment} onDone={onNotice} />
            </>
          ) : (
            <Text tone="muted">{t.notRefundable}</Text>
          )}
        </section>
        <section aria-labelledby="payment-refunds" className={styles.block}>
          <Heading level={2} id="payment-refunds">
            {t.refunds}
          </Heading>
          {payment.refunds.length === 0 ? (
            <Text tone="muted">{t.noRefunds}</Text>
          ) : (
            <ul className={styles.lines}>
              {payment.refunds.map((r) => (
                <li key={r.posting}>
                  <Text weight="medium">
                    {t.refundLine({ amount: formatMoney(r.amount), date: formatDate(r.at) })}{' '}
                    {r.by ? t.refundBy({ name: r.by.name }) : t.refundByOrder}
                  </Text>
                  {r.reason && <Text tone="muted">{r.reason}</Text>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <AuditHistory subjectType="payment" subjectId={String(payment.id)} />
      </div>
    </div>
  );
}

/**
 * /admin/payments/payment/{id} (decision 0042): the payment's amounts (held, captured, refunded,
 * left), the payer, its orders, the provider and its reference, its history, refunds and ledger
 * entries, its audit trail, and a refund, full or partial, confirmed with the amount said.
 */
export default function AdminPaymentPage() {
  const t = useMessages(adminPaymentMessages);
  const { query, missing } = useAdminRecord(useAdminPayment);
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const payment = query.data?.payment;

  return (
    <AdminPage
      title={payment ? t.title({ id: payment.public_id }) : t.loading}
      backTo={{ href: pathTo('admin-payments'), label: t.back }}
      notice={notice}
      busy={query.isLoading}
      width="wide"
    >
      <RecordStates missing={missing} query={query} words={t}>
        {payment && <PaymentBody payment={payment} onNotice={setNotice} />}
      </RecordStates>
    </AdminPage>
  );
}
