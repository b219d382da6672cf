// The admin's users (issue 17, decision 0041): the list, the export, one member's record, and
// disabling or enabling an account — each change one conditional update with its audit line in
// one transaction; the open tabs are told and their sockets closed once it has committed.
import {
  ADMIN_EXPORT_LIMIT,
  ADMIN_PAGE_SIZE,
  ROLE_ADMIN,
  VERIFICATION_URL_TTL_MS,
  adminMessages,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersQuery,
  type CsvFile,
} from '@pinjam/api/contract';
import type { FastifyInstance } from 'fastify';
import { csvFile } from '../../platform/csv';
import { Conflict, NotFound } from '../../platform/errors/domain';
import type { Session } from '../../platform/security/session';
import { actor, forgetDrawnPages } from '../admin-content';
import { audit } from '../audit';
import { endSessionSockets, sessionsEndedInTransaction } from '../auth';
import { ratingOf } from '../catalogue';
import * as repository from './admin-users.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toRow(
  row: repository.UserListRow,
  counts: { items: number; orders: number } | undefined,
): AdminUserRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role_id === ROLE_ADMIN ? 'admin' : 'user',
    verification_status: row.verification_status,
    disabled_at: iso(row.disabled_at),
    activated_at: iso(row.activated_at),
    created_at: row.created_at.toISOString(),
    items_count: counts?.items ?? 0,
    orders_count: counts?.orders ?? 0,
  };
}

export async function listUsers(app: FastifyInstance, query: AdminUsersQuery) {
  const { rows, total, page } = await repository.listUsers(app.db, query);
  const counts = await repository.countsOf(
    app.db,
    rows.map((r) => r.id),
  );
  return { users: rows.map((r) => toRow(r, counts.get(r.id))), total, page, per_page: ADMIN_PAGE_SIZE };
}

/** Every matching member as CSV: who, role, state, verification, dates. No hash, no bank details. */
export async function exportUsers(
  app: FastifyInstance,
  query: Omit<AdminUsersQuery, 'page'>,
  now = new Date(),
): Promise<CsvFile> {
  const rows = await repository.allUsers(app.db, query, ADMIN_EXPORT_LIMIT);
  return csvFile(`pinjam-users-${now.toISOString().slice(0, 10)}.csv`, [
    ['Id', 'Name', 'Email', 'Role', 'Verification', 'Activated', 'Disabled', 'Joined'],
    ...rows.map((r) => {
      const row = toRow(r, undefined);
      return [
        row.id,
        row.name,
        row.email,
        row.role,
        row.verification_status,
        row.activated_at,
        row.disabled_at,
        row.created_at,
      ];
    }),
  ]);
}

/** '•••• 4821': only the last four digits of an account number ever leave the server. */
const maskAccount = (account: string | null) => {
  const digits = account?.replace(/\s/g, '') ?? '';
  return digits ? `•••• ${digits.slice(-4)}` : null;
};

export async function userDetail(app: FastifyInstance, id: number): Promise<AdminUserDetail> {
  const { db } = app;
  const user = await repository.userById(db, id);
  if (!user) throw new NotFound(adminMessages.noUser);
  const [counts, submission, items, orders, received, given, payouts, noShows] = await Promise.all([
    repository.countsOf(db, [id]),
    repository.latestSubmission(db, id),
    repository.itemsOf(db, id),
    repository.ordersOf(db, id),
    repository.ratingsOf(db, id, 'received'),
    repository.ratingsOf(db, id, 'given'),
    repository.payoutsOf(db, id),
    repository.noShowsOf(db, id),
  ]);
  const rating = (r: Awaited<ReturnType<typeof repository.ratingsOf>>[number]) => ({
    id: r.id,
    rating: r.rating,
    content: r.content,
    order_id: r.order_id,
    published_at: r.published_at!.toISOString(),
    other: { id: r.other_id, name: r.other_name },
  });
  return {
    profile: {
      ...toRow(user, counts.get(id)),
      telephone: user.telephone,
      dob: user.dob,
      bio: user.bio,
      avatar: user.avatar_path,
      address: {
        address_line_1: user.address_line_1,
        address_line_2: user.address_line_2,
        address_line_3: user.address_line_3,
        post_code: user.post_code,
        city: user.city,
        district: user.district,
      },
      bank_name: user.bank_name,
      account_masked: maskAccount(user.account_number),
      rating: ratingOf(user),
    },
    verification: {
      status: user.verification_status,
      submitted_at: iso(submission?.submitted_at ?? null),
      reason: user.verification_status === 'rejected' ? (submission?.reason ?? null) : null,
      // Signed for the admin as the verification queue signs them (short-lived, private files).
      images: submission
        ? {
            document: app.signedUrls.url(submission.document_key, VERIFICATION_URL_TTL_MS),
            selfie: app.signedUrls.url(submission.selfie_key, VERIFICATION_URL_TTL_MS),
          }
        : null,
    },
    items: items.map((i) => ({ ...i, created_at: i.created_at.toISOString() })),
    orders: orders.map((o) => ({
      id: o.id,
      kind: o.kind,
      status: o.status,
      total: o.total,
      role: o.role,
      other: { id: o.other_id, name: o.other_name },
      created_at: o.created_at.toISOString(),
    })),
    ratings: { received: received.map(rating), given: given.map(rating) },
    payouts: payouts.map((p) => ({ ...p, paid_at: iso(p.paid_at) })),
    no_shows: noShows.map((n) => ({ ...n, created_at: n.created_at.toISOString() })),
  };
}

/**
 * Disables an account: disabled_at set only if it was not (a second admin, or a double click,
 * gets a 409 and writes no second audit line); the trigger of migration 0011 ends every session
 * and token in the same transaction, so their bearer tokens answer 401 from the commit on.
 * Then the sockets of those sessions end as a logout's do (auth's endSessionSockets: their tabs
 * hear `session-ended`, then the sockets close); the home page is drawn afresh without their items.
 */
export async function disableUser(app: FastifyInstance, session: Session, id: number) {
  if (id === session.user.id) throw new Conflict(adminMessages.yourself, 'disable_yourself');
  const ended = await app.db.transaction(async (tx) => {
    const row = await repository.setDisabled(tx, id, true);
    if (!row) {
      if (!(await repository.userById(tx, id))) throw new NotFound(adminMessages.noUser);
      throw new Conflict(adminMessages.alreadyDisabled, 'already_disabled');
    }
    await audit(tx, actor(session), {
      action: 'user.disable',
      subject_type: 'user',
      subject_id: id,
      before: { disabled_at: null },
      after: { disabled_at: iso(row.disabled_at) },
    });
    return sessionsEndedInTransaction(tx, id);
  });
  forgetDrawnPages(app);
  await endSessionSockets(app, id, ended);
  return { message: 'The account is disabled: they are signed out everywhere and their items are hidden.' };
}

/** Enables a disabled account (409 when it is not): they may log in again; their items are found again. */
export async function enableUser(app: FastifyInstance, session: Session, id: number) {
  await app.db.transaction(async (tx) => {
    const before = await repository.userById(tx, id);
    if (!before) throw new NotFound(adminMessages.noUser);
    const row = await repository.setDisabled(tx, id, false);
    if (!row) throw new Conflict(adminMessages.notDisabled, 'not_disabled');
    await audit(tx, actor(session), {
      action: 'user.enable',
      subject_type: 'user',
      subject_id: id,
      before: { disabled_at: iso(before.disabled_at) },
      after: { disabled_at: null },
    });
  });
  forgetDrawnPages(app);
  return { message: 'The account is enabled: they can log in again and their items are shown.' };
}
