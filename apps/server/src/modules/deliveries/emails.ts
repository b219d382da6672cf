// The emails of a leg's actions: the date, what comes or goes, and the number the courier calls.
// Sent to the customer for the outbound leg and to the renter for the return: both the order's
// buyer. Items' titles are the users' own text (render escapes them for the HTML part).
import type { DeliveryLeg } from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import { render } from '../../platform/mail/templates';

export type LegEmail = 'notify' | 'remind' | 'noShow';

const itemsText = (leg: DeliveryLeg) =>
  leg.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.title}` : `"${i.title}"`)).join(', ');

const calls = (leg: DeliveryLeg) =>
  leg.customer.telephone ? `our courier will call ${leg.customer.telephone}` : 'our courier will call you';

function when(leg: DeliveryLeg) {
  const date = formatDate(leg.scheduled_for);
  return leg.kind === 'outbound'
    ? `Your delivery of ${itemsText(leg)} is on ${date}; ${calls(leg)}.`
    : `Our courier will collect ${itemsText(leg)} on ${date} to return it to ${leg.owner.name}; ${calls(leg)}.`;
}

const what = (leg: DeliveryLeg) => (leg.kind === 'outbound' ? 'delivery' : 'collection');

/** The email of `action` on `leg` (as it is after the action), for the customer. */
export function legEmail(publicUrl: string, action: LegEmail, leg: DeliveryLeg, missedOn?: string) {
  const date = formatDate(leg.scheduled_for);
  const path = `/my-orders/order-details/${leg.order_id}`;
  const button = 'See your order';
  const note =
    leg.kind === 'outbound'
      ? 'Please be there, or have someone there, to receive it. If nobody is there, the courier comes again the next day.'
      : 'Please have it ready and packed as you received it. If nobody is there, the courier comes again the next day.';
  switch (action) {
    case 'notify':
      return render(leg.customer.name, publicUrl, {
        subject: `Order #${leg.order_id}: ${what(leg)} on ${date}`,
        intro: when(leg),
        button,
        path,
        note,
      });
    case 'remind':
      return render(leg.customer.name, publicUrl, {
        subject: `Reminder: order #${leg.order_id}'s ${what(leg)} is on ${date}`,
        intro: when(leg),
        button,
        path,
        note,
      });
    case 'noShow':
      return render(leg.customer.name, publicUrl, {
        subject: `We missed you: order #${leg.order_id}'s ${what(leg)} moved to ${date}`,
        intro:
          `Our courier came on ${formatDate(missedOn ?? leg.scheduled_for)} but nobody was there. ` +
          `We will come again on ${date}; ${calls(leg)}.`,
        button,
        path,
        note,
      });
    default:
      return action satisfies never;
  }
}
