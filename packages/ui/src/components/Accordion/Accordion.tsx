import * as Radix from '@radix-ui/react-accordion';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import clsx from 'clsx';
import { Glyph } from '../_internal/controlGlyphs';
import * as styles from './Accordion.css';

/*
 * Radix Accordion, part for part, for the FAQ and long forms: `type="single"` (one open, may be
 * `collapsible`) or `"multiple"`. Header takes the heading level that fits the page outline.
 * Up/Down/Home/End move between triggers; Enter or Space opens and closes.
 */

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;

export const Root = forwardRef<ComponentRef<typeof Radix.Root>, ComponentPropsWithoutRef<typeof Radix.Root>>(
  ({ className, ...props }, ref) => (
    <Radix.Root ref={ref} className={clsx(styles.root, className)} {...props} />
  ),
);
Root.displayName = 'Accordion.Root';

export const Item = forwardRef<ComponentRef<typeof Radix.Item>, ComponentPropsWithoutRef<typeof Radix.Item>>(
  ({ className, ...props }, ref) => (
    <Radix.Item ref={ref} className={clsx(styles.item, className)} {...props} />
  ),
);
Item.displayName = 'Accordion.Item';

export interface HeaderProps extends Omit<ComponentPropsWithoutRef<typeof Radix.Header>, 'asChild'> {
  /** The heading level in the page outline: h3 unless told. */
  level?: (typeof accordionHeadingLevels)[number];
}

export const Header = forwardRef<HTMLHeadingElement, HeaderProps>(
  ({ level = 3, className, children, ...props }, ref) => {
    const Heading = `h${level}` as const;
    return (
      <Radix.Header asChild {...props}>
        <Heading ref={ref} className={clsx(styles.header, className)}>
          {children}
        </Heading>
      </Radix.Header>
    );
  },
);
Header.displayName = 'Accordion.Header';

export const Trigger = forwardRef<
  ComponentRef<typeof Radix.Trigger>,
  ComponentPropsWithoutRef<typeof Radix.Trigger>
>(({ className, children, ...props }, ref) => (
  <Radix.Trigger ref={ref} className={clsx(styles.trigger, className)} {...props}>
    {children}
    <Glyph name="chevronDown" className={styles.chevron} />
  </Radix.Trigger>
));
Trigger.displayName = 'Accordion.Trigger';

export const Content = forwardRef<
  ComponentRef<typeof Radix.Content>,
  ComponentPropsWithoutRef<typeof Radix.Content>
>(({ className, children, ...props }, ref) => (
  <Radix.Content ref={ref} className={clsx(styles.content, className)} {...props}>
    {/* Padding on an inner box, so the height animation ends at the true height. */}
    <div className={styles.contentInner}>{children}</div>
  </Radix.Content>
));
Content.displayName = 'Accordion.Content';
