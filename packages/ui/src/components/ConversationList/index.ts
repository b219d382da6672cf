export { ConversationList, type ConversationListEntry, type ConversationListProps } from './ConversationList';
