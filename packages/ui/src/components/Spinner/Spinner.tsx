import { commonMessages, useMessages } from '../../i18n';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** What is loading, for screen readers. */
  label?: string;
  size?: (typeof spinnerSizes)[number];
  tone?: 'brand' | 'inherit';
}

/** A spinning ring in a status region that announces its label. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label: ownLabel, size, tone, className, ...rest },
  ref,
) {
  const t = useMessages(commonMessages);
  const label = ownLabel ?? t.loading;
  return (
    <span
      ref={ref}
      role="status"
      aria-label={label}
      className={clsx(styles.spinner({ size, tone }), className)}
      {...rest}
    >
      <svg className={styles.ring} viewBox="0 0 24 24" fill="none" aria-hidden focusable={false}>
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" opacity="0.2" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
});
Spinner.displayName = 'Spinner';
