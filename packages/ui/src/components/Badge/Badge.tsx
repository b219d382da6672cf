import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { i18n, useMessages } from '../../i18n';
import { vars } from '../../theme/vars.css';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'positive', 'warning', 'critical'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  size?: (typeof badgeSizes)[number];
  /** A small decorative glyph before the label. */
  icon?: ReactNode;
}

/**
 * A short label on a tinted pill: 'Verified', 'New', 'For sale'. Its text is the whole message;
 * colour only repeats it, so the label must make sense on its own.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone, size, icon, className, children, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={clsx(styles.badge({ tone, size }), className)}
      data-tone={tone ?? 'neutral'}
      {...rest}
    >
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <span className={styles.label}>{children}</span>
    </span>
  );
});
Badge.displayName = 'Badge';

const messages = i18n('Badge', { verified: 'Verified' });

/** A tick in a rosette: the mark of a verified member. */
export function VerifiedGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="100%" height="100%" fill="none" focusable={false}>
      <path
        d="M8 1.2l1.6 1.2 2-.1.6 1.9 1.7 1.1-.6 1.9.6 1.9-1.7 1.1-.6 1.9-2-.1L8 14.8l-1.6-1.2-2 .1-.6-1.9-1.7-1.1.6-1.9-.6-1.9 1.7-1.1.6-1.9 2 .1z"
        fill="currentColor"
      />
      <path
        d="M5.4 8.1l1.8 1.8 3.4-3.6"
        style={{ stroke: vars.color.brandSubtle }}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export type VerifiedBadgeProps = Omit<BadgeProps, 'tone' | 'icon' | 'children'>;

/** 'Verified': the member's identity was checked (docs/product.md, identity verification). */
export const VerifiedBadge = forwardRef<HTMLSpanElement, VerifiedBadgeProps>(
  function VerifiedBadge(props, ref) {
    const t = useMessages(messages);
    return (
      <Badge ref={ref} tone="brand" icon={<VerifiedGlyph />} {...props}>
        {t.verified}
      </Badge>
    );
  },
);
VerifiedBadge.displayName = 'VerifiedBadge';
