// The words of an order's notices (notify's order kinds): paid, the receipt, and the steps after
// the sale. Names and titles are the users' own text (render escapes them for the HTML part).
import { formatDate, formatMoney } from '@pinjam/api/domain';
import type { Words } from '../../platform/mail/templates';
import type { OrderFacts } from './orders.repository';

export const linesText = (o: OrderFacts) =>
  o.lines.map((l) => `${l.quantity} × ${l.title}: ${formatMoney(l.line_total)}`).join('\n');

export const paidWith = (o: OrderFacts) =>
  o.method === 'paypal'
    ? 'PayPal'
    : o.label
      ? `${o.label.charAt(0).toUpperCase()}${o.label.slice(1)}`
      : 'your card';

export const orderWords = {
  order: (o: OrderFacts): Words => ({
    subject: `Order #${o.id} has been paid for`,
    intro:
      `${o.buyer} has paid for order #${o.id}:\n${linesText(o)}\n` +
      `You will receive ${formatMoney(o.seller_net)} (${formatMoney(o.subtotal)} less the ${formatMoney(o.commission)} commission) once the order completes.`,
    button: 'See your customer orders',
    path: '/customer-orders',
    note:
      o.fulfilment === 'delivery'
        ? 'Our courier will collect the items from you; we will tell you when.'
        : 'The buyer chose pickup: arrange the hand-over in messages, then mark it handed over.',
  }),
  receipt: (o: OrderFacts): Words => ({
    subject: `Your Pinjam receipt for order #${o.id}`,
    intro:
      `Thank you! You paid ${formatMoney(o.total)} with ${paidWith(o)} for order #${o.id} from ${o.seller}:\n${linesText(o)}` +
      (o.delivery_fee ? `\nDelivery: ${formatMoney(o.delivery_fee)}` : ''),
    button: 'Open your invoice',
    path: `/my-orders/order-invoice/${o.id}`,
    note: 'Your order page shows its progress. If anything goes wrong, report an issue there.',
  }),
} as const;

// ─── After the sale: the order's steps (decision 0035) ───────────────────────────────────────

export type OrderStep = 'delivered' | 'in_use' | 'returned' | 'return_today' | 'overdue' | 'completed';

export interface StepNotice {
  step: OrderStep;
  role: 'buyer' | 'seller';
  amount?: number;
  date?: string | null;
}

const on = (date: string | null | undefined) => (date ? formatDate(date) : 'soon');

export function orderStepWords(o: OrderFacts, { step, role, amount, date }: StepNotice): Words {
  const buyer = role === 'buyer';
  const words = { button: 'See the order', path: `/my-orders/order-details/${o.id}` };
  switch (step) {
    case 'delivered':
      return {
        ...words,
        subject: `Order #${o.id} has been delivered`,
        intro: buyer
          ? `Order #${o.id} from ${o.seller} has reached you:\n${linesText(o)}`
          : `Order #${o.id} has reached ${o.buyer}:\n${linesText(o)}`,
        note: buyer
          ? `Please check it and confirm receipt on the order page. If you do nothing it completes by itself on ${on(date)}; if something is wrong, report an issue before then.`
          : `It completes when ${o.buyer} confirms receipt, or by itself on ${on(date)}.`,
      };
    case 'in_use':
      return {
        ...words,
        subject: `Order #${o.id}: the rental has started`,
        intro: buyer
          ? `You now have the rental of order #${o.id} from ${o.seller}:\n${linesText(o)}`
          : `The rental of order #${o.id} is now with ${o.buyer}:\n${linesText(o)}`,
        note: `It is due back on ${on(date)}.`,
      };
    case 'returned':
      return {
        ...words,
        subject: `Order #${o.id} has been returned`,
        intro: `The rental of order #${o.id} (${o.buyer} from ${o.seller}) has been returned.`,
        note: `The order completes on ${on(date)} unless an issue is reported before then; the deposit hold is released then.`,
      };
    case 'return_today':
      return {
        ...words,
        subject: `Please return your rental today (order #${o.id})`,
        intro: `Today is the last day of your rental from ${o.seller}:\n${linesText(o)}`,
        note: 'Please return it today, as you agreed with the owner. Message them if you need to arrange the hand-back.',
      };
    case 'overdue':
      return {
        ...words,
        subject: `Order #${o.id} is overdue`,
        intro: buyer
          ? `Your rental from ${o.seller} was due back on ${on(date)} and has not been returned:\n${linesText(o)}`
          : `${o.buyer} has not returned the rental of order #${o.id}, due back on ${on(date)}:\n${linesText(o)}`,
        note: buyer
          ? 'Please return it as soon as you can and message the owner; the deposit hold may be used if it is not returned.'
          : 'Message the renter; if it does not come back, report a late return on the order page and our staff will step in.',
      };
    case 'completed':
      return {
        ...words,
        ...(buyer && { button: 'Rate this order', path: `/my-ratings?order=${o.id}` }),
        subject: `Order #${o.id} is complete`,
        intro: buyer
          ? `Order #${o.id} from ${o.seller} is complete. Thank you for using Pinjam!`
          : `Order #${o.id} for ${o.buyer} is complete.`,
        note: buyer
          ? `Rate ${o.seller}: it helps others choose.`
          : `${formatMoney(amount ?? 0)} is now payable; payouts are made on ${on(date)}.`,
      };
  }
}
