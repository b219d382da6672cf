import type { FastifyInstance } from 'fastify';
import type { EmailContent } from '../../platform/mail/templates';

/**
 * Sends an email about an account (activation, password reset) unless that account has had its
 * share: one a minute, five an hour, however many addresses ask. Over the limit nothing is sent
 * and nothing is said: the caller answers the same either way, so nobody learns whether the
 * email has an account or was limited. `build` runs only when the email will go (it may create
 * a token). Returns whether it was sent.
 */
export async function sendAccountEmail(
  app: FastifyInstance,
  email: string,
  build: () => EmailContent | Promise<EmailContent>,
): Promise<boolean> {
  const { limits, config, mailer, log } = app;
  const subject = email.trim().toLowerCase();
  for (const [name, limit] of [
    ['account-emails-minute', config.rateLimits.accountEmailsPerMinute],
    ['account-emails-hour', config.rateLimits.accountEmailsPerHour],
  ] as const) {
    if ((await limits.hit(limit, name, subject)).over) {
      log.info({ limit: name }, 'account email not sent: the account has had its share');
      return false;
    }
  }
  await mailer.send(email, await build());
  return true;
}
