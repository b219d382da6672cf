import { forwardRef, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useDomain } from '../../domain';
import { i18n, params, useMessages } from '../../i18n';
import { Button } from '../Button';
import { MoneyField } from '../MoneyField';
import * as styles from './PriceRangeField.css';

const messages = i18n('PriceRangeField', {
  min: 'Min',
  max: 'Max',
  apply: 'Apply',
  invalid: 'Enter an amount like 12.50',
  tooHigh: params('Enter at most {max}'),
  maxBelowMin: 'The maximum must be at least the minimum',
});

/** A price range in integer cents; null is an open end. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface PriceRangeFieldProps {
  /** The group's name, e.g. 'Price'. */
  label: ReactNode;
  /** Help under the label, e.g. what price is compared ('per day for rentals'). */
  description?: ReactNode;
  /** Errors from elsewhere (e.g. the server), shown under their end of the range. */
  errors?: { min?: ReactNode; max?: ReactNode };
  value?: PriceRange;
  defaultValue?: PriceRange;
  /** Called with the new range when Apply is pressed or Enter typed, and only if it is valid. */
  onValueChange?: (value: PriceRange) => void;
  /** The highest amount accepted, in cents; B$1,000,000 unless told. */
  maxCents?: number;
  minLabel?: string;
  maxLabel?: string;
  applyLabel?: string;
  disabled?: boolean;
  className?: string;
}

type Drafts = { min: string; max: string };
type Errors = { min?: string; max?: string };
const EMPTY: PriceRange = { min: null, max: null };
const toDrafts = (range: PriceRange, moneyInputText: (cents: number | null) => string): Drafts => ({
  min: moneyInputText(range.min),
  max: moneyInputText(range.max),
});
const sameRange = (a: PriceRange, b: PriceRange) => a.min === b.min && a.max === b.max;

/**
 * From–to amounts in B$ (a search's price filter). People type dollars ('12.50'); the value is
 * integer cents. Nothing changes until Apply or Enter, and only when both ends read as money and
 * the maximum is not below the minimum; otherwise the field says what to fix, beside it.
 */
export const PriceRangeField = forwardRef<HTMLFieldSetElement, PriceRangeFieldProps>(function PriceRangeField(
  {
    label,
    description,
    errors: outsideErrors,
    value,
    defaultValue = EMPTY,
    onValueChange,
    maxCents = 100_000_000,
    minLabel,
    maxLabel,
    applyLabel,
    disabled,
    className,
  },
  ref,
) {
  const t = useMessages(messages);
  const { formatMoney, parseMoney, moneyInputText } = useDomain();
  const descriptionId = `${useId()}-description`;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const [drafts, setDrafts] = useState(() => toDrafts(current, moneyInputText));
  const [errors, setErrors] = useState<Errors>({});
  // A new value from outside (Back, 'Clear all') replaces whatever was typed.
  const [shown, setShown] = useState(current);
  if (!sameRange(shown, current)) {
    setShown(current);
    setDrafts(toDrafts(current, moneyInputText));
    setErrors({});
  }

  function read(text: string): { cents: number | null; error?: string } {
    const cents = parseMoney(text);
    if (cents === 'invalid') return { cents: null, error: t.invalid };
    if (cents !== null && cents > maxCents)
      return { cents: null, error: t.tooHigh({ max: formatMoney(maxCents) }) };
    return { cents };
  }

  function apply() {
    const min = read(drafts.min);
    const max = read(drafts.max);
    const next: Errors = { min: min.error, max: max.error };
    if (!next.min && !next.max && min.cents !== null && max.cents !== null && max.cents < min.cents)
      next.max = t.maxBelowMin;
    setErrors(next);
    if (next.min || next.max) return;
    const range = { min: min.cents, max: max.cents };
    setDrafts(toDrafts(range, moneyInputText));
    setOwnValue(range);
    if (!sameRange(range, current)) onValueChange?.(range);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  const bound = (end: 'min' | 'max', name: string) => (
    <MoneyField
      className={styles.bound}
      label={name}
      value={drafts[end]}
      error={errors[end] ?? outsideErrors?.[end]}
      aria-describedby={description ? descriptionId : undefined}
      onChange={(event) => setDrafts({ ...drafts, [end]: event.currentTarget.value })}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <fieldset ref={ref} className={clsx(styles.fieldset, className)} disabled={disabled}>
      <legend className={clsx(styles.label, styles.legend)}>{label}</legend>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.row}>
        {bound('min', minLabel ?? t.min)}
        {bound('max', maxLabel ?? t.max)}
        <Button type="button" tone="neutral" className={styles.apply} onClick={apply}>
          {applyLabel ?? t.apply}
        </Button>
      </div>
    </fieldset>
  );
});
PriceRangeField.displayName = 'PriceRangeField';
