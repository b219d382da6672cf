import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient, useDeliveryFee, useSettings, type User } from '@pinjam/api';
import { entryKey, type CartEntry } from '@pinjam/api/domain';
import {
  selectCheckoutProblem,
  selectCheckoutResult,
  selectCheckoutStep,
  type CheckoutActorRef,
  type CheckoutStep as MachineStep,
  type DeliveryAddress,
} from '@pinjam/machines';
import { Callout, Heading, Spinner, Stepper, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { useCart } from '../../../app/cart';
import { LoadFailed } from '../../../shared/PageStates';
import type { CardChoice } from '../../../features/payments/cardToken';
import { goTo } from '../goTo';
import { AddressStep, savedAddress } from './AddressStep';
import { checkoutLogic } from './checkoutLogic';
import { CheckoutProblems } from './CheckoutProblems';
import { FulfilmentStep } from './FulfilmentStep';
import { PaymentStep } from './PaymentStep';
import { forgetPending, keepPending, markCancelled, pendingCheckout, readPayPalReturn } from './paypalReturn';
import { PayPalWaiting } from './PayPalWaiting';
import { ResultView } from './ResultView';
import { ReviewStep } from './ReviewStep';
import { useStepHistory, type CheckoutStep } from './useStepHistory';
import { checkoutMessages } from './messages';
import * as styles from './CheckoutPage.css';

/**
 * Checkout (/checkout; signed in): delivery or pickup, the address, card or PayPal, a review with
 * the server's prices, Pay, and what was created. The checkout machine's state is the step shown;
 * the page draws it and sends the machine events, nothing more. The cart stays
 * until the checkout goes through; then the placed entries leave it.
 */
export default function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  const cart = useCart();
  const { user } = useAuth();
  const fee = useDeliveryFee();
  // The saved address of the settings; if it cannot be read, the checkout goes on without it.
  const settings = useSettings(Boolean(user));
  if (fee.error)
    return (
      <LoadFailed
        title={t.feeFailed}
        error={fee.error}
        onRetry={() => void fee.mutate()}
        retrying={fee.isValidating}
      />
    );
  if (cart.restoring || !fee.data || !user || (settings.isLoading && !settings.data))
    return <Spinner label={t.loading} />;
  return (
    <Checkout
      entries={cart.entries}
      deliveryFee={fee.data.fee}
      user={user}
      saved={savedAddress(user, settings.data?.data)}
    />
  );
}

/** The step the history and the stepper show for each state of the machine. */
const historyStep = {
  cart: 'fulfilment',
  fulfilment: 'fulfilment',
  address: 'address',
  payment: 'payment',
  review: 'review',
  paying: 'review',
  result: 'done',
} as const satisfies Record<MachineStep, CheckoutStep>;

function Checkout({
  entries,
  deliveryFee,
  user,
  saved,
}: {
  entries: CartEntry[];
  deliveryFee: number;
  user: User;
  saved: Partial<DeliveryAddress>;
}) {
  const t = useMessages(checkoutMessages);
  const client = useApiClient();
  const navigate = useNavigate();
  const cart = useCart();
  const [search] = useSearchParams();
  const [back] = useState(() => readPayPalReturn(search));
  const [restored] = useState(() => pendingCheckout(back?.paymentId));
  // What the card form showed (brand, last four) for the review; the machine holds its token.
  const [card, setCard] = useState<CardChoice | null>(null);

  const logic = useMemo(
    () =>
      checkoutLogic({
        client,
        openApproval: (url) => goTo(url, navigate),
        onPlaced: (placed) => {
          forgetPending();
          for (const entry of placed) cart.remove(entryKey(entry));
        },
      }),
    // The logic is made once per visit; its effects read the latest client, router and cart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Back from PayPal: the checkout as it was when PayPal's page opened (the input is then unused).
  const actor = useActorRef(logic, {
    input: {
      entries,
      deliveryFee,
      isVerified: user.meta.is_verified,
      address: saved.address_line_1 && saved.telephone ? (saved as DeliveryAddress) : null,
    },
    ...(restored ? { snapshot: restored as never } : {}),
  });

  // Kept while PayPal's page is open, so the return continues this checkout.
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.matches({ paying: 'approval' })) keepPending(actor.getPersistedSnapshot());
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  // PayPal's answer, once: approved or cancelled on PayPal's page.
  const answered = useRef(false);
  useEffect(() => {
    if (answered.current || !back || !restored) return;
    answered.current = true;
    if (back.outcome === 'cancelled') markCancelled(actor.getSnapshot().context.idempotencyKey);
    actor.send({
      type: back.outcome === 'approved' ? 'checkout.paypalApproved' : 'checkout.paypalCancelled',
    });
    forgetPending();
    void navigate('/checkout', { replace: true });
  }, [actor, back, restored, navigate]);

  const state = useSelector(actor, selectCheckoutStep);
  const fulfilment = useSelector(actor, (s) => s.context.fulfilment);
  const empty = useSelector(actor, (s) => s.matches('cart') && s.context.problem === 'emptyCart');

  // The browser's Back to an earlier step: the review's Change for the step named, else Back.
  useStepHistory(historyStep[state], (step) => {
    if (actor.getSnapshot().matches('review') && step !== 'review')
      actor.send({ type: 'checkout.change', step });
    else actor.send({ type: 'checkout.back' });
  });
  const steps = [
    { id: 'fulfilment', label: t.stepFulfilment },
    ...(fulfilment !== 'pickup' ? [{ id: 'address', label: t.stepAddress }] : []),
    { id: 'payment', label: t.stepPayment },
    { id: 'review', label: t.stepReview },
  ];

  return (
    <div className={styles.page}>
      {/* An empty cart's page has its own title. */}
      {!empty && <Heading level={1}>{t.title}</Heading>}
      {back && !restored && <Callout tone="warning">{t.payPalLost}</Callout>}
      {state !== 'cart' && <Stepper steps={steps} current={historyStep[state]} />}
      <Step actor={actor} state={state} saved={saved} card={card} onCard={setCard} />
    </div>
  );
}

/** The machine's state, drawn: one component per step. */
function Step(props: {
  actor: CheckoutActorRef;
  state: MachineStep;
  saved: Partial<DeliveryAddress>;
  card: CardChoice | null;
  onCard: (card: CardChoice | null) => void;
}) {
  const { actor, state } = props;
  const problem = useSelector(actor, selectCheckoutProblem);
  const result = useSelector(actor, selectCheckoutResult);
  const waitingForPayPal = useSelector(
    actor,
    (s) => s.matches({ paying: 'approval' }) || s.matches({ paying: 'confirming' }),
  );
  switch (state) {
    case 'cart':
      return <CheckoutProblems problem={problem} />;
    case 'fulfilment':
      return <FulfilmentStep actor={actor} />;
    case 'address':
      return <AddressStep actor={actor} fallback={props.saved} />;
    case 'payment':
      return <PaymentStep actor={actor} onChosen={props.onCard} />;
    case 'result':
      return result && <ResultView actor={actor} result={result} />;
    default:
      return waitingForPayPal ? (
        <PayPalWaiting actor={actor} />
      ) : (
        <ReviewStep actor={actor} card={props.card} />
      );
  }
}
