import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { ADMIN_QUERY_MAX, type CsvFile } from '@pinjam/api/contract';
import {
  Button,
  Callout,
  DatePicker,
  Pagination,
  Select,
  Table,
  Text,
  TextField,
  useMessages,
  type TableColumn,
  type TableSort,
} from '@pinjam/ui';
import { downloadCsv } from '../../shared/downloadCsv';
import type { ListParams } from './listParams';
import { adminKitMessages } from './messages';
import * as styles from './AdminList.css';

/** A list's filter: a select of options ('All' first), or a day. */
export type AdminFilter =
  | { name: string; label: string; options: { value: string; label: string }[] }
  | { name: string; label: string; type: 'date' };

export interface AdminListProps<T extends object> {
  /** Names the table (and the page's results). */
  caption: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Rows matching the query, on every page. */
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  /** The list failed to load: a message (or true for the generic one). */
  error?: ReactNode;
  onRetry: () => void;
  /** The search box's label, e.g. 'Search by name or email'. */
  searchLabel: string;
  filters: AdminFilter[];
  /** Column ids the server sorts by. */
  sortable: string[];
  params: ListParams;
  setParams: (next: Partial<ListParams>) => void;
  /** Every row matching the query as a CSV (saved as a file). */
  onExport: () => Promise<CsvFile>;
  /** The empty row when nothing is filtered ('Nothing here yet' unless told). */
  empty?: ReactNode;
  /** Buttons or a menu for each row. */
  rowActions?: (row: T) => ReactNode;
}

/**
 * An admin list screen (decision 0040): a search box and filters (held in the URL), Export CSV,
 * the table sorted by the server, and pages. Loading, empty (unfiltered or filtered, with a way
 * to clear) and failed states are the table's. On a phone the toolbar wraps and the table scrolls.
 */
export function AdminList<T extends object>({
  caption,
  columns,
  rows,
  getRowId,
  total,
  page,
  perPage,
  loading,
  error,
  onRetry,
  searchLabel,
  filters,
  sortable,
  params,
  setParams,
  onExport,
  empty,
  rowActions,
}: AdminListProps<T>) {
  const t = useMessages(adminKitMessages);
  const [words, setWords] = useState(params.q ?? '');
  useEffect(() => setWords(params.q ?? ''), [params.q]);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const filtered = !!params.q || Object.values(params.filters).some(Boolean);
  const clear = () => {
    setWords('');
    setParams({ q: undefined, filters: Object.fromEntries(filters.map((f) => [f.name, ''])) });
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: words.trim() || undefined });
  };
  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      downloadCsv(await onExport());
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const sorting: TableSort | null = params.sort ? { id: params.sort, desc: params.dir === 'desc' } : null;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const ready = !loading && !error;

  return (
    <div className={styles.list}>
      <div className={styles.toolbar} role="group" aria-label={t.toolbar}>
        <form role="search" aria-label={searchLabel} className={styles.search} onSubmit={search}>
          <div className={styles.searchField}>
            <TextField
              type="search"
              label={searchLabel}
              maxLength={ADMIN_QUERY_MAX}
              value={words}
              onChange={(event) => setWords(event.target.value)}
            />
          </div>
          <Button type="submit" className={styles.fieldButton}>
            {t.searchSubmit}
          </Button>
        </form>
        {filters.map((filter) => (
          <div key={filter.name} className={styles.filter}>
            {'options' in filter ? (
              <Select
                label={filter.label}
                value={params.filters[filter.name] ?? ''}
                onValueChange={(value) => setParams({ filters: { [filter.name]: value } })}
                options={[{ value: '', label: t.any }, ...filter.options]}
              />
            ) : (
              <DatePicker
                label={filter.label}
                value={params.filters[filter.name] || null}
                onValueChange={(value) => setParams({ filters: { [filter.name]: value ?? '' } })}
              />
            )}
          </div>
        ))}
        <div className={styles.end}>
          {filtered && (
            <Button tone="neutral" onClick={clear}>
              {t.clearFilters}
            </Button>
          )}
          <Button tone="neutral" loading={exporting} onClick={() => void exportCsv()}>
            {t.export}
          </Button>
        </div>
      </div>
      {exportFailed && (
        <Callout tone="critical" announce="alert">
          {t.exportFailed}
        </Callout>
      )}
      <Text tone="muted" role="status">
        {ready ? t.results(total) : ''}
      </Text>
      <Table
        caption={caption}
        columns={columns.map((column) => ({ ...column, sortable: sortable.includes(column.id) }))}
        data={rows}
        getRowId={(row) => getRowId(row)}
        sorting={sorting}
        manualSorting
        onSortingChange={(next) =>
          setParams(
            next ? { sort: next.id, dir: next.desc ? 'desc' : 'asc' } : { sort: undefined, dir: undefined },
          )
        }
        loading={loading}
        error={error ? (error === true ? t.loadError : error) : undefined}
        onRetry={onRetry}
        // The list sits right under the page's h1: its error is an h2.
        errorHeadingLevel={2}
        rowActions={rowActions}
        empty={
          filtered ? (
            <div className={styles.empty}>
              <Text weight="medium">{t.nothingMatches}</Text>
              <Button tone="neutral" onClick={clear}>
                {t.clearFilters}
              </Button>
            </div>
          ) : (
            empty
          )
        }
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => setParams({ page: next })}
        label={t.pagination({ caption })}
      />
    </div>
  );
}
