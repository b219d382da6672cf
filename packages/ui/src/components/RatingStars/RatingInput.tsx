import { forwardRef, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { count, i18n, useMessages } from '../../i18n';
import { StarGlyph } from './StarGlyph';
import * as styles from './RatingStars.css';

const messages = i18n('RatingInput', {
  stars: count({ one: '{count} star', other: '{count} stars' }),
  word1: 'Poor',
  word2: 'Fair',
  word3: 'Good',
  word4: 'Very good',
  word5: 'Excellent',
  none: 'Not rated yet',
});

/** 1 to MAX_RATING. */
const scores = [1, 2, 3, 4, 5] as const;
export type RatingScore = (typeof scores)[number];

export interface RatingInputProps {
  /** The question, e.g. 'How was the item?'. */
  label: ReactNode;
  description?: ReactNode;
  /** This field's error: read with the group. */
  error?: ReactNode;
  /** The chosen score, when the parent holds it; null for none yet. */
  value?: RatingScore | null;
  defaultValue?: RatingScore | null;
  onValueChange?: (value: RatingScore) => void;
  /** The form field's name; one is made up when not given. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * Choosing 1–5 stars. Native radio buttons under the stars: Tab reaches the group once, arrow keys
 * move and choose, and forms submit the value. Hovering previews a score.
 */
export const RatingInput = forwardRef<HTMLFieldSetElement, RatingInputProps>(function RatingInput(
  {
    label,
    description,
    error,
    value: controlled,
    defaultValue = null,
    onValueChange,
    name,
    required,
    disabled,
    size,
    className,
  },
  ref,
) {
  const t = useMessages(messages);
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState<RatingScore | null>(defaultValue);
  const value = controlled !== undefined ? controlled : uncontrolled;
  const [hovered, setHovered] = useState<RatingScore | null>(null);
  const shown = hovered ?? value;
  const words = [t.word1, t.word2, t.word3, t.word4, t.word5];
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  const choose = (score: RatingScore) => {
    if (controlled === undefined) setUncontrolled(score);
    onValueChange?.(score);
  };

  return (
    <fieldset
      ref={ref}
      className={clsx(styles.fieldset, className)}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      disabled={disabled}
      data-state={value === null ? 'empty' : 'chosen'}
    >
      <legend className={styles.legend}>{label}</legend>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      <div className={styles.inputRow}>
        <span className={styles.options} onPointerLeave={() => setHovered(null)}>
          {scores.map((score) => (
            <label
              key={score}
              className={styles.option({ size })}
              data-state={shown !== null && score <= shown ? 'on' : 'off'}
              data-disabled={disabled ? '' : undefined}
              onPointerEnter={() => !disabled && setHovered(score)}
            >
              <input
                type="radio"
                className={styles.radio}
                name={name ?? id}
                value={score}
                checked={value === score}
                required={required}
                aria-label={`${t.stars(score)}, ${words[score - 1]}`}
                onChange={() => choose(score)}
              />
              <StarGlyph />
            </label>
          ))}
        </span>
        <span className={styles.valueText} aria-hidden>
          {shown === null ? t.none : words[shown - 1]}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
});
RatingInput.displayName = 'RatingInput';
