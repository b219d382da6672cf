import { count, i18n, params } from '@pinjam/ui';

/** The admin console's shared pieces: the list screen and a record's history (decision 0040). */
export const adminKitMessages = i18n('AdminKit', {
  search: 'Search',
  searchSubmit: 'Search',
  toolbar: 'Search and filters',
  any: 'All',
  results: count({ one: '{count} result', other: '{count} results' }),
  export: 'Export CSV',
  exportFailed: 'The CSV could not be made. Please try again.',
  nothingMatches: 'Nothing matches these filters',
  clearFilters: 'Clear filters',
  loadError: 'The list could not be loaded.',
  pagination: params('Pages of {caption}'),
  historyTitle: 'History',
  historyCaption: 'What admins did to this record, newest first',
  historyEmpty: 'No admin has changed this record yet.',
  historyError: 'The history could not be loaded.',
  historyAll: 'All of this record’s history',
  noChanges: '—',
  by: params('{action} by {admin}'),
});
