import { useSelector } from '@xstate/react';
import { formatMoney } from '@pinjam/api/domain';
import { useCheckoutQuote, type QuoteRequest } from '@pinjam/api';
import { selectCheckoutRefusal, selectIsCheckoutBusy, type CheckoutActorRef } from '@pinjam/machines';
import { Button, Callout, cardBrandNames, Spinner, useMessages } from '@pinjam/ui';
import { LoadFailed } from '../../../shared/PageStates';
import type { CardChoice } from '../../../features/payments/cardToken';
import { paymentMessages } from '../../../features/payments/messages';
import { namedEntries, toCheckoutEntries } from './checkoutLogic';
import { FailureNotice } from './FailureNotice';
import { QuoteTotals } from './QuoteTotals';
import { ReviewLines } from './ReviewLines';
import { checkoutMessages } from './messages';
import { StepHeading } from './StepHeading';
import * as styles from './CheckoutPage.css';

const brandName = (brand: string): string | undefined => (cardBrandNames as Record<string, string>)[brand];

/**
 * The review with the server's prices (POST /api/checkout/quote), where and how, then Pay. Also
 * what stays on screen while paying and after a refusal (the refused lines marked).
 */
export function ReviewStep({ actor, card }: { actor: CheckoutActorRef; card: CardChoice | null }) {
  const t = useMessages(checkoutMessages);
  const p = useMessages(paymentMessages);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, selectIsCheckoutBusy);
  const refusal = useSelector(actor, selectCheckoutRefusal);
  const failed = useSelector(actor, (s) => s.context.failure !== null);
  // The Change buttons, while nothing is being paid and nothing was refused.
  const open = useSelector(actor, (s) => s.matches('review') && s.context.failure === null);
  const onChangeAddress = () => actor.send({ type: 'checkout.change', step: 'address' });
  const onChangePayment = () => actor.send({ type: 'checkout.change', step: 'payment' });
  const { entries, fulfilment, address, payment } = context;
  const quote = useCheckoutQuote(
    fulfilment
      ? {
          entries: toCheckoutEntries(entries),
          fulfilment,
          address: fulfilment === 'delivery' ? (address as QuoteRequest['address']) : null,
        }
      : null,
  );
  const quoteRefused = quote.error?.status === 409 || quote.error?.status === 422;
  // The quote's and Pay's refusals by line: the dates' own beside the dates, the rest below.
  const problemsOf = (part: 'dates' | 'line') =>
    new Map([
      ...(quoteRefused ? namedEntries(quote.error?.body.errors, part) : []),
      ...(failed && refusal ? namedEntries(refusal.errors, part) : []),
    ]);
  const problems = problemsOf('line');
  const dateProblems = problemsOf('dates');
  const quoteProblems = quoteRefused ? namedEntries(quote.error?.body.errors) : new Map<number, string>();
  const total = quote.data ? formatMoney(quote.data.quote.total) : '';

  return (
    <section className={styles.step} aria-labelledby="checkout-review">
      <StepHeading id="checkout-review" focus={!failed}>
        {t.stepReview}
      </StepHeading>
      <FailureNotice actor={actor} onChangeAddress={onChangeAddress} onChangePayment={onChangePayment} />
      {quote.error && quoteProblems.size > 0 && (
        <Callout tone="critical" title={quote.error.status === 422 ? t.invalidTitle : t.unavailableTitle}>
          {quote.error.message} {t.cartKept}
        </Callout>
      )}
      <p>{t.reviewIntro}</p>
      <ReviewLines
        entries={entries}
        lines={quote.data?.quote.lines}
        problems={problems}
        dateProblems={dateProblems}
      />
      {quote.data ? (
        <QuoteTotals quote={quote.data.quote} />
      ) : quote.error && quoteProblems.size === 0 ? (
        <LoadFailed
          title={t.quoteFailed}
          error={quote.error}
          onRetry={() => void quote.mutate()}
          retrying={quote.isValidating}
        />
      ) : (
        !quote.error && <Spinner label={t.quoteLoading} />
      )}
      {quote.data && quote.data.quote.rentals > 0 && <Callout tone="info">{t.heldNote}</Callout>}
      <dl className={styles.summary}>
        <dt>{fulfilment === 'delivery' ? t.deliverTo : t.stepFulfilment}</dt>
        <dd>
          {fulfilment === 'delivery' && address
            ? [
                address.address_line_1,
                address.address_line_2,
                address.city,
                address.district,
                address.telephone,
              ]
                .filter(Boolean)
                .join(', ')
            : t.pickupSummary}
        </dd>
        <dd>
          {open && (
            <Button
              tone="ghost"
              size="sm"
              onClick={onChangeAddress}
              aria-label={`${t.change}: ${t.deliverTo}`}
            >
              {t.change}
            </Button>
          )}
        </dd>
        <dt>{t.payWith}</dt>
        <dd>
          {payment?.method === 'paypal'
            ? t.payPalSummary
            : card
              ? p.cardEnding({ brand: brandName(card.brand) ?? t.card, last4: card.last4 })
              : t.card}
        </dd>
        <dd>
          {open && (
            <Button tone="ghost" size="sm" onClick={onChangePayment} aria-label={`${t.change}: ${t.payWith}`}>
              {t.change}
            </Button>
          )}
        </dd>
      </dl>
      {busy && (
        <p role="status" className={styles.lineBody}>
          {t.payingStatus}
        </p>
      )}
      {!failed && (
        <div className={styles.actions}>
          <Button tone="neutral" onClick={() => actor.send({ type: 'checkout.back' })} disabled={busy}>
            {t.back}
          </Button>
          <Button
            size="lg"
            onClick={() => actor.send({ type: 'checkout.submit' })}
            disabled={!quote.data || problems.size > 0 || dateProblems.size > 0}
            loading={busy}
          >
            {busy ? t.paying : payment?.method === 'paypal' ? t.payPayPal({ total }) : t.pay({ total })}
          </Button>
        </div>
      )}
    </section>
  );
}
