// The demo's trade between Hakim and Siti, both ways, so that My orders, Customer orders, My
// requests, Customer requests, an invoice and a credit note show something on the first visit.
// Days are counted from today in Brunei (negative: in the past). Titles are demo listings.

import type { OrderStatus, RequestStatus } from '@pinjam/api/domain';

type Login = 'hakim' | 'siti';
type By = 'buyer' | 'seller' | 'admin' | 'system';

/** One step of an order's history after `paid`: the machine's event, its new status, who. */
export type DemoStep = [event: string, to: OrderStatus, by: By, note?: string];

export interface DemoPurchase {
  key: string;
  buyer: Login;
  seller: Login;
  title: string;
  quantity: number;
  fulfilment: 'delivery' | 'pickup';
  /** When it was paid, in days from today. */
  paidOn: number;
  steps: DemoStep[];
  issue?: { type: 'damaged' | 'not_received' | 'not_as_described' | 'late_return' | 'other'; text: string };
}

export interface DemoRental {
  key: string;
  renter: Login;
  owner: Login;
  title: string;
  /** First and last day, in days from today. */
  from: number;
  to: number;
  fulfilment: 'delivery' | 'pickup';
  /** When it was asked for, in days from today. */
  askedOn: number;
  request: RequestStatus;
  reason?: string;
  /** Accepted requests: their order's steps after `paid` (paid the day it was accepted). */
  steps?: DemoStep[];
}

const DISPATCH: DemoStep = ['dispatch', 'dispatched', 'admin'];

export const DEMO_PURCHASES: readonly DemoPurchase[] = [
  {
    key: 'zoom-h6',
    buyer: 'hakim',
    seller: 'siti',
    title: 'Zoom H6 audio recorder',
    quantity: 1,
    fulfilment: 'delivery',
    paidOn: 0,
    steps: [],
  },
  {
    key: 'ipad-air',
    buyer: 'hakim',
    seller: 'siti',
    title: 'iPad Air with Apple Pencil',
    quantity: 1,
    fulfilment: 'delivery',
    paidOn: -4,
    steps: [
      DISPATCH,
      ['deliver', 'delivered', 'admin'],
      ['reportIssue', 'delivered', 'buyer', 'not_as_described'],
    ],
    issue: {
      type: 'not_as_described',
      text: 'The listing said no scratches, but the screen has a long scratch across the top corner.',
    },
  },
  {
    key: 'sewing-machine',
    buyer: 'siti',
    seller: 'hakim',
    title: 'Brother sewing machine',
    quantity: 1,
    fulfilment: 'delivery',
    paidOn: -5,
    steps: [DISPATCH, ['deliver', 'delivered', 'admin'], ['confirmReceipt', 'completed', 'buyer']],
  },
  {
    key: 'shelving',
    buyer: 'siti',
    seller: 'hakim',
    title: 'Steel garage shelving unit',
    quantity: 1,
    fulfilment: 'pickup',
    paidOn: -9,
    steps: [['cancel', 'cancelled', 'seller', 'Sorry, a neighbour bought it the same morning.']],
  },
  {
    key: 'child-trailer',
    buyer: 'siti',
    seller: 'hakim',
    title: 'Bicycle child trailer, two seats',
    quantity: 1,
    fulfilment: 'delivery',
    paidOn: -1,
    steps: [DISPATCH],
  },
];

export const DEMO_RENTALS: readonly DemoRental[] = [
  {
    key: 'canon-r6',
    renter: 'hakim',
    owner: 'siti',
    title: 'Canon EOS R6 camera body',
    from: -1,
    to: 1,
    fulfilment: 'delivery',
    askedOn: -3,
    request: 'accepted',
    steps: [DISPATCH, ['deliver', 'in_use', 'admin']],
  },
  {
    key: 'stratocaster',
    renter: 'hakim',
    owner: 'siti',
    title: 'Fender Stratocaster electric guitar',
    from: -6,
    to: -5,
    fulfilment: 'pickup',
    askedOn: -7,
    request: 'accepted',
    steps: [
      ['handOver', 'in_use', 'seller'],
      ['return', 'returned', 'seller'],
      ['complete', 'completed', 'system'],
    ],
  },
  {
    key: 'epson-projector',
    renter: 'siti',
    owner: 'hakim',
    title: 'Epson Full HD projector, 3,500 lumens',
    from: 5,
    to: 6,
    fulfilment: 'pickup',
    askedOn: -1,
    request: 'accepted',
    steps: [],
  },
  {
    key: 'dji-mini',
    renter: 'hakim',
    owner: 'siti',
    title: 'DJI Mini 4 Pro Fly More combo',
    from: 6,
    to: 8,
    fulfilment: 'delivery',
    askedOn: 0,
    request: 'pending',
  },
  {
    key: 'gopro',
    renter: 'siti',
    owner: 'hakim',
    title: 'GoPro Hero 12 with dive housing',
    from: 4,
    to: 6,
    fulfilment: 'pickup',
    askedOn: 0,
    request: 'pending',
  },
  {
    key: 'songket',
    renter: 'hakim',
    owner: 'siti',
    title: 'Songket wedding set for the bride',
    from: 12,
    to: 13,
    fulfilment: 'delivery',
    askedOn: -2,
    request: 'denied',
    reason: 'Sorry, it is booked for a family wedding that weekend.',
  },
  {
    key: 'jbl-speakers',
    renter: 'siti',
    owner: 'hakim',
    title: 'Pair of JBL EON 715 PA speakers',
    from: 9,
    to: 10,
    fulfilment: 'pickup',
    askedOn: -2,
    request: 'cancelled',
  },
  {
    key: 'benq-projector',
    renter: 'hakim',
    owner: 'siti',
    title: 'BenQ 4K home cinema projector',
    from: 2,
    to: 3,
    fulfilment: 'delivery',
    askedOn: -5,
    request: 'expired',
  },
];

export const DEMO_ADDRESSES: Record<Login, object> = {
  hakim: {
    address_line_1: 'No. 7, Simpang 12, Kampong Bukit Beruang',
    address_line_2: null,
    address_line_3: null,
    post_code: 'TA1141',
    city: 'Tutong',
    district: 'Tutong',
    telephone: '+673 871 2045',
  },
  siti: {
    address_line_1: 'Unit 3, Block C, Gadong Properties',
    address_line_2: 'Jalan Gadong',
    address_line_3: null,
    post_code: 'BE4119',
    city: 'Bandar Seri Begawan',
    district: 'Brunei-Muara',
    telephone: '+673 712 9930',
  },
};
