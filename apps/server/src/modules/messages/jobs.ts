import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define';
import { messageEmail } from './emails';
import * as conversations from './conversations.repository';
import * as repository from './messages.repository';
import { EMAIL_EVERY_MS, toMessageDto } from './rules';

/**
 * Sent in a message's transaction to run ten minutes later (one per conversation, recipient and
 * hour). Emails the recipient unless they have read the conversation since, are online now, or
 * were emailed about it less than an hour ago. Safe to run twice: the member row is locked and
 * `emailed_at` written with the email.
 */
export const messageEmailJob = defineJob(
  'message-email',
  z.object({ conversation_id: z.number().int().positive(), user_id: z.number().int().positive() }),
  async ({ conversation_id, user_id }, { app, db, now }) => {
    if ((await app.realtime.onlineUsers()).has(user_id)) return;
    await db.transaction(async (tx) => {
      const unread = await repository.unreadForEmail(tx, conversation_id, user_id);
      if (!unread?.newest) return;
      const at = now();
      if (unread.emailed_at && at.getTime() - unread.emailed_at.getTime() < EMAIL_EVERY_MS) return;
      const facts = await repository.emailFacts(tx, conversation_id, user_id, unread.newest.sender_id);
      if (!facts || facts.disabled) return;
      const shared = await conversations.contactShared(tx, user_id, unread.newest.sender_id);
      const content = messageEmail(app.config.publicUrl, {
        conversation_id,
        name: facts.name,
        sender: facts.sender,
        item: facts.item,
        content: toMessageDto(unread.newest, shared).content,
      });
      await app.mailer.send(facts.to, content, tx);
      await conversations.setMember(tx, conversation_id, user_id, { emailed_at: at });
    });
  },
  { retryLimit: 5, retryDelaySeconds: 30 },
);
