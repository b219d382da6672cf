// The admin's deliveries board as the mocks' people see it (decision 0036): Siti's items going to
// Hakim and Nurul and coming back, across the four districts, in every state. Dates are fixed
// around 2026-11-24 (the stories' today is whatever the machine says: the overdue flag is the
// fixtures' own, as the server sets it).
import type { DeliveryLeg, DeliveryParty } from '../../contract/deliveries';
import { users } from '../users/accounts';

const siti: DeliveryParty = {
  id: users.siti.id,
  name: users.siti.name,
  telephone: '+673 888 1234',
  address: {
    address_line_1: 'No. 7, Simpang 12, Jalan Tutong',
    address_line_2: 'Kampong Telanai',
    address_line_3: null,
    post_code: 'BA2312',
    city: 'Bandar Seri Begawan',
    district: 'Brunei-Muara',
  },
};

const customer = (
  who: { id: number; name: string },
  telephone: string,
  line1: string,
  city: string,
  district: string,
): DeliveryParty => ({
  id: who.id,
  name: who.name,
  telephone,
  address: {
    address_line_1: line1,
    address_line_2: null,
    address_line_3: null,
    post_code: null,
    city,
    district,
  },
});

const hakim = customer(
  users.hakim,
  '+673 712 3456',
  'No. 12, Simpang 34, Kampong Kiarong',
  'Bandar Seri Begawan',
  'Brunei-Muara',
);
const nurul = customer(users.unverified, '+673 823 4567', 'Lot 45, Jalan Bukit Beruang', 'Tutong', 'Tutong');
const hakimKB = customer(users.hakim, '+673 712 3456', 'No. 3, Jalan Pandan 6', 'Kuala Belait', 'Belait');
const nurulBangar = customer(users.unverified, '+673 823 4567', 'Kampong Puni', 'Bangar', 'Temburong');

let nextId = 700;
function leg(
  values: Partial<DeliveryLeg> & Pick<DeliveryLeg, 'order_id' | 'kind' | 'status' | 'scheduled_for'>,
): DeliveryLeg {
  return {
    id: nextId++,
    order_kind: 'rental',
    order_status: 'paid',
    district: values.customer?.address.district ?? 'Brunei-Muara',
    overdue: false,
    no_shows: 0,
    notified_at: null,
    reminded_at: null,
    completed_at: null,
    customer: hakim,
    owner: siti,
    items: [{ title: 'Canon EOS R6 camera body', quantity: 1 }],
    ...values,
  };
}

/** A busy board: overdue first, today, then upcoming; several states and districts. */
export const busyDeliveries: DeliveryLeg[] = [
  leg({
    order_id: 5101,
    kind: 'outbound',
    status: 'notified',
    scheduled_for: '2026-11-22',
    overdue: true,
    notified_at: '2026-11-21T02:00:00.000Z',
    order_kind: 'purchase',
    items: [{ title: 'DJI Mini 3 drone', quantity: 1 }],
  }),
  leg({
    order_id: 5102,
    kind: 'return',
    status: 'no_show',
    scheduled_for: '2026-11-23',
    overdue: true,
    no_shows: 1,
    customer: nurul,
    district: 'Tutong',
    order_status: 'return_due',
    items: [{ title: 'Camping tent for four', quantity: 1 }],
  }),
  leg({ order_id: 5103, kind: 'outbound', status: 'scheduled', scheduled_for: '2026-11-24' }),
  leg({
    order_id: 5104,
    kind: 'outbound',
    status: 'reminded',
    scheduled_for: '2026-11-24',
    customer: hakimKB,
    district: 'Belait',
    notified_at: '2026-11-22T01:00:00.000Z',
    reminded_at: '2026-11-23T01:00:00.000Z',
    order_kind: 'purchase',
    items: [
      { title: 'Yamaha P-45 digital piano', quantity: 1 },
      { title: 'Piano stool', quantity: 2 },
    ],
  }),
  leg({
    order_id: 5105,
    kind: 'return',
    status: 'scheduled',
    scheduled_for: '2026-11-25',
    customer: nurulBangar,
    district: 'Temburong',
    order_status: 'in_use',
    items: [{ title: 'Sea kayak with paddles', quantity: 1 }],
  }),
  leg({
    order_id: 5103,
    kind: 'return',
    status: 'scheduled',
    scheduled_for: '2026-11-27',
  }),
  leg({
    order_id: 5106,
    kind: 'outbound',
    status: 'completed',
    scheduled_for: '2026-11-21',
    completed_at: '2026-11-21T06:30:00.000Z',
    order_kind: 'purchase',
    order_status: 'delivered',
    customer: nurul,
    district: 'Tutong',
    items: [{ title: 'Epson projector EB-X51', quantity: 1 }],
  }),
];

/** The status an action moves a leg to (the mocks' copy of the server's rule). */
export const actionResult = {
  notify: 'notified',
  remind: 'reminded',
  noShow: 'no_show',
  complete: 'completed',
} as const;
