// The notifications area for the bell: its calls, over the one client. The bell's state is the
// notifications machine in the app (not an SWR read), so these are what its actors call.
import { ApiError, type ApiClient } from '../client';
import { notifications, type NotificationKind, type Notifications } from '../contract/notifications';

/** The call that clears each kind (docs/product.md §7: GET /api/notifications/delete-…). */
const clearCallOf = {
  requests: notifications.clearRequests,
  requestAccepted: notifications.clearRequestsAccepted,
  requestDenied: notifications.clearRequestsDenied,
  requestCancelled: notifications.clearRequestsCancelled,
  order: notifications.clearOrder,
  payout: notifications.clearPayout,
  verification: notifications.clearVerification,
} as const satisfies Record<NotificationKind, unknown>;

/** What the bell can clear: a kind, or one conversation's messages. */
type NotificationClearTarget = { kind: NotificationKind } | { kind: 'conversation'; conversation_id: number };

const answered = async <T>(
  call: Promise<{ ok: true; data: T } | { ok: false; status: number; error: ApiError['body'] }>,
) => {
  const result = await call;
  if (!result.ok) throw new ApiError(result.status, result.error);
  return result.data;
};

/** The notifications calls the bell's machine makes; each rejects with an ApiError on a refusal. */
export const notificationCalls = (client: ApiClient) => ({
  load: async (signal?: AbortSignal): Promise<Notifications> =>
    (await answered(client.call(notifications.get, { signal }))).notifications,
  clear: async (target: NotificationClearTarget, signal?: AbortSignal): Promise<void> => {
    await answered(
      target.kind === 'conversation'
        ? client.call(notifications.clearConversation, { body: { id: target.conversation_id }, signal })
        : client.call(clearCallOf[target.kind], { signal }),
    );
  },
  clearAll: async (signal?: AbortSignal): Promise<void> => {
    await answered(client.call(notifications.clearAll, { signal }));
  },
});
