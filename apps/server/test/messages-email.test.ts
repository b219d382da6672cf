import { PHONE_HIDDEN } from '@pinjam/api/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messageEmailJob } from '../src/modules/messages/jobs';
import { conversationMembers } from '../src/platform/db/schema';
import { emailsTo, insertItem, linkPath, useTestApp } from './helpers';
import { caller, person as personOf, type Person } from './messages-fixtures';

/*
 * The email for a message left unread: scheduled in the post's transaction for ten minutes
 * later; sent then unless the recipient has read it or is online; at most one an hour per
 * conversation; through the mail outbox, masked as the thread shows it.
 */

const t = useTestApp();
const call = caller(t);
const person = (name: string, values?: Parameters<typeof personOf>[2]) => personOf(t, name, values);

async function pair(itemTitle?: string) {
  const writer = await person('Hakim Yusof');
  const reader = await person('Siti Rahman');
  const item = itemTitle ? (await insertItem(t.db, reader.id, { title: itemTitle })).id : undefined;
  const res = await call(writer, 'POST', '/api/messages/create-new-conversation', {
    user_id: reader.id,
    ...(item && { item_id: item }),
  });
  return { writer, reader, id: res.json().conversation.id as number };
}
const post = (who: Person, id: number, content: string) =>
  call(who, 'POST', '/api/messages/post', { conversation_id: id, content });

const minutes = (n: number) => new Date(Date.now() + n * 60_000);
const runAt = (at: Date) => t.app.jobs.runDue(messageEmailJob, { now: () => at, includeDelayed: true });

describe('the email for an unread message', () => {
  it('waits ten minutes, then emails the reader with a link to the conversation, masked', async () => {
    const { writer, reader, id } = await pair('Canon camera');
    await post(writer, id, 'Is it free on Saturday? Call 712 3456.');
    // Not before its time.
    await t.app.jobs.runDue(messageEmailJob);
    expect(await emailsTo(t.db, reader.email)).toEqual([]);

    await runAt(minutes(11));
    const [mail] = await emailsTo(t.db, reader.email);
    expect(mail!.subject).toBe('New message from Hakim Yusof');
    expect(mail!.text).toContain('Hakim Yusof sent you a message about "Canon camera":');
    expect(mail!.text).toContain(`Call ${PHONE_HIDDEN}.`);
    expect(mail!.text).not.toContain('712 3456');
    expect(linkPath(mail!.text)).toBe(`/messages?conversation=${id}`);
    // Nothing for the writer.
    expect(await emailsTo(t.db, writer.email)).toEqual([]);
  });

  it('is not sent once the reader has read the conversation', async () => {
    const { writer, reader, id } = await pair();
    await post(writer, id, 'Hello');
    await call(reader, 'POST', `/api/messages/read/${id}`, {});
    await runAt(minutes(11));
    expect(await emailsTo(t.db, reader.email)).toEqual([]);
  });

  it('is not sent while the reader is online', async () => {
    const { writer, reader, id } = await pair();
    const online = vi.spyOn(t.app.realtime, 'onlineUsers').mockResolvedValue(new Set([reader.id]));
    try {
      await post(writer, id, 'Hello');
      await runAt(minutes(11));
      expect(await emailsTo(t.db, reader.email)).toEqual([]);
    } finally {
      online.mockRestore();
    }
  });

  it('is sent at most once an hour per conversation', async () => {
    const { writer, reader, id } = await pair();
    // Many messages in a burst: one job (one key per conversation, reader and hour).
    for (const n of [1, 2, 3]) await post(writer, id, `message ${n}`);
    const first = minutes(11);
    await runAt(first);
    expect(await emailsTo(t.db, reader.email)).toHaveLength(1);

    // Another run within the hour (a job of the next hour's key) sends nothing more…
    // (Sent to start later than the workers look, so that only runDue's clock runs them.)
    const payload = { conversation_id: id, user_id: reader.id };
    const later = { startAfter: minutes(24 * 60) };
    await t.app.jobs.send(messageEmailJob, payload, later);
    await runAt(new Date(first.getTime() + 30 * 60_000));
    expect(await emailsTo(t.db, reader.email)).toHaveLength(1);
    // …and after the hour, with messages still unread, one more.
    await t.app.jobs.send(messageEmailJob, payload, later);
    await runAt(new Date(first.getTime() + 61 * 60_000));
    expect(await emailsTo(t.db, reader.email)).toHaveLength(2);
    const [member] = await t.db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversation_id, id), eq(conversationMembers.user_id, reader.id)));
    expect(member!.emailed_at?.getTime()).toBe(first.getTime() + 61 * 60_000);
  });
});
