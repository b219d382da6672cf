import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import * as styles from './ProgressBar.css';

export const progressBarStates = ['indeterminate', 'progress', 'complete'] as const;

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** What is under way, e.g. 'Uploading photos'; names the bar. */
  label: ReactNode;
  /** 0–100; null while the amount is unknown (the bar sweeps instead). */
  value: number | null;
  /** Said and shown instead of the percentage, e.g. '3.2 of 8 MB'. */
  valueText?: string;
  /** A line under the bar, e.g. 'Keep this page open until it finishes.' */
  description?: ReactNode;
}

/**
 * How far a long task has got (an upload): a labelled bar with its percentage, announced as a
 * progressbar. Complete at 100; a sweeping bar while the amount is unknown.
 */
export const ProgressBar = forwardRef<HTMLDivElement, ProgressBarProps>(function ProgressBar(
  { label, value, valueText, description, className, ...rest },
  ref,
) {
  const id = useId();
  const percent = value === null ? null : Math.round(Math.min(100, Math.max(0, value)));
  const state: (typeof progressBarStates)[number] =
    percent === null ? 'indeterminate' : percent >= 100 ? 'complete' : 'progress';
  const shown = valueText ?? (percent === null ? undefined : `${percent}%`);
  return (
    <div ref={ref} className={clsx(styles.root, className)} data-state={state} {...rest}>
      <div className={styles.header}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {shown && (
          <span className={styles.value} aria-hidden>
            {shown}
          </span>
        )}
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={valueText}
      >
        <div className={styles.fill} style={percent === null ? undefined : { width: `${percent}%` }} />
      </div>
      {description && (
        <p id={`${id}-description`} className={styles.description}>
          {description}
        </p>
      )}
    </div>
  );
});
ProgressBar.displayName = 'ProgressBar';
