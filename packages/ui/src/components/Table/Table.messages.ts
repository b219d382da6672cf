import { i18n, params } from '../../i18n';

/** The table's texts: its states, the actions header and what the sort announces. */
export const tableMessages = i18n('Table', {
  empty: 'Nothing here yet',
  loading: 'Loading',
  actions: 'Actions',
  failed: 'This list could not be loaded',
  sortedAscending: params('Sorted by {column}, ascending'),
  sortedDescending: params('Sorted by {column}, descending'),
  unsorted: 'Not sorted',
});
