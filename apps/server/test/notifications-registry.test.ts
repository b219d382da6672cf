import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifyAll, registerNotices, type Notice } from '../src/modules/notifications';
import { notifications } from '../src/platform/db/schema';
import { emailsTo, insertUser, useTestApp } from './helpers';

/*
 * notify's kinds are a registry (issue 25): each module registers its own kinds (the facts a
 * notice tells, its words, its bell entry and push) as it starts, and the notifications module
 * knows none of them. A kind is named where its notice is made; nothing guesses it from the payload.
 */

const t = useTestApp();

/** Every kind the modules register today, and the module that owns it. */
const kinds = {
  requests: ['requests', 'requestAccepted', 'requestDenied', 'requestCancelled', 'requestExpired'],
  orders: ['order', 'receipt', 'orderCancelled', 'orderIssue', 'orderStep'],
  payouts: ['payout'],
  verification: ['verification'],
};

/** A notice of a kind the typed list does not know (this test's own). */
const untyped = (notice: { userId: number; kind: string; payload: object }) => notice as unknown as Notice;

describe('the kinds of notice', () => {
  it('are those the modules registered as they started, each once', () => {
    expect([...t.app.notices.keys()].sort()).toEqual(Object.values(kinds).flat().sort());
    const again = { payout: t.app.notices.get('payout')! } as never;
    expect(() => registerNotices(t.app, again)).toThrow('the kind payout is registered twice');
  });

  it('take a new kind without a change to the notifications module: its bell entry, push and email', async () => {
    const user = await insertUser(t.db, { name: 'Nur <i>Aisyah</i>' });
    const read = vi.fn(async (_tx: unknown, p: { thing_id: number }) => ({ title: `Thing ${p.thing_id}` }));
    registerNotices(t.app, {
      thingReady: {
        about: { key: (p: { thing_id: number }) => `thing:${p.thing_id}`, read },
        words: (facts: { title: string }) => ({
          subject: `${facts.title} is ready`,
          intro: `${facts.title} & more`,
          button: 'See it',
          path: '/things',
          note: 'Nothing else to do.',
        }),
        bell: {
          kind: 'order',
          when: (p: { thing_id: number; loud?: boolean }) => p.loud === true,
          push: (userId: number, p: { thing_id: number }) => ({
            channel: `private-thing.${userId}`,
            event: 'thing',
            data: p,
          }),
        },
      },
    } as never);
    const publishInTx = vi.spyOn(t.app.realtime, 'publishInTx');
    try {
      await t.db.transaction((tx) =>
        notifyAll(t.app, tx, [
          untyped({ userId: user.id, kind: 'thingReady', payload: { thing_id: 7, loud: true } }),
          untyped({ userId: user.id, kind: 'thingReady', payload: { thing_id: 7 } }),
        ]),
      );
      // One reading of the subject's facts for both notices; only the loud one rings the bell.
      expect(read).toHaveBeenCalledTimes(1);
      const rows = await t.db.select().from(notifications).where(eq(notifications.user_id, user.id));
      expect(rows.map((r) => [r.kind, r.payload])).toEqual([['order', { thing_id: 7, loud: true }]]);
      expect(publishInTx.mock.calls.map((c) => c[1])).toEqual([
        [{ channel: `private-thing.${user.id}`, event: 'thing', data: { thing_id: 7, loud: true } }],
      ]);
      const mails = await emailsTo(t.db, user.email);
      expect(mails.map((m) => m.subject)).toEqual(['Thing 7 is ready', 'Thing 7 is ready']);
      expect(mails[0]!.text).toContain('Thing 7 & more');
      expect(mails[0]!.html).toContain('Thing 7 &amp; more');
      expect(mails[0]!.text).toContain('/things');
    } finally {
      publishInTx.mockRestore();
    }
  });

  it('an unregistered kind tells nobody: the whole transaction rolls back', async () => {
    const user = await insertUser(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await notifyAll(t.app, tx, [{ userId: user.id, kind: 'order', payload: { order_id: 1 } }]);
      }),
    ).rejects.toThrow('notify: no order:1');
    await expect(
      t.db.transaction((tx) =>
        notifyAll(t.app, tx, [untyped({ userId: user.id, kind: 'nothing', payload: {} })]),
      ),
    ).rejects.toThrow('notify: no kind nothing is registered');
    expect(await t.db.select().from(notifications).where(eq(notifications.user_id, user.id))).toEqual([]);
    expect(await emailsTo(t.db, user.email)).toEqual([]);
  });
});
