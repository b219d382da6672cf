import { i18n, params } from '@pinjam/ui';

/** The admin audit trail (decision 0039). */
export const adminAuditMessages = i18n('AdminAuditPage', {
  title: 'Audit trail',
  intro:
    'Every admin action: who, when, what, on which record, and what it changed. Nobody can edit or delete it.',
  filtersTitle: 'Filters',
  action: 'Action',
  actionHelp: 'e.g. banner.update',
  subjectType: 'Record type',
  anyType: 'Any record',
  subjectId: 'Record id',
  adminId: 'Admin id',
  from: 'From',
  to: 'To',
  apply: 'Filter',
  clear: 'Clear filters',
  caption: 'Admin actions, newest first',
  when: 'When',
  admin: 'Admin',
  what: 'Action',
  record: 'Record',
  changes: 'Changes',
  recordOf: params('{type} #{id}'),
  onlyAdmin: params('Only {name}’s actions'),
  noChanges: '—',
  removed: 'removed',
  empty: 'No admin action matches these filters.',
  emptyAll: 'No admin action has been recorded yet.',
  older: 'Older entries',
  newest: 'Back to the newest',
  loadError: 'The audit trail could not be loaded.',
});
