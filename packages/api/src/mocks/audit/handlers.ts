import { audit, auditQuery, type AuditEntry } from '../../contract/audit';
import { issuesToErrors } from '../../contract/endpoint';
import { INVALID, SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { auditEntries } from './fixtures';

/** The trail filtered as the server filters it (action, record, admin), one page; a bad query is its 422. */
const trail = (entries: AuditEntry[]) =>
  mockEndpoint(audit.list, ({ request }) => {
    const q = new URL(request.url).searchParams;
    const parsed = auditQuery.safeParse(Object.fromEntries(q));
    if (!parsed.success)
      return Response.json(
        { message: INVALID, errors: issuesToErrors(parsed.error.issues, 'query') },
        { status: 422 },
      );
    const kept = entries.filter(
      (e) =>
        (!q.get('action') || e.action === q.get('action')) &&
        (!q.get('subject_type') || e.subject_type === q.get('subject_type')) &&
        (!q.get('subject_id') || e.subject_id === q.get('subject_id')) &&
        (!q.get('admin_id') || String(e.admin_id) === q.get('admin_id')),
    );
    return Response.json({ entries: kept, next: null });
  });

/** The audit page: its own key in `defaultHandlers` (`audit`). */
export const auditHandlers = {
  default: [trail(auditEntries)],
  empty: [trail([])],
  error: [mockError(audit.list, 500, SERVER_ERROR)],
  loading: [mockPending(audit.list)],
};
