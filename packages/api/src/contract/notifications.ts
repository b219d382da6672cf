// The notifications area (the server's modules/notifications; docs/product.md §3 and 4): the bell's
// object and the seed's calls that clear it. The object's types live in the shared domain (the
// notifications machine reads them and may import only the domain); its schema is here.
import { z } from './zod';
import { endpoint, messageBody } from './endpoint';
import { avatar } from './models';
import { idInput } from './numbers';

export * from '../domain/notifications';

const count = z.object({ count: z.int() });

/** GET /api/notifications/get → notifications (docs/product.md §3). */
export const notificationsObject = z.object({
  conversations: z.array(
    z.object({
      person: z.object({ name: z.string(), avatar }),
      count: z.int(),
      conversation_id: z.int(),
    }),
  ),
  requests: count,
  requestAccepted: count,
  requestDenied: count,
  requestCancelled: count,
  order: count,
  payout: count,
  /** Our addition to the seed's object (decision 0033): the identity verification's result. */
  verification: z.extend(count, { result: z.nullable(z.enum(['approved', 'rejected'])) }),
});

const clear = (path: string, what: string) =>
  endpoint({
    method: 'GET',
    path,
    auth: 'user',
    tag: 'notifications',
    summary: `Clears the caller's ${what} notifications`,
    response: messageBody,
  });

export const notifications = {
  get: endpoint({
    method: 'GET',
    path: '/api/notifications/get',
    auth: 'user',
    tag: 'notifications',
    summary:
      "The caller's bell: unread messages by conversation, and a count of each other kind (seed: reads notifications)",
    response: z.object({ notifications: notificationsObject }),
  }),
  clearConversation: endpoint({
    method: 'POST',
    path: '/api/notifications/deleteConversation/',
    auth: 'user',
    tag: 'notifications',
    summary: "Clears the caller's notifications of one conversation (seed: body id, the conversation's)",
    body: z.object({ id: idInput }),
    response: messageBody,
  }),
  clearRequests: clear('/api/notifications/delete-requests', 'new request'),
  clearRequestsAccepted: clear('/api/notifications/delete-requests-accepted', 'request accepted'),
  clearRequestsDenied: clear('/api/notifications/delete-requests-denied', 'request denied'),
  clearRequestsCancelled: clear('/api/notifications/delete-requests-cancelled', 'request cancelled'),
  clearOrder: clear('/api/notifications/delete-order', 'order paid'),
  clearPayout: clear('/api/notifications/delete-payout', 'payout'),
  /** Our addition (decision 0033): the identity verification's result. */
  clearVerification: clear('/api/notifications/delete-verification', 'identity verification'),
  clearAll: clear('/api/notifications/delete-all/', 'every'),
} as const;
