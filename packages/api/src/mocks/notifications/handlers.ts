import { HttpResponse } from 'msw';
import { notifications } from '../../contract/notifications';
import type { Notifications } from '../../contract/notifications';
import { SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { demoNotifications, noNotifications, oneMessageNotification } from './fixtures';

const cleared = { message: 'Notifications cleared' };

const clears = [
  notifications.clearConversation,
  notifications.clearRequests,
  notifications.clearRequestsAccepted,
  notifications.clearRequestsDenied,
  notifications.clearRequestsCancelled,
  notifications.clearOrder,
  notifications.clearPayout,
  notifications.clearVerification,
  notifications.clearAll,
];

/**
 * The bell answering `bell` every time, and every clear call answering 200. Nothing is
 * remembered between calls: the machine removes what was opened at once, so a story sees it go.
 */
const answering = (bell: Notifications) => [
  mockEndpoint(notifications.get, () => HttpResponse.json({ notifications: bell })),
  ...clears.map((endpoint) => mockEndpoint(endpoint, () => HttpResponse.json(cleared))),
];

/** The notifications area: its own key in `defaultHandlers` (`notifications`). */
export const notificationsHandlers = {
  /** Two conversations and most kinds (demoNotifications). */
  default: answering(demoNotifications),
  /** Nothing new. */
  empty: answering(noNotifications),
  /** One unread message. */
  one: answering(oneMessageNotification),
  /** The bell cannot load (500); the clear calls still answer. */
  error: [mockError(notifications.get, 500, SERVER_ERROR), ...answering(demoNotifications).slice(1)],
  /** The bell loads, but every clear call fails (500): what was opened comes back. */
  clearFails: [
    answering(demoNotifications)[0]!,
    ...clears.map((endpoint) => mockError(endpoint, 500, SERVER_ERROR)),
  ],
  /** The bell never answers. */
  slow: [mockPending(notifications.get), ...answering(demoNotifications).slice(1)],
};
