// The admin's users (issue 17, decision 0041; the server's modules/admin-users): the list with
// its search, filters and CSV export, one member's whole record, and disabling or enabling an
// account. Never a password hash or a bank account number: the account shows as `•••• 4821`.
import { z } from './zod';
import { verificationStatuses } from '../domain/statuses';
import { adminListQuery, csvFile, listPageMeta } from './admin-lists';
import { endpoint, messageBody } from './endpoint';
import { idParams } from './numbers';

export const adminUserSorts = ['name', 'email', 'created_at'] as const;
export const adminUserStates = ['active', 'disabled', 'inactive'] as const;
export const adminUserRoles = ['user', 'admin'] as const;

export const adminUsersQuery = adminListQuery(adminUserSorts, {
  verification: z.optional(z.enum(verificationStatuses, { error: 'Choose a verification status' })),
  /** active: activated and not disabled; disabled; inactive: never activated (and not disabled). */
  state: z.optional(z.enum(adminUserStates, { error: 'Choose active, disabled or inactive' })),
  role: z.optional(z.enum(adminUserRoles, { error: 'Choose user or admin' })),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/**
 * Published on the user's chat channel (`private-chat.{id}`) when sessions of theirs end (logout,
 * a password change or reset, an admin disabling them): their open tabs ask the server who they
 * are, and a 401 signs that tab out; the ended sessions' sockets are closed next.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

export const adminMessages = {
  alreadyDisabled: 'This account is disabled already.',
  notDisabled: 'This account is not disabled.',
  yourself: 'You cannot disable your own account.',
  noUser: 'There is no such user.',
} as const;

export const adminUserRow = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminUserRoles),
  verification_status: z.enum(verificationStatuses),
  disabled_at: z.nullable(z.string()),
  activated_at: z.nullable(z.string()),
  created_at: z.string(),
  items_count: z.int(),
  /** As buyer and as seller. */
  orders_count: z.int(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

const party = z.object({ id: z.int(), name: z.string() });
/** A published rating: of the member (received) or by them (given); `other` is the other side. */
const ratingLine = z.object({
  id: z.int(),
  rating: z.int(),
  content: z.string(),
  other: party,
  order_id: z.int(),
  published_at: z.string(),
});

export const adminUserDetail = z.object({
  profile: z.extend(adminUserRow, {
    telephone: z.nullable(z.string()),
    dob: z.nullable(z.string()),
    bio: z.nullable(z.string()),
    avatar: z.nullable(z.string()),
    address: z.object({
      address_line_1: z.nullable(z.string()),
      address_line_2: z.nullable(z.string()),
      address_line_3: z.nullable(z.string()),
      post_code: z.nullable(z.string()),
      city: z.nullable(z.string()),
      district: z.nullable(z.string()),
    }),
    bank_name: z.nullable(z.string()),
    /** The account number's last four digits only: '•••• 4821' (null when none is set). */
    account_masked: z.nullable(z.string()),
    rating: z.object({ average: z.number(), count: z.int() }),
  }),
  verification: z.object({
    status: z.enum(verificationStatuses),
    submitted_at: z.nullable(z.string()),
    reason: z.nullable(z.string()),
    /** Short-lived signed URLs of the newest submission's photos (null before the first). */
    images: z.nullable(z.object({ document: z.string(), selfie: z.string() })),
  }),
  /** The newest 50. */
  items: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  /** The newest 50, bought and sold; `role` is this user's side, `other` the other party. */
  orders: z.array(
    z.object({
      id: z.int(),
      kind: z.string(),
      status: z.string(),
      total: z.int(),
      role: z.enum(['buyer', 'seller']),
      other: party,
      created_at: z.string(),
    }),
  ),
  /** Published ratings, the newest 50 each way. */
  ratings: z.object({ received: z.array(ratingLine), given: z.array(ratingLine) }),
  /** The newest 50 payouts. */
  payouts: z.array(
    z.object({
      id: z.int(),
      amount: z.int(),
      status: z.string(),
      due_on: z.string(),
      paid_at: z.nullable(z.string()),
    }),
  ),
  no_shows: z.array(
    z.object({
      id: z.int(),
      leg_id: z.int(),
      missed_on: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUsers = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/get-all-users',
    auth: 'admin',
    tag: 'admin-users',
    summary:
      'Members, 25 a page, newest first by default; `q` finds words in the name or email; filters by verification, state (active, disabled, inactive) and role; counts of items and orders (seed: reads users)',
    query: adminUsersQuery,
    response: z.object({ users: z.array(adminUserRow), ...listPageMeta }),
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/users/export',
    auth: 'admin',
    tag: 'admin-users',
    summary:
      'Every member matching the list query (up to 10,000, no page) as CSV: no password hash, no bank details',
    query: z.omit(adminUsersQuery, { page: true }),
    response: csvFile,
  }),
  user: endpoint({
    method: 'GET',
    path: '/api/admin/get-user/:id',
    auth: 'admin',
    tag: 'admin-users',
    summary:
      "One member's record: profile (the bank account masked), verification with signed photo URLs, items, orders both ways, ratings, payouts, no-shows (seed: reads user)",
    params: idParams,
    response: z.object({ user: adminUserDetail }),
  }),
  disable: endpoint({
    method: 'GET',
    path: '/api/admin/disable-account/:id',
    auth: 'admin',
    tag: 'admin-users',
    summary:
      "Disables an account (a GET, as the seed has it): every session and token ends, open tabs are signed out, their items leave search; 409 when disabled already or for one's own account",
    params: idParams,
    response: messageBody,
  }),
  enable: endpoint({
    method: 'GET',
    path: '/api/admin/enable-account/:id',
    auth: 'admin',
    tag: 'admin-users',
    summary:
      'Enables a disabled account (a GET, as the seed has it): they may log in again and their items are found again; 409 when not disabled',
    params: idParams,
    response: messageBody,
  }),
} as const;
