import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Executor } from '../../platform/db/client';
import { render, type Words } from '../../platform/mail/templates';
import type { RealtimeEvent } from '../../platform/realtime/types';
import { insertBellRows, recipients } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';

/**
 * The payload of each kind of notice, by its name: ids only, never text (the words are read in
 * the caller's transaction). Empty here: each module adds its own kinds to it
 * (`declare module '../notifications' { interface NoticePayloads { … } }`, in its notices.ts) and
 * registers them with `registerNotices` when it starts. The notifications module knows no other.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules
export interface NoticePayloads {}
type NoticeName = keyof NoticePayloads;

/** What a notice is about, read once per transaction however many notices tell it. */
export interface NoticeSubject<P, F> {
  /** The subject's key (`order:12`): notices with the same key share the facts read. */
  key: (payload: P) => string;
  /** Its facts, read in the caller's transaction (undefined: there is no such subject). */
  read: (tx: Executor, payload: P) => Promise<F | undefined>;
}

/** A subject named by one id of its payload (`order:12`), its facts read by that id. */
export const noticeSubject = <P, F>(
  name: string,
  idOf: (payload: P) => number,
  read: (tx: Executor, id: number) => Promise<F | undefined>,
): NoticeSubject<P, F> => ({
  key: (payload) => `${name}:${idOf(payload)}`,
  read: (tx, payload) => read(tx, idOf(payload)),
});

/** A bell kind's push: `event` on the reader's channel, the notice's payload as its data. */
export const pushOn =
  (channel: (userId: number) => string, event: string) =>
  (userId: number, payload: object): RealtimeEvent => ({ channel: channel(userId), event, data: payload });

/** One kind of notice: the facts it tells, its email's words, and its entry in the bell. */
export interface NoticeKind<P, F> {
  about: NoticeSubject<P, F>;
  words: (facts: F, payload: P) => Words;
  /**
   * The bell's kind (one of the seed's `notificationKinds`) the notice is recorded under, the
   * notices of it that go there (all: no `when`), and what is pushed to the reader once the
   * transaction commits (the client refreshes the bell on it). Without: an email only.
   */
  bell?: {
    kind: string;
    when?: (payload: P) => boolean;
    push: (userId: number, payload: P) => RealtimeEvent;
  };
}

/** Some of the kinds a module registers, all about the same facts. */
export type NoticeKinds<K extends NoticeName, F> = { [N in K]: NoticeKind<NoticePayloads[N], F> };

/** One thing to tell one user. */
export type Notice = {
  [K in NoticeName]: { userId: number; kind: K; payload: NoticePayloads[K] };
}[NoticeName];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind checks its own facts
type AnyKind = NoticeKind<any, any>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The kinds of notice the modules registered, by name. */
    notices: Map<string, AnyKind>;
  }
}

/** Adds a module's kinds (at its start; the notifications module must be registered first). */
export function registerNotices<K extends NoticeName, F>(app: FastifyInstance, kinds: NoticeKinds<K, F>) {
  if (!app.hasDecorator('notices')) throw new Error('register the notifications module first');
  for (const [name, kind] of Object.entries(kinds)) {
    if (app.notices.has(name)) throw new Error(`notify: the kind ${name} is registered twice`);
    app.notices.set(name, kind as AnyKind);
  }
}

/**
 * Tells users things, inside the caller's transaction: records the bell's notifications (the
 * seed's kinds) and schedules the emails through the mail outbox and its job. A rolled back
 * change tells nobody; a failed email is retried by the mail job. Several notices cost what one
 * does: one statement each for the bell, the recipients, the facts of each subject, the outbox
 * and the jobs; the bell's kinds are pushed to their people's channels once the transaction
 * commits (one publishing job for them all).
 */
export async function notifyAll(
  app: FastifyInstance,
  tx: Executor,
  notices: readonly Notice[],
): Promise<void> {
  if (notices.length === 0) return;
  const told = notices.map((notice) => {
    const kind = app.notices.get(notice.kind);
    if (!kind) throw new Error(`notify: no kind ${notice.kind} is registered`);
    return { ...notice, as: kind as AnyKind };
  });
  const bell = told.flatMap(({ userId, payload, as: { bell } }) =>
    bell && (bell.when?.(payload) ?? true) ? [{ userId, kind: bell.kind, payload, push: bell.push }] : [],
  );
  if (bell.length > 0) {
    await insertBellRows(tx, bell);
    await app.realtime.publishInTx(
      tx,
      bell.map(({ userId, payload, push }) => push(userId, payload)),
    );
  }
  const people = await recipients(tx, [...new Set(notices.map((n) => n.userId))]);
  const read = new Map<string, unknown>();
  const emails = [];
  for (const { userId, kind, payload, as } of told) {
    const to = people.get(userId);
    if (!to) throw new Error(`notify ${kind}: no user ${userId}`);
    const subject = as.about.key(payload);
    let facts = read.get(subject);
    if (facts === undefined) {
      facts = await as.about.read(tx, payload);
      if (facts === undefined) throw new Error(`notify: no ${subject}`);
      read.set(subject, facts);
    }
    emails.push({ to: to.email, content: render(to.name, app.config.publicUrl, as.words(facts, payload)) });
  }
  await app.mailer.sendAll(tx, emails);
}

/** Our staff's ids (the admins whose accounts are not disabled), to tell them of an issue. */
export { adminIds, clearRequestNotice } from './notifications.repository';

/** Tells one user one thing (`notifyAll` with one notice). */
export function notify<K extends NoticeName>(
  app: FastifyInstance,
  tx: Executor,
  userId: number,
  kind: K,
  payload: NoticePayloads[K],
): Promise<void> {
  return notifyAll(app, tx, [{ userId, kind, payload } as Notice]);
}

/**
 * The registry of notices' kinds (filled by the modules as they start), and the bell's calls
 * (docs/product.md §3): what is unread, and each way to clear it.
 */
export const notificationsModule = fp(
  async (app: FastifyInstance) => {
    app.decorate('notices', new Map<string, AnyKind>());
    await app.register(notificationsRoutes);
  },
  { name: 'notifications', dependencies: ['db', 'mail', 'realtime'] },
);
