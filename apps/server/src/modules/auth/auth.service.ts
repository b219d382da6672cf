import { BAD_CREDENTIALS, errorCodes, PASSWORD_UPDATED } from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../platform/db/errors';
import { FieldErrors, Forbidden, NotFound, TryLater, Unauthorized } from '../../platform/errors/domain';
import {
  activationEmail,
  loginLockedEmail,
  passwordResetEmail,
  signupAttemptEmail,
} from '../../platform/mail/templates';
import { burnVerifyTime, hashPassword, verifyPassword } from '../../platform/security/passwords';
import { tooManyMessage } from '../../platform/security/plugin';
import type { Session } from '../../platform/security/session';
import { sendAccountEmail } from './account-emails';
import * as repository from './auth.repository';
import { removeAvatar, saveAvatar } from './avatars';
import { endSessionSockets } from './session-sockets';
import { endAllSessions, endSession, refreshSession, startSession } from './sessions.repository';
import { toUserDto } from './user-dto';

export const SIGNUP_DONE = 'Check your email: we sent you a link to activate your account.';
export const RESEND_DONE = 'If that account needs activating, a new link is on its way.';
export const INACTIVE =
  'Please activate your account first: check your email for the link, or send a new one.';
export const DISABLED = 'This account has been disabled.';
export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const RESET_SENT = 'If that email has an account, a reset link is on its way.';
export const RESET_INVALID = 'This reset link is invalid or has expired.';

const ACTIVATION_TTL_MS = 24 * 60 * 60_000;
const PASSWORD_RESET_TTL_MS = 60 * 60_000;

const activationLink = (app: FastifyInstance, token: string) =>
  `${app.config.publicUrl}/api/auth/activate/${token}`;

/** Who is asking, for the limits and the session's record. */
export interface Caller {
  ip: string;
  userAgent?: string;
  /** Aborted when the client has gone: its waiting image work is skipped. */
  signal?: AbortSignal;
}

export async function signup(
  app: FastifyInstance,
  input: { email: string; name: string; password: string; avatarFile?: string },
  caller: Caller,
): Promise<{ message: string }> {
  const { db, limits, config } = app;
  await limits.enforce(config.rateLimits.signupPerAddress, 'signup-address', caller.ip);
  // The same work and the same answer whether or not the address has an account (the photo,
  // the hash, an email), so neither the words nor the time tell which addresses are taken.
  // The file is written first and removed if no account takes it: never a row without its file.
  const avatar = input.avatarFile
    ? await saveAvatar(app.storage, app.imagePool, input.avatarFile, caller.signal)
    : null;
  let created: Awaited<ReturnType<typeof repository.insertUserWithToken>> | null = null;
  try {
    const passwordHash = await hashPassword(input.password);
    if (!(await repository.findUserByEmail(db, input.email)))
      created = await repository.insertUserWithToken(
        db,
        { email: input.email, name: input.name, passwordHash, avatarPath: avatar?.url ?? null },
        ACTIVATION_TTL_MS,
      );
  } catch (error) {
    if (avatar) await removeAvatar(app.storage, avatar);
    // Two signups with one address at once: the second is told what a taken address is told.
    if (!isUniqueViolation(error)) throw error;
  }
  if (!created) {
    if (avatar) await removeAvatar(app.storage, avatar);
    await tellOwnerOfSignup(app, input.email);
    return { message: SIGNUP_DONE };
  }
  const { user, token } = created;
  await sendAccountEmail(app, user.email, () => activationEmail(user.name, activationLink(app, token)));
  return { message: SIGNUP_DONE };
}

/**
 * Someone signed up with an address that has an account: its owner is emailed the ways in (log
 * in, or reset the password), or a fresh activation link if they never activated; a disabled
 * account hears nothing. Within the account's share of emails, as reset and activation are.
 */
async function tellOwnerOfSignup(app: FastifyInstance, email: string) {
  const { db, config } = app;
  const owner = await repository.findUserByEmail(db, email);
  if (!owner || owner.disabled_at) return;
  await sendAccountEmail(app, owner.email, async () => {
    if (owner.activated_at)
      return signupAttemptEmail(
        owner.name,
        `${config.publicUrl}/login`,
        `${config.publicUrl}/password-reset`,
      );
    const token = await repository.createEmailToken(db, owner.id, 'activation', ACTIVATION_TTL_MS);
    return activationEmail(owner.name, activationLink(app, token));
  });
}

/** Where the browser goes after following an activation link. */
export async function activate(app: FastifyInstance, token: string): Promise<string> {
  const activated = await app.db.transaction(async (tx) => {
    const used = await repository.consumeEmailToken(tx, token, 'activation');
    if (used) await repository.markActivated(tx, used.userId);
    return Boolean(used);
  });
  return activated ? '/email-activated' : '/email-token-invalid';
}

export async function resendActivation(app: FastifyInstance, email: string, caller: Caller) {
  const { db, limits, config } = app;
  await limits.enforce(config.rateLimits.emailActionsPerAddress, 'email-actions-address', caller.ip);
  const user = await repository.findUserByEmail(db, email);
  if (user && !user.activated_at && !user.disabled_at) {
    await sendAccountEmail(app, email, async () => {
      const token = await repository.createEmailToken(db, user.id, 'activation', ACTIVATION_TTL_MS);
      return activationEmail(user.name, activationLink(app, token));
    });
  }
  // The same answer whether the email has an account, needs activating, or was limited.
  return { message: RESEND_DONE };
}

export async function login(
  app: FastifyInstance,
  { email, password }: { email: string; password: string },
  caller: Caller,
) {
  const { db, limits, mailer, config } = app;
  const { rateLimits, publicUrl } = config;
  // The account's limit counts every attempt before the password is checked, so parallel
  // guesses cannot slip past, and holds from any number of addresses (decision 0018).
  const account = await limits.hit(rateLimits.loginPerAccount, 'login-account', email);
  if (account.over) {
    // Exactly one hit is the first over the limit: its owner hears of it once per lock.
    if (account.count === rateLimits.loginPerAccount.max + 1) {
      const owner = await repository.findUserByEmail(db, email);
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
    throw new TryLater(tooManyMessage(account.resetMs), account.resetMs);
  }
  const user = await repository.findUserByEmail(db, email);
  const matches = user ? await verifyPassword(user.password_hash, password) : await burnVerifyTime(password);
  if (!user || !matches) {
    // The address's limit counts failures only: many people share one carrier address, and
    // someone else's wrong guesses must not refuse a right password (decision 0018).
    const address = await limits.hit(rateLimits.loginPerAddress, 'login-address', caller.ip);
    if (address.over) throw new TryLater(tooManyMessage(address.resetMs), address.resetMs);
    // Wrong email and wrong password read the same, beside the email field.
    throw new FieldErrors({ email: [BAD_CREDENTIALS] }, BAD_CREDENTIALS);
  }
  if (user.disabled_at) throw new Forbidden(DISABLED, errorCodes.accountDisabled);
  if (!user.activated_at) throw new Forbidden(INACTIVE, errorCodes.accountInactive);
  const issued = await startSession(db, user.id, caller.userAgent, config.tokenTtlMs);
  return { user: toUserDto(user), ...issued };
}

/** Only one refresh may win per token, even when two race; the session's end stays put. */
export async function refresh(app: FastifyInstance, session: Session) {
  const issued = await refreshSession(app.db, session, app.config.tokenTtlMs);
  if (!issued) throw new Unauthorized(SESSION_ENDED);
  return { user: toUserDto(session.user), ...issued };
}

export async function logout(app: FastifyInstance, session: Session) {
  await endSession(app.db, session.sessionId);
  // This session's sockets only: the user's other devices stay signed in.
  await endSessionSockets(app, session.user.id, [session.sessionId]);
  return { message: 'You are logged out.' };
}

export async function requestPasswordReset(app: FastifyInstance, email: string, caller: Caller) {
  const { db, limits, config } = app;
  await limits.enforce(config.rateLimits.emailActionsPerAddress, 'email-actions-address', caller.ip);
  const user = await repository.findUserByEmail(db, email);
  if (user && !user.disabled_at) {
    await sendAccountEmail(app, email, async () => {
      const token = await repository.createEmailToken(db, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
      return passwordResetEmail(user.name, `${config.publicUrl}/password-reset/request/${token}`);
    });
  }
  // The same answer whether the email has an account or was limited.
  return { message: RESET_SENT };
}

export async function findPasswordReset(app: FastifyInstance, token: string) {
  const found = await repository.findEmailToken(app.db, token, 'password_reset');
  if (!found) throw new NotFound(RESET_INVALID);
  return { email: found.email, token };
}

export async function resetPassword(
  app: FastifyInstance,
  input: { token: string; email: string; password: string },
  caller: Caller,
) {
  const { db, limits, config } = app;
  await limits.enforce(config.rateLimits.emailActionsPerAddress, 'password-reset-address', caller.ip);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const found = await repository.findEmailToken(tx, input.token, 'password_reset', true);
    if (!found || found.email.toLowerCase() !== input.email) return null;
    // Every reset link of this user stops working, not only the one followed.
    await repository.burnEmailTokens(tx, found.userId, 'password_reset');
    await repository.setPasswordAndActivate(tx, found.userId, passwordHash);
    // Whoever knew the old password is signed out everywhere, sockets included.
    return { userId: found.userId, ended: await endAllSessions(tx, found.userId) };
  });
  if (!done) throw FieldErrors.one('token', RESET_INVALID);
  await endSessionSockets(app, done.userId, done.ended);
  // A new password lifts a login lock that failed attempts put on the account.
  await limits.clear('login-account', input.email);
  return { message: PASSWORD_UPDATED };
}
