import { adminVerification as admin, verification as api } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { clientGone } from '../../platform/http/multipart';
import { route } from '../../platform/http/route';
import * as verification from './verification.service';

/** The user's verification calls and the admin's review (the seed's admin calls). */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.get, async ({ session }) => ({
    verification: await verification.state(app, session.user.id),
  }));

  route(
    app,
    api.submit,
    async ({ session, files, reply }) => ({
      verification: await verification.submit(
        app,
        session.user.id,
        { document: files.document![0]!.path, selfie: files.selfie![0]!.path },
        clientGone(reply),
      ),
    }),
    { refusals: [409] },
  );

  // The login answer's meta.is_verified, from the same column.
  route(app, api.meta, async ({ session }) => ({
    meta: { is_verified: await verification.isVerified(app, session.user.id) },
  }));

  route(app, admin.queue, async () => ({ users: await verification.queue(app) }));

  route(
    app,
    admin.approve,
    async ({ session, params }) => {
      await verification.review(app, session.user, params.id, { status: 'approved', reason: null });
      return { message: 'Approved. They can now list for rent and request rentals.' };
    },
    { refusals: [409] },
  );

  route(
    app,
    admin.reject,
    async ({ session, body }) => {
      await verification.review(app, session.user, body.id, { status: 'rejected', reason: body.reason });
      return { message: 'Rejected. They have been told why and can upload again.' };
    },
    { refusals: [409] },
  );
}
