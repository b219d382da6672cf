// Conversations between the mocks' people, as each of them sees them: Hakim asks Siti about her
// camera (they have a paid order together, so contact details show), Nurul asks Siti about the
// stroller (no order yet: her phone number is masked), Hakim and Nurul talk about nothing in
// particular. Messages span days (the thread's day separators) and both read markers.
import type { ChatMessage, Conversation } from '../../contract/messages';
import type { User } from '../../contract/models';
import { EMAIL_HIDDEN, PHONE_HIDDEN } from '../../domain/contact-masking';
import { briefOf, partyOf } from '../requests/fixtures';
import { users } from '../users/accounts';

/** A conversation as the server keeps it: both people, both read markers, every message. */
export interface StoredConversation {
  id: number;
  people: [User, User];
  itemId: number | null;
  contactShared: boolean;
  /** Each person's read marker, by user id. */
  readUpTo: Record<number, number | null>;
  messages: ChatMessage[];
}

// What the masked messages show where a phone number or email address was, as the server masks.
const MASKED_PHONE = PHONE_HIDDEN;
const MASKED_EMAIL = EMAIL_HIDDEN;

type Line = [from: User, at: string, content: string, masked?: boolean];

function thread(conversationId: number, firstId: number, lines: Line[]): ChatMessage[] {
  return lines.map(([from, at, content, masked = false], index) => ({
    id: firstId + index,
    conversation_id: conversationId,
    user_id: from.id,
    content,
    masked,
    client_id: null,
    created_at: at,
  }));
}

const { siti, hakim, unverified: nurul } = users;

export const cameraChat: StoredConversation = {
  id: 7001,
  people: [hakim, siti],
  itemId: 101,
  contactShared: true,
  readUpTo: { [hakim.id]: 9006, [siti.id]: 9005 },
  messages: thread(7001, 9001, [
    [hakim, '2026-03-02T01:10:00.000Z', 'Hi Siti, is the R6 free the weekend of the 10th?'],
    [siti, '2026-03-02T01:24:00.000Z', 'Hi Hakim! Yes, the 10th to the 12th is open.'],
    [siti, '2026-03-02T01:25:00.000Z', 'It comes with two batteries and a 128 GB card.'],
    [hakim, '2026-03-03T05:02:00.000Z', 'Great, I have sent the request. Pickup in Gadong works for me.'],
    [siti, '2026-03-03T05:40:00.000Z', 'Accepted! Call me on 712 3456 when you are outside.'],
    [hakim, '2026-03-04T00:15:00.000Z', 'Thanks, see you Tuesday morning.'],
  ]),
};

export const strollerChat: StoredConversation = {
  id: 7002,
  people: [nurul, siti],
  itemId: 105,
  contactShared: false,
  readUpTo: { [nurul.id]: 9103, [siti.id]: 9101 },
  messages: thread(7002, 9101, [
    [nurul, '2026-03-03T23:50:00.000Z', 'Hello, does the stroller fold small enough for a Myvi boot?'],
    [siti, '2026-03-04T00:30:00.000Z', 'It does, with the wheels on. I can show you.'],
    [nurul, '2026-03-04T01:05:00.000Z', `Lovely. WhatsApp me on ${MASKED_PHONE} or ${MASKED_EMAIL}.`, true],
  ]),
};

export const plainChat: StoredConversation = {
  id: 7003,
  people: [hakim, nurul],
  itemId: null,
  contactShared: false,
  readUpTo: { [hakim.id]: 9201, [nurul.id]: 9201 },
  messages: thread(7003, 9201, [[nurul, '2026-02-28T08:00:00.000Z', 'Thanks for the tent tips!']]),
};

/** One conversation with a long history: 120 messages, some near the 5,000-character limit. */
export const longChat: StoredConversation = {
  id: 7001,
  people: [hakim, siti],
  itemId: 101,
  contactShared: true,
  readUpTo: { [hakim.id]: 9519, [siti.id]: 9519 },
  messages: thread(
    7001,
    9400,
    Array.from({ length: 120 }, (_, i): Line => {
      const from = i % 3 === 0 ? siti : hakim;
      const at = new Date(Date.UTC(2026, 1, 20 + Math.floor(i / 10), 1 + (i % 10))).toISOString();
      const content =
        i === 118
          ? `A very long note about the lens. ${'The autofocus tracks eyes reliably in low light. '.repeat(95)}`.slice(
              0,
              4_990,
            )
          : i === 119
            ? 'https://example.com/a-very-long-link-without-any-spaces-that-must-wrap-rather-than-overflow-the-bubble/'.repeat(
                3,
              )
            : `Message ${i + 1} about the camera.`;
      return [from, at, content];
    }),
  ),
};

export const demoConversations: StoredConversation[] = [cameraChat, strollerChat, plainChat];

/** Who the caller talks to in a stored conversation. */
const otherOf = (stored: StoredConversation, userId: number) =>
  stored.people[0].id === userId ? stored.people[1] : stored.people[0];

/** A stored conversation as `userId` sees it (the contract's shape). */
export function conversationFor(stored: StoredConversation, userId: number): Conversation {
  const other = otherOf(stored, userId);
  const mine = stored.readUpTo[userId] ?? 0;
  const last = stored.messages.at(-1) ?? null;
  return {
    id: stored.id,
    other: partyOf(other),
    item: stored.itemId === null ? null : briefOf(stored.itemId),
    last_message: last,
    unread: stored.messages.filter((m) => m.user_id === other.id && m.id > mine).length,
    contact_shared: stored.contactShared,
    other_read_up_to: stored.readUpTo[other.id] ?? null,
    updated_at: last?.created_at ?? '2026-03-01T00:00:00.000Z',
  };
}

/** The caller's conversations, latest activity first. */
export const conversationsOf = (stored: StoredConversation[], userId: number) =>
  stored
    .filter((c) => c.people.some((p) => p.id === userId))
    .map((c) => conversationFor(c, userId))
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at));

/** Masked for a story: the camera chat before any order, Hakim's number hidden from Siti. */
export const maskedCameraChat: StoredConversation = {
  ...cameraChat,
  contactShared: false,
  messages: [
    ...cameraChat.messages.slice(0, 4),
    ...thread(7001, 9005, [
      [siti, '2026-03-03T05:40:00.000Z', 'Sure! How should I reach you on the day?'],
      [hakim, '2026-03-04T00:15:00.000Z', `My number is ${MASKED_PHONE}, or mail ${MASKED_EMAIL}.`, true],
    ]),
  ],
};
