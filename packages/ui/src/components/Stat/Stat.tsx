import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { Skeleton } from '../Skeleton';
import * as styles from './Stat.css';

export const statTrends = ['up', 'down', 'flat'] as const;
export const statSentiments = ['positive', 'negative', 'neutral'] as const;
export type StatTrend = (typeof statTrends)[number];
export type StatSentiment = (typeof statSentiments)[number];

const messages = i18n('Stat', {
  up: 'Up',
  down: 'Down',
  flat: 'No change',
  loading: 'Loading',
});

export interface StatProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** What is counted, e.g. 'Earnings this month'. */
  label: ReactNode;
  /** The figure, already formatted: `formatMoney(125000)`, '12'. */
  value: ReactNode;
  /** How it moved, e.g. '12% on last month'. */
  change?: ReactNode;
  /** Which way it moved; draws an arrow and is said to screen readers. */
  trend?: StatTrend;
  /**
   * Whether the move is good news: colours the change. Up is positive and down negative unless
   * told (for costs or open issues, up is bad news).
   */
  sentiment?: StatSentiment;
  /** A decorative icon beside the label. */
  icon?: ReactNode;
  /** The figure is on its way: a placeholder in its place. */
  loading?: boolean;
  /** A bordered surface of its own (default), or bare inside another surface. */
  surface?: boolean;
}

const arrows: Record<StatTrend, string> = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M5 12l7 7 7-7',
  flat: 'M5 12h14M13 6l6 6-6 6',
};

/** A labelled figure on the dashboard and finance pages, with how it changed. */
export const Stat = forwardRef<HTMLDListElement, StatProps>(function Stat(
  { label, value, change, trend, sentiment, icon, loading = false, surface, className, ...rest },
  ref,
) {
  const t = useMessages(messages);
  const mood: StatSentiment =
    sentiment ?? (trend === 'up' ? 'positive' : trend === 'down' ? 'negative' : 'neutral');
  return (
    <dl
      ref={ref}
      className={clsx(styles.stat({ surface }), className)}
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'ready'}
      {...rest}
    >
      <dt className={styles.label}>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
        {label}
      </dt>
      <dd className={styles.value}>
        {loading ? (
          <>
            <Skeleton width="60%" />
            <VisuallyHidden>{t.loading}</VisuallyHidden>
          </>
        ) : (
          value
        )}
      </dd>
      {!loading && (change || trend) && (
        <dd className={styles.change}>
          {trend && (
            <span className={styles.trend} data-sentiment={mood} data-trend={trend}>
              <svg
                viewBox="0 0 24 24"
                className={styles.arrow}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.25}
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden
                focusable={false}
              >
                <path d={arrows[trend]} />
              </svg>
              <VisuallyHidden>{t[trend]} </VisuallyHidden>
              {change}
            </span>
          )}
          {!trend && change}
        </dd>
      )}
    </dl>
  );
});
Stat.displayName = 'Stat';
