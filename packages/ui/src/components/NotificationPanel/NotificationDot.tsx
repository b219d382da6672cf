import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import { useMessages } from '../../i18n';
import { notificationMessages } from './messages';
import * as styles from './NotificationPanel.css';

export const notificationDotPlacements = ['inline', 'corner'] as const;

export interface NotificationDotProps extends HTMLAttributes<HTMLSpanElement> {
  /** How many are unread: said to screen readers ('3 unread notifications'). */
  count?: number;
  /** What the dot says to screen readers, instead of the count or the generic sentence. */
  label?: string;
  /** `corner` pins it to the top right of its positioned parent, e.g. the bell button. */
  placement?: (typeof notificationDotPlacements)[number];
}

/**
 * The seed's notification dot: a red dot for sight, a sentence for screen readers ('You have
 * unread notifications'). Put it inside the control it qualifies, e.g. the bell button, so the
 * sentence joins the button's name.
 */
export const NotificationDot = forwardRef<HTMLSpanElement, NotificationDotProps>(function NotificationDot(
  { count, label, placement, className, ...rest },
  ref,
) {
  const t = useMessages(notificationMessages);
  const text = label ?? (count !== undefined && count > 0 ? t.unreadCount(count) : t.unread);
  return (
    <span ref={ref} className={clsx(styles.dot({ placement }), className)} data-state="unread" {...rest}>
      <VisuallyHidden>{text}</VisuallyHidden>
    </span>
  );
});
NotificationDot.displayName = 'NotificationDot';
