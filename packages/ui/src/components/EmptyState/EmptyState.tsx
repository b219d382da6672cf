import { forwardRef, useId, type ReactNode } from 'react';
import { Heading } from '../Heading';
import { Panel, type PanelProps } from '../Panel';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<PanelProps, 'title'> {
  /** A decorative icon, e.g. `<Icon name="sparkle" size="xl" />`. */
  icon?: ReactNode;
  title: ReactNode;
  /** A sentence or two under the title. */
  text?: ReactNode;
  /** What to do next: a button or link. */
  action?: ReactNode;
  /** Where the title sits in the page outline. */
  headingLevel?: 1 | 2 | 3;
}

/** A panel for 'nothing here yet' and 'coming soon' pages: icon, title, text, an optional action. */
export const EmptyState = forwardRef<HTMLElement, EmptyStateProps>(function EmptyState(
  { icon, title, text, action, headingLevel = 2, ...rest },
  ref,
) {
  const titleId = useId();
  return (
    <Panel ref={ref} as="section" aria-labelledby={titleId} {...rest}>
      <div className={styles.root}>
        {icon && (
          <div className={styles.icon} aria-hidden>
            {icon}
          </div>
        )}
        <div className={styles.text}>
          <Heading id={titleId} level={headingLevel} size={2} align="center">
            {title}
          </Heading>
          {text && <div>{text}</div>}
        </div>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </Panel>
  );
});
EmptyState.displayName = 'EmptyState';
