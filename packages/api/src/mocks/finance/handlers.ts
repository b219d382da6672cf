import { HttpResponse } from 'msw';
import {
  adminFinance,
  finance,
  PAYOUT_DATE_PAST,
  type FinanceSummary,
  type PayoutsAnswer,
} from '../../contract/finance';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { financeCsv, financeStates, olderEntries, payoutsStates, transfersCsv } from './fixtures';

/** The caller's finance page and its CSV. */
const mine = (state: FinanceSummary) => [
  // An older page (`before`): the oldest entries, and nothing after them.
  mockEndpoint(finance.get, ({ request }) =>
    HttpResponse.json({
      finance: new URL(request.url).searchParams.has('before')
        ? { ...state, entries: olderEntries, has_more: false }
        : state,
    }),
  ),
  mockEndpoint(finance.exportCsv, () => financeCsv),
];

/** The finance page: its own key in `defaultHandlers` (`finance`). */
export const financeHandlers = {
  /** A long history, money pending, payable and paid out. */
  default: mine(financeStates.longHistory),
  noHistory: mine(financeStates.noHistory),
  noBankDetails: mine(financeStates.noBankDetails),
  /** The page cannot load (500). */
  error: [mockError(finance.get, 500, SERVER_ERROR), ...mine(financeStates.noHistory).slice(1)],
  /** The page never answers. */
  loading: [mockPending(finance.get), ...mine(financeStates.noHistory).slice(1)],
};

/** The admin's payouts: any date is saved (`pastDate` answers the server's 422). */
const adminArea = (answer: PayoutsAnswer) => [
  mockEndpoint(adminFinance.payouts, () => answer),
  mockEndpoint(adminFinance.payoutDate, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { date?: string };
    return HttpResponse.json({ message: 'The payout date has been saved.', payout_date: body.date ?? '' });
  }),
  mockEndpoint(adminFinance.paid, () => ({ message: 'Marked paid. They have been told.' })),
  mockEndpoint(adminFinance.transfersCsv, () => transfersCsv),
];

/** The admin's finances: its own key in `defaultHandlers` (`adminFinance`). */
export const adminFinanceHandlers = {
  /** Two users due, one waiting for bank details. */
  default: adminArea(payoutsStates.due),
  /** Nothing due, nobody waiting. */
  empty: adminArea(payoutsStates.empty),
  error: [mockError(adminFinance.payouts, 500, SERVER_ERROR), ...adminArea(payoutsStates.due).slice(1)],
  loading: [mockPending(adminFinance.payouts), ...adminArea(payoutsStates.due).slice(1)],
  /** The date is in the past by the server's clock: 422 beside the field. */
  pastDate: [
    ...adminArea(payoutsStates.due).filter((_, i) => i !== 1),
    mockError(adminFinance.payoutDate, 422, { message: INVALID, errors: { date: [PAYOUT_DATE_PAST] } }),
  ],
  /** Another admin marked it paid first: 409. */
  conflict: [
    ...adminArea(payoutsStates.due).filter((_, i) => i !== 2),
    mockError(adminFinance.paid, 409, {
      message: 'This payout was marked paid already.',
      code: 'already_paid',
    }),
  ],
};
