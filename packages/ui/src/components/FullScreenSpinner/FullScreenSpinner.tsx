import { commonMessages, useMessages } from '../../i18n';
import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { Spinner } from '../Spinner';
import * as styles from './FullScreenSpinner.css';

export interface FullScreenSpinnerProps extends HTMLAttributes<HTMLDivElement> {
  /** Read by screen readers and shown under the spinner. */
  label?: string;
}

/** Covers the whole viewport while the app's global loading flag is set. Render it only then. */
export const FullScreenSpinner = forwardRef<HTMLDivElement, FullScreenSpinnerProps>(
  function FullScreenSpinner({ label: ownLabel, className, ...rest }, ref) {
    const t = useMessages(commonMessages);
    const label = ownLabel ?? t.loading;
    return (
      <div
        ref={ref}
        aria-busy="true"
        data-state="loading"
        className={clsx(styles.overlay, className)}
        {...rest}
      >
        <Spinner size="lg" label={label} />
        <span aria-hidden>{label}…</span>
      </div>
    );
  },
);
FullScreenSpinner.displayName = 'FullScreenSpinner';
