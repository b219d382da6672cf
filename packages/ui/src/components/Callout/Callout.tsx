import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import { Glyph, type GlyphName } from '../_internal/controlGlyphs';
import * as styles from './Callout.css';

export const calloutTones = ['info', 'positive', 'warning', 'critical'] as const;
export type CalloutTone = (typeof calloutTones)[number];

export interface CalloutProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: CalloutTone;
  /** A few words in bold above the text. */
  title?: ReactNode;
  /** What happened or what to know, and what to do. */
  children?: ReactNode;
  /** A link or button to act on it, e.g. 'Verify your identity'. */
  action?: ReactNode;
  /**
   * `alert` announces it at once (an error after an action), `status` waits its turn (a
   * confirmation), `none` (default) is part of the page as it loads.
   */
  announce?: 'alert' | 'status' | 'none';
  /** The title's heading level; a plain paragraph unless told. */
  headingLevel?: 2 | 3 | 4;
}

const icons: Record<CalloutTone, GlyphName> = {
  info: 'info',
  positive: 'checkCircle',
  warning: 'alert',
  critical: 'alert',
};

/**
 * A message inside a page: a notice before a form ('Listing for rent needs verification'), the
 * summary of a refused submit, a confirmation. Its tone is also its icon, so colour is never the
 * only sign. Focusable by script (`tabIndex={-1}` and a ref) to take a person to it.
 */
export const Callout = forwardRef<HTMLDivElement, CalloutProps>(function Callout(
  { tone = 'info', title, children, action, announce = 'none', headingLevel, className, ...rest },
  ref,
) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      ref={ref}
      className={clsx(styles.callout({ tone }), className)}
      role={announce === 'none' ? undefined : announce}
      data-tone={tone}
      {...rest}
    >
      <span className={styles.icon({ tone })} aria-hidden>
        <Glyph name={icons[tone]} />
      </span>
      <div className={styles.body}>
        {title && <Title className={styles.title}>{title}</Title>}
        {children && <div className={styles.text}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
});
Callout.displayName = 'Callout';
