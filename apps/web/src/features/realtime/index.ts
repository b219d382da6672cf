// The realtime client (issue 14; decision 0030): one pusher-js connection per signed-in user,
// loaded after the page is interactive, and what the pages read of it.
export type { RealtimeStatus } from './hub';
export {
  RealtimeProvider,
  RealtimeStoryProvider,
  useRealtimeStatus,
  useOnlineUsers,
  useRealtimeEvent,
  useRealtimeReconnect,
  useConversationChannel,
} from './RealtimeProvider';
