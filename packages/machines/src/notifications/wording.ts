// What each notification says (seed section 4: singular for a count of 1, plural otherwise).
// Every user-facing sentence of the notifications lives here, ready to move into the i18n layer.
import type { CountKind } from './types';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The sentence for a kind with `count` unread (count ≥ 1). */
export function notificationText(kind: CountKind, count: number): string {
  switch (kind) {
    case 'requests':
      return plural(count, 'You have 1 new request', `You have ${count} new requests`);
    case 'requestAccepted':
      return plural(count, 'Your request has been accepted', `${count} of your requests have been accepted`);
    case 'requestDenied':
      return plural(count, 'Your request has been denied', `${count} of your requests have been denied`);
    case 'requestCancelled':
      return plural(
        count,
        'A request for your item has been cancelled',
        `${count} requests for your items have been cancelled`,
      );
    case 'order':
      return plural(count, 'An order has been paid for', `${count} orders have been paid for`);
    case 'payout':
      return plural(count, 'A payment was made to you', `${count} payments were made to you`);
    default:
      return kind satisfies never;
  }
}

/** The sentence for unread messages in a conversation (count ≥ 1). */
export function messageText(name: string, count: number): string {
  return plural(count, `${name} sent you a message`, `${name} sent you ${count} messages`);
}

/** The bell's accessible name. */
export function bellLabel(total: number): string {
  return total === 0
    ? 'Notifications'
    : plural(total, 'Notifications: 1 unread', `Notifications: ${total} unread`);
}

export const DISMISS_ALL = 'Dismiss all';
export const NO_NOTIFICATIONS = 'You have no new notifications';
