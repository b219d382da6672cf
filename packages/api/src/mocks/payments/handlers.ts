import { HttpResponse } from 'msw';
import { cardFields, contract } from '../../contract';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import {
  confirmationToken,
  payPalCancelUrl,
  payPalPayment,
  payPalReturnUrl,
  providersConfig,
  sandboxConfig,
  visaToken,
} from './fixtures';

const { payments } = contract;

/** 422 per field, worded by the contract's own schema (as the server answers). */
function fieldErrors(issues: Array<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[String(issue.path[0] ?? 'number')] ??= []).push(issue.message);
  return HttpResponse.json({ message: INVALID, errors }, { status: 422 });
}

/** GET /api/payments/config: which card form and which PayPal the checkout shows. */
export const paymentsConfigHandlers = {
  default: [mockEndpoint(payments.config, () => sandboxConfig)],
  providers: [mockEndpoint(payments.config, () => providersConfig)],
  error: [mockError(payments.config, 500, SERVER_ERROR)],
  slow: [mockPending(payments.config)],
};

const tokenise = mockEndpoint(payments.tokeniseCard, async ({ request }) => {
  const parsed = cardFields.safeParse(await request.json());
  if (!parsed.success) return fieldErrors(parsed.error.issues);
  const { number } = parsed.data;
  const last4 = number.slice(-4);
  // As the sandbox: 3184 asks for the bank's step; 0002 tokenises and is declined at checkout.
  const token = number === '4000002760003184' ? confirmationToken : { ...visaToken, last4 };
  return HttpResponse.json(token, { status: 201 });
});

const confirm = (approve?: boolean) =>
  mockEndpoint(payments.confirmCard, async ({ request, params }) => {
    const body = (await request.json()) as { approve?: boolean };
    const ok = approve ?? body.approve === true;
    return HttpResponse.json({ token: String(params.token), status: ok ? 'confirmed' : 'refused' });
  });

/** The sandbox card form: tokens, and the bank's confirmation step (3-D Secure). */
export const sandboxCardHandlers = {
  /** Behaves as the sandbox: the test numbers, 422 per field for bad input. */
  default: [tokenise, confirm()],
  /** Every card asks for the bank's step first. */
  confirmation: [
    mockEndpoint(payments.tokeniseCard, () => HttpResponse.json(confirmationToken, { status: 201 })),
    confirm(),
  ],
  /** The bank step is refused whatever is pressed. */
  confirmationRefused: [
    mockEndpoint(payments.tokeniseCard, () => HttpResponse.json(confirmationToken, { status: 201 })),
    confirm(false),
  ],
  invalid: [
    mockError(payments.tokeniseCard, 422, {
      message: INVALID,
      errors: {
        number: ['Enter a valid card number'],
        exp_year: ['This card has expired'],
        cvc: ['Enter the 3 or 4 digits on the back of the card'],
      },
    }),
  ],
  error: [
    mockError(payments.tokeniseCard, 500, SERVER_ERROR),
    mockError(payments.confirmCard, 500, SERVER_ERROR),
  ],
  slow: [mockPending(payments.tokeniseCard), mockPending(payments.confirmCard)],
};

const read = (status: typeof payPalPayment.status) =>
  mockEndpoint(payments.payPalPayment, ({ params }) =>
    HttpResponse.json({ payment: { ...payPalPayment, id: String(params.payment_id), status } }),
  );
const answer = (status: 'approved' | 'cancelled', redirect_url: string) =>
  mockEndpoint(status === 'approved' ? payments.approvePayPal : payments.cancelPayPal, ({ params }) =>
    HttpResponse.json({ payment: { ...payPalPayment, id: String(params.payment_id), status }, redirect_url }),
  );
const approve = answer('approved', payPalReturnUrl);
const cancel = answer('cancelled', payPalCancelUrl);
const gone = { message: 'There is no such PayPal payment.' };
const answered = { message: 'This PayPal payment has already been answered.' };

/** Reads as `status`; approve and cancel answer `code` with `body`. */
const refusing = (status: typeof payPalPayment.status | null, code: number, body: { message: string }) => [
  status ? read(status) : mockError(payments.payPalPayment, code, body),
  mockError(payments.approvePayPal, code, body),
  mockError(payments.cancelPayPal, code, body),
];

/** The simulated PayPal page (/checkout/paypal/{payment_id}): read, approve, cancel. */
export const sandboxPayPalHandlers = {
  default: [read('awaiting_approval'), approve, cancel],
  approved: refusing('approved', 409, answered),
  cancelled: refusing('cancelled', 409, answered),
  notFound: refusing(null, 404, gone),
  error: refusing('awaiting_approval', 500, SERVER_ERROR),
  slow: [mockPending(payments.payPalPayment)],
};
