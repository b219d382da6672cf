import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, params, useMessages } from '../../i18n';
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import * as styles from './Table.css';

export const tableAlignments = ['start', 'center', 'end'] as const;
export const tableDensities = ['comfortable', 'compact'] as const;

const messages = i18n('Table', {
  empty: 'Nothing here yet',
  loading: 'Loading',
  actions: 'Actions',
  failed: 'This list could not be loaded',
  sortedAscending: params('Sorted by {column}, ascending'),
  sortedDescending: params('Sorted by {column}, descending'),
  unsorted: 'Not sorted',
});

/** A value a column sorts by. */
export type SortValue = string | number | Date | null | undefined;

export interface TableColumn<T extends object> {
  id: string;
  /** The header text: names the column to everyone, even when hidden. */
  header: string;
  /** Hide the header's text from sight (it is still read), e.g. over thumbnails. */
  headerHidden?: boolean;
  /** The value shown (when there is no `cell`) and sorted by: a key of the row or a function. */
  accessor?: keyof T | ((row: T) => SortValue);
  /** How a cell renders; the accessor's value as text unless told. */
  cell?: (row: T) => ReactNode;
  sortable?: boolean;
  /** Numbers and money line up at the end. */
  align?: (typeof tableAlignments)[number];
  width?: string;
}

/** Which column sorts the rows and which way. */
export interface TableSort {
  id: string;
  desc: boolean;
}

export interface TableProps<T extends object> {
  /** Names the table (and its scroll region); visible unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  data: readonly T[];
  /** A stable id per row (e.g. the record's id); the index unless told. */
  getRowId?: (row: T, index: number) => string;
  /** The sort, when the parent holds it (e.g. to ask the server); null for none. */
  sorting?: TableSort | null;
  defaultSorting?: TableSort | null;
  onSortingChange?: (sorting: TableSort | null) => void;
  /** The rows come already sorted (by the server): the table only shows the sort. */
  manualSorting?: boolean;
  /** Skeleton rows in place of data. */
  loading?: boolean;
  loadingRows?: number;
  /** The empty row's content: 'Nothing here yet' unless told (an EmptyState, a sentence…). */
  empty?: ReactNode;
  /** The list failed to load: a message (or true for the generic one) in place of rows. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Buttons or a menu for each row, in a last 'Actions' column. */
  rowActions?: (row: T) => ReactNode;
  density?: (typeof tableDensities)[number];
  className?: string;
}

// Registered once: the table's features and row models must be stable between renders.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
});

function valueOf<T extends object>(column: TableColumn<T>, row: T): SortValue {
  if (typeof column.accessor === 'function') return column.accessor(row);
  if (column.accessor !== undefined) return row[column.accessor] as SortValue;
  return undefined;
}

const toState = (sort: TableSort | null | undefined): SortingState => (sort ? [sort] : []);

/** True when the element's content is wider than it: then it must be reachable to scroll. */
function useOverflows<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * Records in rows: sortable columns (headers are buttons, `aria-sort` says the order), an empty
 * row, skeleton rows while loading, an error with 'Try again', and optional row actions. Wider than
 * its place, it scrolls sideways and can be focused to scroll by keyboard.
 */
export function Table<T extends object>({
  caption,
  captionHidden = false,
  columns,
  data,
  getRowId,
  sorting: controlledSorting,
  defaultSorting = null,
  onSortingChange,
  manualSorting = false,
  loading = false,
  loadingRows = 5,
  empty,
  error,
  onRetry,
  rowActions,
  density,
  className,
}: TableProps<T>) {
  const t = useMessages(messages);
  const captionId = useId();
  const [frameRef, overflows] = useOverflows<HTMLDivElement>();
  const [ownSorting, setOwnSorting] = useState<SortingState>(toState(defaultSorting));
  const sorting = controlledSorting !== undefined ? toState(controlledSorting) : ownSorting;

  const columnDefs = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: (row: T) => valueOf(column, row) ?? undefined,
        enableSorting: column.sortable ?? false,
        sortUndefined: 'last' as const,
      })),
    [columns],
  );
  const rows = useMemo(() => [...data], [data]);

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: getRowId ? (row: T, index: number) => getRowId(row, index) : undefined,
    state: { sorting },
    manualSorting,
    sortDescFirst: false,
    enableMultiSort: false,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (controlledSorting === undefined) setOwnSorting(next);
      onSortingChange?.(next[0] ?? null);
    },
  });

  const current = sorting[0];
  const sortedColumn = current && columns.find((column) => column.id === current.id);
  const spanAll = columns.length + (rowActions ? 1 : 0);
  const state = error ? 'error' : loading ? 'loading' : data.length === 0 ? 'empty' : 'ready';

  return (
    <div
      ref={frameRef}
      className={clsx(styles.frame, className)}
      // A scroll region must be reachable by keyboard, but only when there is something to scroll.
      {...(overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
      data-state={state}
    >
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={captionHidden ? undefined : styles.caption}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = column.sortable && !loading && !error;
              const direction =
                current?.id === column.id ? (current.desc ? 'descending' : 'ascending') : 'none';
              const label = column.headerHidden ? (
                <VisuallyHidden>{column.header}</VisuallyHidden>
              ) : (
                column.header
              );
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={styles.headerCell({ align: column.align })}
                  style={{ width: column.width }}
                  aria-sort={column.sortable ? direction : undefined}
                >
                  {sortable ? (
                    <button
                      type="button"
                      className={styles.sortButton}
                      onClick={() => table.getColumn(column.id)?.toggleSorting(undefined, false)}
                      data-state={direction}
                    >
                      {label}
                      <SortGlyph direction={direction} />
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
            {rowActions && (
              <th scope="col" className={styles.headerCell({ align: 'end' })}>
                <VisuallyHidden>{t.actions}</VisuallyHidden>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {state === 'error' && (
            <tr className={styles.row} data-state="error">
              <td colSpan={spanAll} className={styles.message}>
                <ErrorState
                  layout="inline"
                  headingLevel={3}
                  title={error === true ? t.failed : error}
                  onRetry={onRetry}
                />
              </td>
            </tr>
          )}
          {state === 'loading' &&
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={index} className={styles.row} data-state="loading">
                {columns.map((column) => (
                  <td key={column.id} className={styles.cell({ align: column.align, density })}>
                    <Skeleton
                      width={column.align === 'end' ? '60%' : '80%'}
                      style={{ marginInlineStart: column.align === 'end' ? 'auto' : undefined }}
                    />
                  </td>
                ))}
                {rowActions && <td className={styles.cell({ density })} />}
              </tr>
            ))}
          {state === 'empty' && (
            <tr className={styles.row} data-state="empty">
              <td colSpan={spanAll} className={styles.message}>
                {empty ?? <p className={styles.emptyText}>{t.empty}</p>}
              </td>
            </tr>
          )}
          {state === 'ready' &&
            table.getRowModel().rows.map((row) => (
              <tr key={row.id} className={styles.row} data-state="ready">
                {columns.map((column) => (
                  <td key={column.id} className={styles.cell({ align: column.align, density })}>
                    {column.cell ? column.cell(row.original) : String(valueOf(column, row.original) ?? '')}
                  </td>
                ))}
                {rowActions && (
                  <td className={styles.cell({ align: 'end', density })}>
                    <div className={styles.actions}>{rowActions(row.original)}</div>
                  </td>
                )}
              </tr>
            ))}
        </tbody>
      </table>
      <VisuallyHidden role="status">
        {loading
          ? t.loading
          : sortedColumn
            ? (current.desc ? t.sortedDescending : t.sortedAscending)({ column: sortedColumn.header })
            : ''}
      </VisuallyHidden>
    </div>
  );
}

function SortGlyph({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.sortGlyph}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      {direction === 'ascending' && <path d="M12 19V5M6 11l6-6 6 6" />}
      {direction === 'descending' && <path d="M12 5v14M6 13l6 6 6-6" />}
      {direction === 'none' && <path d="M8 9l4-4 4 4M8 15l4 4 4-4" opacity={0.6} />}
    </svg>
  );
}
