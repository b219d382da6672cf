import { i18n } from '@pinjam/ui';

/** What the detail pages say when there is nothing to show or the load failed. */
export const queryStateMessages = i18n('QueryStates', {
  browse: 'Browse items',
  retry: 'Try again',
});
