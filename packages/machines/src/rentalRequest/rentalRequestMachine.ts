import type { RequestStatus } from '@pinjam/api/domain';
import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** Who sends a request event: the item's owner, the renter who asked, or the server's expiry job. */
export type RequestParty = 'owner' | 'renter' | 'system';
export const requestParties = ['owner', 'renter', 'system'] as const satisfies readonly RequestParty[];

/** The lifecycle's events; `by` is who sends it (the server knows it from the session). */
export type RequestEvent =
  | { type: 'request.accept'; by: RequestParty }
  | { type: 'request.deny'; by: RequestParty }
  | { type: 'request.cancel'; by: RequestParty }
  | { type: 'request.expire'; by: RequestParty };
export const requestEventTypes = [
  'request.accept',
  'request.deny',
  'request.cancel',
  'request.expire',
] as const satisfies readonly RequestEvent['type'][];

const by =
  (party: RequestParty) =>
  ({ event }: { event: RequestEvent }) =>
    event.by === party;

/**
 * A rental request (docs/product.md, "Rental request lifecycle"): made `pending` at checkout with the
 * payment held. The owner accepts or denies it, the renter cancels it while pending, the server's
 * job expires it (48 h after the request or at the start date, whichever is first). Every other
 * status is final. States are the statuses of `@pinjam/api/domain`; the effects (capture, void,
 * the rental order, notifications) are the server's, in the same transaction as the change.
 */
export const rentalRequestMachine = setup({
  types: { events: {} as RequestEvent },
  guards: { isOwner: by('owner'), isRenter: by('renter'), isSystem: by('system') },
}).createMachine({
  id: 'rentalRequest',
  initial: 'pending' satisfies RequestStatus,
  states: {
    pending: {
      on: {
        'request.accept': { guard: 'isOwner', target: 'accepted' },
        'request.deny': { guard: 'isOwner', target: 'denied' },
        'request.cancel': { guard: 'isRenter', target: 'cancelled' },
        'request.expire': { guard: 'isSystem', target: 'expired' },
      },
    },
    accepted: { type: 'final' },
    denied: { type: 'final' },
    cancelled: { type: 'final' },
    expired: { type: 'final' },
  },
});

export type RentalRequestMachine = typeof rentalRequestMachine;
export type RentalRequestSnapshot = SnapshotFrom<RentalRequestMachine>;
export type RentalRequestActorRef = ActorRefFrom<RentalRequestMachine>;
