export {
  MessageThread,
  messageStates,
  type MessageState,
  type MessageThreadProps,
  type ThreadMessage,
} from './MessageThread';
