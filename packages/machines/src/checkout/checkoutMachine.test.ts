import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor, type StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { chartLeaves, reachedLeaves, untakenTransitions } from '../_testing/graphCoverage';
import { xstateEvents } from '../_testing/xstateEvents';
import { entryKey } from '../cart/entries';
import { buy, fakeCart, fakeItems, rent } from '../cart/fakes';
import { checkoutMachine, type CheckoutSnapshot } from './checkoutMachine';
import { keyFrom } from './checkoutSetup';
import {
  createCheckoutFakes,
  DECLINED_MESSAGE,
  fakeAddress,
  fakeCards,
  fakeCheckoutInput,
  fakeResult,
  paypal,
  type CheckoutFakeOptions,
} from './fakes';
import { NETWORK_FAILURE, PAYPAL_CANCELLED } from './rules';
import {
  selectApproval,
  selectFailure,
  selectIdempotencyKey,
  selectIsBusy,
  selectProblem,
  selectResult,
  selectStep,
  selectTotals,
} from './selectors';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, PlaceOrderResult } from './types';

// ── Helpers ──────────────────────────────────────────────────────────────────
const { done, failed } = xstateEvents<CheckoutEvent>();

/** Every new key is 'key-new', so transitions are predictable. */
const machine = checkoutMachine.provide({ actions: { createKey: keyFrom(() => 'key-new') } });

const base: CheckoutContext = {
  entries: fakeCart,
  deliveryFee: 500,
  isVerified: true,
  address: fakeAddress,
  fulfilment: null,
  payment: null,
  idempotencyKey: null,
  problem: null,
  approval: null,
  failure: null,
  refusal: null,
  result: null,
};
const at = (value: StateValue, context: Partial<CheckoutContext> = {}) =>
  machine.resolveState({ value, context: { ...base, ...context } });
const ready = { fulfilment: 'delivery', payment: fakeCards.ok } as const;

type Actions = ReturnType<typeof transition<typeof machine>>[1];
const spawned = (actions: Actions) =>
  actions
    .filter((a) => a.type === 'xstate.spawnChild')
    .map((a) => {
      const { id, input } = a.params as unknown as { id: string; input: unknown };
      return { id, input };
    });
const named = (actions: Actions) =>
  actions.filter((a) => !a.type.startsWith('xstate.')).map((a) => ({ type: a.type, params: a.params }));
const send = (value: StateValue, context: Partial<CheckoutContext>, event: CheckoutEvent) =>
  transition(machine, at(value, context), event);

const result = fakeResult({ entries: fakeCart, fulfilment: 'delivery' });
const placedAnswer: PlaceOrderResult = { status: 'placed', result };
const approvalAnswer: PlaceOrderResult = {
  status: 'approvalRequired',
  approval: { payment_id: 'PAYID-key-1', approval_url: '/checkout/paypal/PAYID-key-1' },
};
const declinedAnswer: PlaceOrderResult = {
  status: 'failed',
  failure: { reason: 'declined', message: DECLINED_MESSAGE },
};
const next: CheckoutEvent = { type: 'checkout.next' };
const back: CheckoutEvent = { type: 'checkout.back' };

// ── (a) Pure transitions: every guard branch ─────────────────────────────────
describe('checkoutMachine, pure transitions', () => {
  describe('at start', () => {
    it('opens on the fulfilment step for a cart that can check out, with nothing chosen and no key', () => {
      const [snapshot, actions] = initialTransition(machine, fakeCheckoutInput);
      expect(snapshot.value).toBe('fulfilment');
      expect(snapshot.context).toEqual(base);
      expect(spawned(actions)).toEqual([]);
    });
    it('stays on the cart check for an empty cart', () => {
      const [snapshot] = initialTransition(machine, { ...fakeCheckoutInput, entries: [] });
      expect(snapshot.value).toBe('cart');
      expect(snapshot.context.problem).toBe('emptyCart');
    });
    it('stays on the cart check for rental lines of a renter who is not verified', () => {
      const [snapshot] = initialTransition(machine, { ...fakeCheckoutInput, isVerified: false });
      expect(snapshot.value).toBe('cart');
      expect(snapshot.context.problem).toBe('verificationRequired');
      expect(snapshot.can(next)).toBe(false);
    });
    it('lets an unverified user buy (only rentals need verification)', () => {
      const input = { ...fakeCheckoutInput, isVerified: false, entries: [buy(fakeItems.tent)] };
      expect(initialTransition(machine, input)[0].value).toBe('fulfilment');
    });
  });

  describe('given the fulfilment step', () => {
    it('records the choice of delivery or pickup', () => {
      const [chosen] = send('fulfilment', {}, { type: 'checkout.chooseFulfilment', fulfilment: 'pickup' });
      expect(chosen.context.fulfilment).toBe('pickup');
    });
    it('refuses to go on before delivery or pickup is chosen', () => {
      const [snapshot] = send('fulfilment', {}, next);
      expect(snapshot.value).toBe('fulfilment');
      expect(snapshot.context.problem).toBe('fulfilmentRequired');
    });
    it('goes on to the address for delivery, straight to payment for pickup', () => {
      expect(send('fulfilment', { fulfilment: 'delivery' }, next)[0].value).toBe('address');
      expect(send('fulfilment', { fulfilment: 'pickup', address: null }, next)[0].value).toBe('payment');
    });
    it('has no Back of its own (the browser goes back to the cart)', () => {
      expect(at('fulfilment').can(back)).toBe(false);
    });
  });

  describe('given the address step', () => {
    it('records the address', () => {
      const address = { ...fakeAddress, address_line_1: 'Unit 3, Jalan Gadong' };
      const [moved] = send('address', { fulfilment: 'delivery' }, { type: 'checkout.setAddress', address });
      expect(moved.context.address).toEqual(address);
    });
    it.each([
      ['no address', null],
      ['an address without a telephone number', { ...fakeAddress, telephone: ' ' }],
      ['an address without its first line', { ...fakeAddress, address_line_1: '' }],
    ])('refuses delivery to %s', (_, address) => {
      const [snapshot] = send('address', { fulfilment: 'delivery', address }, next);
      expect(snapshot.value).toBe('address');
      expect(snapshot.context.problem).toBe('addressRequired');
    });
    it('goes on to payment with a complete address', () => {
      expect(send('address', { fulfilment: 'delivery' }, next)[0].value).toBe('payment');
    });
    it('goes back to fulfilment, clearing the problem', () => {
      const [snapshot] = send('address', { fulfilment: 'delivery', problem: 'addressRequired' }, back);
      expect(snapshot.value).toBe('fulfilment');
      expect(snapshot.context.problem).toBeNull();
    });
  });

  describe('given the payment step', () => {
    it('records the payment method', () => {
      const [snapshot] = send(
        'payment',
        { fulfilment: 'pickup' },
        { type: 'checkout.choosePayment', payment: paypal },
      );
      expect(snapshot.context.payment).toEqual(paypal);
    });
    it('refuses to go on to the review before a payment method is chosen', () => {
      const [snapshot] = send('payment', { fulfilment: 'pickup' }, next);
      expect(snapshot.value).toBe('payment');
      expect(snapshot.context.problem).toBe('paymentRequired');
    });
    it('goes on to the review once paid how is chosen', () => {
      expect(send('payment', ready, next)[0].value).toBe('review');
    });
    it('goes back to the address for delivery, to fulfilment for pickup', () => {
      expect(send('payment', ready, back)[0].value).toBe('address');
      expect(send('payment', { ...ready, fulfilment: 'pickup' }, back)[0].value).toBe('fulfilment');
    });
  });

  describe('given the review', () => {
    it('pays with a new idempotency key and everything the server needs', () => {
      const [snapshot, actions] = send('review', ready, { type: 'checkout.submit' });
      expect(snapshot.value).toEqual({ paying: 'placing' });
      expect(snapshot.context.idempotencyKey).toBe('key-new');
      expect(spawned(actions)).toEqual([
        {
          id: 'placeOrder',
          input: {
            idempotencyKey: 'key-new',
            entries: fakeCart,
            fulfilment: 'delivery',
            address: fakeAddress,
            payment: fakeCards.ok,
          },
        },
      ]);
    });
    it('keeps the key it already has (back and pay again without changing anything)', () => {
      const [snapshot, actions] = send(
        'review',
        { ...ready, idempotencyKey: 'key-7' },
        { type: 'checkout.submit' },
      );
      expect(snapshot.context.idempotencyKey).toBe('key-7');
      expect(spawned(actions)[0]?.input).toMatchObject({ idempotencyKey: 'key-7' });
    });
    it('sends no address for pickup', () => {
      const [, actions] = send(
        'review',
        { fulfilment: 'pickup', payment: paypal },
        { type: 'checkout.submit' },
      );
      expect(spawned(actions)[0]?.input).toMatchObject({
        fulfilment: 'pickup',
        address: null,
        payment: paypal,
      });
    });
    it('goes back to payment, and Change goes to the step it names', () => {
      expect(send('review', ready, back)[0].value).toBe('payment');
      for (const step of ['fulfilment', 'address', 'payment'] as const)
        expect(send('review', ready, { type: 'checkout.change', step })[0].value).toBe(step);
    });
  });

  describe('given a key from an earlier attempt', () => {
    const attempt = {
      ...ready,
      idempotencyKey: 'key-1',
      approval: { payment_id: 'P', approval_url: '/x', approved: false },
    };
    it('drops it when the payment method changes', () => {
      const [snapshot] = send('payment', attempt, { type: 'checkout.choosePayment', payment: paypal });
      expect(snapshot.context).toMatchObject({ idempotencyKey: null, approval: null });
    });
    it('drops it when the fulfilment or the address changes', () => {
      expect(
        send('fulfilment', attempt, { type: 'checkout.chooseFulfilment', fulfilment: 'pickup' })[0].context
          .idempotencyKey,
      ).toBeNull();
      const moved = { ...fakeAddress, address_line_1: 'Unit 3' };
      expect(
        send('address', attempt, { type: 'checkout.setAddress', address: moved })[0].context.idempotencyKey,
      ).toBeNull();
    });
    it('keeps it when the same choice is made again', () => {
      const [snapshot] = send('payment', attempt, {
        type: 'checkout.choosePayment',
        payment: { ...fakeCards.ok },
      });
      expect(snapshot.context.idempotencyKey).toBe('key-1');
    });
  });

  describe('given an order being placed', () => {
    const placing = { paying: 'placing' };
    const submitting = { ...ready, idempotencyKey: 'key-1' };
    it('shows the result when the server placed it, and asks the app to clear the cart', () => {
      const [snapshot, actions] = send(placing, submitting, done('placeOrder', placedAnswer));
      expect(snapshot.value).toBe('result');
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(result);
      expect(named(actions)).toEqual([{ type: 'orderPlaced', params: { result } }]);
    });
    it('waits for PayPal approval when the server asks for it, and asks the app to open it', () => {
      const [snapshot, actions] = send(
        placing,
        { ...submitting, payment: paypal },
        done('placeOrder', approvalAnswer),
      );
      expect(snapshot.value).toEqual({ paying: 'approval' });
      expect(snapshot.context.approval).toEqual({
        ...(approvalAnswer.status === 'approvalRequired' && approvalAnswer.approval),
        approved: false,
      });
      expect(named(actions)).toEqual([
        { type: 'openPayPalApproval', params: { approval: snapshot.context.approval } },
      ]);
    });
    it('comes back to the review with the server’s reason and refusal (declined, or a line gone)', () => {
      const [declined] = send(placing, submitting, done('placeOrder', declinedAnswer));
      expect(declined.value).toBe('review');
      expect(declined.context.failure).toEqual({ reason: 'declined', message: DECLINED_MESSAGE });
      const gone = {
        reason: 'unavailable',
        message: 'Gone',
        unavailable: [entryKey(fakeCart[1]!)],
        status: 409,
        errors: { 'entries.1': ['Gone'] },
      } as const;
      const [unavailable] = send(
        placing,
        submitting,
        done('placeOrder', { status: 'failed', failure: gone }),
      );
      expect(unavailable.context.failure).toEqual(gone);
      expect(unavailable.context.refusal).toEqual(gone);
    });
    it('comes back to the review with a network failure when the call rejects', () => {
      const [snapshot] = send(placing, submitting, failed('placeOrder'));
      expect(snapshot.value).toBe('review');
      expect(snapshot.context.failure).toEqual(NETWORK_FAILURE);
    });
    it('takes no user events', () => {
      expect(at(placing, submitting).can(back)).toBe(false);
      expect(at(placing, submitting).can({ type: 'checkout.submit' })).toBe(false);
    });
  });

  describe('given a PayPal payment waiting for approval', () => {
    const waiting = {
      ...ready,
      payment: paypal,
      idempotencyKey: 'key-1',
      approval: { payment_id: 'PAYID-key-1', approval_url: '/checkout/paypal/PAYID-key-1', approved: false },
    };
    const approval = { paying: 'approval' };
    const confirmingState = { paying: 'confirming' };
    it('confirms it with the same key once the user approves', () => {
      const [snapshot, actions] = send(approval, waiting, { type: 'checkout.paypalApproved' });
      expect(snapshot.value).toEqual(confirmingState);
      expect(snapshot.context.approval?.approved).toBe(true);
      expect(spawned(actions)).toEqual([
        { id: 'confirmPayPal', input: { idempotencyKey: 'key-1', payment_id: 'PAYID-key-1' } },
      ]);
    });
    it('comes back to the review when the user cancels on PayPal', () => {
      const [snapshot] = send(approval, waiting, { type: 'checkout.paypalCancelled' });
      expect(snapshot.value).toBe('review');
      expect(snapshot.context.failure).toEqual(PAYPAL_CANCELLED);
    });

    describe('when confirming', () => {
      const confirming = { ...waiting, approval: { ...waiting.approval, approved: true } };
      it('shows the result when PayPal paid', () => {
        expect(send(confirmingState, confirming, done('confirmPayPal', placedAnswer))[0].value).toBe(
          'result',
        );
      });
      it('fails when PayPal declined, or the network failed', () => {
        expect(
          send(confirmingState, confirming, done('confirmPayPal', declinedAnswer))[0].context.failure?.reason,
        ).toBe('declined');
        expect(send(confirmingState, confirming, failed('confirmPayPal'))[0].context.failure).toEqual(
          NETWORK_FAILURE,
        );
      });
    });
  });

  describe('given a failed attempt on the review', () => {
    it('retries the payment with the same key', () => {
      const [snapshot, actions] = send(
        'review',
        { ...ready, idempotencyKey: 'key-1', failure: NETWORK_FAILURE },
        { type: 'checkout.retry' },
      );
      expect(snapshot.value).toEqual({ paying: 'placing' });
      expect(snapshot.context.failure).toBeNull();
      expect(spawned(actions)[0]?.input).toMatchObject({ idempotencyKey: 'key-1' });
    });
    it('retries the confirmation when PayPal had already been approved', () => {
      const approval = { payment_id: 'PAYID-key-1', approval_url: '/x', approved: true };
      const [snapshot, actions] = send(
        'review',
        { ...ready, payment: paypal, idempotencyKey: 'key-1', approval, failure: NETWORK_FAILURE },
        { type: 'checkout.retry' },
      );
      expect(snapshot.value).toEqual({ paying: 'confirming' });
      expect(spawned(actions)).toEqual([
        { id: 'confirmPayPal', input: { idempotencyKey: 'key-1', payment_id: 'PAYID-key-1' } },
      ]);
    });
    it('takes no Pay and no retry without a failure', () => {
      const failure = declinedAnswer.status === 'failed' ? declinedAnswer.failure : null;
      expect(at('review', { ...ready, failure }).can({ type: 'checkout.submit' })).toBe(false);
      expect(at('review', ready).can({ type: 'checkout.retry' })).toBe(false);
    });
    it('goes back to the payment step, keeping the key and the refusal until something changes', () => {
      const failure = declinedAnswer.status === 'failed' ? declinedAnswer.failure : null;
      const [snapshot] = send(
        'review',
        { ...ready, idempotencyKey: 'key-1', failure, refusal: failure },
        back,
      );
      expect(snapshot.value).toBe('payment');
      expect(snapshot.context).toMatchObject({ failure: null, refusal: failure, idempotencyKey: 'key-1' });
    });
  });
});

describe('selectors and totals', () => {
  it('read the step, totals with delivery per order, problem, failure, key and result', () => {
    const snapshot = at('payment', { ...ready, idempotencyKey: 'key-1', problem: 'paymentRequired' });
    expect(selectStep(snapshot)).toBe('payment');
    // 17900 purchases + 36500 rentals + 3 delivery orders (1 seller of purchases, 2 rentals) × 500.
    expect(selectTotals(snapshot)).toMatchObject({
      subtotal: 54_400,
      deliveryOrders: 3,
      delivery: 1500,
      total: 55_900,
      deposits: 50_000,
    });
    expect(selectTotals(at('payment', { fulfilment: 'pickup' }))).toMatchObject({
      delivery: 0,
      total: 54_400,
    });
    expect(selectProblem(snapshot)).toBe('paymentRequired');
    expect(selectIdempotencyKey(snapshot)).toBe('key-1');
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(selectIsBusy(at({ paying: 'confirming' }, ready))).toBe(true);
    expect(selectFailure(at('review', { failure: NETWORK_FAILURE }))).toEqual(NETWORK_FAILURE);
    expect(selectApproval(snapshot)).toBeNull();
    expect(selectResult(at('result', { result }))).toEqual(result);
  });
});

// ── (b) Actors with fake implementations ─────────────────────────────────────
function start(options: CheckoutFakeOptions = {}, input: CheckoutInput = fakeCheckoutInput) {
  const fakes = createCheckoutFakes(options);
  const actor = createActor(checkoutMachine.provide(fakes.implementations), { input }).start();
  return { actor, ...fakes };
}
/** Back on the review with a failure, PayPal's approval open, or the result shown. */
const reached = {
  failed: (s: CheckoutSnapshot) => s.matches('review') && s.context.failure !== null,
  approval: (s: CheckoutSnapshot) => s.matches({ paying: 'approval' }),
  result: (s: CheckoutSnapshot) => s.matches('result'),
};
const settled = (actor: ReturnType<typeof start>['actor'], where: keyof typeof reached) =>
  waitFor(actor, reached[where], { timeout: 1000 });
/** Delivery → the saved address → payment → the review, as the screens would drive it. */
function toReview(
  actor: ReturnType<typeof start>['actor'],
  payment: CheckoutContext['payment'] = fakeCards.ok,
) {
  actor.send({ type: 'checkout.chooseFulfilment', fulfilment: 'delivery' });
  actor.send(next);
  actor.send(next);
  if (payment) actor.send({ type: 'checkout.choosePayment', payment });
  actor.send(next);
  expect(actor.getSnapshot().value).toBe('review');
}

describe('checkoutMachine with a fake server', () => {
  describe('given a verified renter paying by card', () => {
    it('places the orders and requests, charged once, and tells the app', async () => {
      const { actor, calls } = start({ latency: 5 });
      toReview(actor);
      actor.send({ type: 'checkout.submit' });
      const snapshot = await settled(actor, 'result');
      expect(snapshot.output?.orders).toEqual([{ id: 5001, seller_id: 34, total: 17_900 }]);
      expect(snapshot.output?.requests.map((r) => r.item_id)).toEqual([101, 102]);
      expect(snapshot.output?.total).toBe(55_900);
      expect(calls.charged).toEqual(['key-1']);
      expect(calls.placed).toEqual([snapshot.output]);
    });
  });

  describe('given a declined card / when the user picks another card', () => {
    it('submits a new attempt with a new key', async () => {
      const { actor, calls } = start();
      toReview(actor, fakeCards.declined);
      actor.send({ type: 'checkout.submit' });
      const failedSnapshot = await settled(actor, 'failed');
      expect(failedSnapshot.context.failure?.reason).toBe('declined');
      actor.send({ type: 'checkout.change', step: 'payment' });
      actor.send({ type: 'checkout.choosePayment', payment: fakeCards.ok });
      actor.send(next);
      actor.send({ type: 'checkout.submit' });
      await settled(actor, 'result');
      expect(calls.placeOrder.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2']);
      expect(calls.charged).toEqual(['key-2']);
    });
  });

  describe('given the answer to the first submit is lost on the way back', () => {
    it('fails as a network failure, and the retry with the same key is not charged again', async () => {
      const { actor, calls } = start({ server: 'lostAnswer' });
      toReview(actor);
      actor.send({ type: 'checkout.submit' });
      const failedSnapshot = await settled(actor, 'failed');
      expect(failedSnapshot.context.failure).toEqual(NETWORK_FAILURE);
      actor.send({ type: 'checkout.retry' });
      await settled(actor, 'result');
      expect(calls.placeOrder.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
      expect(calls.charged).toEqual(['key-1']);
    });
  });

  describe('given PayPal', () => {
    it('opens the approval, then confirms the approved payment with the same key', async () => {
      const { actor, calls } = start();
      toReview(actor, paypal);
      actor.send({ type: 'checkout.submit' });
      const waiting = await settled(actor, 'approval');
      expect(calls.approvalsOpened).toEqual(['PAYID-key-1']);
      expect(waiting.context.approval?.approval_url).toBe('/checkout/paypal/PAYID-key-1');
      actor.send({ type: 'checkout.paypalApproved' });
      await settled(actor, 'result');
      expect(calls.confirmPayPal).toEqual([{ idempotencyKey: 'key-1', payment_id: 'PAYID-key-1' }]);
    });

    it('after a cancel, retries with the same key and gets the same approval', async () => {
      const { actor, calls } = start();
      toReview(actor, paypal);
      actor.send({ type: 'checkout.submit' });
      await settled(actor, 'approval');
      actor.send({ type: 'checkout.paypalCancelled' });
      expect(actor.getSnapshot().context.failure).toEqual(PAYPAL_CANCELLED);
      actor.send({ type: 'checkout.retry' });
      await settled(actor, 'approval');
      expect(calls.approvalsOpened).toEqual(['PAYID-key-1', 'PAYID-key-1']);
    });

    it('fails when PayPal declines the approved payment', async () => {
      const { actor } = start({ paypal: 'declined' });
      toReview(actor, paypal);
      actor.send({ type: 'checkout.submit' });
      await settled(actor, 'approval');
      actor.send({ type: 'checkout.paypalApproved' });
      const snapshot = await settled(actor, 'failed');
      expect(snapshot.context.failure?.reason).toBe('declined');
    });
  });

  describe('given a rental whose dates were taken meanwhile', () => {
    it('fails naming the cart lines that are no longer available', async () => {
      const { actor } = start({ server: 'unavailable' });
      toReview(actor);
      actor.send({ type: 'checkout.submit' });
      const snapshot = await settled(actor, 'failed');
      expect(snapshot.context.failure).toMatchObject({
        reason: 'unavailable',
        unavailable: [entryKey(rent(fakeItems.camera, '2026-03-05', '2026-03-14')), entryKey(fakeCart[2]!)],
      });
    });
  });

  describe('given the app provided nothing', () => {
    it('fails as a network failure instead of hanging', async () => {
      const actor = createActor(checkoutMachine, { input: fakeCheckoutInput }).start();
      toReview(actor);
      actor.send({ type: 'checkout.submit' });
      const snapshot = await waitFor(actor, reached.failed, { timeout: 1000 });
      expect(snapshot.context.failure).toEqual(NETWORK_FAILURE);
      expect(snapshot.context.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    });
  });
});

// ── (c) Paths from xstate/graph ──────────────────────────────────────────────
const events: CheckoutEvent[] = [
  next,
  back,
  { type: 'checkout.chooseFulfilment', fulfilment: 'delivery' },
  { type: 'checkout.chooseFulfilment', fulfilment: 'pickup' },
  { type: 'checkout.setAddress', address: fakeAddress },
  { type: 'checkout.choosePayment', payment: fakeCards.ok },
  { type: 'checkout.choosePayment', payment: paypal },
  { type: 'checkout.submit' },
  { type: 'checkout.paypalApproved' },
  { type: 'checkout.paypalCancelled' },
  { type: 'checkout.retry' },
  { type: 'checkout.change', step: 'fulfilment' },
  { type: 'checkout.change', step: 'address' },
  { type: 'checkout.change', step: 'payment' },
  done('placeOrder', placedAnswer),
  done('placeOrder', approvalAnswer),
  done('placeOrder', declinedAnswer),
  failed('placeOrder'),
  done('confirmPayPal', placedAnswer),
  done('confirmPayPal', declinedAnswer),
  failed('confirmPayPal'),
];
// The state value plus what the guards read, never the entries or the key's value.
const serializeState = (s: CheckoutSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.fulfilment,
    s.context.address !== null,
    s.context.payment?.method ?? null,
    s.context.idempotencyKey !== null,
    s.context.approval?.approved ?? null,
    s.context.problem,
    s.context.failure !== null,
  ]);
const traversal = (input: CheckoutInput) => ({ input, events, serializeState });
const inputs: CheckoutInput[] = [
  fakeCheckoutInput,
  { ...fakeCheckoutInput, address: null },
  { ...fakeCheckoutInput, entries: [] },
  { ...fakeCheckoutInput, isVerified: false },
];

describe('checkoutMachine paths', () => {
  const paths = getShortestPaths(machine, traversal(fakeCheckoutInput));

  it('reaches every state of the chart', () => {
    expect(chartLeaves(checkoutMachine)).toHaveLength(9);
    const all = inputs.flatMap((input) => getShortestPaths(machine, traversal(input)));
    expect(reachedLeaves(all.map((p) => p.state))).toEqual(chartLeaves(checkoutMachine));
  });

  it('takes every transition and every guarded branch, over carts that are full, empty, address-less or unverified', () => {
    expect(untakenTransitions(machine, ...inputs.map(traversal))).toEqual([]);
  });

  it('reaches the result by PayPal through approval and confirmation', () => {
    const path = getShortestPaths(machine, {
      ...traversal(fakeCheckoutInput),
      toState: (s) => s.matches('result') && s.context.approval?.approved === true,
    })[0];
    expect(path?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'checkout.chooseFulfilment',
      'checkout.next',
      'checkout.choosePayment',
      'checkout.next',
      'checkout.submit',
      'xstate.done.actor.placeOrder',
      'checkout.paypalApproved',
      'xstate.done.actor.confirmPayPal',
    ]);
  });

  it('never pays without a key, whichever path leads there', () => {
    const submitting = paths.filter((p) => p.state.matches('paying'));
    expect(submitting.length).toBeGreaterThan(0);
    expect(submitting.every((p) => p.state.context.idempotencyKey !== null)).toBe(true);
  });
});
