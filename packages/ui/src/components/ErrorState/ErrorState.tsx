import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { Button } from '../Button';
import * as styles from './ErrorState.css';

export const errorStateLayouts = ['block', 'inline'] as const;

const messages = i18n('ErrorState', {
  title: 'Something went wrong',
  retry: 'Try again',
});

export interface ErrorStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What failed, in a few words; 'Something went wrong' unless told. */
  title?: ReactNode;
  /** What happened and what the person can do. */
  text?: ReactNode;
  /** Shows a 'Try again' button that calls this. */
  onRetry?: () => void;
  retryLabel?: ReactNode;
  /** The retry is running: the button is busy and cannot be pressed twice. */
  retrying?: boolean;
  /** More actions after the retry, e.g. a link to support. */
  action?: ReactNode;
  /** `block` centres it in a region of its own; `inline` is a compact row inside a card or list. */
  layout?: (typeof errorStateLayouts)[number];
  /**
   * `alert` (default) announces it at once: right for an error that replaces content the person was
   * waiting for. `none` for an error that is part of the page as it first loads.
   */
  announce?: 'alert' | 'none';
  headingLevel?: 2 | 3 | 4;
}

/** A failure in place of content: what went wrong, and a way to try again. */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  {
    title,
    text,
    onRetry,
    retryLabel,
    retrying = false,
    action,
    layout = 'block',
    announce = 'alert',
    headingLevel = 2,
    className,
    ...rest
  },
  ref,
) {
  const t = useMessages(messages);
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={ref}
      role={announce === 'alert' ? 'alert' : 'group'}
      aria-labelledby={announce === 'alert' ? undefined : titleId}
      className={clsx(styles.root({ layout }), className)}
      data-layout={layout}
      data-state={retrying ? 'retrying' : 'failed'}
      {...rest}
    >
      <span className={styles.icon({ layout })} aria-hidden>
        <svg
          viewBox="0 0 24 24"
          width="100%"
          height="100%"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.75}
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          <path d="M12 9v4M12 17h.01" />
        </svg>
      </span>
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title ?? t.title}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
        {(onRetry || action) && (
          <div className={styles.actions}>
            {onRetry && (
              <Button
                tone="neutral"
                size={layout === 'inline' ? 'sm' : 'md'}
                onClick={onRetry}
                loading={retrying}
              >
                {retryLabel ?? t.retry}
              </Button>
            )}
            {action}
          </div>
        )}
      </div>
    </div>
  );
});
ErrorState.displayName = 'ErrorState';
