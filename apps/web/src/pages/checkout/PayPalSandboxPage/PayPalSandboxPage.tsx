import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { keyOf, payments, useEndpoint } from '@pinjam/api';
import { formatMoney } from '@pinjam/api/domain';
import {
  Button,
  Callout,
  Heading,
  Link,
  Panel,
  Spinner,
  Text,
  useMessages,
  VisuallyHidden,
} from '@pinjam/ui';
import { useWrite } from '../../../app/forms';
import { pathTo } from '../../../routes/paths';
import { LoadFailed, NothingHere } from '../../../shared/PageStates';
import { goTo } from '../goTo';
import { payPalSandboxMessages } from './messages';
import * as styles from './PayPalSandboxPage.css';

/**
 * The built-in sandbox's stand-in for PayPal's approval page (/checkout/paypal/{paymentId}): the
 * amount, what it pays for, Approve and Cancel. Either answer goes back to the checkout's return
 * URL (/checkout?paypal=approved|cancelled&payment_id=…), as PayPal itself would.
 */
export default function PayPalSandboxPage() {
  const t = useMessages(payPalSandboxMessages);
  const { paymentId = '' } = useParams();
  const navigate = useNavigate();
  const params = { payment_id: paymentId };
  const read = useEndpoint(keyOf(payments.payPalPayment, params), payments.payPalPayment, { params });
  const approve = useWrite(payments.approvePayPal);
  const cancel = useWrite(payments.cancelPayPal);
  const [refused, setRefused] = useState<string | null>(null);

  const answer = async (write: typeof approve.write) => {
    setRefused(null);
    const result = await write({ params });
    if (!result.ok) return setRefused(result.error.message);
    goTo(result.data.redirect_url, navigate);
  };

  if (read.error?.status === 404) return <NothingHere title={t.notFoundTitle} text={t.notFoundText} />;
  if (read.error)
    return (
      <LoadFailed
        title={t.failed}
        error={read.error}
        onRetry={() => void read.mutate()}
        retrying={read.isValidating}
      />
    );
  if (!read.data) return <Spinner label={t.loading} />;
  const { payment } = read.data;
  const busy = approve.writing || cancel.writing;
  return (
    <div className={styles.page}>
      <Panel as="section" padding="lg" className={styles.sheet} aria-labelledby="paypal-title">
        <p className={styles.brand}>{t.brand}</p>
        <Heading level={1} size={3} id="paypal-title">
          {t.title}
        </Heading>
        <Text size="sm" tone="muted">
          {t.note}
        </Text>
        <div>
          <Text size="sm" tone="muted">
            {t.payTo} · {payment.description}
          </Text>
          <p className={styles.amount} data-testid="paypal-amount">
            <VisuallyHidden>{t.amount}: </VisuallyHidden>
            {formatMoney(payment.amount)}
          </p>
        </div>
        <section aria-labelledby="paypal-lines">
          <Heading level={2} size={4} id="paypal-lines">
            {t.lines}
          </Heading>
          <ul className={styles.lines}>
            {payment.lines.map((line, index) => (
              <li key={index} className={styles.line}>
                <span>{line.description}</span>
                <span>{formatMoney(line.amount)}</span>
              </li>
            ))}
          </ul>
        </section>
        {refused && (
          <Callout tone="critical" announce="alert">
            {refused}
          </Callout>
        )}
        {payment.status === 'awaiting_approval' ? (
          <div className={styles.actions}>
            <Button
              size="lg"
              block
              loading={approve.writing}
              disabled={busy}
              onClick={() => void answer(approve.write)}
            >
              {approve.writing ? t.approving : t.approve}
            </Button>
            <Button tone="neutral" block disabled={busy} onClick={() => void answer(cancel.write)}>
              {t.cancel}
            </Button>
          </div>
        ) : (
          <Callout tone="info" action={<Link href={pathTo('checkout')}>{t.backToCheckout}</Link>}>
            {t.answered({ status: t[payment.status] })}
          </Callout>
        )}
      </Panel>
    </div>
  );
}
