import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { fits } from '../_shared/schemas';
import { events, pause, run, send, steps, toured, typesOf, type Step } from '../_testing/properties';
import { checkoutMachine, type CheckoutSnapshot } from './checkoutMachine';
import {
  addressShape,
  checkoutEventProblem,
  checkoutEventShapes,
  fulfilmentShape,
  paymentShape,
} from './events';
import { checkoutExamples } from './examples';
import { createCheckoutFakes, fakeAddress, fakeCards, fakeCheckoutInput, paypal } from './fakes';
import { fulfilmentProblem, hasKey, reviewProblem, submitProblem } from './rules';
import type { CheckoutInput } from './types';

const orNull = <T>(check: (value: unknown) => boolean, value: T) => value === null || check(value);

/** What must hold in every state, and what each state adds. */
function invariant(s: CheckoutSnapshot) {
  const { context } = s;
  expect(
    orNull((v) => fits(fulfilmentShape, v), context.fulfilment),
    'fulfilment',
  ).toBe(true);
  expect(
    orNull((v) => fits(paymentShape, v), context.payment),
    'payment',
  ).toBe(true);
  expect(
    orNull((v) => fits(addressShape, v), context.address),
    'address',
  ).toBe(true);
  if (!s.matches('cart')) expect(reviewProblem(context)).toBeNull();
  if (s.matches('payment') || s.matches('review')) expect(fulfilmentProblem(context)).toBeNull();
  // From paying on, and on a review that failed, every choice is valid and the attempt has its key.
  if (s.matches('paying') || s.matches('result') || (s.matches('review') && context.failure)) {
    expect(submitProblem(context)).toBeNull();
    expect(hasKey(context)).toBe(true);
  }
  if (s.matches({ paying: 'approval' })) expect(context.approval?.approved).toBe(false);
  if (s.matches({ paying: 'confirming' })) expect(context.approval?.approved).toBe(true);
  if (s.matches('result')) expect(context.result).not.toBeNull();
  if (s.matches('paying')) expect(context.failure).toBeNull();
}

const start = (input: CheckoutInput, server: 'sandbox' | 'lostAnswer') => () =>
  createActor(checkoutMachine.provide(createCheckoutFakes({ server }).implementations), { input }).start();

const inputs = fc.constantFrom<CheckoutInput>(
  fakeCheckoutInput,
  { ...fakeCheckoutInput, address: null },
  { ...fakeCheckoutInput, isVerified: false },
  { ...fakeCheckoutInput, entries: [] },
);
const anyEvent = events(typesOf(checkoutEventShapes) as never, checkoutExamples);
/** Walks to each end: paid by card, declined, PayPal approved or cancelled, then retried. */
const tour = (payment: object, ...after: Step[]): Step[] => [
  send('checkout.chooseFulfilment', { fulfilment: 'delivery' }),
  send('checkout.next'),
  send('checkout.setAddress', { address: fakeAddress }),
  send('checkout.next'),
  send('checkout.choosePayment', { payment }),
  send('checkout.next'),
  send('checkout.submit'),
  pause,
  ...after,
];
const tours = [
  tour(fakeCards.ok),
  tour(fakeCards.declined, send('checkout.retry'), pause, send('checkout.back')),
  tour(paypal, send('checkout.paypalApproved'), pause),
  tour(paypal, send('checkout.paypalCancelled'), send('checkout.retry'), pause),
];

describe('checkoutMachine under random events and payloads', () => {
  it('never fails or stops, ignores payloads that do not fit, and keeps its context true to its state', async () => {
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        inputs,
        fc.constantFrom('sandbox' as const, 'lostAnswer' as const),
        toured(tours, steps(anyEvent)),
        async (input, server, plan) => {
          const seen = await run<CheckoutSnapshot>(start(input, server), plan, {
            problem: checkoutEventProblem,
            invariant,
            mayFinish: (s) => s.matches('result'),
            // Pay leaves the review exactly when the one readiness rule says it may.
            step: (before, event, after) => {
              if (event.type !== 'checkout.submit' || !before.matches('review') || before.context.failure)
                return;
              expect(after.matches('paying')).toBe(submitProblem(before.context) === null);
            },
          });
          seen.forEach((s) => reached.add(JSON.stringify(s.value)));
        },
      ),
      { numRuns: 150 },
    );
    // The runs went past the forms, not only round the first steps.
    expect([...reached]).toEqual(
      expect.arrayContaining(['"payment"', '"review"', '{"paying":"approval"}', '"result"']),
    );
  });

  it('crashes on none of the payloads QA reported (delivery under "method", a card without a token)', () => {
    const actor = start(fakeCheckoutInput, 'sandbox')();
    actor.send({ type: 'checkout.chooseFulfilment', method: 'delivery' } as never);
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.problem).toBe('fulfilmentRequired');
    actor.send({ type: 'checkout.chooseFulfilment', fulfilment: 'pickup' });
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.choosePayment', payment: { method: 'card' } } as never);
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().value).toBe('payment');
    expect(actor.getSnapshot().context.problem).toBe('paymentRequired');
  });
});
