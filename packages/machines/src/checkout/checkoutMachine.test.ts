import { describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, waitFor } from 'xstate';
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
  result: null,
};
const at = (value: string, context: Partial<CheckoutContext> = {}) =>
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
const send = (value: string, context: Partial<CheckoutContext>, event: CheckoutEvent) =>
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
    it('reviews the cart it was given, with nothing chosen and no key', () => {
      const [snapshot, actions] = initialTransition(machine, fakeCheckoutInput);
      expect(snapshot.value).toBe('review');
      expect(snapshot.context).toEqual(base);
      expect(spawned(actions)).toEqual([]);
    });
  });

  describe('given the cart review / on checkout.next', () => {
    it('refuses an empty cart', () => {
      const [snapshot] = send('review', { entries: [] }, next);
      expect(snapshot.value).toBe('review');
      expect(snapshot.context.problem).toBe('emptyCart');
    });
    it('refuses rental lines for a renter who is not verified', () => {
      const [snapshot] = send('review', { isVerified: false }, next);
      expect(snapshot.value).toBe('review');
      expect(snapshot.context.problem).toBe('verificationRequired');
    });
    it('lets an unverified user buy (only rentals need verification)', () => {
      const [snapshot] = send('review', { isVerified: false, entries: [buy(fakeItems.tent)] }, next);
      expect(snapshot.value).toBe('fulfilment');
    });
    it('goes on to fulfilment and clears an earlier problem', () => {
      const [snapshot] = send('review', { problem: 'emptyCart' }, next);
      expect(snapshot.value).toBe('fulfilment');
      expect(snapshot.context.problem).toBeNull();
    });
  });

  describe('given the fulfilment step', () => {
    it('records the choice of delivery or pickup and the address', () => {
      const [chosen] = send('fulfilment', {}, { type: 'checkout.chooseFulfilment', fulfilment: 'pickup' });
      expect(chosen.context.fulfilment).toBe('pickup');
      const address = { ...fakeAddress, address_line_1: 'Unit 3, Jalan Gadong' };
      const [moved] = send('fulfilment', {}, { type: 'checkout.setAddress', address });
      expect(moved.context.address).toEqual(address);
    });
    it('refuses to go on before delivery or pickup is chosen', () => {
      const [snapshot] = send('fulfilment', {}, next);
      expect(snapshot.value).toBe('fulfilment');
      expect(snapshot.context.problem).toBe('fulfilmentRequired');
    });
    it.each([
      ['no address', null],
      ['an address without a telephone number', { ...fakeAddress, telephone: ' ' }],
      ['an address without its first line', { ...fakeAddress, address_line_1: '' }],
    ])('refuses delivery to %s', (_, address) => {
      const [snapshot] = send('fulfilment', { fulfilment: 'delivery', address }, next);
      expect(snapshot.value).toBe('fulfilment');
      expect(snapshot.context.problem).toBe('addressRequired');
    });
    it('goes on to payment with delivery to a complete address, or with pickup and no address', () => {
      expect(send('fulfilment', { fulfilment: 'delivery' }, next)[0].value).toBe('payment');
      expect(send('fulfilment', { fulfilment: 'pickup', address: null }, next)[0].value).toBe('payment');
    });
    it('goes back to the review', () => {
      expect(send('fulfilment', { problem: 'addressRequired' }, back)[0].context.problem).toBeNull();
      expect(send('fulfilment', {}, back)[0].value).toBe('review');
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
    it('refuses to submit before a payment method is chosen', () => {
      const [snapshot, actions] = send('payment', { fulfilment: 'pickup' }, { type: 'checkout.submit' });
      expect(snapshot.value).toBe('payment');
      expect(snapshot.context.problem).toBe('paymentRequired');
      expect(spawned(actions)).toEqual([]);
    });
    it('submits with a new idempotency key and everything the server needs', () => {
      const [snapshot, actions] = send('payment', ready, { type: 'checkout.submit' });
      expect(snapshot.value).toBe('submitting');
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
    it('keeps the key it already has (back and submit again without changing anything)', () => {
      const [snapshot, actions] = send(
        'payment',
        { ...ready, idempotencyKey: 'key-7' },
        { type: 'checkout.submit' },
      );
      expect(snapshot.context.idempotencyKey).toBe('key-7');
      expect(spawned(actions)[0]?.input).toMatchObject({ idempotencyKey: 'key-7' });
    });
    it('sends no address for pickup', () => {
      const [, actions] = send(
        'payment',
        { fulfilment: 'pickup', payment: paypal },
        { type: 'checkout.submit' },
      );
      expect(spawned(actions)[0]?.input).toMatchObject({
        fulfilment: 'pickup',
        address: null,
        payment: paypal,
      });
    });
    it('goes back to fulfilment', () => {
      expect(send('payment', ready, back)[0].value).toBe('fulfilment');
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
        send('fulfilment', attempt, { type: 'checkout.setAddress', address: moved })[0].context
          .idempotencyKey,
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

  describe('given an order being submitted', () => {
    const submitting = { ...ready, idempotencyKey: 'key-1' };
    it('is done when the server placed it, and asks the app to clear the cart and show the result', () => {
      const [snapshot, actions] = send('submitting', submitting, done('placeOrder', placedAnswer));
      expect(snapshot.value).toBe('done');
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual(result);
      expect(named(actions)).toEqual([{ type: 'orderPlaced', params: { result } }]);
    });
    it('waits for PayPal approval when the server asks for it, and asks the app to open it', () => {
      const [snapshot, actions] = send(
        'submitting',
        { ...submitting, payment: paypal },
        done('placeOrder', approvalAnswer),
      );
      expect(snapshot.value).toBe('awaitingApproval');
      expect(snapshot.context.approval).toEqual({
        ...(approvalAnswer.status === 'approvalRequired' && approvalAnswer.approval),
        approved: false,
      });
      expect(named(actions)).toEqual([
        { type: 'openPayPalApproval', params: { approval: snapshot.context.approval } },
      ]);
    });
    it('fails with the server’s reason when the card is declined or a line is no longer available', () => {
      const [declined] = send('submitting', submitting, done('placeOrder', declinedAnswer));
      expect(declined.value).toBe('failed');
      expect(declined.context.failure).toEqual({ reason: 'declined', message: DECLINED_MESSAGE });
      const gone = { reason: 'unavailable', message: 'Gone', unavailable: [entryKey(fakeCart[1]!)] } as const;
      const [unavailable] = send(
        'submitting',
        submitting,
        done('placeOrder', { status: 'failed', failure: gone }),
      );
      expect(unavailable.context.failure).toEqual(gone);
    });
    it('fails with a network failure when the call rejects', () => {
      const [snapshot] = send('submitting', submitting, failed('placeOrder'));
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.failure).toEqual(NETWORK_FAILURE);
    });
    it('takes no user events', () => {
      expect(at('submitting', submitting).can(back)).toBe(false);
      expect(at('submitting', submitting).can({ type: 'checkout.submit' })).toBe(false);
    });
  });

  describe('given a PayPal payment waiting for approval', () => {
    const waiting = {
      ...ready,
      payment: paypal,
      idempotencyKey: 'key-1',
      approval: { payment_id: 'PAYID-key-1', approval_url: '/checkout/paypal/PAYID-key-1', approved: false },
    };
    it('confirms it with the same key once the user approves', () => {
      const [snapshot, actions] = send('awaitingApproval', waiting, { type: 'checkout.paypalApproved' });
      expect(snapshot.value).toBe('confirming');
      expect(snapshot.context.approval?.approved).toBe(true);
      expect(spawned(actions)).toEqual([
        { id: 'confirmPayPal', input: { idempotencyKey: 'key-1', payment_id: 'PAYID-key-1' } },
      ]);
    });
    it('fails when the user cancels on PayPal', () => {
      const [snapshot] = send('awaitingApproval', waiting, { type: 'checkout.paypalCancelled' });
      expect(snapshot.value).toBe('failed');
      expect(snapshot.context.failure).toEqual(PAYPAL_CANCELLED);
    });

    describe('when confirming', () => {
      const confirming = { ...waiting, approval: { ...waiting.approval, approved: true } };
      it('is done when PayPal paid', () => {
        expect(send('confirming', confirming, done('confirmPayPal', placedAnswer))[0].value).toBe('done');
      });
      it('fails when PayPal declined, or the network failed', () => {
        expect(
          send('confirming', confirming, done('confirmPayPal', declinedAnswer))[0].context.failure?.reason,
        ).toBe('declined');
        expect(send('confirming', confirming, failed('confirmPayPal'))[0].context.failure).toEqual(
          NETWORK_FAILURE,
        );
      });
    });
  });

  describe('given a failed attempt', () => {
    it('retries the submit with the same key', () => {
      const [snapshot, actions] = send(
        'failed',
        { ...ready, idempotencyKey: 'key-1', failure: NETWORK_FAILURE },
        { type: 'checkout.retry' },
      );
      expect(snapshot.value).toBe('submitting');
      expect(snapshot.context.failure).toBeNull();
      expect(spawned(actions)[0]?.input).toMatchObject({ idempotencyKey: 'key-1' });
    });
    it('retries the confirmation when PayPal had already been approved', () => {
      const approval = { payment_id: 'PAYID-key-1', approval_url: '/x', approved: true };
      const [snapshot, actions] = send(
        'failed',
        { ...ready, payment: paypal, idempotencyKey: 'key-1', approval, failure: NETWORK_FAILURE },
        { type: 'checkout.retry' },
      );
      expect(snapshot.value).toBe('confirming');
      expect(spawned(actions)).toEqual([
        { id: 'confirmPayPal', input: { idempotencyKey: 'key-1', payment_id: 'PAYID-key-1' } },
      ]);
    });
    it('goes back to the payment step, keeping the key until something changes', () => {
      const [snapshot] = send(
        'failed',
        {
          ...ready,
          idempotencyKey: 'key-1',
          failure: declinedAnswer.status === 'failed' ? declinedAnswer.failure : null,
        },
        back,
      );
      expect(snapshot.value).toBe('payment');
      expect(snapshot.context).toMatchObject({ failure: null, idempotencyKey: 'key-1' });
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
    expect(selectIsBusy(at('confirming', ready))).toBe(true);
    expect(selectFailure(at('failed', { failure: NETWORK_FAILURE }))).toEqual(NETWORK_FAILURE);
    expect(selectApproval(snapshot)).toBeNull();
    expect(selectResult(at('done', { result }))).toEqual(result);
  });
});

// ── (b) Actors with fake implementations ─────────────────────────────────────
function start(options: CheckoutFakeOptions = {}, input: CheckoutInput = fakeCheckoutInput) {
  const fakes = createCheckoutFakes(options);
  const actor = createActor(checkoutMachine.provide(fakes.implementations), { input }).start();
  return { actor, ...fakes };
}
const settled = (actor: ReturnType<typeof start>['actor'], value: string) =>
  waitFor(actor, (s: CheckoutSnapshot) => s.matches(value as never), { timeout: 1000 });
/** Review → delivery → payment, as the screens would drive it. */
function toPayment(
  actor: ReturnType<typeof start>['actor'],
  payment = fakeCards.ok as CheckoutContext['payment'],
) {
  actor.send(next);
  actor.send({ type: 'checkout.chooseFulfilment', fulfilment: 'delivery' });
  actor.send(next);
  if (payment) actor.send({ type: 'checkout.choosePayment', payment });
  expect(actor.getSnapshot().value).toBe('payment');
}

describe('checkoutMachine with a fake server', () => {
  describe('given a verified renter paying by card', () => {
    it('places the orders and requests, charged once, and tells the app', async () => {
      const { actor, calls } = start({ latency: 5 });
      toPayment(actor);
      actor.send({ type: 'checkout.submit' });
      const snapshot = await settled(actor, 'done');
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
      toPayment(actor, fakeCards.declined);
      actor.send({ type: 'checkout.submit' });
      const failedSnapshot = await settled(actor, 'failed');
      expect(failedSnapshot.context.failure?.reason).toBe('declined');
      actor.send(back);
      actor.send({ type: 'checkout.choosePayment', payment: fakeCards.ok });
      actor.send({ type: 'checkout.submit' });
      await settled(actor, 'done');
      expect(calls.placeOrder.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2']);
      expect(calls.charged).toEqual(['key-2']);
    });
  });

  describe('given the answer to the first submit is lost on the way back', () => {
    it('fails as a network failure, and the retry with the same key is not charged again', async () => {
      const { actor, calls } = start({ server: 'lostAnswer' });
      toPayment(actor);
      actor.send({ type: 'checkout.submit' });
      const failedSnapshot = await settled(actor, 'failed');
      expect(failedSnapshot.context.failure).toEqual(NETWORK_FAILURE);
      actor.send({ type: 'checkout.retry' });
      await settled(actor, 'done');
      expect(calls.placeOrder.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-1']);
      expect(calls.charged).toEqual(['key-1']);
    });
  });

  describe('given PayPal', () => {
    it('opens the approval, then confirms the approved payment with the same key', async () => {
      const { actor, calls } = start();
      toPayment(actor, paypal);
      actor.send({ type: 'checkout.submit' });
      const waiting = await settled(actor, 'awaitingApproval');
      expect(calls.approvalsOpened).toEqual(['PAYID-key-1']);
      expect(waiting.context.approval?.approval_url).toBe('/checkout/paypal/PAYID-key-1');
      actor.send({ type: 'checkout.paypalApproved' });
      await settled(actor, 'done');
      expect(calls.confirmPayPal).toEqual([{ idempotencyKey: 'key-1', payment_id: 'PAYID-key-1' }]);
    });

    it('after a cancel, retries with the same key and gets the same approval', async () => {
      const { actor, calls } = start();
      toPayment(actor, paypal);
      actor.send({ type: 'checkout.submit' });
      await settled(actor, 'awaitingApproval');
      actor.send({ type: 'checkout.paypalCancelled' });
      expect(actor.getSnapshot().context.failure).toEqual(PAYPAL_CANCELLED);
      actor.send({ type: 'checkout.retry' });
      await settled(actor, 'awaitingApproval');
      expect(calls.approvalsOpened).toEqual(['PAYID-key-1', 'PAYID-key-1']);
    });

    it('fails when PayPal declines the approved payment', async () => {
      const { actor } = start({ paypal: 'declined' });
      toPayment(actor, paypal);
      actor.send({ type: 'checkout.submit' });
      await settled(actor, 'awaitingApproval');
      actor.send({ type: 'checkout.paypalApproved' });
      const snapshot = await settled(actor, 'failed');
      expect(snapshot.context.failure?.reason).toBe('declined');
    });
  });

  describe('given a rental whose dates were taken meanwhile', () => {
    it('fails naming the cart lines that are no longer available', async () => {
      const { actor } = start({ server: 'unavailable' });
      toPayment(actor);
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
      toPayment(actor);
      actor.send({ type: 'checkout.submit' });
      const snapshot = await waitFor(actor, (s) => s.matches('failed'), { timeout: 1000 });
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
    expect(chartLeaves(checkoutMachine)).toHaveLength(8);
    expect(reachedLeaves(paths.map((p) => p.state))).toEqual(chartLeaves(checkoutMachine));
  });

  it('takes every transition and every guarded branch, over carts that are full, empty, address-less or unverified', () => {
    expect(untakenTransitions(machine, ...inputs.map(traversal))).toEqual([]);
  });

  it('reaches done by PayPal through approval and confirmation', () => {
    const path = getShortestPaths(machine, {
      ...traversal(fakeCheckoutInput),
      toState: (s) => s.matches('done') && s.context.approval?.approved === true,
    })[0];
    expect(path?.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'checkout.next',
      'checkout.chooseFulfilment',
      'checkout.next',
      'checkout.choosePayment',
      'checkout.submit',
      'xstate.done.actor.placeOrder',
      'checkout.paypalApproved',
      'xstate.done.actor.confirmPayPal',
    ]);
  });

  it('never submits without a key, whichever path leads there', () => {
    const submitting = paths.filter((p) => p.state.matches('submitting') || p.state.matches('confirming'));
    expect(submitting.length).toBeGreaterThan(0);
    expect(submitting.every((p) => p.state.context.idempotencyKey !== null)).toBe(true);
  });
});
