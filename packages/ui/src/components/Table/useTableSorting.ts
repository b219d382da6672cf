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
import { useMemo, useState } from 'react';
import type { SortValue, TableColumn, TableProps, TableSort } from './Table';

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

/** The value a column shows (when it has no `cell`) and sorts by. */
export function valueOf<T extends object>(column: TableColumn<T>, row: T): SortValue {
  if (typeof column.accessor === 'function') return column.accessor(row);
  if (column.accessor !== undefined) return row[column.accessor] as SortValue;
  return undefined;
}

const toState = (sort: TableSort | null | undefined): SortingState => (sort ? [sort] : []);

type SortingOptions<T extends object> = Pick<
  TableProps<T>,
  'columns' | 'data' | 'getRowId' | 'sorting' | 'defaultSorting' | 'onSortingChange' | 'manualSorting'
>;

/**
 * The rows in the order shown, through TanStack Table's sorting: one column at a time, ascending
 * first, rows without a value last; controlled (`sorting`) or not (`defaultSorting`).
 */
export function useTableSorting<T extends object>({
  columns,
  data,
  getRowId,
  sorting: controlledSorting,
  defaultSorting = null,
  onSortingChange,
  manualSorting = false,
}: SortingOptions<T>) {
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

  return { table, current: sorting[0] };
}
