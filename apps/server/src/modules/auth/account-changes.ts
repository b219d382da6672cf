import type { FastifyInstance } from 'fastify';
import { settingsMessages } from '@pinjam/api/contract';
import type { Executor } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import type { UserRow } from '../../platform/db/schema';
import { FieldErrors } from '../../platform/errors/domain';
import { hashPassword, verifyPassword } from '../../platform/security/passwords';
import type { Session } from '../../platform/security/session';
import { emailChangeLinkEmail, emailChangeNoticeEmail, passwordChangedEmail } from './account-change-emails';
import * as repository from './auth.repository';
import { endSessionSockets } from './session-sockets';
import { endOtherSessions } from './sessions.repository';

/*
 * Changes a signed-in member makes to how they log in (the settings page, issue 15): the email,
 * confirmed by a link sent to the new address (24 h, single use; the old address keeps working
 * until then), and the password, which signs out the member's other sessions.
 */

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60_000;
export const EMAIL_CHANGE_SENT = (email: string) =>
  `We sent a link to ${email}: open it to confirm your new email address.`;
export const PASSWORD_CHANGED = 'Your password has been changed. Other devices have been signed out.';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The address a pending email change would move the user to, or null. */
export const pendingEmailChange = (app: FastifyInstance, userId: number) =>
  repository.findPendingEmailChange(app.db, userId);

/**
 * Starts an email change: a link to the new address and a notice to the current one. A taken
 * address (any case) is a 422 beside the email field; the current address changes nothing.
 * Returns whether a change was started.
 */
export async function startEmailChange(
  app: FastifyInstance,
  user: UserRow,
  newEmail: string,
  ip: string,
): Promise<boolean> {
  if (sameEmail(user.email, newEmail)) return false;
  const { db, limits, config, mailer } = app;
  if (await repository.findUserByEmail(db, newEmail))
    throw FieldErrors.one('email', settingsMessages.emailTaken);
  // Each change mails two addresses: as many as the email actions of one address.
  await limits.enforce(config.rateLimits.emailActionsPerAddress, 'email-change-address', ip);
  await db.transaction(async (tx) => {
    const token = await repository.createEmailChangeToken(tx, user.id, newEmail, EMAIL_CHANGE_TTL_MS);
    const link = `${config.publicUrl}/api/user/confirm-email/${token}`;
    await mailer.sendAll(tx, [
      { to: newEmail, content: emailChangeLinkEmail(user.name, newEmail, link) },
      {
        to: user.email,
        content: emailChangeNoticeEmail(user.name, newEmail, `${config.publicUrl}/settings`),
      },
    ]);
  });
  return true;
}

/** Withdraws a pending email change: its link stops working. */
export async function cancelEmailChange(app: FastifyInstance, userId: number): Promise<void> {
  await repository.burnEmailTokens(app.db, userId, 'email_change');
}

/**
 * Follows an email-change link: where the browser goes next. The address must still be free:
 * taken meanwhile by another account, the link is used up and the email stays as it was.
 */
export async function confirmEmailChange(app: FastifyInstance, token: string): Promise<string> {
  try {
    return await app.db.transaction(async (tx) => {
      const used = await repository.consumeEmailChangeToken(tx, token);
      if (!used) return '/email-token-invalid';
      const holder = await repository.findUserByEmail(tx, used.newEmail);
      if (holder && holder.id !== used.userId) return '/settings?email=taken';
      await repository.setEmail(tx, used.userId, used.newEmail);
      return '/settings?email=confirmed';
    });
  } catch (error) {
    // Two accounts confirming one address at once: the unique index lets one through.
    if (isUniqueViolation(error)) return '/settings?email=taken';
    throw error;
  }
}

/**
 * Changes the password of the signed-in user: the current one must match (a 422 beside it);
 * every other session of theirs ends, this one stays, and they are told by email.
 */
export async function changePassword(
  app: FastifyInstance,
  session: Session,
  input: { current_password: string; password: string },
  ip: string,
  /**
   * The admin's change (admin-content): the form's field for the current password, and what
   * else commits with the change (its audit line).
   */
  options: { field?: string; alongside?: (tx: Executor) => Promise<void> } = {},
): Promise<{ message: string }> {
  const { db, limits, config, mailer } = app;
  // Guessing the current password from a stolen session is as limited as guessing at login.
  await limits.enforce(config.rateLimits.loginPerAddress, 'password-change-address', ip);
  const user = session.user;
  if (!(await verifyPassword(user.password_hash, input.current_password)))
    throw FieldErrors.one(options.field ?? 'current_password', settingsMessages.wrongPassword);
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await options.alongside?.(tx);
    await repository.setPassword(tx, user.id, passwordHash);
    const others = await endOtherSessions(tx, user.id, session.sessionId);
    // A reset link asked for earlier would undo the change: it stops working.
    await repository.burnEmailTokens(tx, user.id, 'password_reset');
    await mailer.send(user.email, passwordChangedEmail(user.name, `${config.publicUrl}/password-reset`), tx);
    return others;
  });
  // The other devices' sockets close too (this one's stays).
  await endSessionSockets(app, user.id, ended);
  return { message: PASSWORD_CHANGED };
}
