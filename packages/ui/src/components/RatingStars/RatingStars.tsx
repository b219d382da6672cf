import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { count, i18n, params, useMessages } from '../../i18n';
import { StarGlyph } from './StarGlyph';
import * as styles from './RatingStars.css';

export const ratingSizes = ['sm', 'md', 'lg'] as const;
export const MAX_RATING = 5;

const messages = i18n('RatingStars', {
  average: params('{value} out of 5'),
  averageWithCount: params(
    count({ one: '{value} out of 5, {count} review', other: '{value} out of 5, {count} reviews' }),
  ),
  reviews: count({ one: '{count} review', other: '{count} reviews' }),
  unrated: 'No reviews yet',
});

// Built on first use, not when the module loads: a formatter's first build costs a page's start.
let oneDecimal: Intl.NumberFormat | undefined;

/** An average as people read it: 4.46 → '4.5', 4 → '4'. */
export const formatRating = (value: number) =>
  (oneDecimal ??= new Intl.NumberFormat('en', { maximumFractionDigits: 1 })).format(
    Math.round(value * 10) / 10,
  );

export type StarState = 'full' | 'half' | 'empty';

/** The five stars of an average, to the nearest half star. */
export function starsOf(value: number): StarState[] {
  const halves = Math.round(Math.min(Math.max(value, 0), MAX_RATING) * 2);
  return Array.from({ length: MAX_RATING }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  );
}

export interface RatingStarsProps extends HTMLAttributes<HTMLSpanElement> {
  /** The average, 0–5; null or a count of 0 shows 'No reviews yet'. */
  value: number | null;
  /** How many reviews the average is made of. */
  count?: number;
  size?: (typeof ratingSizes)[number];
  /** One star, the average and the count in brackets: for cards and tight rows. */
  compact?: boolean;
}

/**
 * A rating average shown as stars to the nearest half, with the number and the review count. It is
 * one image to assistive technology, named '4.5 out of 5, 12 reviews'.
 */
export const RatingStars = forwardRef<HTMLSpanElement, RatingStarsProps>(function RatingStars(
  { value, count: reviews, size, compact = false, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const rated = value !== null && reviews !== 0;
  if (!rated) {
    return (
      <span ref={ref} className={clsx(styles.display({ size }), className)} data-state="unrated" {...rest}>
        <span className={styles.count}>{t.unrated}</span>
      </span>
    );
  }
  const text = formatRating(value);
  const label =
    reviews === undefined ? t.average({ value: text }) : t.averageWithCount({ value: text })(reviews);
  return (
    <span
      ref={ref}
      role="img"
      aria-label={label}
      className={clsx(styles.display({ size }), className)}
      data-state="rated"
      {...rest}
    >
      <span className={styles.stars} aria-hidden>
        {(compact ? (['full'] as const) : starsOf(value)).map((state, index) => (
          <span key={index} className={styles.star} data-state={state}>
            <StarGlyph />
            <span className={styles.starFill}>
              <span className={styles.starFillInner}>
                <StarGlyph />
              </span>
            </span>
          </span>
        ))}
      </span>
      <span className={styles.average} aria-hidden>
        {text}
      </span>
      {reviews !== undefined && (
        <span className={styles.count} aria-hidden>
          {compact ? `(${reviews})` : t.reviews(reviews)}
        </span>
      )}
    </span>
  );
});
RatingStars.displayName = 'RatingStars';
