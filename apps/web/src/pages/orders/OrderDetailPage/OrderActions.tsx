import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { afterOrderChange, type OrderDetail, orders } from '@pinjam/api';
import { formatMoney } from '@pinjam/api/domain';
import { Button, ConfirmDialog, useMessages } from '@pinjam/ui';
import { useWrite, type WriteResult } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { orderDetailMessages } from '../messages';
import { ReportIssueDialog } from './ReportIssueDialog';
import * as styles from './OrderDetailPage.css';
import { OrderSection } from './OrderSection';

export type Notice = { tone: 'positive' | 'critical'; text: string };
/** The steps after payment a party takes with a button (decision 0035). */
type Step = 'handedOver' | 'returned' | 'confirmReceipt';
type Dialog = 'report' | 'late' | 'cancel' | Step;

/**
 * What this side may do with the order now (the server's `actions`): its next step, rating,
 * reporting an issue or a late return, cancelling; each behind its dialog. The outcome is told
 * through `onNotice`.
 */
export function OrderActions({
  order,
  seller,
  onNotice,
}: {
  order: OrderDetail;
  seller: boolean;
  onNotice: (notice: Notice) => void;
}) {
  const t = useMessages(orderDetailMessages);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useWrite(orders.cancel, { revalidate: afterOrderChange(order.id) });
  const revalidate = { revalidate: afterOrderChange(order.id) };
  const writes = {
    handedOver: useWrite(orders.handedOver, revalidate),
    returned: useWrite(orders.returned, revalidate),
    confirmReceipt: useWrite(orders.confirmReceipt, revalidate),
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
  const shown =
    buttons.some((b) => b.shown) ||
    reportLate ||
    order.status === 'completed' ||
    can('reportIssue') ||
    can('cancel');

  /** Sends a step or the cancel: done or refused for the order's state (409, 403) closes the dialog with a notice; else the dialog says why. */
  const send = async (pending: Promise<WriteResult<{ message: string }>>, closingStatuses: number[]) => {
    setFailure(null);
    const result = await pending;
    if (result.ok) {
      setDialog(null);
      onNotice({ tone: 'positive', text: result.data.message });
    } else if (closingStatuses.includes(result.status)) {
      setDialog(null);
      onNotice({ tone: 'critical', text: result.error.message });
    } else setFailure(result.error.message);
  };
  const reported = (message: string) => {
    setDialog(null);
    onNotice({ tone: 'positive', text: message });
  };

  return (
    <>
      {shown && (
        <OrderSection id="order-actions" title={t.actions} card>
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
            {can('reportIssue') && (
              <Button tone="neutral" onClick={() => setDialog('report')}>
                {t.report}
              </Button>
            )}
            {can('cancel') && (
              <Button tone="critical" onClick={() => (setFailure(null), setDialog('cancel'))}>
                {t.cancel}
              </Button>
            )}
          </div>
        </OrderSection>
      )}
      <ReportIssueDialog
        order={order}
        open={dialog === 'report'}
        onOpenChange={(open) => setDialog(open ? 'report' : null)}
        onReported={reported}
      />
      {reportLate && (
        <ReportIssueDialog
          order={order}
          type="late_return"
          open={dialog === 'late'}
          onOpenChange={(open) => setDialog(open ? 'late' : null)}
          onReported={reported}
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
        onConfirm={() => step && void send(writes[step].write({ params: { id: order.id } }), [409, 403])}
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
        onConfirm={() => void send(cancel.write({ params: { id: order.id } }), [409])}
      />
    </>
  );
}
