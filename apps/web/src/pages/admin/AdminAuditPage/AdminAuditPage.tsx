import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError, useAuditTrail, type AuditFilter } from '@pinjam/api';
import type { AuditEntry } from '@pinjam/api/contract';
import { formatMoment } from '../../../shared/moments';
import { Button, Heading, Table, useMessages, type TableColumn } from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage, AuditChanges } from '../../../features/admin';
import { AuditFilters, FILTERS, type Filters } from './AuditFilters';
import { adminAuditMessages } from './messages';
import * as styles from './AdminAuditPage.css';

/**
 * /admin/audit: the audit trail as a table, newest first, filtered by action, record, admin and
 * days; the filters and the page (a cursor) live in the URL, so a view can be shared or reloaded.
 */
export default function AdminAuditPage() {
  const t = useMessages(adminAuditMessages);
  const { isAdmin } = useAuth();
  const [search, setSearch] = useSearchParams();
  const filter = Object.fromEntries(
    [...FILTERS, 'before'].map((name) => [name, search.get(name) ?? '']),
  ) as Filters & { before: string };
  const trail = useAuditTrail(filter as AuditFilter, isAdmin);
  const filtered = FILTERS.some((name) => filter[name]);
  // An address typed by hand that the server refuses (422): its messages go beside the filters.
  const refusal =
    trail.error instanceof ApiError && trail.error.status === 422 ? trail.error.body : undefined;

  const apply = (values: Partial<Filters & { before: string }>) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value) next.set(name, value);
    setSearch(next);
  };

  const columns: TableColumn<AuditEntry>[] = [
    { id: 'when', header: t.when, cell: (e) => formatMoment(e.created_at) },
    {
      id: 'admin',
      header: t.admin,
      cell: (e) =>
        e.admin_id === null ? (
          e.admin_name
        ) : (
          <RouterLink to={`?admin_id=${e.admin_id}`} title={t.onlyAdmin({ name: e.admin_name })}>
            {e.admin_name}
          </RouterLink>
        ),
    },
    { id: 'action', header: t.what, cell: (e) => <code>{e.action}</code> },
    {
      id: 'record',
      header: t.record,
      cell: (e) =>
        e.subject_id === null ? (
          e.subject_type
        ) : (
          <RouterLink
            to={`?subject_type=${encodeURIComponent(e.subject_type)}&subject_id=${encodeURIComponent(e.subject_id)}`}
          >
            {t.recordOf({ type: e.subject_type, id: e.subject_id })}
          </RouterLink>
        ),
    },
    { id: 'changes', header: t.changes, cell: (e) => <AuditChanges entry={e} none={t.noChanges} /> },
  ];

  return (
    <AdminPage title={t.title} intro={t.intro} width="wide">
      <AuditFilters current={filter} apply={apply} refusal={refusal} />
      <Heading level={2} size={4}>
        {t.entriesTitle}
      </Heading>
      <Table
        caption={t.caption}
        columns={columns}
        data={trail.data?.entries ?? []}
        getRowId={(e) => String(e.id)}
        loading={!trail.data && !trail.error}
        error={trail.error && !trail.data ? t.loadError : undefined}
        onRetry={() => void trail.mutate()}
        empty={filtered ? t.empty : t.emptyAll}
      />
      <div className={styles.actions}>
        {filter.before && (
          <Button tone="neutral" onClick={() => apply({ ...filter, before: '' })}>
            {t.newest}
          </Button>
        )}
        {trail.data?.next && (
          <Button tone="neutral" onClick={() => apply({ ...filter, before: String(trail.data!.next) })}>
            {t.older}
          </Button>
        )}
      </div>
    </AdminPage>
  );
}
