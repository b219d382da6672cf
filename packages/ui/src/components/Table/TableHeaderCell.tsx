import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import type { TableColumn } from './Table';
import * as styles from './Table.css';

type SortDirection = 'ascending' | 'descending' | 'none';

interface TableHeaderCellProps<T extends object> {
  column: TableColumn<T>;
  /** Offered as a button now (a sortable column, while the rows are shown). */
  sortable: boolean;
  direction: SortDirection;
  onSort: () => void;
}

/** A column's header: its name, and for a sortable column a button that says the order. */
export function TableHeaderCell<T extends object>({
  column,
  sortable,
  direction,
  onSort,
}: TableHeaderCellProps<T>) {
  const label = column.headerHidden ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
  return (
    <th
      scope="col"
      className={styles.headerCell({ align: column.align })}
      style={{ width: column.width }}
      aria-sort={column.sortable ? direction : undefined}
    >
      {sortable ? (
        <button type="button" className={styles.sortButton} onClick={onSort} data-state={direction}>
          {label}
          <SortGlyph direction={direction} />
        </button>
      ) : (
        label
      )}
    </th>
  );
}

function SortGlyph({ direction }: { direction: SortDirection }) {
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
