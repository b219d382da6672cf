import { i18n, params } from '@pinjam/ui';

/** The Message button of the item page and the profile. */
export const messageButtonMessages = i18n('MessageButton', {
  message: 'Message',
  messageName: params('Message {name}'),
  failed: params('The conversation could not be opened: {reason}'),
});
