import { i18n, params } from '@pinjam/ui';

/** The messages page's own texts. */
export const messagesPageMessages = i18n('MessagesPage', {
  title: 'Messages',
  listLabel: 'Conversations',
  loading: 'Loading conversations…',
  loadError: 'Your conversations could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No conversations yet',
  emptyText:
    'To ask an owner about something, open the item’s page and press Message under their name. Your conversations appear here.',
  browse: 'Browse items',
  choose: 'Choose a conversation to read it.',
  offline:
    'Live updates are unavailable right now, so new messages may arrive late. What you send still goes through.',
  today: 'Today',
  yesterday: 'Yesterday',
});

/** One open conversation. */
export const conversationMessages = i18n('Conversation', {
  back: 'Back to conversations',
  threadLabel: params('Messages with {name}'),
  composerLabel: params('Message to {name}'),
  about: 'About',
  loading: 'Loading messages…',
  loadError: 'This conversation could not be loaded.',
  notFoundTitle: 'This conversation is not here',
  notFoundText: 'It may have been deleted, or the link is not yours.',
  allConversations: 'All conversations',
  empty: params('Say hello to {name}. Ask about dates, pickup or anything the listing leaves out.'),
  masked:
    'Phone numbers and email addresses are hidden until you have a paid order together. This keeps payments, and the protection they bring, on Pinjam.',
  delete: 'Delete conversation',
  deleteTitle: 'Delete this conversation?',
  deleteText: params(
    'It disappears from your messages. {name} keeps their copy; if either of you writes again, it comes back.',
  ),
  deleteConfirm: 'Delete',
  keep: 'Keep it',
  olderFailed: params('Older messages could not be loaded: {reason}'),
});
