import { HttpResponse } from 'msw';
import { checkout, checkoutBody, type CheckoutBody } from '../../contract/checkout';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import {
  addressRefusedAnswer,
  DELIVERY_FEE,
  declinedAnswer,
  pastDateAnswer,
  pastWindowAnswer,
  payPalApproval,
  quoteFor,
  resultFor,
  unavailableAnswer,
} from './fixtures';
import { onMockReset } from '../reset';

const fee = mockEndpoint(checkout.deliveryFee, () => ({ fee: DELIVERY_FEE }));

const quote = mockEndpoint(checkout.quote, async ({ request }) => {
  const body = (await request.json()) as CheckoutBody;
  return HttpResponse.json({ quote: quoteFor(body.entries, body.fulfilment) });
});

/** The entry a refusal names: the first rental (dates are what go), else the first line. */
const namedEntry = (body: CheckoutBody) =>
  Math.max(
    0,
    body.entries.findIndex((e) => e.is_rental),
  );

type Decide = (body: CheckoutBody) => Response;

/**
 * POST /api/checkout as the sandbox answers it: the Idempotency-Key is required and a repeated key
 * answers the first answer; `decide` says what a new attempt gets.
 */
function place(decide: Decide) {
  const answers = new Map<string, { status: number; body: unknown }>();
  onMockReset(() => answers.clear());
  return mockEndpoint(checkout.place, async ({ request }) => {
    const key = request.headers.get('idempotency-key');
    if (!key || key.length < 8)
      return HttpResponse.json(
        { message: INVALID, errors: { 'idempotency-key': ['Send an Idempotency-Key header'] } },
        { status: 422 },
      );
    const known = answers.get(key);
    if (known) return HttpResponse.json(known.body as object, { status: known.status });
    const parsed = checkoutBody.safeParse(await request.json());
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
      return HttpResponse.json({ message: INVALID, errors }, { status: 422 });
    }
    const answer = decide(parsed.data);
    answers.set(key, { status: answer.status, body: await answer.clone().json() });
    return answer;
  });
}

const placed: Decide = (body) => HttpResponse.json(resultFor(body.entries, body.fulfilment), { status: 201 });
const approval: Decide = () => HttpResponse.json(payPalApproval);

/** Card tokens of declined test cards (the sandbox's 0002, Stripe's pm_card_chargeDeclined) are refused. */
const sandbox: Decide = (body) => {
  if (body.payment.method === 'paypal') return approval(body);
  if (/0002|declined/i.test(body.payment.token)) return HttpResponse.json(declinedAnswer, { status: 402 });
  return placed(body);
};

/** What the approved PayPal checkout created: the demo cart's purchase and rental. */
const confirm = mockEndpoint(checkout.confirmPayPal, () =>
  HttpResponse.json(
    resultFor(
      [
        { item_id: 106, is_rental: false, quantity: 1 },
        { item_id: 101, is_rental: true, quantity: 1, start_date: '2026-12-01', end_date: '2026-12-03' },
      ],
      'delivery',
    ),
    { status: 201 },
  ),
);

/** The quote refused as `answer` says of the first rental (else the first line). */
const refusedQuote = (answer: (index: number) => object, status: 409 | 422) =>
  mockEndpoint(checkout.quote, async ({ request }) =>
    HttpResponse.json(answer(namedEntry((await request.json()) as CheckoutBody)), { status }),
  );

/** The checkout (/checkout): delivery fee, the server's quote, place, and PayPal's confirmation. */
export const checkoutHandlers = {
  /** As the sandbox: cards pay (0002 is declined), PayPal asks for approval. */
  default: [fee, quote, place(sandbox), confirm],
  /** Every card is declined (402, nothing created). */
  declined: [fee, quote, place(() => HttpResponse.json(declinedAnswer, { status: 402 })), confirm],
  /** 409: the first rental (else the first line) is no longer available. */
  unavailable: [
    fee,
    quote,
    place((body) => HttpResponse.json(unavailableAnswer(namedEntry(body)), { status: 409 })),
    confirm,
  ],
  /** The quote already finds the first rental (else the first line) gone: 409 before Pay. */
  gone: [
    fee,
    refusedQuote(unavailableAnswer, 409),
    place((body) => HttpResponse.json(unavailableAnswer(namedEntry(body)), { status: 409 })),
    confirm,
  ],
  /** The quote finds the first rental past the booking window: 422 beside its last day, before Pay. */
  pastWindow: [
    fee,
    refusedQuote(pastWindowAnswer, 422),
    place((body) => HttpResponse.json(pastWindowAnswer(namedEntry(body)), { status: 422 })),
    confirm,
  ],
  /** 422 on the first rental's start date. */
  invalidDates: [
    fee,
    quote,
    place((body) => HttpResponse.json(pastDateAnswer(namedEntry(body)), { status: 422 })),
    confirm,
  ],
  /** 422 on the delivery address's phone number (`address.telephone`). */
  addressRefused: [
    fee,
    quote,
    place(() => HttpResponse.json(addressRefusedAnswer, { status: 422 })),
    confirm,
  ],
  /** Whatever the method, the payment waits for PayPal's approval; confirming places the order. */
  paypal: [fee, quote, place(approval), confirm],
  /** Pay never answers: the paying state. */
  paying: [fee, quote, mockPending(checkout.place), mockPending(checkout.confirmPayPal)],
  /** Pay's answer is lost on the way (the connection drops): nobody can tell whether it went through. */
  offline: [
    fee,
    quote,
    mockEndpoint(checkout.place, () => HttpResponse.error()),
    mockEndpoint(checkout.confirmPayPal, () => HttpResponse.error()),
  ],
  error: [
    mockError(checkout.deliveryFee, 500, SERVER_ERROR),
    mockError(checkout.quote, 500, SERVER_ERROR),
    mockError(checkout.place, 500, SERVER_ERROR),
    mockError(checkout.confirmPayPal, 500, SERVER_ERROR),
  ],
  slow: [
    mockPending(checkout.deliveryFee),
    mockPending(checkout.quote),
    mockPending(checkout.place),
    mockPending(checkout.confirmPayPal),
  ],
};
