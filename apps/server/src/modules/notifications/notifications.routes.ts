import { notifications as api, type EndpointDef } from '@pinjam/api/contract';
import type { NotificationKind } from '@pinjam/api/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import * as bell from './notifications.service';

/**
 * The seed's notification calls: the bell, and each way to clear it (a conversation's entry is the
 * messages module's: it knows who is in a conversation).
 */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.get, async ({ session }) => ({ notifications: await bell.bell(app, session.user.id) }));

  const kinds: Array<
    [EndpointDef & { response: typeof api.clearAll.response }, NotificationKind | undefined]
  > = [
    [api.clearRequests, 'requests'],
    [api.clearRequestsAccepted, 'requestAccepted'],
    [api.clearRequestsDenied, 'requestDenied'],
    [api.clearRequestsCancelled, 'requestCancelled'],
    [api.clearOrder, 'order'],
    [api.clearPayout, 'payout'],
    [api.clearVerification, 'verification'],
    [api.clearAll, undefined],
  ];
  for (const [endpoint, kind] of kinds)
    route(app, endpoint, async ({ session }) => {
      await bell.clear(app, session.user.id, kind);
      return { message: 'Cleared.' };
    });
}
