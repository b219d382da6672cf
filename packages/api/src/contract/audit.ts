// The admin audit trail (issue 17, decision 0039; the server's modules/audit): every admin
// action, who, when, what, on which record, before and after. Append-only in the database.
import { z } from './zod';
import { endpoint } from './endpoint';
import { idInput, wholeNumber } from './numbers';
import { singleLine } from './text';

export const AUDIT_PAGE = 50;

export const auditEntry = z.object({
  id: z.int(),
  admin_id: z.nullable(z.int()),
  admin_name: z.string(),
  /** e.g. 'banner.update', 'settings.update', 'details.update', 'password.change'. */
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.nullable(z.string()),
  /** The record before and after, where the action changed it (JSON objects). */
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const word = z.optional(singleLine({ max: 60 }));

export const auditQuery = z.object({
  action: word,
  subject_type: word,
  subject_id: z.optional(singleLine({ max: 60 })),
  admin_id: z.optional(idInput),
  /** From this day (YYYY-MM-DD, Asia/Brunei), inclusive. */
  from: z.optional(z.iso.date({ message: 'Use a date like 2026-03-05' })),
  /** To this day, inclusive. */
  to: z.optional(z.iso.date({ message: 'Use a date like 2026-03-05' })),
  /** The cursor: entries older than this id. */
  before: z.optional(idInput),
  limit: z.optional(wholeNumber({ min: 1, max: 200, invalid: 'Ask for 1 to 200 entries' })),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const audit = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    auth: 'admin',
    tag: 'audit',
    summary:
      'The audit trail, newest first, filtered by action, record (subject_type and subject_id), admin and days; `next` is the cursor for older entries',
    query: auditQuery,
    response: z.object({ entries: z.array(auditEntry), next: z.nullable(z.int()) }),
  }),
} as const;
