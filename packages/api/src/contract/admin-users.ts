// The admin's users (issue 17, decision 0041; the server's modules/admin-users): the list with
// its search, filters and CSV export, one member's whole record, and disabling or enabling an
// account. Never a password hash or a bank account number: the account shows as `•••• 4821`.
import { z } from 'zod';
import { verificationStatuses } from '../domain/statuses';
import { adminListQuery, csvFile, listPageMeta } from './admin-lists';
import { endpoint, messageBody } from './endpoint';
import { idParams } from './numbers';

export const adminUserSorts = ['name', 'email', 'created_at'] as const;
export const adminUserStates = ['active', 'disabled', 'inactive'] as const;
export const adminUserRoles = ['user', 'admin'] as const;

export const adminUsersQuery = adminListQuery(adminUserSorts, {
  verification: z.enum(verificationStatuses, { error: 'Choose a verification status' }).optional(),
  /** active: activated and not disabled; disabled; inactive: never activated (and not disabled). */
  state: z.enum(adminUserStates, { error: 'Choose active, disabled or inactive' }).optional(),
  role: z.enum(adminUserRoles, { error: 'Choose user or admin' }).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

/**
 * Published on the user's chat channel (`private-chat.{id}`) when an admin disables them: their
 * open tabs ask the server who they are, and the 401 signs them out.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

export const adminMessages = {
  alreadyDisabled: 'This account is disabled already.',
  notDisabled: 'This account is not disabled.',
  yourself: 'You cannot disable your own account.',
  noUser: 'There is no such user.',
} as const;

export const adminUserRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminUserRoles),
  verification_status: z.enum(verificationStatuses),
  disabled_at: z.string().nullable(),
  activated_at: z.string().nullable(),
  created_at: z.string(),
  items_count: z.number().int(),
  /** As buyer and as seller. */
  orders_count: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

const party = z.object({ id: z.number().int(), name: z.string() });
/** A published rating: of the member (received) or by them (given); `other` is the other side. */
const ratingLine = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  other: party,
  order_id: z.number().int(),
  published_at: z.string(),
});

export const adminUserDetail = z.object({
  profile: adminUserRow.extend({
    telephone: z.string().nullable(),
    dob: z.string().nullable(),
    bio: z.string().nullable(),
    avatar: z.string().nullable(),
    address: z.object({
      address_line_1: z.string().nullable(),
      address_line_2: z.string().nullable(),
      address_line_3: z.string().nullable(),
      post_code: z.string().nullable(),
      city: z.string().nullable(),
      district: z.string().nullable(),
    }),
    bank_name: z.string().nullable(),
    /** The account number's last four digits only: '•••• 4821' (null when none is set). */
    account_masked: z.string().nullable(),
    rating: z.object({ average: z.number(), count: z.number().int() }),
  }),
  verification: z.object({
    status: z.enum(verificationStatuses),
    submitted_at: z.string().nullable(),
    reason: z.string().nullable(),
    /** Short-lived signed URLs of the newest submission's photos (null before the first). */
    images: z.object({ document: z.string(), selfie: z.string() }).nullable(),
  }),
  /** The newest 50. */
  items: z.array(
    z.object({ id: z.number().int(), title: z.string(), status: z.string(), created_at: z.string() }),
  ),
  /** The newest 50, bought and sold; `role` is this user's side, `other` the other party. */
  orders: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      status: z.string(),
      total: z.number().int(),
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
      id: z.number().int(),
      amount: z.number().int(),
      status: z.string(),
      due_on: z.string(),
      paid_at: z.string().nullable(),
    }),
  ),
  no_shows: z.array(
    z.object({
      id: z.number().int(),
      leg_id: z.number().int(),
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
    query: adminUsersQuery.omit({ page: true }),
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
