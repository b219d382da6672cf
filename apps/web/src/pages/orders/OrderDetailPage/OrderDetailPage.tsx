import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { afterOrderChange, contract, useOrder, type OrderDetail } from '@pinjam/api';
import { formatDate, formatMoney } from '@pinjam/api/domain';
import {
  Button,
  Callout,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Heading,
  StatusPill,
  Text,
  useMessages,
  useStatusLabel,
} from '@pinjam/ui';
import { useWrite } from '../../../app/forms';
import { usePageTitle } from '../../../app/pageTitle';
import { pathTo } from '../../../routes/paths';
import { idParam } from '../../../shared/PageStates';
import { formatMoment } from '../../../shared/moments';
import { orderDetailMessages, orderMessages } from '../messages';
import { OrderHistory } from './OrderHistory';
import { ReportIssueDialog } from './ReportIssueDialog';
import * as styles from './OrderDetailPage.css';

type T = ReturnType<typeof orderDetailMessages.get>;
type Notice = { tone: 'positive' | 'critical'; text: string };
/** The steps after payment a party takes with a button (decision 0035). */
type Step = 'handedOver' | 'returned' | 'confirmReceipt';
type Dialog = 'report' | 'late' | 'cancel' | Step;

/** Where the order stands: its courier legs, the rental's due date, the completion timer. */
function Progress({ order, t }: { order: OrderDetail; t: T }) {
  const statusLabel = useStatusLabel();
  const lines: Array<{ key: string; text: string; warn?: boolean }> = order.legs.map((leg) => ({
    key: leg.kind,
    text: t.legOn({
      leg: t[`leg_${leg.kind}`],
      state: statusLabel({ kind: 'delivery', status: leg.status }),
      date: formatDate(leg.scheduled_for),
    }),
  }));
  if (order.due_back)
    lines.push(
      order.overdue
        ? { key: 'due', text: t.overdue({ date: formatDate(order.due_back) }), warn: true }
        : { key: 'due', text: t.dueBack({ date: formatDate(order.due_back) }) },
    );
  if (order.completes_at)
    lines.push({ key: 'completes', text: t.completesAt({ date: formatDate(order.completes_at) }) });
  if (order.status === 'completed') lines.push({ key: 'completed', text: t.completed });
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="order-progress" className={styles.card}>
      <h2 id="order-progress" className={styles.sectionTitle}>
        {t.progress}
      </h2>
      <ul className={styles.facts}>
        {lines.map((line) => (
          <li key={line.key} className={line.warn ? styles.warn : undefined}>
            {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Money as each side reads it: what was paid, delivery, deposit; the seller also commission and net. */
function MoneyFacts({ order, t }: { order: OrderDetail; t: T }) {
  const rows: Array<[string, string]> = [
    [t.subtotal, formatMoney(order.subtotal)],
    [t.deliveryFee, formatMoney(order.delivery_fee)],
    [t.totalPaid, formatMoney(order.total)],
  ];
  if (order.deposit > 0) rows.push([t.deposit, formatMoney(order.deposit)]);
  if (order.payment.refunded > 0) rows.push([t.refunded, formatMoney(order.payment.refunded)]);
  if (order.commission !== null) rows.push([t.commission, `-${formatMoney(order.commission)}`]);
  if (order.seller_net !== null) rows.push([t.net, formatMoney(order.seller_net)]);
  return (
    <dl className={styles.money}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.moneyRow}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const t = useMessages(orderDetailMessages);
  const list = useMessages(orderMessages);
  // The server answers with the caller's view: only the seller's (or an admin's) has the net.
  const seller = order.seller_net !== null;
  const other = seller ? order.buyer : order.seller;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useWrite(contract.orders.cancel, { revalidate: afterOrderChange(order.id) });
  const revalidate = { revalidate: afterOrderChange(order.id) };
  const writes = {
    handedOver: useWrite(contract.orders.handedOver, revalidate),
    returned: useWrite(contract.orders.returned, revalidate),
    confirmReceipt: useWrite(contract.orders.confirmReceipt, revalidate),
  };
  const rental = order.kind === 'rental';
  const can = (action: string) => order.actions.includes(action);
  // The owner may report a late return once the rental is overdue (the issue's type chosen).
  const reportLate = seller && rental && order.status === 'return_due' && can('reportIssue');
  const buttons: Array<{ step: Step; label: string; shown: boolean }> = [
    { step: 'handedOver', label: t.handOver, shown: can('handOver') },
    {
      step: 'returned',
      label: t.markReturned,
      shown: seller && order.fulfilment === 'pickup' && can('return'),
    },
    { step: 'confirmReceipt', label: t.confirmReceipt, shown: can('confirmReceipt') },
  ];
  const stepText: Record<Step, { title: string; text: string }> = {
    handedOver: { title: t.handOverTitle, text: t.handOverText({ buyer: order.buyer.name }) },
    returned: { title: t.returnedTitle, text: t.returnedText({ buyer: order.buyer.name }) },
    confirmReceipt: {
      title: t.confirmReceiptTitle,
      text: t.confirmReceiptText({ seller: order.seller.name }),
    },
  };
  const step =
    dialog === 'handedOver' || dialog === 'returned' || dialog === 'confirmReceipt' ? dialog : null;

  const takeStep = async (which: Step) => {
    setFailure(null);
    const result = await writes[which].write({ params: { id: order.id } });
    if (result.ok) {
      setDialog(null);
      setNotice({ tone: 'positive', text: result.data.message });
    } else if (result.status === 409 || result.status === 403) {
      setDialog(null);
      setNotice({ tone: 'critical', text: result.error.message });
    } else setFailure(result.error.message);
  };

  const confirmCancel = async () => {
    setFailure(null);
    const result = await cancel.write({ params: { id: order.id } });
    if (result.ok) {
      setDialog(null);
      setNotice({ tone: 'positive', text: result.data.message });
    } else if (result.status === 409) {
      setDialog(null);
      setNotice({ tone: 'critical', text: result.error.message });
    } else setFailure(result.error.message);
  };

  return (
    <div className={styles.page}>
      <RouterLink className={styles.back} to={pathTo(seller ? 'customer-orders' : 'my-orders')}>
        {seller ? t.backCustomer : t.back}
      </RouterLink>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1}>{t.title({ id: order.id })}</Heading>
          <Text tone="muted">
            {t.placedOn({ kind: list[order.kind], date: formatDate(order.created_at) })}
          </Text>
        </div>
        <StatusPill kind="order" status={order.status} />
      </header>
      {notice && (
        <Callout tone={notice.tone} announce={notice.tone === 'critical' ? 'alert' : 'status'}>
          {notice.text}
        </Callout>
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <section aria-labelledby="order-items" className={styles.section}>
            <h2 id="order-items" className={styles.sectionTitle}>
              {t.items}
            </h2>
            <ul className={styles.lines}>
              {order.lines.map((line, index) => (
                <li key={index} className={styles.line}>
                  {line.item.cover && <img className={styles.thumb} src={line.item.cover.card} alt="" />}
                  <div className={styles.lineText}>
                    <RouterLink className={styles.lineTitle} to={pathTo('view-item', { id: line.item.id })}>
                      {line.item.title}
                    </RouterLink>
                    <span className={styles.muted}>
                      {line.is_rental && line.start_date && line.end_date
                        ? t.forDays({
                            days: t.days(line.days ?? 0),
                            start: formatDate(line.start_date),
                            end: formatDate(line.end_date),
                          })
                        : t.quantity({ count: line.quantity })}
                      {line.quantity > 1 && ` · ${t.each({ price: formatMoney(line.unit_price) })}`}
                    </span>
                  </div>
                  <span className={styles.lineTotal}>{formatMoney(line.line_total)}</span>
                </li>
              ))}
            </ul>
          </section>
          <OrderHistory order={order} />
          {order.issues.length > 0 && (
            <section aria-labelledby="order-issues" className={styles.section}>
              <h2 id="order-issues" className={styles.sectionTitle}>
                {t.issues}
              </h2>
              <ul className={styles.lines}>
                {order.issues.map((issue) => (
                  <li key={issue.id} className={styles.issue}>
                    <strong>{t[`issueStatus_${issue.status}`]}</strong>
                    <span className={styles.muted}>
                      {formatMoment(issue.created_at)} · {issue.reporter.name}
                    </span>
                    <p>{issue.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <aside className={styles.side}>
          <Progress order={order} t={t} />
          <section aria-labelledby="order-money" className={styles.card}>
            <h2 id="order-money" className={styles.sectionTitle}>
              {t.money}
            </h2>
            <MoneyFacts order={order} t={t} />
            {order.payment.label && (
              <p className={styles.muted}>{t.paidWith({ method: order.payment.label })}</p>
            )}
            {order.deposit > 0 && <p className={styles.muted}>{t.depositNote}</p>}
          </section>
          <section aria-labelledby="order-party" className={styles.card}>
            <h2 id="order-party" className={styles.sectionTitle}>
              {seller ? t.buyer : t.seller}
            </h2>
            <RouterLink to={pathTo('profile', { id: other.id })} aria-label={t.profile({ name: other.name })}>
              {other.name}
            </RouterLink>
            {order.address ? (
              <p className={styles.muted}>
                {t.deliverTo}: {order.address.address_line_1}, {order.address.city ?? order.address.district}
              </p>
            ) : (
              <p className={styles.muted}>{t.pickupNote}</p>
            )}
          </section>
          <section aria-labelledby="order-documents" className={styles.card}>
            <h2 id="order-documents" className={styles.sectionTitle}>
              {t.documents}
            </h2>
            {seller ? (
              <RouterLink to={pathTo('my-credit-note', { id: order.id })}>
                {t.creditNote({ number: order.credit_note_number })}
              </RouterLink>
            ) : (
              <RouterLink to={pathTo('my-order-invoice', { id: order.id })}>
                {t.invoice({ number: order.invoice_number })}
              </RouterLink>
            )}
          </section>
          {(buttons.some((b) => b.shown) ||
            reportLate ||
            order.status === 'completed' ||
            can('reportIssue') ||
            can('cancel')) && (
            <section aria-labelledby="order-actions" className={styles.card}>
              <h2 id="order-actions" className={styles.sectionTitle}>
                {t.actions}
              </h2>
              <div className={styles.buttons}>
                {buttons
                  .filter((b) => b.shown)
                  .map((b) => (
                    <Button key={b.step} onClick={() => (setFailure(null), setDialog(b.step))}>
                      {b.label}
                    </Button>
                  ))}
                {order.status === 'completed' && (
                  <RouterLink className={styles.rate} to={`${pathTo('my-ratings')}?order=${order.id}`}>
                    {t.rate}
                  </RouterLink>
                )}
                {reportLate && (
                  <Button tone="neutral" onClick={() => setDialog('late')}>
                    {t.reportLate}
                  </Button>
                )}
                {order.actions.includes('reportIssue') && (
                  <Button tone="neutral" onClick={() => setDialog('report')}>
                    {t.report}
                  </Button>
                )}
                {order.actions.includes('cancel') && (
                  <Button tone="critical" onClick={() => (setFailure(null), setDialog('cancel'))}>
                    {t.cancel}
                  </Button>
                )}
              </div>
            </section>
          )}
        </aside>
      </div>
      <ReportIssueDialog
        order={order}
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
        onReported={(message) => {
          setDialog(null);
          setNotice({ tone: 'positive', text: message });
        }}
      />
      {reportLate && (
        <ReportIssueDialog
          order={order}
          type="late_return"
          open={dialog === 'late'}
          onOpenChange={(open) => setDialog(open ? 'late' : null)}
          onReported={(message) => {
            setDialog(null);
            setNotice({ tone: 'positive', text: message });
          }}
        />
      )}
      <ConfirmDialog
        open={step !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        title={step ? stepText[step].title : ''}
        description={<p>{step ? stepText[step].text : ''}</p>}
        confirmLabel={step ? buttons.find((b) => b.step === step)!.label : ''}
        cancelLabel={t.goBack}
        busy={step ? writes[step].writing : false}
        error={failure}
        onConfirm={() => step && void takeStep(step)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t.cancelTitle}
        description={
          <p>
            {seller
              ? t.cancelText({
                  buyer: order.buyer.name,
                  total: formatMoney(order.payment.captured),
                  method: order.payment.label ?? order.payment.method,
                  what: rental ? t.daysBack : t.stockBack,
                })
              : t.cancelTextBuyer({
                  total: formatMoney(order.payment.captured),
                  method: order.payment.label ?? order.payment.method,
                  seller: order.seller.name,
                })}
          </p>
        }
        confirmLabel={t.cancel}
        cancelLabel={t.keep}
        tone="critical"
        busy={cancel.writing}
        error={failure}
        onConfirm={() => void confirmCancel()}
      />
    </div>
  );
}

/** my-order-detail: one order for either side (the server answers with the caller's view). */
export default function OrderDetailPage() {
  const t = useMessages(orderDetailMessages);
  const id = idParam(useParams().id);
  const { data, error, isLoading, mutate, isValidating } = useOrder(id);
  // The tab says which order, as the heading does ('Order #9'), once it has come.
  usePageTitle(data ? t.title({ id: data.order.id }) : null);
  if (id === null || error?.status === 404)
    return <EmptyState headingLevel={1} title={t.notFoundTitle} text={t.notFoundText} />;
  if (error)
    return (
      <ErrorState
        title={t.loadError}
        text={error.message}
        onRetry={() => void mutate()}
        retryLabel={t.retry}
        retrying={isValidating}
      />
    );
  if (isLoading || !data)
    return (
      <p className={styles.muted} role="status" aria-busy="true">
        {t.loading}
      </p>
    );
  return <OrderView order={data.order} />;
}
