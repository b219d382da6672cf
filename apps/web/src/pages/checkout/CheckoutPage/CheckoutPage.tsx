import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient, useDeliveryFee, useSettings, type User } from '@pinjam/api';
import { entryKey, type CartEntry } from '@pinjam/api/domain';
import { selectCheckoutProblem, type CheckoutActorRef, type DeliveryAddress } from '@pinjam/machines';
import { Callout, Heading, Spinner, Stepper, useMessages } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { useCart } from '../../../app/cart';
import { LoadFailed } from '../../../shared/PageStates';
import type { CardChoice } from '../../../features/payments/cardToken';
import { goTo } from '../goTo';
import { AddressStep, savedAddress } from './AddressStep';
import { checkoutLogic, type Refusal } from './checkoutLogic';
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
 * the server's prices, Pay, and what was created — driven by the checkout machine. The cart stays
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

/** Sub-steps the machine's fulfilment and payment states show in turn. */
type View = 'choose' | 'address' | 'review';

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
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [card, setCard] = useState<CardChoice | null>(null);
  const [view, setView] = useState<View>('choose');

  const logic = useMemo(
    () =>
      checkoutLogic({
        client,
        onRefusal: setRefusal,
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
      if (s.matches('awaitingApproval')) keepPending(actor.getPersistedSnapshot());
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (back && restored) {
      if (back.outcome === 'cancelled') markCancelled(actor.getSnapshot().context.idempotencyKey);
      setView('review');
      actor.send({
        type: back.outcome === 'approved' ? 'checkout.paypalApproved' : 'checkout.paypalCancelled',
      });
      forgetPending();
      void navigate('/checkout', { replace: true });
    } else if (restored) setView('review');
    else actor.send({ type: 'checkout.next' });
  }, [actor, back, restored, navigate]);

  const state = useSelector(actor, (s) => s.value);
  const result = useSelector(actor, (s) => s.context.result);
  const fulfilment = useSelector(actor, (s) => s.context.fulfilment);
  const empty = useSelector(actor, (s) => s.matches('review') && s.context.problem === 'emptyCart');

  // Back, from the page's buttons or the browser's: the machine back to the step's state.
  const backTo = (step: CheckoutStep) => {
    const snapshot = () => actor.getSnapshot();
    if (step === 'payment') {
      if (snapshot().matches('failed')) actor.send({ type: 'checkout.back' });
      if (snapshot().matches('payment')) setView('choose');
      return;
    }
    if (step === 'review' || step === 'done') return;
    // Only from the steps Back leaves (never while paying or once done).
    while (
      !snapshot().matches('fulfilment') &&
      !snapshot().matches('review') &&
      snapshot().can({ type: 'checkout.back' })
    )
      actor.send({ type: 'checkout.back' });
    setView(step === 'address' && snapshot().context.fulfilment === 'delivery' ? 'address' : 'choose');
  };

  const current: CheckoutStep =
    state === 'done'
      ? 'done'
      : state === 'review' || state === 'fulfilment'
        ? view === 'address'
          ? 'address'
          : 'fulfilment'
        : state === 'payment' && view !== 'review'
          ? 'payment'
          : 'review';
  useStepHistory(current, backTo);
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
      {state !== 'review' && <Stepper steps={steps} current={current} />}
      <Step
        actor={actor}
        current={current}
        state={String(state)}
        saved={saved}
        card={card}
        refusal={refusal}
        result={result}
        onAddress={() => setView('address')}
        onChoose={() => setView('choose')}
        onChosen={(choice) => {
          setCard(choice);
          setView('review');
        }}
        onChangeAddress={() => backTo('address')}
        onChangePayment={() => backTo('payment')}
        onBackToFulfilment={() => backTo('address')}
      />
    </div>
  );
}

function Step(props: {
  actor: CheckoutActorRef;
  current: string;
  state: string;
  saved: Partial<DeliveryAddress>;
  card: CardChoice | null;
  refusal: Refusal | null;
  result: ReturnType<CheckoutActorRef['getSnapshot']>['context']['result'];
  onAddress: () => void;
  onChoose: () => void;
  onChosen: (card: CardChoice | null) => void;
  onChangeAddress: () => void;
  onChangePayment: () => void;
  onBackToFulfilment: () => void;
}) {
  const { actor, current, state } = props;
  const problem = useSelector(actor, selectCheckoutProblem);
  if (state === 'review') return <CheckoutProblems problem={problem} />;
  if (state === 'done' && props.result) return <ResultView actor={actor} result={props.result} />;
  if (state === 'awaitingApproval' || state === 'confirming') return <PayPalWaiting actor={actor} />;
  switch (current) {
    case 'fulfilment':
      return <FulfilmentStep actor={actor} onDelivery={props.onAddress} />;
    case 'address':
      return (
        <AddressStep
          actor={actor}
          fallback={props.saved}
          serverErrors={props.refusal?.body.errors ?? {}}
          onBack={props.onChoose}
        />
      );
    case 'payment':
      return <PaymentStep actor={actor} onChosen={props.onChosen} onBack={props.onBackToFulfilment} />;
    default:
      return (
        <ReviewStep
          actor={actor}
          card={props.card}
          refusal={props.refusal}
          onChangeAddress={props.onChangeAddress}
          onChangePayment={props.onChangePayment}
        />
      );
  }
}
