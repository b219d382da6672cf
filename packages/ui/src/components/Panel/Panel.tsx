import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './Panel.css';

export const panelPaddings = ['none', 'md', 'lg'] as const;

export interface PanelProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside';
  padding?: (typeof panelPaddings)[number];
  /** Lifted off the page with a stronger shadow. */
  elevated?: boolean;
}

/** A surface that groups content: a card without opinions about what is inside. */
export const Panel = forwardRef<HTMLElement, PanelProps>(function Panel(
  { as: Component = 'div', padding, elevated, className, ...rest },
  ref,
) {
  return (
    <Component
      ref={ref as never}
      className={clsx(styles.panel({ padding, elevated }), className)}
      {...rest}
    />
  );
});
Panel.displayName = 'Panel';
