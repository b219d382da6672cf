// Rental requests between the mocks' people: Siti owns the cameras and the stroller, Hakim and
// Nurul rent them; Siti rents Hakim's speakers once. Every status, both fulfilments, long names.
import type { ItemImage } from '../../contract/catalogue';
import type { Party, RentalRequest } from '../../contract/requests';
import type { User } from '../../contract/models';
import { demoItems } from '../catalogue/fixtures';
import { users } from '../users/accounts';

/** A user as the other side of a request or order sees them. */
export const partyOf = (user: User): Party => ({ id: user.id, name: user.name, avatar: user.avatar });

/** The item as a request or order line shows it, from the catalogue's fixture. */
export function briefOf(itemId: number, title?: string) {
  const item = demoItems.find((i) => i.id === itemId)!;
  const cover: ItemImage | null = item.cover;
  return { id: item.id, title: title ?? item.title, cover };
}

type Seed = Pick<RentalRequest, 'id' | 'start_date' | 'end_date' | 'days' | 'status' | 'created_at'> &
  Partial<Pick<RentalRequest, 'reason' | 'answered_at' | 'order_id' | 'fulfilment' | 'quantity'>> & {
    itemId: number;
    title?: string;
    renter: User;
    owner: User;
    unitPrice: number;
    deposit?: number;
    expires_at: string;
  };

const DELIVERY_FEE = 500;

function makeRequest(seed: Seed): RentalRequest {
  const { itemId, title, renter, owner, unitPrice, deposit = 0, ...rest } = seed;
  const quantity = rest.quantity ?? 1;
  const fulfilment = rest.fulfilment ?? 'delivery';
  const line_total = unitPrice * rest.days * quantity;
  const delivery_fee = fulfilment === 'delivery' ? DELIVERY_FEE : 0;
  return {
    id: rest.id,
    item: briefOf(itemId, title),
    renter: partyOf(renter),
    owner: partyOf(owner),
    quantity,
    start_date: rest.start_date,
    end_date: rest.end_date,
    days: rest.days,
    // As the server keeps it: one unit for the whole period.
    unit_price: unitPrice * rest.days,
    line_total,
    deposit,
    delivery_fee,
    total: line_total + delivery_fee,
    fulfilment,
    status: rest.status,
    reason: rest.reason ?? null,
    expires_at: seed.expires_at,
    answered_at: rest.answered_at ?? null,
    created_at: rest.created_at,
    order_id: rest.order_id ?? null,
  };
}

/** Hakim's pending three-day rental of Siti's camera: the request most stories act on. */
export const pendingRequest = makeRequest({
  id: 4001,
  itemId: 101,
  renter: users.hakim,
  owner: users.siti,
  unitPrice: 4500,
  deposit: 50000,
  start_date: '2026-03-10',
  end_date: '2026-03-12',
  days: 3,
  status: 'pending',
  created_at: '2026-03-03T06:00:00.000Z',
  // 14:00 in Brunei, 48 hours after it was made.
  expires_at: '2026-03-05T06:00:00.000Z',
});

/** Every request between the mocks' people, newest first. */
export const demoRequests: RentalRequest[] = [
  makeRequest({
    id: 4006,
    itemId: 105,
    renter: users.unverified,
    owner: users.siti,
    unitPrice: 1500,
    start_date: '2026-03-14',
    end_date: '2026-03-20',
    days: 7,
    fulfilment: 'pickup',
    status: 'pending',
    created_at: '2026-03-04T01:30:00.000Z',
    expires_at: '2026-03-06T01:30:00.000Z',
  }),
  pendingRequest,
  makeRequest({
    id: 4002,
    itemId: 102,
    renter: users.hakim,
    owner: users.siti,
    unitPrice: 4500,
    deposit: 30000,
    start_date: '2026-03-02',
    end_date: '2026-03-05',
    days: 4,
    status: 'accepted',
    created_at: '2026-02-27T03:00:00.000Z',
    expires_at: '2026-03-01T03:00:00.000Z',
    answered_at: '2026-02-27T09:12:00.000Z',
    order_id: 5003,
  }),
  makeRequest({
    id: 4003,
    itemId: 105,
    renter: users.hakim,
    owner: users.siti,
    unitPrice: 1500,
    start_date: '2026-02-20',
    end_date: '2026-02-22',
    days: 3,
    fulfilment: 'pickup',
    status: 'denied',
    reason: 'The stroller is away for a family trip that week, sorry. Any weekend in March works.',
    created_at: '2026-02-15T02:00:00.000Z',
    expires_at: '2026-02-17T02:00:00.000Z',
    answered_at: '2026-02-15T10:00:00.000Z',
  }),
  makeRequest({
    id: 4004,
    itemId: 103,
    renter: users.siti,
    owner: users.hakim,
    unitPrice: 6000,
    start_date: '2026-02-14',
    end_date: '2026-02-15',
    days: 2,
    status: 'cancelled',
    created_at: '2026-02-10T02:00:00.000Z',
    expires_at: '2026-02-12T02:00:00.000Z',
    answered_at: '2026-02-10T05:00:00.000Z',
  }),
  makeRequest({
    id: 4005,
    itemId: 101,
    renter: users.hakim,
    owner: users.siti,
    unitPrice: 4500,
    start_date: '2026-02-01',
    end_date: '2026-02-01',
    days: 1,
    status: 'expired',
    created_at: '2026-01-28T02:00:00.000Z',
    expires_at: '2026-01-30T02:00:00.000Z',
    answered_at: '2026-01-30T02:00:00.000Z',
  }),
  makeRequest({
    id: 4007,
    itemId: 102,
    title:
      'DJI Mini 4 Pro Fly More combo with three batteries, the charging hub, a shoulder bag and spare propellers',
    renter: users.hakim,
    owner: users.siti,
    unitPrice: 4500,
    start_date: '2026-01-10',
    end_date: '2026-01-16',
    days: 7,
    quantity: 2,
    status: 'cancelled',
    created_at: '2026-01-05T02:00:00.000Z',
    expires_at: '2026-01-07T02:00:00.000Z',
    answered_at: '2026-01-05T04:00:00.000Z',
  }),
];

/** The requests `userId` made (requests/mine). */
export const requestsMadeBy = (userId: number) => demoRequests.filter((r) => r.renter.id === userId);
/** The requests for `userId`'s items (get-user-items-requests). */
export const requestsFor = (userId: number) => demoRequests.filter((r) => r.owner.id === userId);
