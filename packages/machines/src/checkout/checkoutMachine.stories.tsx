import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { never } from '../_shared/fakeTiming';
import { formatMoney } from '@pinjam/api/domain';
import {
  eventButton,
  eventLog,
  expectContext,
  expectIgnored,
  expectLit,
  expectState,
  pickExample,
  press,
  readSelectors,
  send,
  sendHostile,
  expectChartWhole,
} from '../_testing/play';
import { machineStory, withActors, type MachineStoryArgs } from '../_view/machineStory';
import { buy, fakeItems } from '../cart/fakes';
import { checkoutMachine, type CheckoutMachine, type CheckoutSnapshot } from './checkoutMachine';
import { createCheckoutFakes, fakeCards, fakeCheckoutInput, paypal, type CheckoutFakeOptions } from './fakes';
import { selectFailure, selectIdempotencyKey, selectIsBusy, selectProblem, selectTotals } from './selectors';
import type { CheckoutContext, PlaceOrderInput, PlaceOrderResult } from './types';
import { checkoutEventProblem } from './events';
import { checkoutExamples } from './examples';

type CheckoutViewProps = MachineStoryArgs<CheckoutMachine>;

/** What the checkout screens read besides the context. */
const selectors: CheckoutViewProps['selectors'] = {
  totals: (s: CheckoutSnapshot) => {
    const { lines: _lines, ...totals } = selectTotals(s);
    return {
      ...totals,
      shown: {
        total: formatMoney(totals.total),
        delivery: formatMoney(totals.delivery),
        deposits: formatMoney(totals.deposits),
      },
    };
  },
  problem: selectProblem,
  failure: selectFailure,
  idempotencyKey: selectIdempotencyKey,
  isBusy: selectIsBusy,
};

/** Fresh fakes (keys from key-1) on every start and Reset. */
const fakes =
  (options: CheckoutFakeOptions = {}, actors = {}) =>
  () => {
    const { implementations } = createCheckoutFakes(options);
    return withActors(implementations, actors);
  };

const view = machineStory(checkoutMachine, {
  examples: checkoutExamples,
  payloadProblem: checkoutEventProblem,
  provide: fakes(),
  input: fakeCheckoutInput,
  selectors,
});
const meta = { title: 'Machines/Checkout', ...view } satisfies Meta<typeof view.component>;
export default meta;
type Story = StoryObj<typeof meta>;

type Totals = {
  totals: { total: number; delivery: number; deliveryOrders: number };
  idempotencyKey: string | null;
};

/** Fulfilment → address (delivery) → payment → review, the steps the page shows, through the buttons. */
async function toReview(canvas: HTMLElement, payment: object = fakeCards.ok, fulfilment = 'delivery') {
  await expectState(canvas, 'fulfilment');
  await send(canvas, 'checkout.chooseFulfilment', { fulfilment });
  await press(canvas, 'checkout.next');
  if (fulfilment === 'delivery') {
    await expectState(canvas, 'address');
    await press(canvas, 'checkout.next');
  }
  await expectState(canvas, 'payment');
  await send(canvas, 'checkout.choosePayment', { payment });
  await press(canvas, 'checkout.next');
  await expectState(canvas, 'review');
}
const placeOrderCalls = (canvas: HTMLElement) =>
  within(eventLog(canvas))
    .queryAllByText(/^↳ calls placeOrder with/)
    .map((el) => el.textContent ?? '');

// ── Stories ──────────────────────────────────────────────────────────────────
/**
 * QA: checkout with the sandbox server (each call 0.6 s) and a cart of a tent (bought), a camera
 * and a drone (rented) from two sellers. The states are the page's steps: choose delivery or
 * pickup → next → (delivery) the address → next → choose a payment → next → the review → submit
 * (paying) → result; checkout.back goes one step back, checkout.change to the step the review names. Cards: tok_sandbox_4242424242424242 pays, tok_sandbox_4000000000000002 is
 * declined; { "method": "paypal" } waits for checkout.paypalApproved or checkout.paypalCancelled.
 * Selectors show the totals (delivery B$5.00 per order) and the idempotency key; the log shows
 * each placeOrder call with its key (a retry reuses it).
 */
export const QA: Story = {
  args: { provide: fakes({ latency: 600 }) },
  play: async ({ canvasElement }) => {
    await expectChartWhole(canvasElement);
    await expectState(canvasElement, 'fulfilment');
    await expect(eventButton(canvasElement, 'checkout.next')).toBeEnabled();
    // The payload box starts with the first example; picking another fills it in.
    await pickExample(canvasElement, 'checkout.chooseFulfilment', 'Pickup');
    await expect(within(canvasElement).getByLabelText('Payload for checkout.chooseFulfilment')).toHaveValue(
      '{\n  "fulfilment": "pickup"\n}',
    );
  },
};

/**
 * The payloads that used to stop the machine ("not ready to submit"): delivery under "method",
 * a card without a token. Each is marked invalid before it is sent, and ignored when it is: the
 * checkout carries on, and submit is refused until every choice is valid.
 */
export const InvalidPayloads: Story = {
  play: async ({ canvasElement, step }) => {
    await expectState(canvasElement, 'fulfilment');
    await step('a fulfilment under the wrong name is ignored', async () => {
      await sendHostile(
        canvasElement,
        'checkout.chooseFulfilment',
        '"method" instead',
        /fulfilment: Invalid option: expected one of "delivery"\|"pickup"/,
      );
      await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.fulfilment).toBeNull());
      await press(canvasElement, 'checkout.next');
      await expectContext<CheckoutContext>(canvasElement, (c) =>
        expect(c.problem).toBe('fulfilmentRequired'),
      );
    });
    await step('free JSON is checked too: an address with its telephone as a number', async () => {
      await pickExample(canvasElement, 'checkout.chooseFulfilment', 'Delivery');
      await press(canvasElement, 'checkout.chooseFulfilment');
      await press(canvasElement, 'checkout.next');
      await expectState(canvasElement, 'address');
      await send(canvasElement, 'checkout.setAddress', {
        address: { address_line_1: 'x', district: 'Tutong', telephone: 1 },
      });
      await expectIgnored(canvasElement, 'checkout.setAddress');
      await press(canvasElement, 'checkout.back');
      await expectState(canvasElement, 'fulfilment');
    });
    await step('a card without a token is ignored, and the review is refused', async () => {
      await pickExample(canvasElement, 'checkout.chooseFulfilment', 'Pickup');
      await press(canvasElement, 'checkout.chooseFulfilment');
      await press(canvasElement, 'checkout.next');
      await expectState(canvasElement, 'payment');
      await sendHostile(
        canvasElement,
        'checkout.choosePayment',
        'Card without a token',
        /payment\.token: Invalid input: expected string, received undefined/,
      );
      await press(canvasElement, 'checkout.next');
      await expectState(canvasElement, 'payment');
      await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.problem).toBe('paymentRequired'));
    });
    await step('with a valid card it goes through', async () => {
      await pickExample(canvasElement, 'checkout.choosePayment', 'Card that pays');
      await press(canvasElement, 'checkout.choosePayment');
      await press(canvasElement, 'checkout.next');
      await expectState(canvasElement, 'review');
      await press(canvasElement, 'checkout.submit');
      await expectState(canvasElement, 'result');
    });
  },
};

/** An empty cart cannot be checked out: the checkout stays on the cart check with problem 'emptyCart'. */
export const EmptyCart: Story = {
  args: { input: { ...fakeCheckoutInput, entries: [] } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'cart');
    await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.problem).toBe('emptyCart'));
    // Nothing goes on from here: the cart check offers no event.
    await expect(within(canvasElement).queryByRole('button', { name: 'checkout.next' })).toBeNull();
  },
};

/** A renter who is not verified cannot check out rentals ('verificationRequired'); buying alone is fine. */
export const UnverifiedRenter: Story = {
  args: { input: { ...fakeCheckoutInput, isVerified: false } },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'cart');
    await expectContext<CheckoutContext>(canvasElement, (c) =>
      expect(c.problem).toBe('verificationRequired'),
    );
  },
};

/** Delivery without an address is refused ('addressRequired') until checkout.setAddress gives one. */
export const MissingAddress: Story = {
  args: { input: { ...fakeCheckoutInput, address: null } },
  play: async ({ canvasElement, step }) => {
    await expectState(canvasElement, 'fulfilment');
    await step('Continue without a choice, then with delivery but no address', async () => {
      await press(canvasElement, 'checkout.next');
      await expectContext<CheckoutContext>(canvasElement, (c) =>
        expect(c.problem).toBe('fulfilmentRequired'),
      );
      await press(canvasElement, 'checkout.chooseFulfilment');
      await press(canvasElement, 'checkout.next');
      await expectState(canvasElement, 'address');
      await press(canvasElement, 'checkout.next');
      await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.problem).toBe('addressRequired'));
      await expectState(canvasElement, 'address');
    });
    await step('give an address and go on', async () => {
      await press(canvasElement, 'checkout.setAddress');
      await press(canvasElement, 'checkout.next');
      await expectState(canvasElement, 'payment');
      await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.problem).toBeNull());
    });
  },
};

/** Pickup: no delivery fee. Delivery: B$5.00 for each of the 3 orders (1 seller of purchases + 2 rentals). Back goes one step at a time and keeps the choices. */
export const DeliveryFee: Story = {
  play: async ({ canvasElement }) => {
    await toReview(canvasElement, fakeCards.ok, 'pickup');
    await expect(readSelectors<Totals>(canvasElement).totals).toMatchObject({ delivery: 0, total: 54_400 });
    await press(canvasElement, 'checkout.back');
    await expectState(canvasElement, 'payment');
    await press(canvasElement, 'checkout.back');
    await expectState(canvasElement, 'fulfilment');
    await send(canvasElement, 'checkout.chooseFulfilment', { fulfilment: 'delivery' });
    await expect(readSelectors<Totals>(canvasElement).totals).toMatchObject({
      deliveryOrders: 3,
      delivery: 1500,
      total: 55_900,
    });
    await press(canvasElement, 'checkout.next');
    await expectState(canvasElement, 'address');
    await press(canvasElement, 'checkout.back');
    await expectState(canvasElement, 'fulfilment');
    await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.fulfilment).toBe('delivery'));
  },
};

/** Submitting with the server not answering yet: the key is fixed, no buttons. */
export const Submitting: Story = {
  args: { provide: fakes({}, { placeOrder: fromPromise<PlaceOrderResult, PlaceOrderInput>(() => never()) }) },
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'paying.placing');
    await expectLit(canvasElement, 'checkout.paying.placing');
    await expect(readSelectors<Totals>(canvasElement).idempotencyKey).toBe('key-1');
    await expect(within(canvasElement).getByText(/None: the machine is waiting/)).toBeInTheDocument();
  },
};

/** Paid by card: done, with one order for the tent's seller and a request per rental. */
export const PaidByCard: Story = {
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'result');
    await expectContext<CheckoutContext>(canvasElement, (c) => {
      expect(c.result?.orders).toEqual([{ id: 5001, seller_id: 34, total: 17_900 }]);
      expect(c.result?.requests).toHaveLength(2);
      expect(c.result?.total).toBe(55_900);
    });
    await expect(
      within(eventLog(canvasElement)).getByText(/^↳ asks the app: orderPlaced/),
    ).toBeInTheDocument();
  },
};

/** A declined card comes back to the review; Change payment, another card, a new attempt with a new key (key-2). */
export const CardDeclined: Story = {
  play: async ({ canvasElement }) => {
    await toReview(canvasElement, fakeCards.declined);
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'review');
    await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.failure?.reason).toBe('declined'));
    await send(canvasElement, 'checkout.change', { step: 'payment' });
    await expectState(canvasElement, 'payment');
    await send(canvasElement, 'checkout.choosePayment', { payment: fakeCards.ok });
    await press(canvasElement, 'checkout.next');
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'result');
    await expect(readSelectors<Totals>(canvasElement).idempotencyKey).toBe('key-2');
  },
};

/** The server charged but the answer was lost: the review says so (network); Retry sends the same key and is not charged twice. */
export const NetworkRetry: Story = {
  args: { provide: fakes({ server: 'lostAnswer' }) },
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'review');
    await expectContext<CheckoutContext>(canvasElement, (c) => expect(c.failure?.reason).toBe('network'));
    await press(canvasElement, 'checkout.retry');
    await expectState(canvasElement, 'result');
    const calls = placeOrderCalls(canvasElement);
    await expect(calls).toHaveLength(2);
    await expect(calls.every((text) => text.includes('"idempotencyKey":"key-1"'))).toBe(true);
  },
};

/** PayPal: the app is asked to open the approval page; the checkout waits in paying.approval until approved. */
export const PayPalApproval: Story = {
  play: async ({ canvasElement }) => {
    await toReview(canvasElement, paypal);
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'paying.approval');
    await expectLit(canvasElement, 'checkout.paying.approval');
    await expect(
      within(eventLog(canvasElement)).getByText(/^↳ asks the app: openPayPalApproval/),
    ).toHaveTextContent('/checkout/paypal/PAYID-key-1');
    await press(canvasElement, 'checkout.paypalApproved');
    await expectState(canvasElement, 'result');
  },
};

/** PayPal cancelled on PayPal's page: back on the review; Retry reopens the same approval with the same key. */
export const PayPalCancelled: Story = {
  play: async ({ canvasElement }) => {
    await toReview(canvasElement, paypal);
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'paying.approval');
    await press(canvasElement, 'checkout.paypalCancelled');
    await expectState(canvasElement, 'review');
    await expectContext<CheckoutContext>(canvasElement, (c) =>
      expect(c.failure?.reason).toBe('paypalCancelled'),
    );
    await press(canvasElement, 'checkout.retry');
    await expectState(canvasElement, 'paying.approval');
    await expectContext<CheckoutContext>(canvasElement, (c) =>
      expect(c.approval?.payment_id).toBe('PAYID-key-1'),
    );
  },
};

/** The rentals' dates were taken meanwhile: back on the review, 'unavailable', naming the cart lines to change. */
export const NoLongerAvailable: Story = {
  args: { provide: fakes({ server: 'unavailable' }) },
  play: async ({ canvasElement }) => {
    await toReview(canvasElement);
    await press(canvasElement, 'checkout.submit');
    await expectState(canvasElement, 'review');
    await expectContext<CheckoutContext>(canvasElement, (c) =>
      expect(c.failure).toMatchObject({
        reason: 'unavailable',
        unavailable: ['101:rent:2026-03-05:2026-03-14', '102:rent:2026-03-07:2026-03-08'],
      }),
    );
  },
};

/** Buying only (no rentals): an unverified user may check out. */
export const BuyOnlyUnverified: Story = {
  args: {
    input: {
      ...fakeCheckoutInput,
      isVerified: false,
      entries: [buy(fakeItems.tent, 2), buy(fakeItems.speaker)],
    },
  },
  play: async ({ canvasElement }) => {
    await expectState(canvasElement, 'fulfilment');
  },
};
