import { describe, expect, it } from 'vitest';
import { routeFor } from './rules';
import { countKinds } from './types';
import { bellLabel, messageText, notificationText, verificationText } from './wording';

describe('notification wording', () => {
  it('is singular for a count of 1', () => {
    expect(countKinds.map((kind) => notificationText(kind, 1))).toEqual([
      'You have 1 new request',
      'A request was accepted',
      'A request was denied',
      'A request was cancelled',
      '1 order has been paid for',
      'A payment was made to you',
      'Your identity verification was approved',
    ]);
    expect(messageText('Siti Nurhaliza', 1)).toBe('Siti Nurhaliza: 1 new message');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
  });

  it('is plural for any other count', () => {
    expect(countKinds.map((kind) => notificationText(kind, 3))).toEqual([
      'You have 3 new requests',
      '3 requests were accepted',
      '3 requests were denied',
      '3 requests were cancelled',
      '3 orders have been paid for',
      '3 payments were made to you',
      'Your identity verification was approved',
    ]);
    expect(messageText('Haji Ahmad', 12)).toBe('Haji Ahmad: 12 new messages');
    expect(bellLabel(0)).toBe('Notifications');
  });
});

describe('the identity verification entry (decision 0033)', () => {
  it('says the latest result, however many reviews', () => {
    expect(verificationText('approved')).toBe('Your identity verification was approved');
    expect(verificationText('rejected')).toBe('Your identity verification needs another look');
  });
});

describe('notification navigation (docs/product.md §4)', () => {
  it('sends each kind to its route', () => {
    expect(countKinds.map((kind) => [kind, routeFor({ kind }).route])).toEqual([
      ['requests', 'customer-requests'],
      ['requestAccepted', 'my-requests'],
      ['requestDenied', 'my-requests'],
      ['requestCancelled', 'customer-requests'],
      ['order', 'customer-orders'],
      ['payout', 'my-finance'],
      ['verification', 'verification'],
    ]);
    expect(routeFor({ kind: 'conversation', conversation_id: 7 })).toEqual({
      route: 'messages',
      query: { conversation: '7' },
    });
  });
});
