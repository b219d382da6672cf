import * as Radix from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef } from 'react';
import clsx from 'clsx';
import * as styles from './Tabs.css';

/*
 * Radix Tabs, part for part: arrows move between tabs (and choose them: automatic activation),
 * Home/End jump, Tab moves into the panel. Styled from data-state and data-orientation; a long
 * list scrolls sideways on narrow screens.
 */

export const tabsOrientations = ['horizontal', 'vertical'] as const;

export const Root = forwardRef<ComponentRef<typeof Radix.Root>, ComponentPropsWithoutRef<typeof Radix.Root>>(
  ({ className, ...props }, ref) => (
    <Radix.Root ref={ref} className={clsx(styles.root, className)} {...props} />
  ),
);
Root.displayName = 'Tabs.Root';

export const List = forwardRef<ComponentRef<typeof Radix.List>, ComponentPropsWithoutRef<typeof Radix.List>>(
  ({ className, ...props }, ref) => (
    <Radix.List ref={ref} className={clsx(styles.list, className)} {...props} />
  ),
);
List.displayName = 'Tabs.List';

export const Trigger = forwardRef<
  ComponentRef<typeof Radix.Trigger>,
  ComponentPropsWithoutRef<typeof Radix.Trigger>
>(({ className, ...props }, ref) => (
  <Radix.Trigger ref={ref} className={clsx(styles.trigger, className)} {...props} />
));
Trigger.displayName = 'Tabs.Trigger';

export const Content = forwardRef<
  ComponentRef<typeof Radix.Content>,
  ComponentPropsWithoutRef<typeof Radix.Content>
>(({ className, ...props }, ref) => (
  <Radix.Content ref={ref} className={clsx(styles.content, className)} {...props} />
));
Content.displayName = 'Tabs.Content';
