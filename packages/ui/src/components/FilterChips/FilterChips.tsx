import { forwardRef, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, params, useMessages } from '../../i18n';
import { Glyph } from '../_internal/controlGlyphs';
import * as styles from './FilterChips.css';

const messages = i18n('FilterChips', {
  label: 'Filters applied',
  remove: params('Remove filter: {name}'),
  clearAll: 'Clear all',
});

export interface FilterChip {
  /** Passed back to `onRemove`; unique in the list. */
  id: string;
  /** What the chip shows, e.g. 'Tutong' or 'B$10 – B$50'. */
  label: string;
  /** What a screen reader hears after 'Remove filter:', e.g. 'Location: Tutong'; the label unless told. */
  name?: string;
}

export interface FilterChipsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  chips: readonly FilterChip[];
  onRemove: (id: string) => void;
  /** Shows 'Clear all' after the chips (when there are two or more). */
  onClearAll?: () => void;
  /** The group's name; 'Filters applied' unless told. */
  label?: string;
  clearAllLabel?: ReactNode;
}

/**
 * The filters in force, each a pill that removes it, and 'Clear all'. After a removal, focus moves
 * to the chip that took its place (or the one before), so a keyboard user can go on removing.
 * Renders nothing when no filter is on.
 */
export const FilterChips = forwardRef<HTMLDivElement, FilterChipsProps>(function FilterChips(
  { chips, onRemove, onClearAll, label, clearAllLabel, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const listRef = useRef<HTMLUListElement>(null);
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    if (removedAt.current === null) return;
    const buttons = listRef.current?.querySelectorAll('button');
    const index = Math.min(removedAt.current, (buttons?.length ?? 0) - 1);
    removedAt.current = null;
    if (buttons && index >= 0) buttons[index]?.focus();
  }, [chips]);

  if (chips.length === 0) return null;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label ?? t.label}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <ul ref={listRef} role="list" className={styles.list}>
        {chips.map((chip, index) => (
          <li key={chip.id} className={styles.item}>
            <button
              type="button"
              className={styles.chip}
              aria-label={t.remove({ name: chip.name ?? chip.label })}
              onClick={() => {
                removedAt.current = index;
                onRemove(chip.id);
              }}
            >
              <span className={styles.chipLabel}>{chip.label}</span>
              <Glyph name="close" size="sm" weight={2.25} className={styles.cross} />
            </button>
          </li>
        ))}
      </ul>
      {onClearAll && chips.length > 1 && (
        <button type="button" className={styles.clearAll} onClick={onClearAll}>
          {clearAllLabel ?? t.clearAll}
        </button>
      )}
    </div>
  );
});
FilterChips.displayName = 'FilterChips';
