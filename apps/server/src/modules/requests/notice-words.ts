// The words of a rental request's notices (notify's request kinds): the owner asked, the renter
// answered. Names and titles are the users' own text (render escapes them for the HTML part).
import { formatDate, formatMoney } from '@pinjam/api/domain';
import type { Words } from '../../platform/mail/templates';
import type { RequestFacts } from './notices.repository';

const period = (r: { start_date: string; end_date: string; days: number }) =>
  `${formatDate(r.start_date)} to ${formatDate(r.end_date)} (${r.days} ${r.days === 1 ? 'day' : 'days'})`;

export const requestWords = {
  requests: (r: RequestFacts): Words => ({
    subject: `New rental request: ${r.item}`,
    intro: `${r.renter} would like to rent "${r.item}" from ${period(r)}, for ${formatMoney(r.total)}. Their payment is held until you answer.`,
    button: 'Answer the request',
    path: '/customer-requests',
    note: `Accept or deny it before ${formatDate(r.expires_at)}; after that it expires and the hold is released.`,
  }),
  requestAccepted: (r: RequestFacts): Words => ({
    subject: `Request accepted: ${r.item}`,
    intro: `Good news: ${r.owner} accepted your request to rent "${r.item}" from ${period(r)}. We have charged ${formatMoney(r.total)}.`,
    button: 'See your order',
    path: r.order_id ? `/my-orders/order-details/${r.order_id}` : '/my-requests',
    note: 'Your order page shows its progress; you can message the owner about the hand-over.',
  }),
  requestDenied: (r: RequestFacts): Words => ({
    subject: `Request declined: ${r.item}`,
    intro:
      `${r.owner} could not accept your request to rent "${r.item}" from ${period(r)}.` +
      (r.reason ? `\nTheir reason: ${r.reason}` : ''),
    button: 'See your requests',
    path: '/my-requests',
    note: 'The hold on your payment has been released: you have not been charged.',
  }),
  requestCancelled: (r: RequestFacts): Words => ({
    subject: `Request cancelled: ${r.item}`,
    intro: `${r.renter} cancelled their request to rent "${r.item}" from ${period(r)}.`,
    button: 'See your customer requests',
    path: '/customer-requests',
    note: 'Those days are free again for other renters.',
  }),
  requestExpired: (r: RequestFacts): Words => ({
    subject: `Request expired: ${r.item}`,
    intro: `Your request to rent "${r.item}" from ${period(r)} expired before ${r.owner} answered it.`,
    button: 'See your requests',
    path: '/my-requests',
    note: 'The hold on your payment has been released: you have not been charged. You can ask again, or try a similar item.',
  }),
} as const;
