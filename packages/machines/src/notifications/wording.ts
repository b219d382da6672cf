// What each notification says (docs/product.md §4: singular for a count of 1, plural otherwise), in
// the words the app shows: the ui NotificationPanel's messages and the Navbar's bell label (the
// QA view reads these, so it must say what the wired bell says).
import type { CountKind } from './types';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The sentence for a kind with `count` unread (count ≥ 1). */
export function notificationText(kind: CountKind, count: number): string {
  switch (kind) {
    case 'requests':
      return plural(count, 'You have 1 new request', `You have ${count} new requests`);
    case 'requestAccepted':
      return plural(count, 'A request was accepted', `${count} requests were accepted`);
    case 'requestDenied':
      return plural(count, 'A request was denied', `${count} requests were denied`);
    case 'requestCancelled':
      return plural(count, 'A request was cancelled', `${count} requests were cancelled`);
    case 'order':
      return plural(count, '1 order has been paid for', `${count} orders have been paid for`);
    case 'payout':
      return plural(count, 'A payment was made to you', `${count} payments were made to you`);
    case 'verification':
      return verificationText(null);
    default:
      return kind satisfies never;
  }
}

/** The identity verification's result (decision 0033): one entry, however many reviews. */
export function verificationText(result: 'approved' | 'rejected' | null): string {
  return result === 'rejected'
    ? 'Your identity verification needs another look'
    : 'Your identity verification was approved';
}

/** The sentence for unread messages in a conversation (count ≥ 1). */
export function messageText(name: string, count: number): string {
  return plural(count, `${name}: 1 new message`, `${name}: ${count} new messages`);
}

/** The bell's accessible name. */
export function bellLabel(total: number): string {
  return total === 0 ? 'Notifications' : `Notifications, ${total} unread`;
}

export const DISMISS_ALL = 'Dismiss all';
export const NO_NOTIFICATIONS = "You're all caught up";
