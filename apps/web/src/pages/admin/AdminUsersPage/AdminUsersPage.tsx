import { Link as RouterLink } from 'react-router-dom';
import { adminUsersCsv, useAdminUsers, useApiClient } from '@pinjam/api';
import {
  adminUserRoles,
  adminUserStates,
  verificationStatuses,
  type AdminUserRow,
} from '@pinjam/api/contract';
import { formatDate } from '@pinjam/api/domain';
import { useMessages, type TableColumn } from '@pinjam/ui';
import { AdminList, AdminPage, listAnswer, useAdminQuery, useListParams } from '../../../features/admin';
import { pathTo } from '../../../routes/paths';
import { AccountState, VerificationBadge } from './badges';
import { adminUsersMessages } from './messages';

const FILTERS = ['verification', 'state', 'role'];

/**
 * /admin/users (decision 0041): every member, found by name or email, filtered by verification,
 * account state and role (all in the URL), sorted by the server, with its CSV. Each name opens
 * the member's record.
 */
export default function AdminUsersPage() {
  const t = useMessages(adminUsersMessages);
  const client = useApiClient();
  const { params, setParams } = useListParams(FILTERS);
  const query = useAdminQuery(params);
  const list = useAdminUsers(query);

  const columns: TableColumn<AdminUserRow>[] = [
    {
      id: 'name',
      header: t.name,
      cell: (u) => <RouterLink to={pathTo('admin-user', { id: u.id })}>{u.name}</RouterLink>,
    },
    { id: 'email', header: t.email, cell: (u) => u.email },
    { id: 'role', header: t.role, cell: (u) => t[u.role] },
    {
      id: 'verification',
      header: t.verification,
      cell: (u) => <VerificationBadge status={u.verification_status} />,
    },
    { id: 'state', header: t.state, cell: (u) => <AccountState user={u} /> },
    { id: 'items', header: t.items, cell: (u) => u.items_count, align: 'end' },
    { id: 'orders', header: t.orders, cell: (u) => u.orders_count, align: 'end' },
    { id: 'created_at', header: t.joined, cell: (u) => formatDate(u.created_at) },
  ];

  return (
    <AdminPage title={t.title} intro={t.intro} width="wide">
      <AdminList
        caption={t.caption}
        columns={columns}
        {...listAnswer(list, list.data?.users, params)}
        getRowId={(u) => String(u.id)}
        searchLabel={t.search}
        filters={[
          {
            name: 'verification',
            label: t.verification,
            options: verificationStatuses.map((s) => ({ value: s, label: t[s] })),
          },
          { name: 'state', label: t.state, options: adminUserStates.map((s) => ({ value: s, label: t[s] })) },
          { name: 'role', label: t.role, options: adminUserRoles.map((r) => ({ value: r, label: t[r] })) },
        ]}
        sortable={['name', 'email', 'created_at']}
        params={params}
        setParams={setParams}
        onExport={() => adminUsersCsv(client, query ?? {})}
        empty={t.empty}
      />
    </AdminPage>
  );
}
