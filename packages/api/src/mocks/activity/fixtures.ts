// The mocks' activity feeds: Siti's (an owner and a renter, a few weeks of events: more than one
// page), Hakim's, Nurul's (new: nothing yet) and the admin's (none: admins do not use the feed).
import type { ActivityEntry, ActivityKind } from '../../contract/activity';
import { users } from '../users/accounts';

type Data = ActivityEntry['data'];

let nextId = 1;
function entry(
  kind: ActivityKind,
  created_at: string,
  subject: ActivityEntry['subject'],
  link: string | null,
  data: Data = {},
): ActivityEntry {
  return { id: nextId++, kind, created_at, subject, link, data };
}

/** A feed's ids as the server's: falling from `top`, newest first. */
const numbered = (list: ActivityEntry[], top: number) => list.map((e, i) => ({ ...e, id: top - i }));

const order = (id: number) => ({ type: 'order' as const, id });
const orderLink = (id: number) => `/my-orders/order-details/${id}`;
const request = (id: number) => ({ type: 'request' as const, id });
const item = (id: number) => ({ type: 'item' as const, id });

/** Siti's newest events, newest first (ids fall as they go back in time). */
const sitiRecent: ActivityEntry[] = [
  entry('order_sold', '2026-03-04T06:12:00.000Z', order(5003), orderLink(5003), {
    title: 'DJI Mini 4 Pro Fly More combo',
    amount: 12_150,
    lines: 1,
    role: 'seller',
    order_kind: 'rental',
  }),
  entry('request_accepted', '2026-03-04T06:11:00.000Z', request(7003), orderLink(5003), {
    title: 'DJI Mini 4 Pro Fly More combo',
    amount: 13_500,
    order_id: 5003,
    role: 'owner',
  }),
  entry('request_received', '2026-03-04T01:40:00.000Z', request(7001), '/customer-requests', {
    title: 'Canon EOS R6 camera body',
    amount: 14_000,
    role: 'owner',
  }),
  entry('order_paid', '2026-03-03T09:30:00.000Z', order(5001), orderLink(5001), {
    title: 'Yamaha P-125 digital piano with stand',
    amount: 64_500,
    lines: 1,
    role: 'buyer',
    order_kind: 'purchase',
  }),
  entry('delivered', '2026-03-03T03:05:00.000Z', order(5002), orderLink(5002), {
    amount: 8_000,
    role: 'buyer',
  }),
  entry('request_denied', '2026-03-02T11:20:00.000Z', request(7005), '/customer-requests', {
    title: 'Bugaboo Fox baby stroller',
    amount: 6_000,
    reason: 'The stroller is away that week.',
    role: 'owner',
  }),
  entry('item_listed', '2026-03-01T08:00:00.000Z', item(103), '/view-item/103', {
    title: 'Pair of JBL EON 715 PA speakers',
  }),
  entry('verified', '2026-02-27T02:00:00.000Z', { type: 'verification', id: 1 }, '/verification'),
];

/** Older events, enough for a second page. */
const sitiOlder: ActivityEntry[] = Array.from({ length: 18 }, (_, i) => {
  const day = String(25 - i).padStart(2, '0');
  return i % 3 === 0
    ? entry('returned', `2026-02-${day}T05:00:00.000Z`, order(4900 - i), orderLink(4900 - i), {
        amount: 4_500,
        role: 'seller',
      })
    : i % 3 === 1
      ? entry('request_made', `2026-02-${day}T05:00:00.000Z`, request(6900 - i), '/my-requests', {
          title: 'Four-person camping tent',
          amount: 4_500,
          role: 'renter',
        })
      : entry('item_listed', `2026-02-${day}T05:00:00.000Z`, item(101), '/view-item/101', {
          title: 'Canon EOS R6 camera body',
        });
});

const hakimFeed: ActivityEntry[] = [
  entry('request_made', '2026-03-04T01:40:00.000Z', request(7001), '/my-requests', {
    title: 'Canon EOS R6 camera body',
    amount: 14_000,
    role: 'renter',
  }),
  entry('order_cancelled', '2026-03-02T07:00:00.000Z', order(5004), orderLink(5004), {
    amount: 2_500,
    role: 'buyer',
  }),
];

/** Every mock user's whole feed, newest first. */
export const demoActivity: Record<number, ActivityEntry[]> = {
  [users.siti.id]: numbered([...sitiRecent, ...sitiOlder], 9_600),
  [users.hakim.id]: numbered(hakimFeed, 9_599 - sitiOlder.length - sitiRecent.length),
  [users.unverified.id]: [],
  [users.admin.id]: [],
};

/** The feed's words for every kind the web words: one entry of each, for the wording's stories. */
export const everyActivityKind: ActivityEntry[] = numbered(
  (
    [
      ['item_listed', item(101), '/view-item/101', { title: 'Canon EOS R6 camera body' }],
      [
        'issue_reported',
        order(5003),
        orderLink(5003),
        { type: 'damaged', reporter: 'buyer', role: 'seller' },
      ],
      ['issue_reported', order(5003), orderLink(5003), { type: 'damaged', reporter: 'buyer', role: 'buyer' }],
      ['request_made', request(1), '/my-requests', { title: 'Tent', amount: 4_500, role: 'renter' }],
      ['request_received', request(1), '/customer-requests', { title: 'Tent', amount: 4_500, role: 'owner' }],
      ['request_accepted', request(1), orderLink(5003), { title: 'Tent', role: 'renter', order_id: 5003 }],
      ['request_accepted', request(1), orderLink(5003), { title: 'Tent', role: 'owner', order_id: 5003 }],
      ['request_denied', request(2), '/my-requests', { title: 'Tent', role: 'renter', reason: null }],
      ['request_denied', request(2), '/customer-requests', { title: 'Tent', role: 'owner', reason: null }],
      ['request_cancelled', request(3), '/my-requests', { title: 'Tent', role: 'renter' }],
      ['request_cancelled', request(3), '/customer-requests', { title: 'Tent', role: 'owner' }],
      ['request_expired', request(4), '/my-requests', { title: 'Tent', role: 'renter' }],
      ['request_expired', request(4), '/customer-requests', { title: 'Tent', role: 'owner' }],
      [
        'order_paid',
        order(5001),
        orderLink(5001),
        { title: 'Piano', amount: 64_500, lines: 2, role: 'buyer' },
      ],
      [
        'order_sold',
        order(5003),
        orderLink(5003),
        { title: 'Drone', amount: 12_150, lines: 1, role: 'seller' },
      ],
      ['order_cancelled', order(5004), orderLink(5004), { amount: 2_500, role: 'buyer' }],
      ['delivered', order(5002), orderLink(5002), { role: 'seller' }],
      ['returned', order(5002), orderLink(5002), { role: 'buyer' }],
      ['rated', { type: 'rating', id: 1 }, '/my-ratings', { title: 'Tent' }],
      [
        'rating_received',
        { type: 'rating', id: 2 },
        '/my-ratings',
        { name: 'Hakim', rating: 5, order_id: 5003 },
      ],
      ['verification_submitted', { type: 'verification', id: 1 }, '/verification', {}],
      ['verified', { type: 'verification', id: 1 }, '/verification', {}],
      ['verification_rejected', { type: 'verification', id: 1 }, '/verification', { reason: 'Blurred' }],
      ['paid_out', { type: 'payout', id: 1 }, '/my-finance', { amount: 40_000 }],
      ['handed_over', order(5003), orderLink(5003), { role: 'buyer' }],
      ['order_overdue', order(5004), orderLink(5004), { role: 'seller' }],
      ['order_completed', order(5007), orderLink(5007), { amount: 37_800, role: 'seller' }],
      ['delivery_arranged', order(5002), orderLink(5002), { leg: 'outbound', date: '2026-03-05' }],
      ['delivery_missed', order(5002), orderLink(5002), { leg: 'return', date: '2026-03-07' }],
    ] as const
  ).map(([kind, subject, link, data], i) =>
    entry(kind, `2026-03-0${4 - (i % 4)}T0${9 - (i % 9)}:00:00.000Z`, subject, link, data as Data),
  ),
  9_800,
);
