import { forwardRef, type HTMLAttributes } from 'react';
import clsx from 'clsx';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
type Level = (typeof headingLevels)[number];

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level: h1–h4. */
  level: Level;
  /** The visual size, when it should differ from the level. */
  size?: Level;
  align?: 'left' | 'center';
}

export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size = level, align, className, ...rest },
  ref,
) {
  const Tag = `h${level}` as const;
  return <Tag ref={ref} className={clsx(styles.heading({ size: `${size}`, align }), className)} {...rest} />;
});
Heading.displayName = 'Heading';
