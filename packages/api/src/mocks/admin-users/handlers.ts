import { HttpResponse } from 'msw';
import { ADMIN_PAGE_SIZE } from '../../contract/admin-lists';
import {
  adminMessages,
  adminUsers,
  type AdminUserDetail,
  type AdminUserRow,
} from '../../contract/admin-users';
import { SERVER_ERROR } from '../answers';
import { mockEndpoint, mockError, mockPending } from '../endpoint';
import { adminUserDetailEmpty, adminUserDetailHakim, adminUserDetailSelf, adminUserRows } from './fixtures';
import { onMockReset } from '../reset';

/** The signed-in admin of the mocks (the auth mocks' admin has this id). */
const SELF_ID = adminUserDetailSelf.profile.id;
const NOT_FOUND = { message: adminMessages.noUser };

const stateOf = (r: AdminUserRow) => (r.disabled_at ? 'disabled' : r.activated_at ? 'active' : 'inactive');

/** The rows the server would answer for the URL's query: searched, filtered, sorted, one page. */
function pageOf(rows: AdminUserRow[], url: URL) {
  const q = url.searchParams;
  const words = q.get('q')?.toLowerCase();
  const kept = rows.filter(
    (r) =>
      (!words || `${r.name} ${r.email}`.toLowerCase().includes(words)) &&
      (!q.get('verification') || r.verification_status === q.get('verification')) &&
      (!q.get('state') || stateOf(r) === q.get('state')) &&
      (!q.get('role') || r.role === q.get('role')),
  );
  const sort = (q.get('sort') ?? 'created_at') as 'created_at' | 'name' | 'email';
  const dir = (q.get('dir') ?? (sort === 'created_at' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  kept.sort((a, b) => (a[sort] < b[sort] ? -dir : a[sort] > b[sort] ? dir : 0));
  const page = Number(q.get('page') ?? 1);
  return { kept, page, rows: kept.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE) };
}

/** The admin's users over an in-memory store: disabling and enabling change the member and their row. */
function usersArea(startRows: AdminUserRow[], startDetails: AdminUserDetail[]) {
  const fresh = () => new Map(startDetails.map((u) => [u.profile.id, structuredClone(u)]));
  let details = fresh();
  let rows = [...startRows];
  onMockReset(() => {
    details = fresh();
    rows = [...startRows];
  });
  const setDisabled = (id: number, disabled: boolean) => {
    const user = details.get(id);
    if (!user) return HttpResponse.json(NOT_FOUND, { status: 404 });
    if (disabled && id === SELF_ID)
      return HttpResponse.json({ message: adminMessages.yourself }, { status: 409 });
    if (disabled === Boolean(user.profile.disabled_at))
      return HttpResponse.json(
        { message: disabled ? adminMessages.alreadyDisabled : adminMessages.notDisabled },
        { status: 409 },
      );
    const disabled_at = disabled ? new Date().toISOString() : null;
    user.profile.disabled_at = disabled_at;
    rows = rows.map((r) => (r.id === id ? { ...r, disabled_at } : r));
    return HttpResponse.json({
      message: disabled
        ? 'The account is disabled: they are signed out everywhere and their items are hidden.'
        : 'The account is enabled: they can log in again and their items are shown.',
    });
  };
  return [
    mockEndpoint(adminUsers.list, ({ request }) => {
      const { kept, page, rows: shown } = pageOf(rows, new URL(request.url));
      return HttpResponse.json({ users: shown, total: kept.length, page, per_page: ADMIN_PAGE_SIZE });
    }),
    mockEndpoint(adminUsers.export, ({ request }) => {
      const { kept } = pageOf(rows, new URL(request.url));
      const csv = ['Id,Name,Email', ...kept.map((r) => `${r.id},${r.name},${r.email}`)];
      return HttpResponse.json({ filename: 'pinjam-users-2026-11-24.csv', csv: `${csv.join('\r\n')}\r\n` });
    }),
    mockEndpoint(adminUsers.user, ({ params }) => {
      const user = details.get(Number(params.id));
      return user ? HttpResponse.json({ user }) : HttpResponse.json(NOT_FOUND, { status: 404 });
    }),
    mockEndpoint(adminUsers.disable, ({ params }) => setDisabled(Number(params.id), true)),
    mockEndpoint(adminUsers.enable, ({ params }) => setDisabled(Number(params.id), false)),
  ];
}

const details = [adminUserDetailHakim, adminUserDetailEmpty, adminUserDetailSelf];
const all = () => usersArea(adminUserRows, details);
const disabledHakim: AdminUserDetail = {
  ...adminUserDetailHakim,
  profile: { ...adminUserDetailHakim.profile, disabled_at: '2026-11-23T02:00:00.000Z' },
};

/** The admin's users: its own key in `defaultHandlers` (`adminUsers`). */
export const adminUsersHandlers = {
  default: all(),
  empty: usersArea([], []),
  error: [mockError(adminUsers.list, 500, SERVER_ERROR), mockError(adminUsers.user, 500, SERVER_ERROR)],
  /** Hakim is disabled already: the page offers Enable. */
  disabled: usersArea(
    adminUserRows.map((r) => (r.id === disabledHakim.profile.id ? { ...r, ...disabledHakim.profile } : r)),
    [disabledHakim, adminUserDetailEmpty, adminUserDetailSelf],
  ),
  /** Another admin disabled him meanwhile: the action answers 409. */
  raced: [
    mockEndpoint(adminUsers.disable, () =>
      HttpResponse.json({ message: adminMessages.alreadyDisabled }, { status: 409 }),
    ),
    ...all(),
  ],
  /** The action never answers: the dialog shows it under way. */
  disabling: [mockPending(adminUsers.disable), ...all()],
};
