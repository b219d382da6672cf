import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { Button } from '../Button';
import { ErrorState } from '../ErrorState';
import { Skeleton } from '../Skeleton';
import { notificationMessages } from './messages';
import { NotificationEntries } from './NotificationEntries';
import { notificationTotal, type NotificationOpenKind, type Notifications } from './notifications';
import * as styles from './NotificationPanel.css';

export const notificationPanelPlacements = ['overlay', 'inline'] as const;

export interface NotificationPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'onError'> {
  /** The seed's notifications object; null until the first load answers. */
  notifications: Notifications | null;
  /** A load or refresh is running: skeleton rows while there is nothing to show yet. */
  loading?: boolean;
  /** Loading failed: a message (or true for the generic one), with 'Try again' when `onRetry`. */
  error?: ReactNode;
  onRetry?: () => void;
  /** An entry was chosen: a kind, or 'conversation' with its id. The app deletes it and navigates. */
  onOpen: (kind: NotificationOpenKind, conversationId?: number) => void;
  /** 'Dismiss all' was pressed. */
  onDismissAll: () => void;
  /** 'Dismiss all' is running: the button is busy. */
  dismissing?: boolean;
  /** Shown or not, when the parent holds it (the bell toggles it). */
  open?: boolean;
  defaultOpen?: boolean;
  /** Escape or the close button asks to close (overlay only). */
  onOpenChange?: (open: boolean) => void;
  /**
   * `overlay` (default): the seed's panel, fixed under the navigation bar at the right, 22% wide
   * (at least 320px) on large screens and full width at 1022px and narrower. `inline`: in the
   * page's flow, as wide as its container.
   */
  placement?: (typeof notificationPanelPlacements)[number];
  /** Turns an avatar's server path into an address; the path as it is unless told. */
  avatarSrc?: (path: string) => string;
  /** The panel title's level; the groups' titles are one below. */
  headingLevel?: 2 | 3;
}

const samePath = (path: string) => path;

function LoadingRows({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <div key={row} className={styles.skeletonRow} aria-hidden>
          <Skeleton shape="circle" width={40} />
          <span className={styles.skeletonText}>
            <Skeleton width={row === 1 ? '70%' : '55%'} />
            <Skeleton width="35%" />
          </span>
        </div>
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}

/**
 * The notification panel of docs/product.md §2 and 4: conversations with who wrote and how many new
 * messages, then each kind with something new, in the seed's singular or plural wording; 'Dismiss
 * all'; 'You're all caught up' when there is nothing. Every entry is a button (Up and Down move
 * between them). As an overlay it takes focus when it opens, gives it back when it closes, and
 * Escape closes it.
 */
export const NotificationPanel = forwardRef<HTMLElement, NotificationPanelProps>(function NotificationPanel(
  {
    notifications,
    loading = false,
    error,
    onRetry,
    onOpen,
    onDismissAll,
    dismissing = false,
    open: controlledOpen,
    defaultOpen = true,
    onOpenChange,
    placement = 'overlay',
    avatarSrc = samePath,
    headingLevel = 2,
    className,
    onKeyDown,
    ...rest
  },
  forwardedRef,
) {
  const t = useMessages(notificationMessages);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useImperativeHandle(forwardedRef, () => ref.current!, []);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const overlay = placement === 'overlay';

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  // Opening the overlay moves focus into it; closing gives focus back to where it was (the bell).
  useEffect(() => {
    const panel = ref.current;
    if (!overlay || !open || !panel) return;
    const previous = document.activeElement as HTMLElement | null;
    if (!panel.contains(previous)) panel.focus();
    return () => {
      if (panel.contains(document.activeElement) || document.activeElement === document.body)
        previous?.focus();
    };
  }, [overlay, open]);

  const total = notificationTotal(notifications);
  const content =
    error && !notifications
      ? 'error'
      : !notifications
        ? loading
          ? 'loading'
          : 'empty'
        : total === 0
          ? 'empty'
          : 'ready';

  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={overlay ? -1 : undefined}
      className={clsx(styles.panel({ placement }), className)}
      data-state={open ? 'open' : 'closed'}
      data-placement={placement}
      hidden={!open}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && overlay && event.key === 'Escape') {
          event.preventDefault();
          setOpen(false);
        }
      }}
      {...rest}
    >
      <div className={styles.header}>
        {headingLevel === 2 ? (
          <h2 id={titleId} className={styles.title}>
            {t.title}
          </h2>
        ) : (
          <h3 id={titleId} className={styles.title}>
            {t.title}
          </h3>
        )}
        {content === 'ready' && (
          <Button size="sm" tone="ghost" onClick={onDismissAll} loading={dismissing}>
            {t.dismissAll}
          </Button>
        )}
        {overlay && (
          <button type="button" className={styles.close} aria-label={t.close} onClick={() => setOpen(false)}>
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.75}
              strokeLinecap="round"
              aria-hidden
              focusable={false}
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        )}
      </div>
      <div className={styles.body} data-state={content} aria-busy={loading || undefined}>
        {error && (
          <div className={styles.error}>
            <ErrorState
              layout="inline"
              headingLevel={headingLevel === 2 ? 3 : 4}
              title={error === true ? t.failed : error}
              onRetry={onRetry}
            />
          </div>
        )}
        {content === 'loading' && <LoadingRows label={t.loading} />}
        {content === 'empty' && (
          <div className={styles.caughtUp}>
            <span className={styles.caughtUpIcon} aria-hidden>
              <svg
                viewBox="0 0 24 24"
                width="100%"
                height="100%"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.75}
                strokeLinecap="round"
                strokeLinejoin="round"
                focusable={false}
              >
                <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
                <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
                <path d="M9 9.5l2 2 4-4" />
              </svg>
            </span>
            <p className={styles.caughtUpTitle}>{t.caughtUp}</p>
            <p>{t.caughtUpText}</p>
          </div>
        )}
        {content === 'ready' && notifications && (
          <NotificationEntries
            notifications={notifications}
            onOpen={onOpen}
            avatarSrc={avatarSrc}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        )}
      </div>
    </section>
  );
});
NotificationPanel.displayName = 'NotificationPanel';
