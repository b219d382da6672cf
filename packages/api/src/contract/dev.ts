// The dev area: development-only calls (the server's modules/dev).
import { z } from './zod';
import { endpoint } from './endpoint';

export const mailboxEmail = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
  /** Its delivery job: not run yet, done, or failed (and retrying, or given up) with `last_error`. */
  status: z.optional(z.enum(['queued', 'sent', 'failed'])),
  last_error: z.optional(z.nullable(z.string())),
});
export type MailboxEmail = z.infer<typeof mailboxEmail>;

/** Development only: present while the server has no SMTP_URL. */
export const dev = {
  mailbox: endpoint({
    method: 'GET',
    path: '/api/dev/mailbox',
    auth: 'none',
    tag: 'dev',
    summary: 'Emails the server would have sent (only while no SMTP_URL is configured)',
    response: z.object({ emails: z.array(mailboxEmail) }),
  }),
} as const;
