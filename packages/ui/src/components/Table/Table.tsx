import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useId, type ReactNode } from 'react';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import { tableMessages } from './Table.messages';
import { TableHeaderCell } from './TableHeaderCell';
import { useOverflows } from './useOverflows';
import { useTableSorting, valueOf } from './useTableSorting';
import * as styles from './Table.css';

export const tableAlignments = ['start', 'center', 'end'] as const;
export const tableDensities = ['comfortable', 'compact'] as const;

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
  /** The error's heading level: one below the heading the table sits under (3 unless told). */
  errorHeadingLevel?: 2 | 3 | 4;
  /** Buttons or a menu for each row, in a last 'Actions' column. */
  rowActions?: (row: T) => ReactNode;
  density?: (typeof tableDensities)[number];
  className?: string;
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
  sorting,
  defaultSorting,
  onSortingChange,
  manualSorting,
  loading = false,
  loadingRows = 5,
  empty,
  error,
  onRetry,
  errorHeadingLevel = 3,
  rowActions,
  density,
  className,
}: TableProps<T>) {
  const t = useMessages(tableMessages);
  const captionId = useId();
  const [frameRef, overflows] = useOverflows<HTMLDivElement>();
  const { table, current } = useTableSorting({
    columns,
    data,
    getRowId,
    sorting,
    defaultSorting,
    onSortingChange,
    manualSorting,
  });
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
            {columns.map((column) => (
              <TableHeaderCell
                key={column.id}
                column={column}
                sortable={!!column.sortable && !loading && !error}
                direction={current?.id === column.id ? (current.desc ? 'descending' : 'ascending') : 'none'}
                onSort={() => table.getColumn(column.id)?.toggleSorting(undefined, false)}
              />
            ))}
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
                  headingLevel={errorHeadingLevel}
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
