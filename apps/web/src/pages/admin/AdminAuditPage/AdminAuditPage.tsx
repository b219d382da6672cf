import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuditTrail, type AuditFilter } from '@pinjam/api';
import type { AuditEntry } from '@pinjam/api/contract';
import { formatMoment } from '../../../shared/moments';
import {
  Button,
  DatePicker,
  Heading,
  Select,
  Table,
  TextField,
  useMessages,
  type TableColumn,
} from '@pinjam/ui';
import { useAuth } from '../../../app/auth';
import { AdminPage, AuditChanges } from '../../../features/admin';
import { adminAuditMessages } from './messages';
import * as styles from './AdminAuditPage.css';

const FILTERS = ['action', 'subject_type', 'subject_id', 'admin_id', 'from', 'to'] as const;
type FilterName = (typeof FILTERS)[number];
const SUBJECT_TYPES = [
  'banner',
  'advert',
  'details',
  'settings',
  'user',
  'order',
  'payment',
  'payout',
  'delivery_leg',
];

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
  ) as Record<FilterName | 'before', string>;
  const trail = useAuditTrail(filter as AuditFilter, isAdmin);
  const [draft, setDraft] = useState<Record<FilterName, string>>(filter);
  const filtered = FILTERS.some((name) => filter[name]);

  const apply = (values: Partial<Record<FilterName | 'before', string>>) => {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value) next.set(name, value);
    setSearch(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
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

  const text = (name: FilterName, label: string, description?: string) => (
    <TextField
      label={label}
      description={description}
      value={draft[name]}
      onChange={(event) => setDraft((d) => ({ ...d, [name]: event.target.value }))}
    />
  );

  return (
    <AdminPage title={t.title} intro={t.intro} width="wide">
      <form aria-label={t.filtersTitle} onSubmit={submit} className={styles.header}>
        <div className={styles.filters}>
          {text('action', t.action, t.actionHelp)}
          <Select
            label={t.subjectType}
            value={draft.subject_type}
            onValueChange={(value) => setDraft((d) => ({ ...d, subject_type: value }))}
            options={[
              { value: '', label: t.anyType },
              ...SUBJECT_TYPES.map((type) => ({ value: type, label: type })),
            ]}
          />
          {text('subject_id', t.subjectId)}
          {text('admin_id', t.adminId)}
          <DatePicker
            label={t.from}
            value={draft.from || null}
            onValueChange={(v) => setDraft((d) => ({ ...d, from: v ?? '' }))}
          />
          <DatePicker
            label={t.to}
            value={draft.to || null}
            onValueChange={(v) => setDraft((d) => ({ ...d, to: v ?? '' }))}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t.apply}</Button>
          {filtered && (
            <Button
              tone="neutral"
              onClick={() => {
                setDraft(Object.fromEntries(FILTERS.map((f) => [f, ''])) as Record<FilterName, string>);
                apply({});
              }}
            >
              {t.clear}
            </Button>
          )}
        </div>
      </form>
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
