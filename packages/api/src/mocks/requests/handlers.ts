import { HttpResponse } from 'msw';
import { requests } from '../../contract/requests';
import type { RentalRequest } from '../../contract/requests';
import { INVALID, SERVER_ERROR } from '../answers';
import { callerId } from '../caller';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { demoRequests, requestsFor, requestsMadeBy } from './fixtures';

const NOT_FOUND = { message: 'There is no such request.' };
/** What the server answers when the request moved on a moment before (accept racing a cancel). */
export const REQUEST_CONFLICT = {
  message: 'This request is no longer pending: the renter cancelled it a moment ago. Nothing was charged.',
};
const NOT_PENDING = { message: 'This request is no longer pending.' };
const ANSWERED_AT = '2026-03-04T03:00:00.000Z';

const byId = (id: unknown) => demoRequests.find((r) => r.id === Number(id));
const answered = (request: RentalRequest, patch: Partial<RentalRequest>): RentalRequest => ({
  ...request,
  answered_at: ANSWERED_AT,
  ...patch,
});

/** The lists, answered for the caller. */
const lists = (mine: (userId: number) => RentalRequest[], forMine: (userId: number) => RentalRequest[]) => [
  mockEndpoint(requests.mine, ({ request }) => HttpResponse.json({ requests: mine(callerId(request)) })),
  mockEndpoint(requests.forMyItems, ({ request }) =>
    HttpResponse.json({ requests: forMine(callerId(request)) }),
  ),
];

/**
 * A pending request's answers: the owner accepts (the rental order is the orders' fixture 5010)
 * or denies, the renter cancels. Another user's request 404s; a request no longer pending is a
 * 409, as the server's conditional update answers. Nothing is remembered between calls.
 */
const answers = [
  mockEndpoint(requests.accept, ({ params, request }) => {
    const found = byId(params.id);
    if (!found || found.owner.id !== callerId(request)) return HttpResponse.json(NOT_FOUND, { status: 404 });
    if (found.status !== 'pending') return HttpResponse.json(NOT_PENDING, { status: 409 });
    const order_id = 5010;
    return HttpResponse.json({
      message: 'Request accepted: the payment is captured and the days are booked.',
      request: answered(found, { status: 'accepted', order_id }),
      order_id,
    });
  }),
  mockEndpoint(requests.deny, async ({ params, request }) => {
    const found = byId(params.id);
    if (!found || found.owner.id !== callerId(request)) return HttpResponse.json(NOT_FOUND, { status: 404 });
    if (found.status !== 'pending') return HttpResponse.json(NOT_PENDING, { status: 409 });
    const body = (await request.json().catch(() => ({}))) as { reason?: string };
    const reason = body.reason?.trim() || null;
    if (reason && reason.length > 500)
      return HttpResponse.json(
        { message: INVALID, errors: { reason: ['Use at most 500 characters'] } },
        { status: 422 },
      );
    return HttpResponse.json({
      message: 'Request denied: the hold on the renter’s card is released.',
      request: answered(found, { status: 'denied', reason }),
    });
  }),
  mockEndpoint(requests.cancel, ({ params, request }) => {
    const found = byId(params.id);
    if (!found || found.renter.id !== callerId(request)) return HttpResponse.json(NOT_FOUND, { status: 404 });
    if (found.status !== 'pending') return HttpResponse.json(NOT_PENDING, { status: 409 });
    return HttpResponse.json({
      message: 'Request cancelled: the hold on your card is released.',
      request: answered(found, { status: 'cancelled' }),
    });
  }),
];

const none = () => [];

/** Rental requests: both lists for the caller, and the answers to a pending one. */
export const requestsHandlers = {
  default: [...lists(requestsMadeBy, requestsFor), ...answers],
  /** Nobody has asked for anything yet, either way. */
  empty: [...lists(none, none), ...answers],
  /** Every request for the caller's items, the caller's own made long: many rows. */
  long: [
    ...lists(
      (userId) => [
        ...requestsMadeBy(userId),
        ...requestsMadeBy(userId).map((r) => ({ ...r, id: r.id + 100 })),
      ],
      (userId) => [...requestsFor(userId), ...requestsFor(userId).map((r) => ({ ...r, id: r.id + 100 }))],
    ),
    ...answers,
  ],
  /** The lists load; accepting or cancelling loses the race to the other side (409). */
  conflict: [
    ...lists(requestsMadeBy, requestsFor),
    mockError(requests.accept, 409, REQUEST_CONFLICT),
    mockError(requests.deny, 409, REQUEST_CONFLICT),
    mockError(requests.cancel, 409, {
      message: 'This request is no longer pending: the owner answered it a moment ago.',
    }),
  ],
  /** The lists load; every answer fails on the server's side. */
  actionsFail: [
    ...lists(requestsMadeBy, requestsFor),
    mockError(requests.accept, 500, SERVER_ERROR),
    mockError(requests.deny, 500, SERVER_ERROR),
    mockError(requests.cancel, 500, SERVER_ERROR),
  ],
  error: [mockError(requests.mine, 500, SERVER_ERROR), mockError(requests.forMyItems, 500, SERVER_ERROR)],
  slow: [mockPending(requests.mine), mockPending(requests.forMyItems)],
};
