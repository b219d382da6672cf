import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, useId, useState, type ComponentRef } from 'react';
import { count as plural, i18n, params, useMessages } from '../../i18n';
import { Radio, RadioGroup, type RadioGroupProps } from '../Radio';
import * as styles from './FacetList.css';

const messages = i18n('FacetList', {
  results: plural({ one: '{count} result', other: '{count} results' }),
  showAll: params('Show all {count}'),
  showFewer: 'Show fewer',
});

export interface FacetOption {
  /** '' is allowed, for an 'any' choice such as 'All categories'. */
  value: string;
  label: string;
  /** How many results this choice gives; absent while unknown (nothing is shown). */
  count?: number | null;
}

export interface FacetListProps extends Omit<
  RadioGroupProps,
  'children' | 'value' | 'defaultValue' | 'onValueChange' | 'orientation'
> {
  options: readonly FacetOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Leave out choices that give no results (a chosen one always stays); on by default. */
  hideEmpty?: boolean;
  /** Show this many choices, and a 'Show all' button for the rest (the chosen one always shows). */
  visibleCount?: number;
}

/**
 * One choice among many, each with how many results it gives: a search's category filter. A
 * labelled radio group, so arrows move and choose; counts are read as '5 results'. Long lists show
 * their first choices and a 'Show all' button.
 */
export const FacetList = forwardRef<ComponentRef<typeof RadioGroup>, FacetListProps>(function FacetList(
  {
    options,
    value,
    defaultValue,
    onValueChange,
    hideEmpty = true,
    visibleCount = Infinity,
    id,
    className,
    ...rest
  },
  ref,
) {
  const t = useMessages(messages);
  const autoId = useId();
  const listId = id ?? autoId;
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const [expanded, setExpanded] = useState(false);
  const current = value ?? ownValue;

  const offered = options.filter((o) => !hideEmpty || o.count !== 0 || o.value === current || o.value === '');
  const shown = expanded
    ? offered
    : offered.filter((o, index) => index < visibleCount || o.value === current);
  const canToggle = offered.length > visibleCount;

  return (
    <div className={className}>
      <RadioGroup
        ref={ref}
        id={listId}
        value={current}
        onValueChange={(next) => {
          setOwnValue(next);
          onValueChange?.(next);
        }}
        {...rest}
      >
        {shown.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={
              <span className={styles.optionLabel}>
                <span>{option.label}</span>
                {/* The count's column is kept while the counts load, so no label wraps anew and
                    the list does not grow under the reader when they arrive. */}
                <span className={styles.count} aria-hidden>
                  {option.count ?? ''}
                </span>
                {typeof option.count === 'number' && (
                  <VisuallyHidden>, {t.results(option.count)}</VisuallyHidden>
                )}
              </span>
            }
          />
        ))}
      </RadioGroup>
      {canToggle && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t.showFewer : t.showAll({ count: offered.length })}
        </button>
      )}
    </div>
  );
});
FacetList.displayName = 'FacetList';
