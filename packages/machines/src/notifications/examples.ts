// Payloads QA can pick in Machines/Notifications, and the tests' examples: valid, and invalid
// ones the machine must ignore.
import type { EventExamples } from '../_shared/examples';
import { countKinds, realtimeEvents, type NotificationsEvent } from './types';

export const notificationsExamples: EventExamples<NotificationsEvent> = {
  'notifications.open': {
    valid: [
      { label: 'Conversation with Siti (31)', payload: { kind: 'conversation', conversation_id: 31 } },
      { label: 'Conversation with Haji Ahmad (32)', payload: { kind: 'conversation', conversation_id: 32 } },
      ...countKinds.map((kind) => ({ label: kind, payload: { kind } })),
    ],
    invalid: [
      { label: 'A kind that does not exist', payload: { kind: 'messages' } },
      { label: 'A conversation without its id', payload: { kind: 'conversation' } },
      { label: 'The conversation id as a text', payload: { kind: 'conversation', conversation_id: '31' } },
    ],
  },
  'notifications.realtime': {
    valid: realtimeEvents.map((event) => ({ label: event, payload: { event } })),
    invalid: [
      { label: 'An event the app does not listen to', payload: { event: 'new-like' } },
      { label: 'No event', payload: {} },
    ],
  },
};
