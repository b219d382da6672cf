import { contract, PASSWORD_UPDATED } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../platform/db/schema';
import { fieldError, HttpError } from '../../platform/http/errors';
import { route } from '../../platform/http/route';
import { passwordResetEmail } from '../../platform/mail/templates';
import { sendAccountEmail } from './account-emails';
import { createEmailToken, findEmailToken, burnEmailTokens, PASSWORD_RESET_TTL_MS } from './email-tokens';
import { hashPassword } from '../../platform/security/passwords';
import { endAllSessions } from './sessions';
import { findUserByEmail } from '../users/users';

const { password } = contract;

export const RESET_SENT = 'If that email has an account, a reset link is on its way.';
export const RESET_INVALID = 'This reset link is invalid or has expired.';

export async function passwordRoutes(app: FastifyInstance): Promise<void> {
  const { db, limits } = app;
  const { publicUrl, rateLimits } = app.config;

  route(
    app,
    password.create,
    async ({ body, request }) => {
      await limits.enforce(rateLimits.emailActionsPerAddress, 'email-actions-address', request.ip);
      const user = await findUserByEmail(db, body.email);
      if (user && !user.disabled_at) {
        await sendAccountEmail(app, body.email, async () => {
          const token = await createEmailToken(db, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
          return passwordResetEmail(user.name, `${publicUrl}/password-reset/request/${token}`);
        });
      }
      // The same answer whether the email has an account or was limited.
      return { message: RESET_SENT };
    },
    { refusals: [429] },
  );

  route(
    app,
    password.find,
    async ({ params }) => {
      const found = await findEmailToken(db, params.token, 'password_reset');
      if (!found) throw new HttpError(404, RESET_INVALID);
      return { email: found.email, token: params.token };
    },
    { refusals: [404] },
  );

  route(
    app,
    password.reset,
    async ({ body, request }) => {
      await limits.enforce(rateLimits.emailActionsPerAddress, 'password-reset-address', request.ip);
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction(async (tx) => {
        const found = await findEmailToken(tx, body.token, 'password_reset', true);
        if (!found || found.email.toLowerCase() !== body.email) return false;
        // Every reset link of this user stops working, not only the one followed.
        await burnEmailTokens(tx, found.userId, 'password_reset');
        // Following the emailed link proves the address, so a reset also activates the account.
        await tx
          .update(users)
          .set({ password_hash: passwordHash, activated_at: sql`coalesce(${users.activated_at}, now())` })
          .where(eq(users.id, found.userId));
        // Whoever knew the old password is signed out everywhere.
        await endAllSessions(tx, found.userId);
        return true;
      });
      if (!done) throw fieldError('token', RESET_INVALID);
      // A new password lifts a login lock that failed attempts put on the account.
      await limits.clear('login-account', body.email);
      return { message: PASSWORD_UPDATED };
    },
    { refusals: [429] },
  );
}
