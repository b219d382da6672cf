// The messages area's hooks over SWR's one cache: the list, a thread's pages, sending, the read
// marker and live events (cache.ts says where each lives in the cache).
export {
  messageKeys,
  mergeMessages,
  outgoingStates,
  threadPageKey,
  withMessage,
  type OutgoingMessage,
} from './cache';
export { useThread } from './thread';
export { newClientId, useSendMessage } from './send';
export { useConversations, useMarkRead, useMessageEvents } from './live';
