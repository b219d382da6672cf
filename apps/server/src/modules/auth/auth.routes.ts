import { BAD_CREDENTIALS, contract, errorCodes } from '@pinjam/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../platform/db/schema';
import { fieldError, HttpError, invalid, tryLater } from '../../platform/http/errors';
import { clientGone } from '../../platform/http/multipart';
import { tooManyMessage } from '../../platform/security/plugin';
import { route } from '../../platform/http/route';
import { activationEmail, loginLockedEmail } from '../../platform/mail/templates';
import { sendAccountEmail } from './account-emails';
import { removeFile, saveAvatar } from '../users/avatars';
import { ACTIVATION_TTL_MS, consumeEmailToken, createEmailToken } from './email-tokens';
import { burnVerifyTime, hashPassword, verifyPassword } from '../../platform/security/passwords';
import { endSession, refreshSession, startSession } from './sessions';
import { findUserByEmail, isUniqueViolation, toUserDto } from '../users/users';

const { auth } = contract;

export const EMAIL_TAKEN = 'This email is already registered.';
export const SIGNUP_DONE = 'Check your email: we sent you a link to activate your account.';
export const RESEND_DONE = 'If that account needs activating, a new link is on its way.';
export const INACTIVE =
  'Please activate your account first: check your email for the link, or send a new one.';
export const DISABLED = 'This account has been disabled.';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, limits } = app;
  const { publicUrl, dataDir, rateLimits, tokenTtlMs } = app.config;
  const activationLink = (token: string) => `${publicUrl}/api/auth/activate/${token}`;

  route(app, auth.signup, async ({ body, files, request, reply }) => {
    await limits.enforce(rateLimits.signupPerAddress, 'signup-address', request.ip);
    if (await findUserByEmail(db, body.email)) throw fieldError('email', EMAIL_TAKEN);
    const upload = files.avatar?.[0];
    // The file is written first and removed if the insert fails: never a row without its file.
    const avatar = upload ? await saveAvatar(app.imagePool, dataDir, upload.path, clientGone(reply)) : null;
    let created: { user: typeof users.$inferSelect; token: string };
    try {
      const passwordHash = await hashPassword(body.password);
      created = await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: body.email,
            name: body.name,
            password_hash: passwordHash,
            avatar_path: avatar?.publicPath,
          })
          .returning();
        const token = await createEmailToken(tx, user!.id, 'activation', ACTIVATION_TTL_MS);
        return { user: user!, token };
      });
    } catch (error) {
      if (avatar) await removeFile(avatar.file);
      if (isUniqueViolation(error)) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
    await sendAccountEmail(app, created.user.email, () =>
      activationEmail(created.user.name, activationLink(created.token)),
    );
    return { message: SIGNUP_DONE };
  });

  route(app, auth.activate, async ({ params }) => {
    const activated = await db.transaction(async (tx) => {
      const used = await consumeEmailToken(tx, params.token, 'activation');
      if (!used) return false;
      await tx
        .update(users)
        .set({ activated_at: sql`coalesce(${users.activated_at}, now())` })
        .where(eq(users.id, used.userId));
      return true;
    });
    return activated ? '/email-activated' : '/email-token-invalid';
  });

  route(app, auth.resendActivation, async ({ body, request }) => {
    await limits.enforce(rateLimits.emailActionsPerAddress, 'email-actions-address', request.ip);
    const user = await findUserByEmail(db, body.email);
    if (user && !user.activated_at && !user.disabled_at) {
      await sendAccountEmail(app, body.email, async () => {
        const token = await createEmailToken(db, user.id, 'activation', ACTIVATION_TTL_MS);
        return activationEmail(user.name, activationLink(token));
      });
    }
    // The same answer whether the email has an account, needs activating, or was limited.
    return { message: RESEND_DONE };
  });

  route(
    app,
    auth.login,
    async ({ body, request }) => {
      // Both limits count every attempt before the password is checked, so parallel guesses
      // cannot slip past; the account's holds from any number of addresses (decision 0018).
      await limits.enforce(rateLimits.loginPerAddress, 'login-address', request.ip);
      const account = await limits.hit(rateLimits.loginPerAccount, 'login-account', body.email);
      if (account.over) {
        // Exactly one hit is the first over the limit: its owner hears of it once per lock.
        if (account.count === rateLimits.loginPerAccount.max + 1) {
          const owner = await findUserByEmail(db, body.email);
          if (owner && !owner.disabled_at) {
            const minutes = Math.ceil(account.resetMs / 60_000);
            await mailer.send(
              owner.email,
              loginLockedEmail(
                owner.name,
                rateLimits.loginPerAccount.max,
                minutes,
                `${publicUrl}/password-reset`,
              ),
            );
          }
        }
        throw tryLater(429, tooManyMessage(account.resetMs), account.resetMs);
      }
      const user = await findUserByEmail(db, body.email);
      const matches = user
        ? await verifyPassword(user.password_hash, body.password)
        : await burnVerifyTime(body.password);
      // Wrong email and wrong password read the same, beside the email field.
      if (!user || !matches) throw invalid({ email: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
      if (user.disabled_at) throw new HttpError(403, DISABLED, undefined, errorCodes.accountDisabled);
      if (!user.activated_at) throw new HttpError(403, INACTIVE, undefined, errorCodes.accountInactive);
      const issued = await startSession(db, user.id, request.headers['user-agent'], tokenTtlMs);
      return { user: toUserDto(user), ...issued };
    },
    { refusals: [403, 429] },
  );

  route(app, auth.refresh, async ({ session }) => {
    // Only one refresh may win per token, even when two race; the session's end stays put.
    const issued = await refreshSession(db, session, tokenTtlMs);
    if (!issued) throw new HttpError(401, 'Your session has ended. Please log in again.');
    return { user: toUserDto(session.user), ...issued };
  });

  route(app, auth.logout, async ({ session }) => {
    await endSession(db, session.sessionId);
    return { message: 'You are logged out.' };
  });
}
